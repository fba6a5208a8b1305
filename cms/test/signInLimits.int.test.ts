import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { forgetPlatformSettings } from '../src/platform/settings'
import { createTenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let outbox: string
const hosts = ['alpha.example.com.au', 'bravo.example.com.au', 'charlie.example.com.au']

type Answer = { status: number; json: any; cookies: string[]; retryAfter: string | null }

async function call(options: { path: string; body: unknown; host?: string; address: string; cookie?: string }): Promise<Answer> {
  const host = options.host ?? hosts[0]!
  const headers = new Headers({ host, 'x-forwarded-for': options.address, 'content-type': 'application/json' })
  if (options.cookie) headers.set('cookie', options.cookie)
  const request = new Request(`http://${host}${options.path}`, { method: 'POST', headers, body: JSON.stringify(options.body) })
  const response = await handleEndpoints({ config, request, path: new URL(request.url).pathname })
  const text = await response.text()
  return {
    status: response.status,
    json: text ? JSON.parse(text) : null,
    cookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get('retry-after'),
  }
}

async function messagesTo(e164: string): Promise<string[]> {
  const bodies: string[] = []
  for (const name of (await readdir(outbox).catch(() => [])).filter((each) => each.endsWith('.json')).sort()) {
    const message = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { to: string; body: string }
    if (message.to === e164) bodies.push(message.body)
  }
  return bodies
}

const deviceCookieOf = (answer: Answer) => answer.cookies.find((cookie) => cookie.startsWith('fc-signin-device='))?.split(';')[0]

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  outbox = await mkdtemp(path.join(os.tmpdir(), 'forecourt-sms-limits-'))
  process.env.SMS_OUTBOX_DIR = outbox
  forgetPlatformSettings()
  for (const slug of ['alpha', 'bravo', 'charlie']) await createTenantFixture(payload, slug)
}, 60_000)

afterAll(async () => {
  await test?.cleanup()
})

beforeEach(async () => {
  await payload.delete({ collection: 'shopper-codes', where: { phone: { exists: true } }, overrideAccess: true })
})

describe(`sign-in limits (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it('texts one number at most 5 codes an hour across all the dealer sites, and says how long to wait', async () => {
    const phone = '0491 571 491'
    const answers: Answer[] = []
    let address = 1
    for (const host of hosts) {
      for (let index = 0; index < 6; index++) {
        answers.push(await call({ path: '/api/shoppers/request-code', host, body: { phone }, address: `192.0.2.${address++}` }))
      }
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect(await messagesTo('+61491571491')).toHaveLength(5)
    const refusals = answers.filter((answer) => answer.status !== 200)
    expect(refusals).toHaveLength(13)
    for (const refusal of refusals) {
      expect(refusal.status).toBe(429)
      expect(refusal.json).toEqual({
        success: false,
        message: 'Too many codes have been sent to this number. Please wait 60 minutes and try again.',
      })
      expect(Number(refusal.retryAfter)).toBeGreaterThan(3500)
      expect(Number(refusal.retryAfter)).toBeLessThanOrEqual(3600)
    }
  })

  it('holds the number cap when the requests of three sites arrive at once', async () => {
    const phone = '0491 571 492'
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call({ path: '/api/shoppers/request-code', host: hosts[index % 3], body: { phone }, address: `192.0.2.${100 + index}` }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(5)
    expect((await messagesTo('+61491571492')).length).toBeLessThanOrEqual(5)
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true)
  })

  it('lets 40 people behind one address each sign in within the hour, while one abusive device is slowed', async () => {
    const office = '203.0.113.50'
    // The abusive device: its first call gets it a device cookie, its later ones carry it.
    const first = await call({ path: '/api/shoppers/verify-code', body: { phone: '0422 000 000', code: '123456' }, address: office })
    const abusive = deviceCookieOf(first)!
    expect(abusive).toMatch(/^fc-signin-device=[\w-]{22}\.[\w-]{43}$/)
    expect(first.cookies.find((cookie) => cookie.startsWith('fc-signin-device='))).toMatch(/; HttpOnly/)
    const abuse: Answer[] = []
    // Far past its own allowance: refused calls of a slowed device do not use up the address's.
    for (let index = 0; index < 250; index++) {
      abuse.push(
        await call({
          path: '/api/shoppers/verify-code',
          body: { phone: `0422 000 ${String(index).padStart(3, '0')}`, code: '123456' },
          address: office,
          cookie: abusive,
        }),
      )
    }
    // Twelve calls an hour, one more, then waits: refused, in words, with Retry-After.
    expect(abuse.slice(0, 12).every((answer) => answer.status === 400)).toBe(true)
    const slowed = abuse.filter((answer) => answer.status === 429)
    expect(slowed.length).toBeGreaterThanOrEqual(230)
    expect(slowed[0]!.json.message).toMatch(/^Too many sign-in attempts from this device\. Please wait \d+ seconds? and try again\.$/)
    expect(Number(slowed[0]!.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(slowed[0]!.retryAfter)).toBeLessThanOrEqual(2)

    for (let person = 0; person < 40; person++) {
      const phone = `0433 000 ${String(person).padStart(3, '0')}`
      const asked = await call({ path: '/api/shoppers/request-code', body: { phone }, address: office })
      expect([person, asked.status, asked.json.message]).toEqual([person, 200, expect.stringContaining('We have sent a 6-digit code')])
      const device = deviceCookieOf(asked)!
      const [text] = await messagesTo(asked.json.phone)
      const code = /\b(\d{6})\b/.exec(text!)![1]
      const verified = await call({ path: '/api/shoppers/verify-code', body: { phone, code }, address: office, cookie: device })
      expect([person, verified.status]).toEqual([person, 200])
      expect(verified.cookies.some((cookie) => cookie.startsWith('fc-shopper-token='))).toBe(true)
    }
  })

  it('slows an address past 200 calls an hour with a short, growing wait instead of an hour-long lock-out', async () => {
    const address = '203.0.113.77'
    const body = { phone: '0444 000 000', code: '123456' }
    for (let index = 0; index < 200; index++) {
      const answer = await call({ path: '/api/shoppers/verify-code', body, address })
      expect([index, answer.status]).toEqual([index, 400])
    }
    // One more goes through, and starts the back-off.
    expect((await call({ path: '/api/shoppers/verify-code', body, address })).status).toBe(400)
    const refused = await call({ path: '/api/shoppers/verify-code', body, address })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toMatch(/^Too many sign-in attempts from your network\. Please wait [12] seconds? and try again\.$/)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(2)
    // Another address of the same site is not affected.
    expect((await call({ path: '/api/shoppers/verify-code', body, address: '203.0.113.78' })).status).toBe(400)
  })
})
