import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { enquiryInitialValues, enquiryMessages, HONEYPOT_FIELD } from '@forecourt/domain/enquiry'

import type { Enquiry, Vehicle } from '@forecourt/schema'
import { DEFAULT_ENQUIRY_RATE_LIMIT } from '../src/platform/settings/rateLimits'
import { storedLeadFromDocument } from '../src/enquiries/leadDocument'
import { consentWordingVersion, signEnquiryForm, type EnquiryFormClaims } from '../src/enquiries/formToken'
import { DEFAULT_OPT_IN_WORDING, DEFAULT_TERMS_WORDING } from '../src/enquiries/endpoints'
import { enquiryCarForForm, readEnquiryCar } from '../src/enquiries/enquiryCar'
import { authUser, createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { graphql, rest } from './helpers/http'
import { bootTestPayload, emulatorLimits, needs, testDatabase, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let carA: Vehicle
let carB: Vehicle

const hostA = 'alpha.localhost:3000'
const hostB = 'bravo.example.com.au'

// Each test posts from its own address, so the per-address rate limit only bites where a test wants it.
let addressCounter = 0
const freshAddress = () => `198.51.100.${++addressCounter}`
let keyCounter = 0
const freshKey = () => `test-submission-key-${String(++keyCounter).padStart(6, '0')}`

type Answer = { status: number; json: any; headers: Headers }

async function submit(
  body: unknown,
  options: { host?: string; address?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  const host = options.host ?? hostA
  const headers = new Headers({
    host,
    'content-type': 'application/json',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) ForecourtTest/1.0',
    'x-forwarded-for': options.address ?? freshAddress(),
    ...options.headers,
  })
  const request = new Request(`http://${host}/api/enquiries/submit`, { method: 'POST', headers, body: options.raw ?? JSON.stringify(body) })
  const response = await handleEndpoints({ config, request, path: '/api/enquiries/submit' })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers }
}

const visitor = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com.au',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it still available?',
}

const validBody = (extra: Record<string, unknown> = {}) => ({ ...visitor, idempotency_key: freshKey(), ...extra })

/** The signed form the site renders into a page (renderer/lib/reads/blockData.ts), for tenant A unless told otherwise. */
function signedForm(claims: Partial<EnquiryFormClaims> = {}): string {
  return signEnquiryForm(payload.secret, {
    tenant: a.tenant.id,
    page: 7,
    block: 'form-block-1',
    kind: 'general',
    settings: { commentsRequired: true, termsRequired: false, optInDefault: true },
    show: {},
    opt_in_wording: 'Keep me up to date with news, offers and events from the dealership.',
    terms_wording: 'I agree to the terms of use',
    ...claims,
  })
}

async function leadsWhere(where: Record<string, unknown>): Promise<Enquiry[]> {
  const { docs } = await payload.find({ collection: 'enquiries', where: where as never, overrideAccess: true, depth: 0, limit: 1000 })
  return docs
}

const countLeads = async () => (await payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha', '#aa0000')
  b = await createTenantFixture(payload, 'bravo', '#0000aa')
  await createSuperAdmin(payload)
  const car = (tenant: number, stocknum: string, make: string) =>
    payload.create({
      collection: 'vehicles',
      data: {
        tenant,
        stocknum,
        make,
        model: 'Corolla',
        badge: 'Ascent Sport',
        year: 2021,
        car_type: 'used',
        status: 'in_stock',
        price: 25990,
        km: 45210,
        vin: 'JTNB23HK803012345',
        dealership_id: '12',
      },
      overrideAccess: true,
    })
  carA = await car(a.tenant.id, 'T1234', 'Toyota')
  carB = await car(b.tenant.id, 'B9999', 'Mazda')
})

afterAll(async () => {
  await test?.cleanup()
})

