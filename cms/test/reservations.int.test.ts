import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import PostalMime from 'postal-mime'

import { brandColoursOf } from '@forecourt/domain/brand'
import { HOLD_MS, PENDING_PAYMENT_MS, reservationMessages } from '@forecourt/domain/reservation'
import type { Vehicle } from '@forecourt/schema'
import { startLeadDeliveryWorker } from '../src/enquiries/worker'
import { releaseDueReservations } from '../src/reservations/service'
import {
  signTestWebhook,
  TEST_CARDS,
  TEST_SIGNATURE_HEADER,
  testProcessorLedger,
  testWebhookSecret,
} from '../src/reservations/testProcessor'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { reservableCar } from './helpers/reservations'
import { bootTestPayload, emulatorLimits, needs, testDatabase, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
const hostA = 'alpha.example.com.au'
const hostB = 'bravo.example.com.au'
/** A reservable car of `tenant` (the shared helper's). */
const car = (tenant: number, extra: Partial<Vehicle> = {}) => reservableCar(payload, tenant, extra)

const shopper = (carId: number | string, key = randomUUID()) => ({
  car_id: carId,
  name: 'Alex Shopper',
  email: 'alex@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  idempotency_key: key,
})

const start = (body: unknown, host = hostA) => rest(config, { method: 'POST', path: '/api/reservations/start', host, body })

/** A form post to the test processor's own page, as the shopper's browser sends it. */
async function processorForm(path: string, fields: Record<string, string>, host = hostA): Promise<Response> {
  const request = new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  return handleEndpoints({ config, request, path })
}

const pay = (next: { url: string }, number: string) => processorForm(next.url, { number, expiry: '12/40', cvc: '123' })

const reservation = async (reference: string) =>
  (await payload.find({ collection: 'reservations', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true })).docs[0]!
const carById = (id: number | string) => payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true })
const chargesOf = (intentId: string) => testProcessorLedger().charges.filter((charge) => charge.intentId === intentId).length

beforeAll(async () => {
  // Every request here comes from one address; the per-address limit is the enquiry intake's, tested there.
  process.env.ENQUIRY_RATE_LIMIT = '100000'
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  // Test sites: their payments go through the test processor (a production site without Stripe keys takes none).
  for (const tenant of [a.tenant, b.tenant]) {
    await payload.update({ collection: 'tenants', id: tenant.id, data: { payments: { testMode: true } }, overrideAccess: true })
  }
  await payload.create({
    collection: 'site-settings',
    // One shopper reserves every car here; the limit on live holds per shopper is tested in paymentSafeguards.
    data: { tenant: a.tenant.id, checkout_enabled: true, reserve_deposit: 250, max_live_holds: 20 },
    overrideAccess: true,
  })
  await payload.create({ collection: 'site-settings', data: { tenant: b.tenant.id, checkout_enabled: false }, overrideAccess: true })
})

afterAll(async () => {
  await test?.cleanup()
})

