import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { importStockFeed } from '../src/stockFeed/importFeed'
import { applyPaymentEvent, releaseDueReservations, startReservation } from '../src/reservations/service'
import { testProcessorLedger } from '../src/reservations/testProcessor'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { reservableCar, reservationByReference, shopperClient } from './helpers/reservations'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

/**
 * The rules a one-line change would break unnoticed: a car reserved by staff or by the stock feed is
 * not reserved again; a converted sale is never refunded; the hold is 48 hours and an unfinished payment
 * 10 minutes, written out here rather than read from the constants they test; and a pending payment
 * expires the cached pages that show 'Reservation in progress'.
 */

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let client: ReturnType<typeof shopperClient>
let site: TenantFixture
const host = 'rules.example.com.au'
let shopperCount = 0

const CAR_JUST_RESERVED = 'Sorry, this car was just reserved by another shopper.'
const VISA = '4242 4242 4242 4242'

/** A different shopper each time, so the limit on live holds per shopper stays out of these tests. */
function nextShopper() {
  shopperCount += 1
  const digits = String(shopperCount).padStart(4, '0')
  return { email: `rules${digits}@example.com`, phone: `0477 00${digits}`, address: `198.18.0.${shopperCount}` }
}

async function reserve(carId: number | string) {
  const { address, ...shopper } = nextShopper()
  return client.reserve(host, carId, shopper, address)
}

const car = (extra: Partial<Vehicle> = {}) => reservableCar(payload, site.tenant.id, extra)
const reservationsOf = async (carId: number | string) =>
  (await payload.count({ collection: 'reservations', where: { car: { equals: carId } }, overrideAccess: true })).totalDocs

/** The cache tags the reservation store expires, caught where Next's server cache would receive them. */
const expiredTags: string[] = []

beforeAll(async () => {
  process.env.ENQUIRY_RATE_LIMIT = '100000'
  ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
    revalidateTag: async (tags: string[]) => {
      expiredTags.push(...tags)
    },
  }
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  client = shopperClient(config)
  site = await createTenantFixture(payload, 'rules')
  await payload.update({ collection: 'tenants', id: site.tenant.id, data: { payments: { testMode: true } }, overrideAccess: true })
  await payload.create({ collection: 'site-settings', data: { tenant: site.tenant.id, checkout_enabled: true }, overrideAccess: true })
})

afterAll(async () => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  await test?.cleanup()
})

