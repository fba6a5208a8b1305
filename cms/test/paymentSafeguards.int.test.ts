import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { handoverWindow } from '@forecourt/domain/purchaseJourney'
import type { Vehicle } from '@forecourt/schema'
import { testProcessorLedger } from '../src/reservations/testProcessor'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { reservableCar, reservationByReference, shopperClient } from './helpers/reservations'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

/**
 * Payments that cannot be gamed: the test processor serves only sites marked as test sites, and one
 * phone, email, card or address keeps at most the site's limit of live holds (default 2) at once.
 */

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let client: ReturnType<typeof shopperClient>
let demo: TenantFixture
let other: TenantFixture
let production: TenantFixture
const demoHost = 'demo.example.com.au'
const otherHost = 'other.example.com.au'
const productionHost = 'production.example.com.au'

// The words the shopper and the staff read, written out: a change of wording is a change of the product.
const PAYMENTS_OFF = 'This site does not take online payments yet. Please contact the dealer to reserve or buy this car.'
const limitMessage = (what: string) =>
  `You already have 2 cars reserved or awaiting payment with ${what} on this site, the most we allow at once. Finish or cancel one of them, or contact the dealer.`
const MASTERCARD = '5555 5555 5555 4444'
const VISA = '4242 4242 4242 4242'

const car = (tenant: TenantFixture, extra: Partial<Vehicle> = {}) => reservableCar(payload, tenant.tenant.id, extra)
const chargesOf = (intentId: string | null | undefined) =>
  testProcessorLedger().charges.filter((charge) => charge.intentId === intentId).length

beforeAll(async () => {
  process.env.ENQUIRY_RATE_LIMIT = '100000'
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  client = shopperClient(config)
  demo = await createTenantFixture(payload, 'demo')
  other = await createTenantFixture(payload, 'other')
  production = await createTenantFixture(payload, 'production')
  for (const tenant of [demo, other]) {
    await payload.update({ collection: 'tenants', id: tenant.tenant.id, data: { payments: { testMode: true } }, overrideAccess: true })
  }
  for (const tenant of [demo, other, production]) {
    await payload.create({
      collection: 'site-settings',
      data: { tenant: tenant.tenant.id, checkout_enabled: true, online_purchase_enabled: true },
      overrideAccess: true,
    })
  }
})

afterAll(async () => {
  await test?.cleanup()
})

async function journeyToPayment(host: string, slug: string, buyer: { email: string; phone: string }, address: string) {
  const { first } = handoverWindow(new Date())
  const details = { first_name: 'Robin', last_name: 'Buyer', postcode: '3000', ...buyer }
  const started = await client.journeyStep(host, slug, 'details', details, { idempotency_key: randomUUID() }, address)
  if (started.status !== 201) return started
  const url = new URL(started.json.journey.resume_url)
  const handle = { journey: url.searchParams.get('journey'), key: url.searchParams.get('key') }
  await client.journeyStep(host, slug, 'trade-in', { has_trade_in: false }, handle, address)
  await client.journeyStep(host, slug, 'payment-method', { method: 'cash' }, handle, address)
  await client.journeyStep(host, slug, 'delivery', { option: 'pickup', date: first }, handle, address)
  await client.journeyStep(host, slug, 'review', { terms_agreed: true }, handle, address)
  return client.journeyStep(host, slug, 'payment', { amount: 'deposit' }, { ...handle, idempotency_key: randomUUID() }, address)
}