describe(`enquiry intake (${testDatabase})`, () => {
  it('stores the lead with the spec payload and its delivery pending, then answers its lead_id', async () => {
    const body = validBody({
      form_token: signedForm({ kind: 'vehicle', opt_in_wording: 'Send me Alpha Motors news and offers.' }),
      car_id: String(carA.id),
      // What the page claims about the car loses to the car record.
      'Vehicle Make': 'Tampered',
      stock_number: 'WRONG',
      opt_in: true,
      PreferredContactMethod: 'Email',
      url: 'https://alpha.example.com.au/cars/2021-toyota-corolla-t1234?utm_source=google',
      visited_pages: ['/', '/search/used-cars', '/cars/2021-toyota-corolla-t1234'],
      linked_query_params: { utm_source: 'google', gclid: 'abc123' },
      // A body naming another tenant is ignored: the Host decides.
      tenant: b.tenant.id,
    })
    const answer = await submit(body, { address: '203.0.113.77' })
    expect(answer.status).toBe(201)
    expect(answer.json).toEqual({ lead_id: expect.anything() })

    const lead = await payload.findByID({ collection: 'enquiries', id: answer.json.lead_id, overrideAccess: true, depth: 0 })
    expect(lead.tenant).toBe(a.tenant.id)
    expect(lead).toMatchObject({
      form_kind: 'vehicle',
      category: 'Vehicle Enquiry',
      subcategory: null,
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      preferred_contact_method: 'Email',
      message: 'Is it still available?',
      source: 'Website',
      url: 'https://alpha.example.com.au/cars/2021-toyota-corolla-t1234?utm_source=google',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) ForecourtTest/1.0',
      car_id: String(carA.id),
      car_dealership_id: '12',
      idempotency_key: body.idempotency_key,
      form_completed: true,
      offer_accepted: false,
      lead_attributes: { visited_pages: body.visited_pages, linked_query_params: { utm_source: 'google', gclid: 'abc123' } },
      consent: {
        opt_in: true,
        wording: 'Send me Alpha Motors news and offers.',
        terms_agreed: false,
        terms_required: false,
        form_id: 'form-block-1',
      },
      page_id: '7',
      delivery_status: 'pending',
    })
    expect(lead.vehicle).toMatchObject({
      car_id: String(carA.id),
      make: 'Toyota',
      model: 'Corolla',
      stock_number: 'T1234',
      price: 25990,
      title: '2021 Toyota Corolla Ascent Sport',
    })
    expect(lead.postcode_location).toMatchObject({ state: 'NSW', suburbs: expect.arrayContaining(['Sydney']) })
    expect(Date.parse(lead.consent?.recorded_at ?? '')).toBe(Date.parse(lead.received_at))

    // The address is kept only as a keyed hash.
    expect(lead.client_address_hash).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(lead)).not.toContain('203.0.113.77')

    // Stored with its delivery already waiting: the email job (no webhook is configured for alpha).
    expect(lead.deliveries).toEqual([
      expect.objectContaining({ channel: 'email', status: 'pending', attempts: 0, claimedBy: null, log: [] }),
    ])
    expect(Date.parse(lead.next_delivery_at ?? '')).toBeLessThanOrEqual(Date.now())

    // The document reads back as the lead the channels render.
    const stored = storedLeadFromDocument(lead)
    expect(stored).toMatchObject({
      tenant: a.tenant.id,
      category: 'Vehicle Enquiry',
      customer: { email: 'jane@example.com.au', preferred_contact_method: 'Email' },
    })
  })

  it('keeps the trade-in, offer and booking facts of the other forms', async () => {
    const booking = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString()
    const testDrive = await submit(validBody({ form: 'test-drive', test_drive_booking_date: booking, message: '' }))
    expect(testDrive.status).toBe(201)
    const drive = await payload.findByID({ collection: 'enquiries', id: testDrive.json.lead_id, overrideAccess: true, depth: 0 })
    expect(drive).toMatchObject({ form_kind: 'test-drive', category: 'Test Drive', message: null })
    expect(Date.parse(drive.test_drive_booking_date ?? '')).toBe(Date.parse(booking))

    const tradeIn = await submit(validBody({ form: 'trade-in', kms: '85,000', rego: 'abc123', regoState: 'nsw', valuation: '$12,500' }))
    expect(tradeIn.status).toBe(201)
    const trade = await payload.findByID({ collection: 'enquiries', id: tradeIn.json.lead_id, overrideAccess: true, depth: 0 })
    expect(trade.trade_in).toEqual({ has_trade_in: true, kms: 85000, rego: 'ABC123', rego_state: 'NSW', valuation: 12500 })

    const offer = await submit(validBody({ form: 'make-an-offer', offer_from_client: '$24,000', car_id: String(carA.id) }))
    expect(offer.status).toBe(201)
    const made = await payload.findByID({ collection: 'enquiries', id: offer.json.lead_id, overrideAccess: true, depth: 0 })
    expect(made).toMatchObject({ form_kind: 'make-an-offer', subcategory: 'Make An Offer', offer_from_client: 24000 })
    expect(storedLeadFromDocument(made).consent.wording).toBeNull()

    const careers = await submit(validBody({ form: { kind: 'general', show: { categorySelect: true } }, category: 'Careers Enquiry' }))
    const career = await payload.findByID({ collection: 'enquiries', id: careers.json.lead_id, overrideAccess: true, depth: 0 })
    expect(career).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
  })

  it('places any Australian postcode through the AU geocoder, not only the capitals the built-in table knows', async () => {
    const answer = await submit(validBody({ postcode: '4217' }))
    expect(answer.status).toBe(201)
    const made = await payload.findByID({ collection: 'enquiries', id: answer.json.lead_id, overrideAccess: true, depth: 0 })
    expect(storedLeadFromDocument(made).postcode_location).toMatchObject({
      state: 'QLD',
      suburbs: expect.arrayContaining(['Surfers Paradise']),
    })
  })

  it('refuses bad input with 400 and the exact texts of the specification, storing nothing', async () => {
    const before = await countLeads()

    const postcode = await submit(validBody({ postcode: '20000' }))
    expect(postcode.status).toBe(400)
    expect(postcode.json.errors.postcode).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(postcode.json.message).toBe('Please fix the following errors:')

    // Four digits, but no Australian postcode: the AU geocoder has no place for it.
    const unknown = await submit(validBody({ postcode: '9999' }))
    expect(unknown.status).toBe(400)
    expect(unknown.json.errors).toEqual({ postcode: 'Invalid postcode' })
    expect(unknown.json.messages).toEqual(['Invalid postcode'])

    const comments = await submit(validBody({ message: '   ' }))
    expect(comments.status).toBe(400)
    expect(comments.json.errors).toEqual({ message: enquiryMessages.commentsRequired })

    const terms = await submit(validBody({ form_token: signedForm({ settings: { termsRequired: true } }), terms_agreed: false }))
    expect(terms.status).toBe(400)
    expect(terms.json.errors.terms_agreed).toBe('*You must agree to the terms of use before submitting.')

    const several = await submit({ ...visitor, postcode: 'abc', email: 'not-an-email', idempotency_key: freshKey() })
    expect(several.status).toBe(400)
    expect(several.json.errors).toMatchObject({ postcode: enquiryMessages.postcodeFormat, email: enquiryMessages.emailInvalid })
    expect(several.json.messages).toEqual(expect.arrayContaining([enquiryMessages.postcodeFormat, enquiryMessages.emailInvalid]))

    // Garbage of every kind is a 4xx, never a 500.
    const garbage = [
      await submit(null, { raw: '{"name": "Jane",' }),
      await submit(null, { raw: '[1,2,3]' }),
      await submit(null, { raw: '' }),
      await submit(validBody({ form: { kind: 'spaceship' } })),
      await submit(validBody({ form: 42 })),
      await submit({ ...visitor }),
      await submit(validBody({ name: { $gt: '' }, car_id: "1' OR 1=1" })),
      await submit(validBody({ message: 'x'.repeat(70 * 1024) })),
    ]
    for (const answer of garbage) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(typeof answer.json.message).toBe('string')
    }
    expect(garbage[5]?.json.errors.idempotency_key).toBe(enquiryMessages.submissionKeyInvalid)
    expect(await countLeads()).toBe(before)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await countLeads()
    const caught = await submit(validBody({ [HONEYPOT_FIELD]: 'http://spam.example' }))
    expect(caught.status).toBe(201)
    expect(caught.json).toEqual({ lead_id: expect.anything() })
    expect(await countLeads()).toBe(before)
  })

  it('limits one address to the configured number of enquiries per window, per site', async () => {
    const address = '192.0.2.10'
    const limit = DEFAULT_ENQUIRY_RATE_LIMIT.limit
    for (let index = 0; index < limit; index += 1) {
      // Refused input counts too: the limit is on requests, not on successes.
      const answer = await submit(index % 2 === 0 ? validBody() : validBody({ postcode: 'x' }), { address })
      expect(answer.status).toBe(index % 2 === 0 ? 201 : 400)
    }
    const before = await countLeads()
    const limited = await submit(validBody(), { address })
    expect(limited.status).toBe(429)
    expect(limited.json.message).toBe(enquiryMessages.rateLimited)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(DEFAULT_ENQUIRY_RATE_LIMIT.windowSeconds)
    expect(await countLeads()).toBe(before)

    // A proxy's own address on the left of the list is the client's to choose, so only the last entry counts.
    expect((await submit(validBody(), { headers: { 'x-forwarded-for': `10.9.8.7, ${address}` } })).status).toBe(429)
    // Other visitors, and the same visitor on another site, are not held back.
    expect((await submit(validBody())).status).toBe(201)
    expect((await submit(validBody(), { address, host: hostB })).status).toBe(201)
  })

  it('makes a resubmission with the same idempotency key return the same lead, once', async () => {
    const body = validBody()
    const first = await submit(body)
    const again = await submit({ ...body, message: 'Resent after a timeout' })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.json.lead_id).toBe(first.json.lead_id)
    const stored = await leadsWhere({ idempotency_key: { equals: body.idempotency_key } })
    expect(stored).toHaveLength(1)
    expect(stored[0]?.message).toBe('Is it still available?')
    expect(stored[0]?.deliveries).toHaveLength(1)

    // The key in an Idempotency-Key header works the same way.
    const key = freshKey()
    const byHeader = await submit({ ...visitor }, { headers: { 'idempotency-key': key } })
    const byHeaderAgain = await submit({ ...visitor }, { headers: { 'idempotency-key': key } })
    expect(byHeader.status).toBe(201)
    expect(byHeaderAgain.json.lead_id).toBe(byHeader.json.lead_id)
    expect(await leadsWhere({ idempotency_key: { equals: key } })).toHaveLength(1)

    // Keys are per site: the same key on another site is another lead.
    const elsewhere = await submit(body, { host: hostB })
    expect(elsewhere.status).toBe(201)
    expect(elsewhere.json.lead_id).not.toBe(first.json.lead_id)
  })

  // Both copies pass the check for an earlier lead: the unique (tenant, key) index keeps the second out.
  needs(emulatorLimits.uniqueIndex)('makes two copies sent at the same moment (a double click) one lead, both told its id', async () => {
    const racing = validBody()
    const [one, two] = await Promise.all([submit(racing), submit(racing)])
    expect([one.status, two.status].sort()).toEqual([200, 201])
    expect(one.json.lead_id).toBe(two.json.lead_id)
    expect(await leadsWhere({ idempotency_key: { equals: racing.idempotency_key } })).toHaveLength(1)
  })

  it('files a lead under the tenant of the Host only, and refuses hosts that are no site', async () => {
    const onB = await submit(validBody({ car_id: String(carA.id) }), { host: hostB })
    expect(onB.status).toBe(201)
    const lead = await payload.findByID({ collection: 'enquiries', id: onB.json.lead_id, overrideAccess: true, depth: 0 })
    expect(lead.tenant).toBe(b.tenant.id)
    // Alpha's car is not looked up for bravo's lead: only the page's own claim (the id) is kept.
    expect(lead.vehicle).toMatchObject({ car_id: String(carA.id), make: null, stock_number: null })

    const onA = await submit(validBody({ car_id: String(carB.id), tenant: b.tenant.id }), { host: 'alpha.example.com.au' })
    expect((await payload.findByID({ collection: 'enquiries', id: onA.json.lead_id, overrideAccess: true, depth: 0 })).tenant).toBe(
      a.tenant.id,
    )

    const before = await countLeads()
    for (const host of ['unknown.example.org', 'localhost:3000', 'nosuchsite.localhost:3000']) {
      const nowhere = await submit(validBody(), { host })
      expect(nowhere.status).toBe(404)
      expect(nowhere.json.message).toBe(enquiryMessages.siteUnknown)
    }
    expect(await countLeads()).toBe(before)
  })

  it("reads an enquiry's car once for the form and the lead: a car hidden from the site is neither prefilled nor attached", async () => {
    const hidden = await payload.create({
      collection: 'vehicles',
      data: {
        tenant: a.tenant.id,
        stocknum: 'H0001',
        make: 'Toyota',
        model: 'Supra',
        year: 2022,
        car_type: 'used',
        status: 'in_stock',
        price: 89990,
        dealership_id: '12',
        show_on_dealer_website: false,
      },
      overrideAccess: true,
    })

    // The read both the form (renderer/lib/reads/blockData.ts) and the intake use.
    const listed = await readEnquiryCar(payload, a.tenant.id, String(carA.id))
    expect(listed).toMatchObject({ id: carA.id, make: 'Toyota', stocknum: 'T1234', vin: 'JTNB23HK803012345', dealership_id: '12' })
    expect(enquiryCarForForm(listed!)).toEqual({
      id: carA.id,
      name: carA.name ?? null,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      year: 2021,
      km: 45210,
      car_type: 'used',
      status: 'in_stock',
      stocknum: 'T1234',
      // The offer form suggests the car's price.
      price: carA.price,
    })
    expect(await readEnquiryCar(payload, a.tenant.id, String(hidden.id))).toBeNull()
    expect(await readEnquiryCar(payload, b.tenant.id, String(carA.id))).toBeNull()
    expect(await readEnquiryCar(payload, a.tenant.id, "1' OR 1=1")).toBeNull()

    // The lead about the hidden car keeps only the page's claim (the id), none of the car's facts.
    const answer = await submit(validBody({ form: 'vehicle', car_id: String(hidden.id) }))
    expect(answer.status).toBe(201)
    const lead = await payload.findByID({ collection: 'enquiries', id: answer.json.lead_id, overrideAccess: true, depth: 0 })
    expect(lead.vehicle).toMatchObject({ car_id: String(hidden.id), make: null, model: null, stock_number: null, price: null })
    expect(lead.car_dealership_id ?? null).toBeNull()
    expect(JSON.stringify(lead)).not.toContain('Supra')
  })
})

