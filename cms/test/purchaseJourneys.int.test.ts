import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { enquiryMessages } from '@forecourt/domain/enquiry'
import { handoverWindow, journeyMessages } from '@forecourt/domain/purchaseJourney'
import { type AdjustmentAnswers, localRegoVehicle, NO_ONLINE_ESTIMATE_TEXT } from '@forecourt/domain/tradeIn'
import type { Vehicle } from '@forecourt/schema'
import { startLeadDeliveryWorker } from '../src/enquiries/worker'
import { TEST_CARDS, testProcessorLedger } from '../src/reservations/testProcessor'
import { signShopperSession, SHOPPER_SESSION_COOKIE } from '../src/shoppers/session'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, emulatorLimits, needs, testDatabase, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
const hostA = 'alpha.example.com.au'
const hostB = 'bravo.example.com.au'
const now = new Date()
let stock = 0

const answers: AdjustmentAnswers = { condition: 'good', serviceHistory: 'full', accident: 'no', keys: 'two', financeOwing: 'no' }
/** A rego the local lookup names a car of the wanted age for (deterministic, so the same one every run). */
function regoFor(wanted: 'young' | 'old'): string {
  for (let index = 0; index < 10_000; index += 1) {
    const rego = `JRN${index}`
    const age = now.getFullYear() - localRegoVehicle(rego, 'VIC').year
    if (wanted === 'young' ? age <= 5 : age >= 9) return rego
  }
  throw new Error('no rego found')
}

async function car(tenant: number, extra: Partial<Vehicle> = {}): Promise<Vehicle> {
  stock += 1
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant,
      stocknum: `J${stock}`,
      make: 'Mazda',
      model: 'CX-5',
      year: 2020,
      car_type: 'used',
      status: 'in_stock',
      price: 31990,
      ...extra,
    },
    overrideAccess: true,
  })
}

const addressOf = (carSlug: string) => `10.0.${carSlug.length}.${Number(/\d+$/.exec(carSlug)?.[0] ?? 0) % 250}`

type Handle = { journey: string; key: string }
const handleOf = (view: { resume_url: string }): Handle => {
  const url = new URL(view.resume_url)
  return { journey: url.searchParams.get('journey')!, key: url.searchParams.get('key')! }
}

async function step(carSlug: string, name: string, data: unknown, extra: Record<string, unknown> = {}, host = hostA, cookie?: string) {
  // Each car's shopper from an address of their own: the per-address limit is not what these tests are about.
  const headers = new Headers({ host, 'content-type': 'application/json', 'x-forwarded-for': addressOf(carSlug) })
  if (cookie) headers.set('cookie', cookie)
  const request = new Request(`http://${host}/api/purchase-journeys/step`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ car_id: carSlug, step: name, data, ...extra }),
  })
  const response = await handleEndpoints({ config, request, path: '/api/purchase-journeys/step' })
  return { status: response.status, json: (await response.json()) as any }
}

const details = { first_name: 'Jordan', last_name: 'Buyer', email: 'jordan@example.com', phone: '0412 000 111', postcode: '3000' }
const { first: firstHandoverDay, last: lastHandoverDay } = handoverWindow(now)