describe(`reservations (${testDatabase})`, () => {
  it('stores the reservation before the payment, then moves pending → paid → held and marks the car reserved', async () => {
    const target = await car(a.tenant.id)
    const started = await start(shopper(target.id))
    expect(started.status).toBe(201)
    expect(started.json.status).toBe('pending')
    expect(started.json.next.url).toMatch(/^\/api\/test-processor\/pay\/pi_test_/)
    const stored = await reservation(started.json.reference)
    expect(stored).toMatchObject({ status: 'pending', deposit_cents: 25_000, active_car: String(target.id), processor: 'test' })
    expect((await carById(target.id)).reserved).toBe(false)

    const paid = await pay(started.json.next, TEST_CARDS.success)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://${hostA}/cars/${target.slug}/checkout?reservation=${started.json.reference}`)

    const held = await reservation(started.json.reference)
    expect(held.status).toBe('held')
    expect(held.card).toBe('Visa •••• 4242')
    expect(Date.parse(held.hold_expires_at!) - Date.now()).toBeGreaterThan(HOLD_MS - 60_000)
    expect((held.history as Array<{ to: string }>).map((entry) => entry.to)).toEqual(['pending', 'paid', 'held'])
    expect((await carById(target.id)).reserved).toBe(true)
    // The card number itself is stored nowhere: not on the reservation, not in the processor's ledger.
    expect(JSON.stringify(held)).not.toContain(TEST_CARDS.success)
    expect(JSON.stringify([...testProcessorLedger().intents.values()])).not.toContain(TEST_CARDS.success)

    // The dealer's lead, in the enquiry outbox like any other.
    const lead = await payload.findByID({ collection: 'enquiries', id: held.lead as number, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({ category: 'Reserve Online', email: 'alex@example.com', delivery_status: 'pending' })
    // The outbox emails the dealer and confirms to the shopper; both are written as they would be sent.
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'reservation-mail-'))
    const worker = startLeadDeliveryWorker(payload, { smtp: null, mailDir, intervalMs: 3_600_000 })
    try {
      await worker.tick()
    } finally {
      await worker.stop()
    }
    const mails = await Promise.all(
      (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(mailDir, name), 'utf8')),
    )
    const toShopper = mails.filter((mail) => /^To: alex@example\.com/m.test(mail))
    expect(toShopper).toHaveLength(1)
    expect(toShopper[0]).toMatch(/Subject: Reserve Online: 2021 Toyota Corolla/)
    expect(toShopper[0]).toContain(`reservation ${held.reference}`)
    // In the dealer's brand, as the dealer's own copy (Site settings → Brand; this site keeps the default look).
    const parsed = await PostalMime.parse(toShopper[0]!)
    expect(parsed.html).toContain(`background:${brandColoursOf(null).header_colour}`)
    expect(parsed.html).toContain(`reservation ${held.reference}`)
    // The dealer's copy is the ordinary lead email job (this test site has no recipients, so it waits for an operator).
    expect((lead.deliveries as Array<{ channel: string }>).map((job) => job.channel)).toEqual(['email', 'confirmation'])
    await rm(mailDir, { recursive: true, force: true })

    const status = await rest(config, { path: `/api/reservations/status?reference=${held.reference}`, host: hostA })
    expect(status.json).toMatchObject({ status: 'held', car_slug: target.slug })
    // Another site does not see it.
    expect((await rest(config, { path: `/api/reservations/status?reference=${held.reference}`, host: hostB })).status).toBe(404)
  })

  it('a declined card or a failed 3-D Secure leaves no hold; a passed challenge holds the car', async () => {
    const target = await car(a.tenant.id)
    for (const [card, message] of [
      [TEST_CARDS.declined, reservationMessages.declined],
      [TEST_CARDS.insufficientFunds, reservationMessages.insufficientFunds],
    ] as const) {
      const started = await start(shopper(target.id))
      expect(started.status).toBe(201)
      expect((await pay(started.json.next, card)).status).toBe(303)
      const released = await reservation(started.json.reference)
      expect(released).toMatchObject({ status: 'released', failure_message: message, active_car: null })
      expect((await carById(target.id)).reserved).toBe(false)
      expect(chargesOf(released.payment_intent_id!)).toBe(0)
    }

    const failing = await start(shopper(target.id))
    const challenged = await pay(failing.json.next, TEST_CARDS.threeDSecure)
    expect(challenged.status).toBe(303)
    const challengePath = new URL(challenged.headers.get('location')!, `http://${hostA}`).pathname
    expect(challengePath).toMatch(/^\/api\/test-processor\/3ds\//)
    expect((await reservation(failing.json.reference)).status).toBe('pending')
    await processorForm(challengePath, { outcome: 'fail' })
    expect(await reservation(failing.json.reference)).toMatchObject({
      status: 'released',
      failure_message: reservationMessages.authenticationFailed,
    })

    const passing = await start(shopper(target.id))
    const second = await pay(passing.json.next, TEST_CARDS.threeDSecure)
    await processorForm(new URL(second.headers.get('location')!, `http://${hostA}`).pathname, { outcome: 'pass' })
    expect((await reservation(passing.json.reference)).status).toBe('held')
    expect((await carById(target.id)).reserved).toBe(true)
  })

  // Every request at once passes the checks before writing: the unique index on the kept car decides.
  needs(emulatorLimits.uniqueIndex)(
    'of many shoppers reserving the same car at once, exactly one gets it; the others are told it was just reserved',
    async () => {
      const target = await car(a.tenant.id)
      const answers = await Promise.all(Array.from({ length: 12 }, () => start(shopper(target.id))))
      const created = answers.filter((answer) => answer.status === 201)
      const refused = answers.filter((answer) => answer.status === 409)
      expect(created).toHaveLength(1)
      expect(refused).toHaveLength(11)
      for (const answer of refused) expect(answer.json.message).toBe(reservationMessages.carJustReserved)
      const rows = await payload.find({ collection: 'reservations', where: { car: { equals: target.id } }, depth: 0, overrideAccess: true })
      expect(rows.docs).toHaveLength(1)
    },
  )

  needs(emulatorLimits.uniqueIndex)('a double click or a retried request makes one reservation, one payment and one charge', async () => {
    const target = await car(a.tenant.id)
    const body = shopper(target.id)
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(body)))
    const references = new Set(answers.map((answer) => answer.json.reference))
    const payments = new Set(answers.map((answer) => answer.json.next?.url))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true)
    expect(references.size).toBe(1)
    expect(payments.size).toBe(1)
    const [next] = answers.map((answer) => answer.json.next as { url: string })

    // The shopper submits the card page twice (double click, back button): charged once.
    await Promise.all([pay(next!, TEST_CARDS.success), pay(next!, TEST_CARDS.success)])
    const held = await reservation([...references][0])
    expect(held.status).toBe('held')
    expect(chargesOf(held.payment_intent_id!)).toBe(1)

    // A retry after it all went through answers with the same, held reservation and no new payment.
    const retried = await start(body)
    expect(retried.status).toBe(200)
    expect(retried.json).toMatchObject({ reference: held.reference, status: 'held', next: null })
    expect(chargesOf(held.payment_intent_id!)).toBe(1)
  })

  it('a webhook delivered twice changes nothing the second time; a forged one is refused', async () => {
    const target = await car(a.tenant.id)
    const started = await start(shopper(target.id))
    const intentId = (await reservation(started.json.reference)).payment_intent_id!
    // The processor settles the payment; its webhook is what moves the reservation.
    const ledger = testProcessorLedger()
    const intent = ledger.intents.get(intentId)!
    intent.status = 'succeeded'
    intent.card = 'Visa •••• 4242'
    ledger.charges.push({ intentId, amountCents: intent.amountCents, at: new Date().toISOString() })
    const body = JSON.stringify({ id: 'evt_test_twice', type: 'payment.succeeded', intentId, failureCode: null, card: intent.card })
    const secret = testWebhookSecret(payload.secret)
    const deliver = (signature: string) =>
      handleEndpoints({
        config,
        path: '/api/reservations/webhook/test',
        request: new Request(`http://${hostA}/api/reservations/webhook/test`, {
          method: 'POST',
          headers: { host: hostA, 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
          body,
        }),
      })

    const forged = await deliver(signTestWebhook('not-the-secret', body))
    expect(forged.status).toBe(400)
    expect((await reservation(started.json.reference)).status).toBe('pending')

    const first = await deliver(signTestWebhook(secret, body))
    expect(await first.json()).toEqual({ received: true, result: 'held' })
    const afterFirst = await reservation(started.json.reference)
    const second = await deliver(signTestWebhook(secret, body))
    expect(await second.json()).toEqual({ received: true, result: 'ignored' })
    const afterSecond = await reservation(started.json.reference)
    expect(afterSecond.status).toBe('held')
    expect(afterSecond.history).toEqual(afterFirst.history)
    expect(afterSecond.hold_expires_at).toBe(afterFirst.hold_expires_at)
    const leads = await payload.find({
      collection: 'enquiries',
      where: { idempotency_key: { equals: `reservation-${afterFirst.reference}` } },
    })
    expect(leads.totalDocs).toBe(1)
  })

  it('the release job frees a car after 48 hours, and an unfinished payment after its deadline', async () => {
    const heldCar = await car(a.tenant.id)
    const held = await start(shopper(heldCar.id))
    await pay(held.json.next, TEST_CARDS.success)
    const abandonedCar = await car(a.tenant.id)
    const abandoned = await start(shopper(abandonedCar.id))

    const early = await releaseDueReservations(payload, new Date(Date.now() + 60_000))
    expect(early).toEqual({ released: 0, abandoned: 0 })
    expect((await reservation(held.json.reference)).status).toBe('held')

    await releaseDueReservations(payload, new Date(Date.now() + PENDING_PAYMENT_MS + 1_000))
    expect(await reservation(abandoned.json.reference)).toMatchObject({ status: 'released', failure_message: reservationMessages.expired })
    expect((await reservation(held.json.reference)).status).toBe('held')

    const late = await releaseDueReservations(payload, new Date(Date.now() + HOLD_MS + 1_000))
    expect(late.released).toBeGreaterThanOrEqual(1)
    expect(await reservation(held.json.reference)).toMatchObject({ status: 'released', active_car: null })
    expect((await carById(heldCar.id)).reserved).toBe(false)
    // Running again (another process, the next minute) changes nothing.
    const history = (await reservation(held.json.reference)).history
    await releaseDueReservations(payload, new Date(Date.now() + HOLD_MS + 2_000))
    expect((await reservation(held.json.reference)).history).toEqual(history)

    // The shopper who abandoned the payment completes it after all: refunded at once, no charge without a hold.
    const late3ds = await pay(abandoned.json.next, TEST_CARDS.success)
    expect(late3ds.status).toBe(303)
    const refunded = await reservation(abandoned.json.reference)
    expect(refunded.status).toBe('refunded')
    expect(testProcessorLedger().refunds.filter((refund) => refund.intentId === refunded.payment_intent_id)).toHaveLength(1)
    expect((await carById(abandonedCar.id)).reserved).toBe(false)
  })

  it('staff of the tenant refund through the processor (once) or convert to a sale; other tenants cannot', async () => {
    const target = await car(a.tenant.id)
    const started = await start(shopper(target.id))
    await pay(started.json.next, TEST_CARDS.success)
    const held = await reservation(started.json.reference)
    const marketerA = await tokenFor(payload, a.marketer.email)
    const marketerB = await tokenFor(payload, b.marketer.email)
    const refund = (token: string) => rest(config, { method: 'POST', path: `/api/reservations/${held.id}/refund`, token, body: {} })

    expect((await refund(marketerB)).status).toBe(404)
    expect((await rest(config, { method: 'POST', path: `/api/reservations/${held.id}/refund`, body: {} })).status).toBe(401)
    const [first, second] = await Promise.all([refund(marketerA), refund(marketerA)])
    // Two clicks at once: one refund at the processor; the slower click sees it done or is told it changed.
    expect([first.status, second.status]).toContain(200)
    for (const answer of [first, second]) expect([200, 409]).toContain(answer.status)
    const refunded = await reservation(started.json.reference)
    expect(refunded).toMatchObject({ status: 'refunded', active_car: null })
    expect(refunded.refund_id).toMatch(/^re_test_/)
    expect(testProcessorLedger().refunds.filter((entry) => entry.intentId === held.payment_intent_id)).toHaveLength(1)
    expect((await carById(target.id)).reserved).toBe(false)
    expect((await refund(marketerA)).status).toBe(409)

    // Back on sale: another shopper reserves it, and staff convert that one to a sale.
    const again = await start(shopper(target.id))
    expect(again.status).toBe(201)
    await pay(again.json.next, TEST_CARDS.success)
    const againHeld = await reservation(again.json.reference)
    const converted = await rest(config, { method: 'POST', path: `/api/reservations/${againHeld.id}/convert`, token: marketerA, body: {} })
    expect(converted.status).toBe(200)
    expect((await reservation(again.json.reference)).status).toBe('converted')
    expect(await carById(target.id)).toMatchObject({ status: 'sold', reserved: false })

    // Staff see their own tenant's reservations only.
    const listed = await rest(config, { path: '/api/reservations?limit=100&depth=0', token: marketerB })
    expect(listed.json.docs).toHaveLength(0)
    const own = await rest(config, { path: '/api/reservations?limit=100&depth=0', token: marketerA })
    expect(own.json.docs.length).toBeGreaterThan(0)
    // Nobody edits or deletes a reservation through the API: it only moves through its transitions.
    expect(
      (await rest(config, { method: 'PATCH', path: `/api/reservations/${held.id}`, token: marketerA, body: { status: 'held' } })).status,
    ).toBe(403)
    expect((await rest(config, { method: 'DELETE', path: `/api/reservations/${held.id}`, token: marketerA })).status).toBe(403)
  })

  it('refuses what the rules refuse, with the messages the shopper reads', async () => {
    const plain = await car(a.tenant.id, { payment_processors: [] })
    expect((await start(shopper(plain.id))).json.message).toBe(reservationMessages.carUnavailable)
    const sold = await car(a.tenant.id, { status: 'sold' })
    expect((await start(shopper(sold.id))).status).toBe(409)
    const offSite = await car(b.tenant.id)
    expect((await start(shopper(offSite.id), hostB)).json.message).toBe(reservationMessages.checkoutOff)
    // A car of another tenant is no car of this site.
    expect((await start(shopper(offSite.id))).status).toBe(404)
    const invalid = await start({ car_id: plain.id, name: '', email: 'nope', phone: 'x', idempotency_key: 'short' })
    expect(invalid.status).toBe(400)
    expect(invalid.json.errors).toMatchObject({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    })
    expect((await start('not json at all')).status).toBe(400)
  })
})