describe(`test mode and payments off (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it('a production site without Stripe keys refuses Reserve and Buy Online, and its admin says why', async () => {
    const target = await car(production)
    const reserved = await client.reserve(productionHost, target.id, { email: 'p1@example.com', phone: '0411 000 001' })
    expect(reserved).toMatchObject({ status: 409, json: { message: PAYMENTS_OFF } })
    const journey = await client.journeyStep(
      productionHost,
      target.slug!,
      'details',
      { first_name: 'Robin', last_name: 'Buyer', email: 'p1@example.com', phone: '0411 000 001', postcode: '3000' },
      { idempotency_key: randomUUID() },
    )
    expect(journey).toMatchObject({ status: 409, json: { message: PAYMENTS_OFF } })
    expect((await payload.count({ collection: 'reservations', where: { tenant: { equals: production.tenant.id } } })).totalDocs).toBe(0)

    // Site settings, beside the checkout and online purchase switches.
    const marketer = await tokenFor(payload, production.marketer.email)
    const settings = await rest(config, { path: '/api/site-settings?limit=1&depth=0', token: marketer, host: productionHost })
    expect(settings.json.docs[0].online_payments_status).toBe(
      'Off: Reserve Online and Buy Online are hidden and refused on this site, whatever these switches say, because it has no Stripe keys and is not marked as a test site. Onboarding staff fill in the Stripe keys under Tenants → Payments.',
    )
    const demoMarketer = await tokenFor(payload, demo.marketer.email)
    const demoSettings = await rest(config, { path: '/api/site-settings?limit=1&depth=0', token: demoMarketer, host: demoHost })
    expect(demoSettings.json.docs[0].online_payments_status).toMatch(/^Test mode: /)
    // A marketer cannot mark their own site as a test site.
    const patched = await rest(config, {
      method: 'PATCH',
      path: `/api/tenants/${production.tenant.id}`,
      token: marketer,
      body: { payments: { testMode: true } },
    })
    expect(patched.status).toBeGreaterThanOrEqual(400)
    const tenant = await payload.findByID({ collection: 'tenants', id: production.tenant.id, overrideAccess: true })
    expect(tenant.payments?.testMode).toBe(false)
  })

  it('a test site takes the payment through the test processor, whose card page says it is test mode', async () => {
    const target = await car(demo)
    const started = await client.reserve(demoHost, target.id, { email: 't1@example.com', phone: '0411 000 011' }, '198.51.100.11')
    expect(started.status).toBe(201)
    const page = await client.get(demoHost, started.json.next.url)
    expect(await page.text()).toContain('Test mode: no real payment is taken.')

    // The site stops being a test site while the shopper is on the card page: the test processor takes nothing.
    const setTestMode = (testMode: boolean) =>
      payload.update({ collection: 'tenants', id: demo.tenant.id, data: { payments: { testMode } }, overrideAccess: true })
    await setTestMode(false)
    try {
      const refused = await client.pay(demoHost, started.json.next.url, VISA)
      expect(refused.status).toBe(409)
      expect(await refused.text()).toContain(PAYMENTS_OFF)
      const stored = await reservationByReference(payload, started.json.reference)
      expect(stored.status).toBe('pending')
      expect(chargesOf(stored.payment_intent_id)).toBe(0)
    } finally {
      await setTestMode(true)
    }
  })
})

describe(`live holds per phone, email, card and address (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it('a third hold for the same phone is refused, pending or paid; another phone is not, nor the same phone on another site', async () => {
    const phone = '0422 100 200'
    const first = await client.reserve(demoHost, (await car(demo)).id, { email: 'ph1@example.com', phone }, '198.51.100.21')
    const second = await client.reserve(demoHost, (await car(demo)).id, { email: 'ph2@example.com', phone }, '198.51.100.22')
    expect([first.status, second.status]).toEqual([201, 201])
    await client.pay(demoHost, first.json.next.url, VISA)
    // The same number written another way is the same phone.
    const third = await client.reserve(
      demoHost,
      (await car(demo)).id,
      { email: 'ph3@example.com', phone: '+61 422 100 200' },
      '198.51.100.23',
    )
    expect(third).toMatchObject({ status: 429, json: { message: limitMessage('this mobile number') } })
    const another = await client.reserve(
      demoHost,
      (await car(demo)).id,
      { email: 'ph4@example.com', phone: '0422 100 201' },
      '198.51.100.24',
    )
    expect(another.status).toBe(201)
    const elsewhere = await client.reserve(otherHost, (await car(other)).id, { email: 'ph3@example.com', phone }, '198.51.100.23')
    expect(elsewhere.status).toBe(201)

    // A hold that ends frees its place: the declined card releases the second one.
    await client.pay(demoHost, second.json.next.url, '4000 0000 0000 0002')
    const after = await client.reserve(demoHost, (await car(demo)).id, { email: 'ph5@example.com', phone }, '198.51.100.25')
    expect(after.status).toBe(201)
  })

  it('a third hold for the same email is refused; another email is not', async () => {
    const email = 'Same.Buyer@example.com'
    for (const [index, address] of ['198.51.100.31', '198.51.100.32'].entries()) {
      expect((await client.reserve(demoHost, (await car(demo)).id, { email, phone: `0433 000 00${index}` }, address)).status).toBe(201)
    }
    const third = await client.reserve(
      demoHost,
      (await car(demo)).id,
      { email: 'same.buyer@EXAMPLE.com', phone: '0433 000 009' },
      '198.51.100.33',
    )
    expect(third).toMatchObject({ status: 429, json: { message: limitMessage('this email address') } })
    expect(
      (await client.reserve(demoHost, (await car(demo)).id, { email: 'else@example.com', phone: '0433 000 008' }, '198.51.100.34')).status,
    ).toBe(201)
  })

  it('a third hold from the same address is refused, Reserve and Buy Online alike; another address is not', async () => {
    const address = '192.0.2.77'
    const reserved = await client.reserve(demoHost, (await car(demo)).id, { email: 'ad1@example.com', phone: '0444 000 001' }, address)
    expect(reserved.status).toBe(201)
    const bought = await journeyToPayment(demoHost, (await car(demo)).slug!, { email: 'ad2@example.com', phone: '0444 000 002' }, address)
    expect(bought.status).toBe(200)
    expect(bought.json.next.url).toMatch(/^\/api\/test-processor\/pay\//)
    const third = await client.reserve(demoHost, (await car(demo)).id, { email: 'ad3@example.com', phone: '0444 000 003' }, address)
    expect(third).toMatchObject({ status: 429, json: { message: limitMessage('your connection') } })
    const thirdJourney = await journeyToPayment(
      demoHost,
      (await car(demo)).slug!,
      { email: 'ad4@example.com', phone: '0444 000 004' },
      address,
    )
    expect(thirdJourney).toMatchObject({ status: 429, json: { message: limitMessage('your connection') } })
    expect(
      (await client.reserve(demoHost, (await car(demo)).id, { email: 'ad5@example.com', phone: '0444 000 005' }, '192.0.2.78')).status,
    ).toBe(201)
  })

  it('a card that already pays for two live holds is refused on the card page before any charge; another card is not', async () => {
    const paidWithCard: string[] = []
    for (const index of [1, 2]) {
      const started = await client.reserve(
        demoHost,
        (await car(demo)).id,
        { email: `cd${index}@example.com`, phone: `0455 000 00${index}` },
        `192.0.2.1${index}`,
      )
      expect((await client.pay(demoHost, started.json.next.url, MASTERCARD)).status).toBe(303)
      paidWithCard.push(started.json.reference)
    }
    for (const reference of paidWithCard) expect((await reservationByReference(payload, reference)).status).toBe('held')

    const third = await client.reserve(demoHost, (await car(demo)).id, { email: 'cd3@example.com', phone: '0455 000 003' }, '192.0.2.13')
    expect(third.status).toBe(201)
    const refused = await client.pay(demoHost, third.json.next.url, MASTERCARD)
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain(limitMessage('this card').replaceAll("'", '&#39;'))
    const stillPending = await reservationByReference(payload, third.json.reference)
    expect(stillPending.status).toBe('pending')
    expect(chargesOf(stillPending.payment_intent_id)).toBe(0)

    expect((await client.pay(demoHost, third.json.next.url, VISA)).status).toBe(303)
    expect((await reservationByReference(payload, third.json.reference)).status).toBe('held')
  })

  it('the limit is a site setting, validated', async () => {
    const settings = await payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: other.tenant.id } },
      overrideAccess: true,
    })
    const id = settings.docs[0]!.id
    for (const wrong of [0, 21, 1.5]) {
      await expect(
        payload.update({ collection: 'site-settings', id, data: { max_live_holds: wrong }, overrideAccess: true }),
      ).rejects.toThrow()
    }
    await payload.update({ collection: 'site-settings', id, data: { max_live_holds: 1 }, overrideAccess: true })
    const shopper = { email: 'one@example.com', phone: '0466 000 001' }
    expect((await client.reserve(otherHost, (await car(other)).id, shopper, '192.0.2.41')).status).toBe(201)
    const second = await client.reserve(otherHost, (await car(other)).id, shopper, '192.0.2.42')
    expect(second.status).toBe(429)
    expect(second.json.message).toBe(
      'You already have one car reserved or awaiting payment with this mobile number on this site, the most we allow at once. Finish or cancel one of them, or contact the dealer.',
    )
  })
})