describe('consent as the server rendered it', () => {
  const forgedWording = 'I agree to nothing at all.'

  it('records the wording, version, page and form the server signed, whatever the browser declares', async () => {
    const token = signedForm({
      kind: 'test-drive',
      settings: { commentsRequired: true, termsRequired: true, optInDefault: true },
      opt_in_wording: 'Send me Alpha Motors news and offers.',
      terms_wording: 'I agree to the test drive terms and conditions',
    })
    const declared = {
      kind: 'general',
      settings: { termsRequired: false, commentsRequired: true },
      opt_in_wording: forgedWording,
      terms_wording: forgedWording,
    }

    // The browser says terms are not required; the form the server rendered required them.
    const refused = await submit(validBody({ form_token: token, form: declared, opt_in: true, terms_agreed: false }))
    expect(refused.status).toBe(400)
    expect(refused.json.errors.terms_agreed).toBe(enquiryMessages.termsRequired)

    const accepted = await submit(validBody({ form_token: token, form: declared, opt_in: true, terms_agreed: true, page_id: '999' }))
    expect(accepted.status).toBe(201)
    const lead = await payload.findByID({ collection: 'enquiries', id: accepted.json.lead_id, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({ form_kind: 'test-drive', category: 'Test Drive', page_id: '7' })
    expect(lead.consent).toMatchObject({
      opt_in: true,
      wording: 'Send me Alpha Motors news and offers.',
      terms_agreed: true,
      terms_wording: 'I agree to the test drive terms and conditions',
      terms_required: true,
      form_id: 'form-block-1',
      version: consentWordingVersion({
        optIn: 'Send me Alpha Motors news and offers.',
        terms: 'I agree to the test drive terms and conditions',
        termsRequired: true,
      }),
    })
    expect(JSON.stringify(lead)).not.toContain(forgedWording)
  })

  it('stores no marketing consent for a body without opt_in, even on a site whose box starts ticked', async () => {
    // The site ticks the box by default (optInDefault in the signed form), as the demo dealers do.
    const form_token = signedForm({ settings: { commentsRequired: true, termsRequired: false, optInDefault: true } })
    const consentOf = async (extra: Record<string, unknown>) => {
      const answer = await submit(validBody({ form_token, ...extra }))
      expect(answer.status).toBe(201)
      const lead = await payload.findByID({ collection: 'enquiries', id: answer.json.lead_id, overrideAccess: true, depth: 0 })
      return lead.consent?.opt_in
    }
    expect(await consentOf({})).toBe(false)
    expect(await consentOf({ opt_in: 'true' })).toBe(true)
    expect(await consentOf({ opt_in: true })).toBe(true)
    expect(await consentOf({ opt_in: false })).toBe(false)
    expect(await consentOf({ opt_in: 'false' })).toBe(false)
    // The form sends its box as it stands: left ticked as the site set it, that is consent given.
    const sentByTheForm = enquiryInitialValues({ kind: 'general', tenant: { optInDefault: true } })
    expect(sentByTheForm.opt_in).toBe(true)
    expect(await consentOf(sentByTheForm)).toBe(true)
  })

  it('refuses a signed form whose words were changed, or that another site signed', async () => {
    const before = await countLeads()
    const token = signedForm({ opt_in_wording: 'Send me Alpha Motors news and offers.' })
    const [body, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as EnquiryFormClaims
    const altered = `${Buffer.from(JSON.stringify({ ...claims, opt_in_wording: forgedWording, settings: { ...claims.settings, commentsRequired: false } })).toString('base64url')}.${signature}`
    for (const form_token of [altered, `${body}.${'A'.repeat(43)}`, 'not-a-token', 42, signedForm({ tenant: b.tenant.id })]) {
      const answer = await submit(validBody({ form_token, opt_in: true }))
      expect(answer.status).toBe(400)
      expect(answer.json.errors).toEqual({ form: enquiryMessages.requestInvalid })
    }
    expect(await countLeads()).toBe(before)
  })

  it('without a signed form, the site settings decide and the standard wording is recorded', async () => {
    const created = await payload.create({
      collection: 'site-settings',
      data: { tenant: a.tenant.id, terms_required: true, comments_required: false },
      overrideAccess: true,
    })
    try {
      const forged = {
        kind: 'general',
        settings: { termsRequired: false, commentsRequired: true },
        opt_in_wording: forgedWording,
        terms_wording: forgedWording,
      }
      const refused = await submit(validBody({ form: forged, opt_in: true, terms_agreed: false }))
      expect(refused.status).toBe(400)
      expect(refused.json.errors).toEqual({ terms_agreed: enquiryMessages.termsRequired })

      // Comments are optional on this site, whatever the browser says.
      const accepted = await submit(validBody({ form: forged, opt_in: true, terms_agreed: true, message: '' }))
      expect(accepted.status).toBe(201)
      const lead = await payload.findByID({ collection: 'enquiries', id: accepted.json.lead_id, overrideAccess: true, depth: 0 })
      expect(lead.consent).toMatchObject({
        opt_in: true,
        wording: DEFAULT_OPT_IN_WORDING,
        terms_agreed: true,
        terms_wording: DEFAULT_TERMS_WORDING,
        terms_required: true,
        form_id: null,
        version: consentWordingVersion({ optIn: DEFAULT_OPT_IN_WORDING, terms: DEFAULT_TERMS_WORDING, termsRequired: true }),
      })
      expect(JSON.stringify(lead)).not.toContain(forgedWording)
    } finally {
      await payload.delete({ collection: 'site-settings', id: created.id, overrideAccess: true })
    }

    // A site that does not require terms: a browser declaring them required changes nothing either.
    const optional = await submit(validBody({ form: { kind: 'general', settings: { termsRequired: true } }, terms_agreed: false }))
    expect(optional.status).toBe(201)
  })
})

describe('who can read and change leads', () => {
  let leadA: number | string
  let leadB: number | string

  beforeAll(async () => {
    leadA = (await submit(validBody({ email: 'only-alpha@example.com.au' }))).json.lead_id
    leadB = (await submit(validBody({ email: 'only-bravo@example.com.au' }), { host: hostB })).json.lead_id
  })

  it('through the Local API, a marketer reads their own tenant’s leads and never another’s', async () => {
    const marketerB = await authUser(payload, b.marketer)
    const seen = await payload.find({ collection: 'enquiries', user: marketerB, overrideAccess: false, depth: 0, limit: 1000 })
    expect(seen.docs.map((doc) => doc.id)).toContain(leadB)
    expect(seen.docs.map((doc) => doc.id)).not.toContain(leadA)
    expect(seen.docs.every((doc) => doc.tenant === b.tenant.id)).toBe(true)
    await expect(payload.findByID({ collection: 'enquiries', id: leadA, user: marketerB, overrideAccess: false })).rejects.toThrow()
    const asked = await payload.find({
      collection: 'enquiries',
      where: { tenant: { equals: a.tenant.id } },
      user: marketerB,
      overrideAccess: false,
    })
    expect(asked.docs).toEqual([])

    // The address hash is for operators.
    const own = await payload.findByID({ collection: 'enquiries', id: leadB, user: marketerB, overrideAccess: false })
    expect(own.client_address_hash).toBeUndefined()
    const onboardingB = await payload.findByID({
      collection: 'enquiries',
      id: leadB,
      user: await authUser(payload, b.onboarding),
      overrideAccess: false,
    })
    expect(onboardingB.client_address_hash).toMatch(/^[0-9a-f]{32}$/)
  })

  it('through REST, a marketer of B cannot list, read, change or delete A’s lead', async () => {
    const token = await tokenFor(payload, b.marketer.email)
    const list = await rest(config, { path: '/api/enquiries?limit=1000&depth=0', token })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: Enquiry) => doc.id)).not.toContain(leadA)
    expect(list.json.docs.map((doc: Enquiry) => doc.id)).toContain(leadB)
    expect((await rest(config, { path: `/api/enquiries/${leadA}`, token })).status).toBeGreaterThanOrEqual(400)
    expect((await rest(config, { path: `/api/enquiries?where[email][equals]=only-alpha@example.com.au`, token })).json.docs).toEqual([])
    expect(
      (await rest(config, { method: 'PATCH', path: `/api/enquiries/${leadA}`, token, body: { email: 'hijacked@example.com' } })).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await rest(config, { method: 'DELETE', path: `/api/enquiries/${leadA}`, token })).status).toBeGreaterThanOrEqual(400)
    expect((await payload.findByID({ collection: 'enquiries', id: leadA, overrideAccess: true })).email).toBe('only-alpha@example.com.au')
  })

  it('through GraphQL, a marketer of B sees only B’s leads', async () => {
    const token = await tokenFor(payload, b.marketer.email)
    const listed = await graphql(config, '{ Enquiries(limit: 100) { docs { id email } } }', { token })
    expect(listed.errors).toBeUndefined()
    const ids = listed.data.Enquiries.docs.map((doc: { id: number | string }) => doc.id)
    expect(ids).toContain(leadB)
    expect(ids).not.toContain(leadA)
    const one = await graphql(config, `{ Enquiry(id: ${JSON.stringify(leadA)}) { id email } }`, { token })
    expect(one.data?.Enquiry ?? null).toBeNull()
  })

  it('anonymous visitors read no leads at all, on any host', async () => {
    for (const host of [hostA, 'localhost:3000']) {
      const list = await rest(config, { path: '/api/enquiries', host })
      expect(list.status).toBe(403)
      expect((await rest(config, { path: `/api/enquiries/${leadA}`, host })).status).toBe(403)
    }
    const viaGraphql = await graphql(config, '{ Enquiries { docs { id email } } }', { host: hostA })
    expect(viaGraphql.data?.Enquiries ?? null).toBeNull()
    expect(viaGraphql.errors?.length).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'enquiries', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'enquiries', overrideAccess: false, context: { tenantId: a.tenant.id } })).rejects.toThrow()
  })

  it('leads are created only through the intake (or by a super-admin), and never edited', async () => {
    const marketerToken = await tokenFor(payload, a.marketer.email)
    const created = await rest(config, {
      method: 'POST',
      path: '/api/enquiries',
      token: marketerToken,
      body: {
        ...visitor,
        tenant: a.tenant.id,
        form_kind: 'general',
        category: 'General Enquiry',
        url: 'https://x',
        source: 'Website',
        idempotency_key: freshKey(),
        received_at: new Date().toISOString(),
      },
    })
    expect(created.status).toBeGreaterThanOrEqual(400)

    const superToken = await tokenFor(payload, 'root@platform.test')
    const key = freshKey()
    const byAdmin = await rest(config, {
      method: 'POST',
      path: '/api/enquiries',
      token: superToken,
      body: {
        ...visitor,
        tenant: b.tenant.id,
        form_kind: 'general',
        category: 'General Enquiry',
        url: 'https://bravo.example.com.au/',
        source: 'Website',
        idempotency_key: key,
      },
    })
    expect(byAdmin.status).toBe(201)
    // Even a hand-made lead gets its delivery jobs, whatever the request said about them.
    const made = (await leadsWhere({ idempotency_key: { equals: key } }))[0]
    expect(made?.deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'pending' })])

    const edit = await rest(config, {
      method: 'PATCH',
      path: `/api/enquiries/${leadA}`,
      token: superToken,
      body: { email: 'changed@example.com' },
    })
    expect(edit.status).toBeGreaterThanOrEqual(400)
    await expect(
      payload.update({ collection: 'enquiries', id: leadA, data: { email: 'changed@example.com' }, overrideAccess: true }),
    ).rejects.toThrow(/not edited/)
    expect((await payload.findByID({ collection: 'enquiries', id: leadA, overrideAccess: true })).email).toBe('only-alpha@example.com.au')
  })

  it('only super-admins and the tenant’s onboarding staff give up on a delivery', async () => {
    const action = (token: string | undefined, id: number | string, body: unknown) =>
      rest(config, { method: 'POST', path: `/api/enquiries/${id}/delivery-action`, token, body })

    expect((await action(undefined, leadA, { action: 'give-up' })).status).toBe(401)
    expect((await action(await tokenFor(payload, a.marketer.email), leadA, { action: 'give-up' })).status).toBe(403)
    expect((await action(await tokenFor(payload, b.onboarding.email), leadA, { action: 'give-up' })).status).toBe(404)
    expect((await action(await tokenFor(payload, a.onboarding.email), leadA, { action: 'explode' })).status).toBe(400)

    const gaveUp = await action(await tokenFor(payload, a.onboarding.email), leadA, { action: 'give-up', channel: 'email' })
    expect(gaveUp.status).toBe(200)
    expect(gaveUp.json.deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'dismissed' })])
    const lead = await payload.findByID({ collection: 'enquiries', id: leadA, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({ delivery_status: 'dismissed', next_delivery_at: null })
    expect(lead.deliveries).toEqual([expect.objectContaining({ status: 'dismissed', dismissedBy: a.onboarding.email })])

    const retried = await action(await tokenFor(payload, 'root@platform.test'), leadA, { action: 'retry' })
    expect(retried.status).toBe(200)
    const again = await payload.findByID({ collection: 'enquiries', id: leadA, overrideAccess: true, depth: 0 })
    expect(again.delivery_status).toBe('pending')
    expect(again.deliveries).toEqual([expect.not.objectContaining({ dismissedBy: expect.anything() })])
  })
})

