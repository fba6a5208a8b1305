import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import {
  MAX_CODE_GUESSES_PER_NUMBER_PER_HOUR,
  PHONE_INVALID_MESSAGE,
  SIGN_IN_CODES_PER_NUMBER_PER_HOUR,
  signInLimitMessage,
  signInMessages,
  watchlistMessages,
} from '@forecourt/domain/shopper'
import type { Vehicle } from '@forecourt/schema'
import { forgetPlatformSettings } from '../src/platform/settings'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, testDatabase, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let carA: Vehicle
let soldCarA: Vehicle
let carB: Vehicle
let outbox: string

const hostA = 'alpha.example.com.au'
const hostB = 'bravo.example.com.au'
const phoneA = '0412 345 678'
const phoneAE164 = '+61412345678'
const phoneOther = '0498 765 432'

type Answer = { status: number; json: any; cookies: string[] }

/** Sends a request through Payload's REST handler in-process, with cookies and a visitor address. */
async function call(options: {
  method?: string
  path: string
  host?: string
  body?: unknown
  cookie?: string
  address?: string
}): Promise<Answer> {
  const host = options.host ?? hostA
  const headers = new Headers({ host, 'x-forwarded-for': options.address ?? '203.0.113.1' })
  if (options.cookie) headers.set('cookie', options.cookie)
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`http://${host}${options.path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const response = await handleEndpoints({ config, request, path: new URL(request.url).pathname })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() }
}

/** The code of the newest text message to `e164` in the outbox. */
async function lastCodeSentTo(e164: string): Promise<string> {
  const names = (await readdir(outbox)).filter((name) => name.endsWith('.json')).sort()
  for (const name of names.reverse()) {
    const message = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { to: string; body: string }
    if (message.to === e164) return /\b(\d{6})\b/.exec(message.body)?.[1] ?? ''
  }
  throw new Error(`No message to ${e164}`)
}

let addressCounter = 10
/** A fresh visitor address, so the per-address limit only bites where a test means it to. */
const freshAddress = () => `198.51.100.${addressCounter++}`

/** Signs `phone` in on `host` and answers the Cookie header the browser would send afterwards. */
async function signIn(phone: string, host = hostA): Promise<string> {
  // As if an hour had passed since the number's earlier codes: this helper signs in, other tests count codes.
  await payload.delete({ collection: 'shopper-codes', where: { phone: { exists: true } }, overrideAccess: true })
  const address = freshAddress()
  const sent = await call({ path: '/api/shoppers/request-code', host, body: { phone }, address })
  expect(sent.status).toBe(200)
  const code = await lastCodeSentTo(sent.json.phone)
  const verified = await call({ path: '/api/shoppers/verify-code', host, body: { phone, code }, address })
  expect(verified.status).toBe(200)
  return verified.cookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  outbox = await mkdtemp(path.join(os.tmpdir(), 'forecourt-sms-'))
  process.env.SMS_OUTBOX_DIR = outbox
  forgetPlatformSettings()
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  const car = (tenant: number, stocknum: string, status: 'in_stock' | 'sold' = 'in_stock') =>
    payload.create({
      collection: 'vehicles',
      data: {
        tenant,
        stocknum,
        name: `2021 Toyota Corolla ${stocknum}`,
        make: 'Toyota',
        model: 'Corolla',
        year: 2021,
        car_type: 'used',
        status,
        price: 25990,
      },
      overrideAccess: true,
    })
  carA = await car(a.tenant.id, 'A1')
  soldCarA = await car(a.tenant.id, 'A2', 'sold')
  carB = await car(b.tenant.id, 'B1')
}, 60_000)

afterAll(async () => {
  await test?.cleanup()
})

describe(`one-time codes (${testDatabase})`, () => {
  it('refuses anything but an Australian mobile, with a clear message', async () => {
    for (const phone of ['02 9555 0100', '12345', 'not a number']) {
      const answer = await call({ path: '/api/shoppers/request-code', body: { phone }, address: freshAddress() })
      expect(answer).toMatchObject({ status: 400, json: { success: false, message: PHONE_INVALID_MESSAGE } })
    }
  })

  it('texts a 6-digit code through the outbox and stores only a keyed hash of it, expiring in 10 minutes', async () => {
    const before = Date.now()
    const answer = await call({ path: '/api/shoppers/request-code', body: { phone: phoneA }, address: freshAddress() })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      success: true,
      phone: phoneAE164,
      message: 'We have sent a 6-digit code to 0412 345 678. It expires in 10 minutes.',
    })
    const code = await lastCodeSentTo(phoneAE164)
    expect(code).toMatch(/^\d{6}$/)
    const { docs } = await payload.find({
      collection: 'shopper-codes',
      where: { phone: { equals: phoneAE164 } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const stored = docs[0]!
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(code)
    const expiresIn = Date.parse(stored.expires_at) - before
    expect(expiresIn).toBeGreaterThan(9.9 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5_000)
    // Nobody reads the codes through the API, staff included.
    const token = await tokenFor(payload, a.marketer.email)
    expect((await rest(config, { path: '/api/shopper-codes', host: hostA, token })).status).toBe(403)
  })

  it('allows 5 tries of a code: the fifth wrong one locks it, and then even the right code is refused', async () => {
    const address = freshAddress()
    await call({ path: '/api/shoppers/request-code', body: { phone: phoneA }, address })
    const code = await lastCodeSentTo(phoneAE164)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await call({ path: '/api/shoppers/verify-code', body: { phone: phoneA, code: wrong }, address })
      expect(answer).toMatchObject({ status: 400, json: { success: false, message: signInMessages.codeWrong } })
    }
    const fifth = await call({ path: '/api/shoppers/verify-code', body: { phone: phoneA, code: wrong }, address })
    expect(fifth).toMatchObject({ status: 429, json: { message: signInMessages.codeLocked } })
    const right = await call({ path: '/api/shoppers/verify-code', body: { phone: phoneA, code }, address })
    expect(right).toMatchObject({ status: 429, json: { message: signInMessages.codeLocked } })
    expect(right.cookies.filter((cookie) => cookie.startsWith('fc-shopper'))).toHaveLength(0)
  })

  it('refuses an expired code, and a code once it has been used', async () => {
    const address = freshAddress()
    await call({ path: '/api/shoppers/request-code', body: { phone: phoneA }, address })
    const code = await lastCodeSentTo(phoneAE164)
    const { docs } = await payload.find({
      collection: 'shopper-codes',
      where: { phone: { equals: phoneAE164 } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'shopper-codes',
      id: docs[0]!.id,
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await call({ path: '/api/shoppers/verify-code', body: { phone: phoneA, code }, address })
    expect(expired).toMatchObject({ status: 400, json: { message: signInMessages.codeExpired } })

    await call({ path: '/api/shoppers/request-code', body: { phone: phoneA }, address })
    const fresh = await lastCodeSentTo(phoneAE164)
    expect((await call({ path: '/api/shoppers/verify-code', body: { phone: phoneA, code: fresh }, address })).status).toBe(200)
    const again = await call({ path: '/api/shoppers/verify-code', body: { phone: phoneA, code: fresh }, address })
    expect(again).toMatchObject({ status: 400, json: { message: signInMessages.codeExpired } })
  })

  it(`sends one number at most ${SIGN_IN_CODES_PER_NUMBER_PER_HOUR} codes an hour, whatever the address`, async () => {
    const phone = '0400 000 001'
    for (let sent = 0; sent < SIGN_IN_CODES_PER_NUMBER_PER_HOUR; sent++) {
      expect((await call({ path: '/api/shoppers/request-code', body: { phone }, address: freshAddress() })).status).toBe(200)
    }
    const refused = await call({ path: '/api/shoppers/request-code', body: { phone }, address: freshAddress() })
    expect(refused).toMatchObject({ status: 429, json: { message: signInLimitMessage('number', 60 * 60_000) } })
    // Counted across every site of the platform (signInLimits.int.test.ts has the three-site case).
    expect((await call({ path: '/api/shoppers/request-code', host: hostB, body: { phone }, address: freshAddress() })).status).toBe(429)
    // So at most 5 codes × 5 tries are guessed at per number and hour.
    expect(MAX_CODE_GUESSES_PER_NUMBER_PER_HOUR).toBe(25)
  })
})

describe('the shopper session', () => {
  it('is an HttpOnly, SameSite=Lax cookie for the whole site, with a readable hint that holds no secret', async () => {
    const address = freshAddress()
    await call({ path: '/api/shoppers/request-code', body: { phone: phoneA }, address })
    const verified = await call({
      path: '/api/shoppers/verify-code',
      body: { phone: phoneA, code: await lastCodeSentTo(phoneAE164) },
      address,
    })
    const session = verified.cookies.find((cookie) => cookie.startsWith('fc-shopper-token='))!
    const hint = verified.cookies.find((cookie) => cookie.startsWith('fc-shopper-hint='))!
    expect(session).toMatch(/; HttpOnly/)
    expect(session).toMatch(/; SameSite=Lax/)
    expect(session).toMatch(/; Path=\//)
    expect(session).toMatch(/; Max-Age=2592000/)
    // Secure only in production: this test server speaks plain http, like `npm start` on a laptop.
    expect(session).not.toMatch(/Secure/)
    expect(hint).toMatch(/^fc-shopper-hint=1;/)
    expect(hint).not.toMatch(/HttpOnly/)
    const cookie = verified.cookies.map((each) => each.split(';')[0]).join('; ')
    expect((await call({ path: '/api/shoppers/session', cookie })).json).toMatchObject({ signedIn: true, shopper: { phone: phoneAE164 } })
    // Bound to its site: the same cookie on another dealer's host is nobody.
    expect((await call({ path: '/api/shoppers/session', host: hostB, cookie })).json).toEqual({ signedIn: false, shopper: null })
    // A changed signature is nobody too.
    const forged = cookie.replace(/fc-shopper-token=([^;]*)/, (_, value: string) => `fc-shopper-token=${value.slice(0, -2)}xx`)
    expect((await call({ path: '/api/shoppers/session', cookie: forged })).json.signedIn).toBe(false)
  })

  it('signs out everywhere: every cookie issued before stops working', async () => {
    const first = await signIn(phoneOther)
    const second = await signIn(phoneOther)
    const out = await call({ path: '/api/shoppers/sign-out', body: {}, cookie: first })
    expect(out.status).toBe(200)
    expect(out.cookies.some((cookie) => cookie.startsWith('fc-shopper-token=;') && cookie.includes('Max-Age=0'))).toBe(true)
    expect((await call({ path: '/api/shoppers/session', cookie: second })).json.signedIn).toBe(false)
  })
})

describe('the watchlist calls', () => {
  it("save and remove the signed-in shopper's car, idempotently, in the spec's { success, message } shape", async () => {
    const cookie = await signIn(phoneA)
    const save = () => call({ path: '/api/watchlist/save-car', body: { phone_number: phoneA, car_id: carA.id }, cookie })
    expect(await save()).toMatchObject({ status: 200, json: { success: true, message: watchlistMessages.saved } })
    expect(await save()).toMatchObject({ status: 200, json: { success: true, message: watchlistMessages.saved } })
    const entries = await payload.find({ collection: 'watchlist', where: { car: { equals: carA.id } }, depth: 0, overrideAccess: true })
    expect(entries.totalDocs).toBe(1)
    expect(entries.docs[0]).toMatchObject({ car_name: carA.name, tenant: a.tenant.id })
    const mine = await call({ path: '/api/watchlist/mine', cookie })
    expect(mine.json).toMatchObject({ success: true, phone_number: phoneAE164, cars: [{ id: carA.id, name: carA.name }] })

    const remove = () => call({ path: '/api/watchlist/remove-car', body: { phone_number: phoneAE164, car_id: String(carA.id) }, cookie })
    expect(await remove()).toMatchObject({ status: 200, json: { success: true, message: watchlistMessages.removed } })
    expect(await remove()).toMatchObject({ status: 200, json: { success: true } })
    expect((await payload.count({ collection: 'watchlist', where: { car: { equals: carA.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it("refuses anonymous callers, another shopper's number, another site's car and a sold car not saved", async () => {
    const body = { phone_number: phoneA, car_id: carA.id }
    expect(await call({ path: '/api/watchlist/save-car', body })).toMatchObject({
      status: 401,
      json: { success: false, message: watchlistMessages.notSignedIn },
    })
    const other = await signIn(phoneOther)
    expect(await call({ path: '/api/watchlist/save-car', body, cookie: other })).toMatchObject({
      status: 403,
      json: { success: false, message: watchlistMessages.otherPhone },
    })
    expect(await call({ path: '/api/watchlist/remove-car', body, cookie: other })).toMatchObject({ status: 403 })
    const owner = await signIn(phoneA)
    expect(await call({ path: '/api/watchlist/save-car', body: { phone_number: phoneA, car_id: carB.id }, cookie: owner })).toMatchObject({
      status: 404,
      json: { success: false, message: watchlistMessages.unknownCar },
    })
    // The owner's cookie on the other site's host is nobody there.
    expect(
      await call({ path: '/api/watchlist/save-car', host: hostB, body: { phone_number: phoneA, car_id: carB.id }, cookie: owner }),
    ).toMatchObject({ status: 401 })
    expect(
      await call({ path: '/api/watchlist/save-car', body: { phone_number: phoneA, car_id: soldCarA.id }, cookie: owner }),
    ).toMatchObject({
      status: 409,
      json: { success: false, message: watchlistMessages.soldCar },
    })
    expect(await call({ path: '/api/watchlist/save-car', body: { phone_number: phoneA, car_id: 'x' }, cookie: owner })).toMatchObject({
      status: 400,
      json: { success: false, message: watchlistMessages.invalid },
    })
    // Ids are the database's own: an ObjectId on SQL, a number on MongoDB, is no car.
    const foreignId = testDatabase === 'mongodb' ? 12 : '0123456789abcdef01234567'
    expect(await call({ path: '/api/watchlist/save-car', body: { phone_number: phoneA, car_id: foreignId }, cookie: owner })).toMatchObject(
      {
        status: 400,
        json: { success: false, message: watchlistMessages.invalid },
      },
    )
    expect(typeof carA.id).toBe(testDatabase === 'mongodb' ? 'string' : 'number')
    // A page of another site cannot make the change with the shopper's cookie.
    const crossSite = await handleEndpoints({
      config,
      path: '/api/watchlist/save-car',
      request: new Request(`http://${hostA}/api/watchlist/save-car`, {
        method: 'POST',
        headers: { host: hostA, cookie: owner, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: phoneA, car_id: carA.id }),
      }),
    })
    expect(crossSite.status).toBe(403)
    expect((await payload.count({ collection: 'watchlist', where: { car: { equals: carA.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('shopper isolation', () => {
  it("shows a site's shoppers and watchlist to its own staff only, never to another site's marketer", async () => {
    const owner = await signIn(phoneA)
    await call({ path: '/api/watchlist/save-car', body: { phone_number: phoneA, car_id: carA.id }, cookie: owner })
    await signIn(phoneA, hostB)
    const tokenA = await tokenFor(payload, a.marketer.email)
    const tokenB = await tokenFor(payload, b.marketer.email)
    const shoppersSeenByA = await rest(config, { path: '/api/shoppers?limit=100', host: hostA, token: tokenA })
    expect(shoppersSeenByA.status).toBe(200)
    expect(shoppersSeenByA.json.docs.length).toBeGreaterThan(0)
    expect(
      shoppersSeenByA.json.docs.every(
        (doc: { tenant: { id: number } | number }) => (typeof doc.tenant === 'object' ? doc.tenant.id : doc.tenant) === a.tenant.id,
      ),
    ).toBe(true)
    const shopperOfA = shoppersSeenByA.json.docs.find((doc: { phone: string }) => doc.phone === phoneAE164)
    expect(shopperOfA).toBeTruthy()
    const byB = await rest(config, { path: `/api/shoppers/${shopperOfA.id}`, host: hostA, token: tokenB })
    expect([403, 404]).toContain(byB.status)
    const listedByB = await rest(config, { path: '/api/shoppers?limit=100', host: hostB, token: tokenB })
    expect(listedByB.json.docs.map((doc: { id: number }) => doc.id)).not.toContain(shopperOfA.id)
    const watchlistByB = await rest(config, { path: '/api/watchlist?limit=100', host: hostB, token: tokenB })
    expect(watchlistByB.json.docs.every((doc: { car_name: string }) => doc.car_name !== carA.name)).toBe(true)
    const watchlistByA = await rest(config, { path: '/api/watchlist?limit=100', host: hostA, token: tokenA })
    expect(watchlistByA.json.docs.some((doc: { car_name: string }) => doc.car_name === carA.name)).toBe(true)
    // Staff cannot make or change shoppers: only a sign-in does.
    expect(
      (await rest(config, { method: 'POST', path: '/api/shoppers', host: hostA, token: tokenA, body: { phone: '+61400000009' } })).status,
    ).toBe(403)
  })

  it('gives a shopper nothing of the staff API and no admin', async () => {
    const owner = await signIn(phoneA)
    for (const path of ['/api/shoppers', '/api/watchlist', '/api/enquiries', '/api/phone-reveals', '/api/users']) {
      expect((await call({ path, cookie: owner })).status).toBe(403)
    }
    expect((await call({ path: '/api/users/me', cookie: owner })).json.user).toBeNull()
    // No password, no Payload login: the admin's login refuses the collection outright.
    expect(
      (await call({ path: '/api/shoppers/login', body: { email: 'x@y.z', password: 'whatever-password' } })).status,
    ).toBeGreaterThanOrEqual(400)
    // Payload's own account endpoints of the collection make no shopper either.
    const before = (await payload.count({ collection: 'shoppers', overrideAccess: true })).totalDocs
    const register = await call({
      path: '/api/shoppers/first-register',
      body: { phone: '+61400000008', email: 'a@b.c', password: 'whatever-password' },
    })
    expect(register.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'shoppers', overrideAccess: true })).totalDocs).toBe(before)
    const shoppers = config.collections.find((collection) => collection.slug === 'shoppers')!
    expect(await shoppers.access.admin!({ req: { user: { collection: 'shoppers' } } } as never)).toBe(false)
  })

  it('tells the proxy which optional gates a site closes, by the host it names', async () => {
    await payload.create({
      collection: 'site-settings',
      data: { tenant: b.tenant.id, sign_in_required_routes: ['sell-my-car'], finance_needs_vehicle_identifier: true },
      overrideAccess: true,
    })
    const gates = await call({ path: `/api/shoppers/gating?host=${hostB}`, host: '127.0.0.1:3000' })
    expect(gates.json).toEqual({ gate_trade_in: false, gate_sell_my_car: true, gate_checkout: false, vin_finance: true })
    expect((await call({ path: '/api/shoppers/gating', host: hostA })).json).toEqual({
      gate_trade_in: false,
      gate_sell_my_car: false,
      gate_checkout: false,
      vin_finance: false,
    })
  })

  it("answers My Garage with the shopper's watchlist, enquiries and reservations on this site only", async () => {
    const reservation = (tenant: number | string, car: number | string, reference: string, phone: string) =>
      payload.create({
        collection: 'reservations',
        data: {
          tenant,
          reference,
          status: 'held',
          car,
          car_name: `Car ${reference}`,
          name: 'Sam Shopper',
          email: 'sam@example.com',
          phone,
          postcode: '3000',
          deposit_cents: 20_000,
          processor: 'test',
          idempotency_key: `key-${reference}`,
          hold_expires_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        },
        overrideAccess: true,
      })
    // Typed as the shopper typed it on the reserve form; the same number on another site, and another number here.
    await reservation(a.tenant.id, carA.id, 'GARAGE-A', phoneA.replace(/ /g, ''))
    await reservation(b.tenant.id, carB.id, 'GARAGE-B', phoneAE164)
    await reservation(a.tenant.id, carA.id, 'GARAGE-OTHER', '0499 888 777')
    const owner = await signIn(phoneA)
    const garage = await call({ path: '/api/shoppers/garage', cookie: owner })
    expect(garage.status).toBe(200)
    expect(garage.json).toMatchObject({ success: true, phone: phoneAE164 })
    expect(garage.json.reservations.map((each: { reference: string }) => each.reference)).toEqual(['GARAGE-A'])
    expect(garage.json.reservations[0]).toMatchObject({ status: 'held', car_name: 'Car GARAGE-A' })
    expect(garage.json.watchlist.map((car: { id: number }) => car.id)).toContain(carA.id)
    expect((await call({ path: '/api/shoppers/garage' })).status).toBe(401)
  })
})
