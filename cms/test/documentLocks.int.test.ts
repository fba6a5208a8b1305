import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import type { SiteSetting, User } from '@forecourt/schema'
import { createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { graphql, rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let admin: User
let settingsB: SiteSetting
let marketerA: string
let marketerB: string

const LOCKS = '/api/payload-locked-documents'
const lockBody = (relationTo: string, value: number, userId: number) => ({
  document: { relationTo, value },
  user: { relationTo: 'users', value: userId },
})
const lockCount = async () => (await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })).totalDocs

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo', '#0000cc')
  admin = await createSuperAdmin(payload)
  settingsB = await payload.create({ collection: 'site-settings', data: { tenant: b.tenant.id }, overrideAccess: true })
  marketerA = await tokenFor(payload, a.marketer.email)
  marketerB = await tokenFor(payload, b.marketer.email)
})

afterAll(async () => {
  await test?.cleanup()
})

describe('document locks', () => {
  it("refuses a marketer's lock on another tenant's page, site settings or the super-admin's account, under any name", async () => {
    const before = await lockCount()
    for (const body of [
      lockBody('pages', b.publishedPage.id, a.marketer.id),
      lockBody('pages', b.publishedPage.id, b.marketer.id),
      lockBody('site-settings', settingsB.id, a.marketer.id),
      lockBody('users', admin.id, admin.id),
      { globalSlug: 'anything', user: { relationTo: 'users', value: a.marketer.id } },
    ]) {
      const answer = await rest(config, { method: 'POST', path: LOCKS, token: marketerA, body })
      expect(answer.status).toBe(403)
    }
    const viaGraphql = await graphql(
      config,
      `mutation { createPayloadLockedDocument(data: { document: { relationTo: pages, value: ${b.publishedPage.id} }, user: { relationTo: users, value: ${b.marketer.id} } }) { id } }`,
      { token: marketerA },
    )
    expect(viaGraphql.errors?.length).toBeGreaterThan(0)
    expect(await lockCount()).toBe(before)

    // The owners still save their own documents.
    const saved = await rest(config, {
      method: 'PATCH',
      path: `/api/pages/${b.publishedPage.id}`,
      token: marketerB,
      body: { title: 'Still ours' },
    })
    expect(saved.status).toBe(200)
  })

  it("lets a marketer lock their own tenant's page, always in their own name", async () => {
    const answer = await rest(config, {
      method: 'POST',
      path: LOCKS,
      token: marketerA,
      body: lockBody('pages', a.publishedPage.id, a.onboarding.id),
    })
    expect(answer.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'payload-locked-documents',
      id: answer.json.doc.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.user).toEqual({ relationTo: 'users', value: a.marketer.id })
  })

  it("refuses changing, moving or removing a lock on a document the user may not update; the tenant's own staff may take it over", async () => {
    const lock = await rest(config, {
      method: 'POST',
      path: LOCKS,
      token: marketerA,
      body: lockBody('pages', a.draftPage.id, a.marketer.id),
    })
    expect(lock.status).toBe(201)
    const id = lock.json.doc.id as number

    expect(
      (
        await rest(config, {
          method: 'PATCH',
          path: `${LOCKS}/${id}`,
          token: marketerB,
          body: { user: { relationTo: 'users', value: b.marketer.id } },
        })
      ).status,
    ).toBe(403)
    expect((await rest(config, { method: 'DELETE', path: `${LOCKS}/${id}`, token: marketerB })).status).toBe(403)
    const moved = await rest(config, {
      method: 'PATCH',
      path: `${LOCKS}/${id}`,
      token: marketerA,
      body: { document: { relationTo: 'pages', value: b.draftPage.id } },
    })
    expect(moved.status).toBe(403)

    const onboardingA = await tokenFor(payload, a.onboarding.email)
    const takenOver = await rest(config, {
      method: 'PATCH',
      path: `${LOCKS}/${id}`,
      token: onboardingA,
      body: { user: { relationTo: 'users', value: a.onboarding.id } },
    })
    expect(takenOver.status).toBe(200)
    const stored = await payload.findByID({ collection: 'payload-locked-documents', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({
      document: { relationTo: 'pages', value: a.draftPage.id },
      user: { relationTo: 'users', value: a.onboarding.id },
    })
    expect((await rest(config, { method: 'DELETE', path: `${LOCKS}/${id}`, token: marketerA })).status).toBe(200)
  })

  it("lists to each tenant's marketer only the locks on their own tenant's documents", async () => {
    const lockA = await rest(config, {
      method: 'POST',
      path: LOCKS,
      token: marketerA,
      body: lockBody('pages', a.draftPage.id, a.marketer.id),
    })
    const lockB = await rest(config, {
      method: 'POST',
      path: LOCKS,
      token: marketerB,
      body: lockBody('site-settings', settingsB.id, b.marketer.id),
    })
    expect([lockA.status, lockB.status]).toEqual([201, 201])
    const idA = lockA.json.doc.id
    const idB = lockB.json.doc.id
    const listed = async (token: string, query = '') =>
      ((await rest(config, { path: `${LOCKS}?limit=100${query}`, token })).json.docs as Array<{ id: number }>).map((lock) => lock.id)

    expect(await listed(marketerA)).toContain(idA)
    expect(await listed(marketerA)).not.toContain(idB)
    expect(await listed(marketerB)).toContain(idB)
    expect(await listed(marketerB)).not.toContain(idA)
    expect(await listed(marketerA, '&where[document.relationTo][equals]=site-settings')).toEqual([])
    expect((await rest(config, { path: `${LOCKS}/${idB}`, token: marketerA })).status).toBe(404)
    const viaGraphql = await graphql(config, '{ PayloadLockedDocuments(limit: 100) { docs { id } } }', { token: marketerA })
    expect(viaGraphql.data.PayloadLockedDocuments.docs.map((lock: { id: number }) => lock.id)).not.toContain(idB)
    // The super-admin sees every tenant's.
    const root = await tokenFor(payload, admin.email)
    expect(await listed(root)).toEqual(expect.arrayContaining([idA, idB]))
  })

  it('leaves the super-admin free to lock anything', async () => {
    const token = await tokenFor(payload, admin.email)
    const answer = await rest(config, { method: 'POST', path: LOCKS, token, body: lockBody('site-settings', settingsB.id, admin.id) })
    expect(answer.status).toBe(201)
  })
})