describe('a tenant’s lead delivery settings', () => {
  it('keep the webhook secret from marketers, and add a webhook job to new leads', async () => {
    const secret = 'alpha-shared-secret-0123456789'
    await payload.update({
      collection: 'tenants',
      id: a.tenant.id,
      data: {
        leadDelivery: {
          recipients: [{ email: 'sales@alpha.example.com.au' }],
          webhookUrl: 'https://crm.example.com/leads',
          webhookSecret: secret,
        },
      },
      overrideAccess: true,
    })

    const asMarketer = await payload.findByID({
      collection: 'tenants',
      id: a.tenant.id,
      user: await authUser(payload, a.marketer),
      overrideAccess: false,
    })
    expect(asMarketer.leadDelivery?.webhookUrl).toBe('https://crm.example.com/leads')
    expect(asMarketer.leadDelivery?.webhookSecret).toBeUndefined()
    const viaRest = await rest(config, { path: `/api/tenants/${a.tenant.id}`, token: await tokenFor(payload, a.marketer.email) })
    expect(viaRest.json.leadDelivery.webhookSecret).toBeUndefined()
    expect(JSON.stringify(viaRest.json)).not.toContain(secret)
    const asOnboarding = await payload.findByID({
      collection: 'tenants',
      id: a.tenant.id,
      user: await authUser(payload, a.onboarding),
      overrideAccess: false,
    })
    expect(asOnboarding.leadDelivery?.webhookSecret).toBe(secret)

    // A webhook without a usable secret, or with an address that is not http(s), is refused.
    await expect(
      payload.update({
        collection: 'tenants',
        id: a.tenant.id,
        data: { leadDelivery: { webhookUrl: 'https://crm.example.com/leads', webhookSecret: 'short' } },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'tenants',
        id: a.tenant.id,
        data: { leadDelivery: { webhookUrl: 'ftp://crm.example.com', webhookSecret: secret } },
        overrideAccess: true,
      }),
    ).rejects.toThrow()

    const answer = await submit(validBody())
    const lead = await payload.findByID({ collection: 'enquiries', id: answer.json.lead_id, overrideAccess: true, depth: 0 })
    expect((lead.deliveries as { channel: string }[]).map((job) => job.channel)).toEqual(['email', 'webhook'])
  })
})