describe(`reservation rules (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it('a car staff marked reserved is refused with 409, and no reservation is stored', async () => {
    const target = await car()
    const marketer = await tokenFor(payload, site.marketer.email)
    const marked = await rest(config, { method: 'PATCH', path: `/api/vehicles/${target.id}`, token: marketer, body: { reserved: true } })
    expect(marked.status).toBe(200)
    const answer = await reserve(target.id)
    expect(answer).toMatchObject({ status: 409, json: { message: CAR_JUST_RESERVED } })
    expect(await reservationsOf(target.id)).toBe(0)
  })

  it('a car the stock feed marks reserved is refused with 409, and no reservation is stored', async () => {
    const stocknum = `FEED-${randomUUID().slice(0, 8)}`
    const row = { stocknum, car_type: 'used', make: 'Toyota', model: 'HiLux', year: 2021, price: 45990, status: 'in_stock' }
    await importStockFeed(payload, {
      tenantId: site.tenant.id,
      dealership: 'rules-yard',
      mode: 'partial',
      rows: [{ ...row, reserved: true, payment_processors: ['stripe'] }],
    })
    const { docs } = await payload.find({ collection: 'vehicles', where: { stocknum: { equals: stocknum } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ reserved: true, status: 'in_stock' })
    const answer = await reserve(docs[0]!.id)
    expect(answer).toMatchObject({ status: 409, json: { message: CAR_JUST_RESERVED } })
    expect(await reservationsOf(docs[0]!.id)).toBe(0)
  })

  it('a reservation staff converted to a sale is never refunded', async () => {
    const target = await car()
    const started = await reserve(target.id)
    await client.pay(host, started.json.next.url, VISA)
    const held = await reservationByReference(payload, started.json.reference)
    const marketer = await tokenFor(payload, site.marketer.email)
    const converted = await rest(config, { method: 'POST', path: `/api/reservations/${held.id}/convert`, token: marketer, body: {} })
    expect(converted.status).toBe(200)
    const refundsBefore = testProcessorLedger().refunds.length

    const refund = await rest(config, { method: 'POST', path: `/api/reservations/${held.id}/refund`, token: marketer, body: {} })
    expect(refund).toMatchObject({ status: 409, json: { message: 'A converted reservation cannot be refunded.' } })
    expect(testProcessorLedger().refunds.length).toBe(refundsBefore)
    const afterConvert = await reservationByReference(payload, started.json.reference)
    // Never set: null on SQL, absent on MongoDB.
    expect({ status: afterConvert.status, refund_id: afterConvert.refund_id ?? null }).toEqual({ status: 'converted', refund_id: null })
    expect(await payload.findByID({ collection: 'vehicles', id: target.id, overrideAccess: true })).toMatchObject({ status: 'sold' })
  })

  it('a paid deposit holds the car for exactly 48 hours', async () => {
    const target = await car()
    const started = await reserve(target.id)
    await client.pay(host, started.json.next.url, VISA)
    const held = await reservationByReference(payload, started.json.reference)
    const paidAt = (held.history as Array<{ at: string; to: string }>).find((entry) => entry.to === 'paid')!.at
    expect(Date.parse(held.hold_expires_at!) - Date.parse(paidAt)).toBe(48 * 60 * 60 * 1000)
  })

  it('an unfinished payment keeps the car for exactly 10 minutes, then another shopper may reserve it', async () => {
    const target = await car()
    const startedAt = new Date()
    const { address: _address, ...first } = nextShopper()
    const context = { tenantId: site.tenant.id, origin: `http://${host}`, now: startedAt }
    const pending = await startReservation(
      payload,
      { car_id: target.id, postcode: '2000', name: 'First', ...first, idempotency_key: randomUUID() },
      context,
    )
    expect(pending.status).toBe(201)
    const reference = (pending.body as { reference: string }).reference
    const stored = await reservationByReference(payload, reference)
    expect(Date.parse(stored.pending_expires_at!) - startedAt.getTime()).toBe(10 * 60 * 1000)

    const { address: _other, ...second } = nextShopper()
    const tooEarly = new Date(startedAt.getTime() + 10 * 60 * 1000 - 1_000)
    const refused = await startReservation(
      payload,
      { car_id: target.id, postcode: '2000', name: 'Second', ...second, idempotency_key: randomUUID() },
      { ...context, now: tooEarly },
    )
    expect(refused).toMatchObject({ status: 409, body: { message: CAR_JUST_RESERVED } })
    expect(await releaseDueReservations(payload, tooEarly)).toMatchObject({ abandoned: 0 })

    // At ten minutes the car is free, even before the release job's next run.
    const atTen = new Date(startedAt.getTime() + 10 * 60 * 1000)
    const taken = await startReservation(
      payload,
      { car_id: target.id, postcode: '2000', name: 'Second', ...second, idempotency_key: randomUUID() },
      { ...context, now: atTen },
    )
    expect(taken.status).toBe(201)
    expect(await reservationByReference(payload, reference)).toMatchObject({ status: 'released', active_car: null })
  })

  it('starting and ending a payment expire the cached pages that read reservations (the car page)', async () => {
    const reservationsTag = `tenant-content:${site.tenant.id}:reservations`
    const target = await car()
    expiredTags.length = 0
    const started = await reserve(target.id)
    expect(started.status).toBe(201)
    expect(expiredTags).toContain(reservationsTag)

    expiredTags.length = 0
    await releaseDueReservations(payload, new Date(Date.now() + 10 * 60 * 1000 + 1_000))
    expect((await reservationByReference(payload, started.json.reference)).status).toBe('released')
    expect(expiredTags).toContain(reservationsTag)
  })

  it('a card reported over the limit by the processor’s webhook is refunded at once and the car freed', async () => {
    const fingerprint = `stripe:fp_${randomUUID()}`
    const held: string[] = []
    /** The processor reports the reservation's payment made with the one card: what the store makes of it. */
    const paidWithTheCard = async (reference: string) => {
      const doc = await reservationByReference(payload, reference)
      settleInLedger(doc.payment_intent_id!)
      const event = {
        id: `evt_${randomUUID()}`,
        type: 'payment.succeeded' as const,
        intentId: doc.payment_intent_id!,
        failureCode: null,
        card: 'Visa •••• 4242',
        cardFingerprint: fingerprint,
      }
      return applyPaymentEvent(payload, event, new Date())
    }
    for (const _ of [1, 2]) {
      const started = await reserve((await car()).id)
      expect(await paidWithTheCard(started.json.reference)).toBe('held')
      held.push(started.json.reference)
    }
    const target = await car()
    const third = await reserve(target.id)
    expect(await paidWithTheCard(third.json.reference)).toBe('refunded')
    const refunded = await reservationByReference(payload, third.json.reference)
    expect(refunded).toMatchObject({ status: 'refunded', active_car: null })
    expect(refunded.failure_message).toMatch(/^You already have 2 cars reserved or awaiting payment with this card on this site/)
    expect(await payload.findByID({ collection: 'vehicles', id: target.id, overrideAccess: true })).toMatchObject({ reserved: false })
  })
})

/** The processor took the money (as its own page would after a card was entered). */
function settleInLedger(intentId: string) {
  const ledger = testProcessorLedger()
  const intent = ledger.intents.get(intentId)!
  intent.status = 'succeeded'
  ledger.charges.push({ intentId, amountCents: intent.amountCents, at: new Date().toISOString() })
}
