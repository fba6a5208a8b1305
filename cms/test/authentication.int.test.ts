import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { passwordTooShortMessage } from '../src/auth/passwordPolicy'
import { decoyPasswordHashCount } from '../src/auth/decoyPasswordHash'
import { createSuperAdmin, password, tokenFor } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let adminToken: string

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  const admin = await createSuperAdmin(payload)
  adminToken = await tokenFor(payload, admin.email)
})

afterAll(async () => {
  await test?.cleanup()
})

const fieldMessages = (json: any): string[] =>
  (json?.errors ?? []).flatMap((error: { data?: { errors?: Array<{ message: string }> } }) =>
    (error.data?.errors ?? []).map((entry) => entry.message),
  )

describe('passwords', () => {
  it('a 3- or 11-character password is refused with the rule; 12 characters are accepted', async () => {
    for (const [index, short] of ['abc', 'abcdefghijk'].entries()) {
      const answer = await rest(config, {
        method: 'POST',
        path: '/api/users',
        token: adminToken,
        body: { email: `short-${index}@example.test`, password: short, roles: ['user'] },
      })
      expect(answer.status).toBe(400)
      expect(fieldMessages(answer.json)).toEqual([passwordTooShortMessage])
      expect(
        (await payload.count({ collection: 'users', where: { email: { equals: `short-${index}@example.test` } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
    }
    const accepted = await rest(config, {
      method: 'POST',
      path: '/api/users',
      token: adminToken,
      body: { email: 'twelve@example.test', password: 'abcdefghijkl', roles: ['user'] },
    })
    expect(accepted.status).toBe(201)
    const login = await rest(config, {
      method: 'POST',
      path: '/api/users/login',
      body: { email: 'twelve@example.test', password: 'abcdefghijkl' },
    })
    expect(login.status).toBe(200)
  })

  it('a user cannot change their password to a short one, and the old one keeps working', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'changer@example.test', password, roles: ['user'] },
      overrideAccess: true,
    })
    const token = await tokenFor(payload, user.email)
    const answer = await rest(config, { method: 'PATCH', path: `/api/users/${user.id}`, token, body: { password: 'short-pw' } })
    expect(answer.status).toBe(400)
    expect(fieldMessages(answer.json)).toEqual([passwordTooShortMessage])
    expect((await rest(config, { method: 'POST', path: '/api/users/login', body: { email: user.email, password } })).status).toBe(200)
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'local@example.test', password: 'tiny', roles: ['user'] },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})

describe('logging in', () => {
  it('an unknown email, a wrong password and a locked account get the same status and message', async () => {
    await payload.create({ collection: 'users', data: { email: 'known@example.test', password, roles: ['user'] }, overrideAccess: true })
    await payload.create({ collection: 'users', data: { email: 'locked@example.test', password, roles: ['user'] }, overrideAccess: true })
    const login = (email: string, attempt: string) =>
      rest(config, { method: 'POST', path: '/api/users/login', body: { email, password: attempt } })

    const unknown = await login('nobody@example.test', 'wrong-password-1')
    const wrong = await login('known@example.test', 'wrong-password-1')
    // Five wrong passwords lock the account; the attempt that locks it, and the right password after, answer the same.
    const lockingAttempts = []
    for (let attempt = 0; attempt < 5; attempt += 1) lockingAttempts.push(await login('locked@example.test', 'wrong-password-1'))
    const lockedRightPassword = await login('locked@example.test', password)
    const lockedWrongPassword = await login('locked@example.test', 'wrong-password-1')

    expect(unknown.status).toBe(401)
    expect(unknown.json).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
    for (const answer of [wrong, ...lockingAttempts, lockedRightPassword, lockedWrongPassword]) {
      expect(answer.status).toBe(unknown.status)
      expect(answer.json).toEqual(unknown.json)
    }
    const stored = await payload.db.findOne<{ lockUntil?: string | null }>({
      collection: 'users',
      where: { email: { equals: 'locked@example.test' } },
    })
    expect(new Date(stored?.lockUntil ?? 0).getTime()).toBeGreaterThan(Date.now())
  })

  it('checks a password hash for an unknown email or a locked account, as Payload does for a known one', async () => {
    await payload.create({ collection: 'users', data: { email: 'hashed@example.test', password, roles: ['user'] }, overrideAccess: true })
    const login = (email: string, attempt: string) =>
      rest(config, { method: 'POST', path: '/api/users/login', body: { email, password: attempt } })

    const beforeUnknown = decoyPasswordHashCount()
    await login('Nobody-Else@Example.test', 'wrong-password-1')
    expect(decoyPasswordHashCount()).toBe(beforeUnknown + 1)

    // A known account's own hash is checked by Payload: no decoy.
    const beforeKnown = decoyPasswordHashCount()
    expect((await login('hashed@example.test', 'wrong-password-1')).status).toBe(401)
    expect((await login('HASHED@example.test', password)).status).toBe(200)
    expect(decoyPasswordHashCount()).toBe(beforeKnown)

    await payload.db.updateOne({
      collection: 'users',
      where: { email: { equals: 'hashed@example.test' } },
      data: { lockUntil: new Date(Date.now() + 60_000).toISOString() },
    })
    const beforeLocked = decoyPasswordHashCount()
    expect((await login('hashed@example.test', password)).status).toBe(401)
    expect(decoyPasswordHashCount()).toBe(beforeLocked + 1)
  })
})