async function processorForm(pathname: string, fields: Record<string, string>, host = hostA): Promise<Response> {
  const request = new Request(`http://${host}${pathname}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  return handleEndpoints({ config, request, path: pathname })
}

const journeyDoc = async (reference: string) =>
  (await payload.find({ collection: 'purchase-journeys', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true }))
    .docs[0]!
const leadOf = async (id: number | string) => payload.findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
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
    // One buyer pays for every car here; the limit on live holds per shopper is tested in paymentSafeguards.
    data: { tenant: a.tenant.id, online_purchase_enabled: true, reserve_deposit: 500, max_live_holds: 20 },
    overrideAccess: true,
  })
  await payload.create({ collection: 'site-settings', data: { tenant: b.tenant.id, online_purchase_enabled: false }, overrideAccess: true })
})

afterAll(async () => {
  await test?.cleanup()
})

describe(`the online purchase journey (${testDatabase})`, () => {
  it('goes from the details to a paid deposit as one lead, delivered to the dealer only when paid', async () => {
    const target = await car(a.tenant.id)
    const slug = target.slug!
    const key = randomUUID()
    const started = await step(slug, 'details', details, { idempotency_key: key })
    expect(started.status).toBe(201)
    expect(started.json.journey).toMatchObject({ status: 'in_progress', step: 'trade-in', details })
    // A double click on the first step starts the same journey.
    const again = await step(slug, 'details', details, { idempotency_key: key })
    expect(again.json.journey.reference).toBe(started.json.journey.reference)
    const handle = handleOf(started.json.journey)
    const leadId = started.json.lead_id
    const lead = await leadOf(leadId)
    // One unfinished lead, with only the shopper's copy (the link back) queued.
    expect(lead).toMatchObject({ category: 'Online Purchase', form_completed: false, email: details.email })
    expect(lead.message).toContain(started.json.journey.resume_url)
    expect((lead.deliveries as Array<{ channel: string }>).map((job) => job.channel)).toEqual(['confirmation'])

    const youngRego = regoFor('young')
    const tradeIn = await step(
      slug,
      'trade-in',
      { has_trade_in: true, rego: youngRego, regoState: 'VIC', kms: 42_000, adjustmentAnswers: answers },
      handle,
    )
    expect(tradeIn.status).toBe(200)
    expect(tradeIn.json.journey.trade_in.estimate).toMatch(/^Online estimate: \$[\d,]+ – \$[\d,]+\.$/)
    expect(tradeIn.json.journey.step).toBe('payment-method')
    const valuations = await payload.find({ collection: 'valuations', where: { lead: { equals: leadId } }, depth: 0, overrideAccess: true })
    expect(valuations.docs).toHaveLength(1)
    expect(valuations.docs[0]).toMatchObject({ rego: youngRego, outcome: 'estimate' })

    const method = await step(
      slug,
      'payment-method',
      { method: 'finance', finance: { deposit: 5000, term_years: 5, balloon: 0, frequency: 'weekly' } },
      handle,
    )
    expect(method.status).toBe(200)
    const handover = await step(slug, 'delivery', { option: 'pickup', date: firstHandoverDay }, handle)
    expect(handover.status).toBe(200)
    const reviewed = await step(slug, 'review', { terms_agreed: true }, handle)
    expect(reviewed.json.journey.step).toBe('payment')
    // Each step is written to the same lead.
    const during = await leadOf(leadId)
    expect(during.form_completed).toBe(false)
    expect(during.trade_in).toMatchObject({ has_trade_in: true, rego: youngRego, rego_state: 'VIC', kms: 42_000 })
    expect(during.finance_application).toMatchObject({ applied: true, deposit: 5000, term_years: 5, frequency: 'weekly' })
    expect(during.message).toContain(`Handover: Pick up from the dealership, on ${firstHandoverDay}.`)

    const paying = await step(slug, 'payment', { amount: 'deposit' }, { ...handle, idempotency_key: randomUUID() })
    expect(paying.status).toBe(200)
    expect(paying.json.next.url).toMatch(/^\/api\/test-processor\/pay\//)
    expect(paying.json.journey.status).toBe('awaiting_payment')
    const paid = await processorForm(paying.json.next.url, { number: TEST_CARDS.success, expiry: '12/40', cvc: '123' })
    expect(paid.status).toBe(303)
    // Back to the journey, by its own link.
    expect(paid.headers.get('location')).toBe(`${started.json.journey.resume_url}&payment=1`)

    const stored = await journeyDoc(started.json.journey.reference)
    expect(stored.status).toBe('completed')
    const reservation = await payload.findByID({
      collection: 'reservations',
      id: stored.reservation as number,
      depth: 0,
      overrideAccess: true,
    })
    expect(reservation).toMatchObject({ status: 'held', deposit_cents: 50_000, journey: stored.id })
    expect((await payload.findByID({ collection: 'vehicles', id: target.id, depth: 0, overrideAccess: true })).reserved).toBe(true)
    // Still one lead (no separate reservation lead), now completed, and queued for the dealer.
    const completed = await leadOf(leadId)
    expect(completed.form_completed).toBe(true)
    expect(completed.message).toMatch(/^Bought online: .* Paid \$500 deposit \(reservation R/)
    expect((completed.deliveries as Array<{ channel: string }>).map((job) => job.channel)).toEqual([
      'confirmation',
      'email',
      'confirmation',
    ])
    const leads = await payload.find({
      collection: 'enquiries',
      where: { car_id: { equals: String(target.id) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(leads.docs).toHaveLength(1)

    // The outbox writes the shopper's copies as they would be sent: the link back, then the summary.
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'journey-mail-'))
    const worker = startLeadDeliveryWorker(payload, { smtp: null, mailDir, intervalMs: 3_600_000 })
    try {
      await worker.tick()
    } finally {
      await worker.stop()
    }
    const mails = await Promise.all(
      (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(mailDir, name), 'utf8')),
    )
    const toShopper = mails.filter((mail) => /^To: jordan@example\.com/m.test(mail))
    expect(toShopper.length).toBeGreaterThanOrEqual(1)
    expect(toShopper.some((mail) => mail.includes('Subject: Online Purchase: 2020 Mazda CX-5'))).toBe(true)
    await rm(mailDir, { recursive: true, force: true })

    // A paid journey takes no more steps.
    const late = await step(slug, 'review', { terms_agreed: true }, handle)
    expect(late.status).toBe(409)
    expect(late.json.message).toBe(journeyMessages.journeyClosed)
  })

  it('keeps the shopper’s progress: the link, or their account, opens the journey where they left it', async () => {
    const target = await car(a.tenant.id, { make: 'Kia', model: 'Sportage', car_type: 'new' })
    const slug = target.slug!
    const shopperDoc = await payload.create({
      collection: 'shoppers',
      data: { tenant: a.tenant.id, phone: '+61400000999', session_version: 0 },
      overrideAccess: true,
    })
    const cookie = `${SHOPPER_SESSION_COOKIE}=${signShopperSession(payload.secret, { shopperId: shopperDoc.id, tenantId: a.tenant.id, version: 0, expiresAt: Math.floor(Date.now() / 1000) + 3600 })}`
    const started = await step(slug, 'details', details, { idempotency_key: randomUUID() }, hostA, cookie)
    expect(started.status).toBe(201)
    const handle = handleOf(started.json.journey)
    await step(slug, 'trade-in', { has_trade_in: false }, handle)

    const byLink = await rest(config, {
      path: `/api/purchase-journeys/current?car_id=${slug}&journey=${handle.journey}&key=${handle.key}`,
      host: hostA,
    })
    expect(byLink.json.journey).toMatchObject({ reference: handle.journey, step: 'payment-method', trade_in: { has_trade_in: false } })
    // The account finds it without the link; a wrong key or another site finds nothing.
    const headers = new Headers({ host: hostA, cookie })
    const request = new Request(`http://${hostA}/api/purchase-journeys/current?car_id=${slug}`, { headers })
    const byAccount = (await (await handleEndpoints({ config, request, path: '/api/purchase-journeys/current' })).json()) as any
    expect(byAccount.journey.reference).toBe(handle.journey)
    // My Garage lists it, with the way back in.
    const garageRequest = new Request(`http://${hostA}/api/shoppers/garage`, { headers: new Headers({ host: hostA, cookie }) })
    const garage = (await (await handleEndpoints({ config, request: garageRequest, path: '/api/shoppers/garage' })).json()) as any
    expect(garage.purchases).toEqual([
      expect.objectContaining({
        reference: handle.journey,
        status: 'in_progress',
        step: 'payment-method',
        continue_path: `/checkout-journey?car_id=${slug}&journey=${handle.journey}&key=${handle.key}`,
      }),
    ])
    const forged = await rest(config, {
      path: `/api/purchase-journeys/current?car_id=${slug}&journey=${handle.journey}&key=${'x'.repeat(32)}`,
      host: hostA,
    })
    expect(forged.json.journey).toBeNull()
    const otherSite = await rest(config, {
      path: `/api/purchase-journeys/current?car_id=${slug}&journey=${handle.journey}&key=${handle.key}`,
      host: hostB,
    })
    expect(otherSite.status).toBe(404)
    // A step sent from another site's page does not act as the signed-in shopper.
    const crossSite = new Request(`http://${hostA}/api/purchase-journeys/step`, {
      method: 'POST',
      headers: new Headers({
        host: hostA,
        cookie,
        origin: 'https://elsewhere.example',
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.9.9',
      }),
      body: JSON.stringify({ car_id: slug, step: 'details', data: details, idempotency_key: randomUUID() }),
    })
    const forgedStart = (await (await handleEndpoints({ config, request: crossSite, path: '/api/purchase-journeys/step' })).json()) as any
    expect((await journeyDoc(forgedStart.journey.reference)).shopper).toBeNull()
    // Without the link or an account, no step but the first is taken.
    const anonymous = await step(slug, 'payment-method', { method: 'cash' }, {})
    expect(anonymous.status).toBe(404)
    expect(anonymous.json.message).toBe(journeyMessages.unknownJourney)
  })

  it('refuses steps out of order, answers out of bounds and cars not offered, with the shopper’s messages', async () => {
    const target = await car(a.tenant.id)
    const slug = target.slug!
    const bad = await step(slug, 'details', { ...details, email: 'nope', postcode: '30' }, { idempotency_key: randomUUID() })
    expect(bad.status).toBe(400)
    expect(bad.json.errors).toMatchObject({ email: 'Please enter a valid email address.', postcode: 'Please enter a 4-digit postcode.' })
    const started = await step(slug, 'details', details, { idempotency_key: randomUUID() })
    const handle = handleOf(started.json.journey)
    const skipped = await step(slug, 'review', { terms_agreed: true }, handle)
    expect(skipped.status).toBe(409)
    expect(skipped.json.message).toBe(journeyMessages.stepOutOfOrder)

    // The old car takes the no-estimate path.
    const old = await step(
      slug,
      'trade-in',
      { has_trade_in: true, rego: regoFor('old'), regoState: 'VIC', kms: 150_000, adjustmentAnswers: answers },
      handle,
    )
    expect(old.json.journey.trade_in.no_estimate).toBe(NO_ONLINE_ESTIMATE_TEXT)
    const noFigures = await step(slug, 'payment-method', { method: 'both', finance: { deposit: -5, term_years: 30 } }, handle)
    expect(noFigures.status).toBe(400)
    expect(Object.keys(noFigures.json.errors)).toEqual(
      expect.arrayContaining(['finance.deposit', 'finance.term_years', 'finance.frequency']),
    )
    await step(slug, 'payment-method', { method: 'both', finance: { deposit: 0, term_years: 3, balloon: 0, frequency: 'monthly' } }, handle)
    const tooLate = await step(
      slug,
      'delivery',
      { option: 'delivery', date: '2099-01-01', address: { street: '', suburb: 'Carlton', state: 'XX', postcode: '3053' } },
      handle,
    )
    expect(tooLate.status).toBe(400)
    expect(tooLate.json.errors).toMatchObject({ date: journeyMessages.handoverDate, 'address.street': journeyMessages.addressRequired })
    const delivered = await step(
      slug,
      'delivery',
      { option: 'delivery', date: lastHandoverDay, address: { street: '1 Lygon St', suburb: 'Carlton', state: 'VIC', postcode: '3053' } },
      handle,
    )
    expect(delivered.status).toBe(200)
    const unagreed = await step(slug, 'review', { terms_agreed: false }, handle)
    expect(unagreed.json.errors.terms_agreed).toBe(enquiryMessages.termsRequired)
    await step(slug, 'review', { terms_agreed: true }, handle)
    // Paying in full is for cash buyers.
    const full = await step(slug, 'payment', { amount: 'full' }, handle)
    expect(full.status).toBe(400)
    expect(full.json.errors.amount).toBe(journeyMessages.fullPaymentNotCash)

    // A dealer that does not sell online, and a sold car, are refused.
    const elsewhere = await car(b.tenant.id)
    const offSite = await step(elsewhere.slug!, 'details', details, { idempotency_key: randomUUID() }, hostB)
    expect(offSite.status).toBe(409)
    expect(offSite.json.message).toBe(journeyMessages.notOffered)
    const sold = await car(a.tenant.id, { status: 'sold' })
    expect((await step(sold.slug!, 'details', details, { idempotency_key: randomUUID() })).status).toBe(409)
    // Another dealer's car is no car of this site.
    expect((await step(elsewhere.slug!, 'details', details, { idempotency_key: randomUUID() })).status).toBe(404)
  })

  // Its double payment attempt at one moment is kept to one by the reservation's unique index.
  needs(emulatorLimits.uniqueIndex)(
    'a declined card hands the journey back at its payment step; a cash buyer then pays in full, charged once',
    async () => {
      const target = await car(a.tenant.id, { price: 18_500 })
      const slug = target.slug!
      const started = await step(slug, 'details', details, { idempotency_key: randomUUID() })
      const handle = handleOf(started.json.journey)
      await step(slug, 'trade-in', { has_trade_in: false }, handle)
      await step(slug, 'payment-method', { method: 'cash' }, handle)
      await step(slug, 'delivery', { option: 'pickup', date: firstHandoverDay }, handle)
      await step(slug, 'review', { terms_agreed: true }, handle)

      const declined = await step(slug, 'payment', { amount: 'full' }, { ...handle, idempotency_key: randomUUID() })
      await processorForm(declined.json.next.url, { number: TEST_CARDS.declined, expiry: '12/40', cvc: '123' })
      const current = await rest(config, {
        path: `/api/purchase-journeys/current?car_id=${slug}&journey=${handle.journey}&key=${handle.key}`,
        host: hostA,
      })
      expect(current.json.journey).toMatchObject({ status: 'in_progress', step: 'payment' })
      expect(current.json.journey.payment_message).toMatch(/declined/)
      expect((await payload.findByID({ collection: 'vehicles', id: target.id, depth: 0, overrideAccess: true })).reserved).toBe(false)

      const attempt = randomUUID()
      const [first, second] = await Promise.all([
        step(slug, 'payment', { amount: 'full' }, { ...handle, idempotency_key: attempt }),
        step(slug, 'payment', { amount: 'full' }, { ...handle, idempotency_key: attempt }),
      ])
      expect(second.json.next.url).toBe(first.json.next.url)
      const intentId = first.json.next.url.split('/').pop()
      await processorForm(first.json.next.url, { number: TEST_CARDS.success, expiry: '12/40', cvc: '123' })
      const stored = await journeyDoc(handle.journey)
      expect(stored.status).toBe('completed')
      const reservation = await payload.findByID({
        collection: 'reservations',
        id: stored.reservation as number,
        depth: 0,
        overrideAccess: true,
      })
      expect(reservation.deposit_cents).toBe(1_850_000)
      expect(testProcessorLedger().charges.filter((charge) => charge.intentId === intentId)).toHaveLength(1)
    },
  )

  it('staff see their own tenant’s journeys in the admin API, and nobody writes them through it', async () => {
    const tokenA = await tokenFor(payload, a.marketer.email)
    const tokenB = await tokenFor(payload, b.marketer.email)
    const mine = await rest(config, { path: '/api/purchase-journeys?depth=0&limit=100', token: tokenA })
    expect(mine.status).toBe(200)
    expect(mine.json.docs.length).toBeGreaterThan(0)
    expect(mine.json.docs.every((doc: { tenant: number }) => doc.tenant === a.tenant.id)).toBe(true)
    const theirs = await rest(config, { path: '/api/purchase-journeys?depth=0&limit=100', token: tokenB })
    expect(theirs.json.docs).toHaveLength(0)
    const anonymous = await rest(config, { path: '/api/purchase-journeys?depth=0' })
    expect(anonymous.status).toBe(403)
    const id = mine.json.docs[0].id
    const edit = await rest(config, { method: 'PATCH', path: `/api/purchase-journeys/${id}`, token: tokenA, body: { status: 'completed' } })
    expect(edit.status).toBe(403)
  })
})
