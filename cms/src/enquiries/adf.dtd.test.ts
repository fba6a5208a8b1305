import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from '@jest/globals'

import { type EnquiryFormConfig, type EnquiryFormKind, generalEnquiryCategories } from '@forecourt/domain/enquiry'

import type { Enquiry } from '@forecourt/schema'
import { renderLeadAdf, type AdfVendor } from './adf'
import { storedLeadFromDocument } from './leadDocument'
import type { LeadCarFacts, LeadRequestFacts, StoredLead } from './leadPayload'
import { sampleCar, sampleLead } from './testLeads'

/**
 * Every kind of lead the forms send, rendered as ADF/XML and checked by xmllint against the ADF 1.0 DTD
 * the specification publishes: CRMs that validate refuse anything else.
 */

const publishedDtd = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'adf-1.0.dtd'), 'utf8')

/**
 * Two of the published content models are not deterministic (XML 1.0 asks that they be), and libxml2 then
 * skips checking those elements altogether: a contact with its phone before its email passes. They are
 * checked against deterministic models that accept exactly the same children:
 *   contact: email alone, phones alone, or email then phones = email followed by any phones, or phones.
 *   colorcombination: interior, exterior, or interior then exterior = interior with an optional exterior, or exterior.
 */
const deterministicModels: Array<[string, string]> = [
  [
    '<!ELEMENT contact (name+, ((email | phone+) | (email, phone+)), address?)>',
    '<!ELEMENT contact (name+, ((email, phone*) | phone+), address?)>',
  ],
  [
    '<!ELEMENT colorcombination (((interiorcolor | exteriorcolor) | (interiorcolor, exteriorcolor)), preference)>',
    '<!ELEMENT colorcombination (((interiorcolor, exteriorcolor?) | exteriorcolor), preference)>',
  ],
]

function checkableDtd(): string {
  let text = publishedDtd
  for (const [published, deterministic] of deterministicModels) {
    if (!text.includes(published)) throw new Error(`The DTD no longer holds ${published}`)
    text = text.replace(published, deterministic)
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'adf-dtd-')), 'adf.dtd')
  writeFileSync(file, text)
  return file
}

const dtd = checkableDtd()

/** xmllint's complaints, or '' for a valid document. It exits 0 on some validity errors, so its words count too. */
function dtdErrors(xml: string): string {
  const result = spawnSync('xmllint', ['--noout', '--dtdvalid', dtd, '-'], { input: xml, encoding: 'utf8' })
  if (result.error) throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${result.error.message}`)
  return result.status === 0 && result.stderr.trim() === '' ? '' : `${result.stderr}\n${xml}`
}

const sydney = { latitude: -33.8688, longitude: 151.2093, suburbs: ['Sydney'], state: 'NSW' }
const soldCar: LeadCarFacts = {
  ...sampleCar,
  id: 4712,
  status: 'sold',
  car_type: 'new',
  make: 'Kia',
  model: 'Sportage',
  badge: 'SX',
  year: 2024,
  stocknum: 'K77',
  vin: 'KNAPU81BMP7123456',
  price: 41990,
  km: 12,
}
const demoCar: LeadCarFacts = {
  ...sampleCar,
  id: 4713,
  car_type: 'demo',
  km: 3100,
  price: 38990,
  body: 'SUV',
  transmission: 'Automatic',
  doors: 5,
  colour: 'Glacier White',
  interior_colour: 'Black cloth',
}

const base: LeadRequestFacts = {
  tenant: 1,
  url: 'https://harbourside.example/contact',
  userAgent: 'Mozilla/5.0 (test)',
  receivedAt: new Date('2025-06-02T03:04:05.000Z'),
  optInWording: 'Keep me up to date with news, offers and events from the dealership.',
  termsWording: 'I agree to the terms of use.',
  car: null,
  postcodeLocation: null,
}
const withCar = (car: LeadCarFacts, extra: Partial<LeadRequestFacts> = {}): LeadRequestFacts => ({
  ...base,
  car,
  url: 'https://harbourside.example/cars/2021-toyota-corolla-t1234',
  ...extra,
})

type Case = [
  name: string,
  kind: EnquiryFormKind,
  values: Record<string, unknown>,
  request: LeadRequestFacts,
  config?: Partial<EnquiryFormConfig>,
]

const cases: Case[] = [
  ...generalEnquiryCategories.map((category): Case => [
    'a general enquiry filed under ' + category,
    'general',
    { category },
    base,
    { show: { categorySelect: true } },
  ]),
  [
    'a general enquiry with its suburb and state known',
    'general',
    { message: 'Do you take trade-ins?' },
    { ...base, postcodeLocation: sydney },
  ],
  [
    'a general enquiry with a single name and no comments',
    'general',
    { name: 'Cher', last_name: undefined, message: '' },
    base,
    { tenant: { commentsRequired: false } },
  ],
  [
    'a vehicle enquiry about a car on record',
    'vehicle',
    { car_id: '4711', PreferredContactMethod: 'Email', phone: '02 9876 5432' },
    withCar(sampleCar, { postcodeLocation: sydney }),
  ],
  ['a vehicle enquiry about a demonstrator with its colours and body', 'vehicle', { car_id: '4713' }, withCar(demoCar)],
  [
    'a vehicle enquiry for a car no longer on record',
    'vehicle',
    { car_id: '99', 'Vehicle Make': 'Kia', 'Vehicle Model': 'Sportage', stock_number: 'K9' },
    base,
  ],
  [
    'a vehicle enquiry with finance and a trade-in',
    'vehicle',
    {
      car_id: '4711',
      finance: 'Yes',
      'do-you-have-a-trade-in': 'Yes',
      kms: '85,000',
      rego: 'abc123',
      regoState: 'nsw',
      valuation: '$12,500',
    },
    withCar(sampleCar),
    { show: { financeStatus: true, tradeIn: true } },
  ],
  [
    'a test drive with an appointment',
    'test-drive',
    { car_id: '4711', test_drive_booking_date: '2025-06-10T00:00:00.000Z', message: '', terms_agreed: true },
    withCar(sampleCar),
    { tenant: { termsRequired: true } },
  ],
  ['a test drive without a car', 'test-drive', { message: '' }, base],
  ['a request for photos', 'request-photos', { car_id: '4711', message: '' }, withCar(sampleCar)],
  ['an offer on a priced car', 'make-an-offer', { car_id: '4711', offer_from_client: '$24,000' }, withCar(sampleCar)],
  ['an offer on an unpriced car', 'make-an-offer', { car_id: '4711', offer_from_client: '24000' }, withCar({ ...sampleCar, price: null })],
  ['a finance enquiry', 'finance', { car_id: '4711' }, withCar(sampleCar)],
  ['a finance enquiry without a car', 'finance', {}, base],
  ['a fleet enquiry', 'fleet', { dealership_slug: 'harbourside-toyota' }, base, { show: { dealershipSelect: true } }],
  ['find me something similar to a sold car', 'find-similar', { car_id: '4712' }, withCar(soldCar)],
  ['a service enquiry', 'service', { additional_services: ['Logbook service', 'Wheel alignment'] }, base],
  ['a parts enquiry', 'parts', {}, { ...base, postcodeLocation: { ...sydney, suburbs: ['Haymarket', 'Sydney'] } }],
  [
    'a trade-in with a car on the page',
    'trade-in',
    { car_id: '4711', kms: '88000', rego: 'ABC123', regoState: 'VIC', valuation: '9500' },
    withCar(sampleCar),
  ],
  ['a trade-in with nothing but the kilometres', 'trade-in', { kms: '120000' }, base],
  ['a trade-in with no details at all', 'trade-in', {}, base],
  ['a former customer', 'former-customer', { location_id: '11' }, base],
  ['a careers enquiry', 'careers', { message: 'I would like to apply for the apprentice technician role.' }, base],
  [
    'the first step of a two-step service enquiry',
    'service',
    { message: '' },
    { ...base, isLastStep: false },
    { tenant: { commentsRequired: false } },
  ],
  [
    'separate finance and trade-in opt-ins',
    'vehicle',
    { car_id: '4711', opt_in_finance: true, opt_in_trade: false },
    withCar(sampleCar),
    { tenant: { optInStyle: 'finance-and-trade' } },
  ],
]

const vendor: AdfVendor = {
  name: 'Harbourside Toyota',
  contactName: 'Sales Team',
  email: 'sales@harbourside.example',
  phone: '02 9000 0000',
  url: 'https://harbourside.example',
}

function adf(lead: StoredLead, vendorOverride: AdfVendor = vendor): string {
  return renderLeadAdf({ lead, leadId: 1042, vendor: vendorOverride, providerUrl: 'https://harbourside.example' })
}

/** An element with nothing in it tells a CRM nothing, and some read an empty <year> as year 0. */
const emptyElements = (xml: string) => [...xml.matchAll(/<([a-z]+)(?:\s[^>]*)?>\s*<\/\1>|<[a-z]+(?:\s[^>]*)?\/>/g)].map((match) => match[0])

describe('ADF/XML leads against the ADF 1.0 DTD', () => {
  // A rest parameter: Jest takes a callback with more parameters than the row has values for one awaiting done().
  it.each(cases)('%s is valid', (...row: Case) => {
    const [, kind, values, request, config] = row
    const xml = adf(sampleLead(kind, values, request, config))
    expect(dtdErrors(xml)).toBe('')
    expect(emptyElements(xml)).toEqual([])
  })

  it('a lead stored without a postcode or a place (a hand-made lead) is valid', () => {
    const lead = storedLeadFromDocument({
      id: 5,
      tenant: 1,
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '',
      category: 'General Enquiry',
      url: 'https://harbourside.example/',
      idempotency_key: 'k',
      createdAt: '2025-06-02T03:04:05.000Z',
      updatedAt: '2025-06-02T03:04:05.000Z',
    } as Enquiry)
    const xml = adf(lead)
    expect(dtdErrors(xml)).toBe('')
    expect(emptyElements(xml)).toEqual([])
  })

  it('a vendor with only a name, and no phone for the customer, is valid', () => {
    const lead = sampleLead('general', {}, base)
    const xml = adf({ ...lead, customer: { ...lead.customer, phone: '' } }, { name: 'Harbourside Toyota' })
    expect(dtdErrors(xml)).toBe('')
    expect(emptyElements(xml)).toEqual([])
  })

  it('a document the DTD refuses is reported (the check itself works)', () => {
    expect(dtdErrors('<adf><prospect><requestdate>now</requestdate></prospect></adf>')).toContain('prospect')
    const contact = (children: string) =>
      `<adf><prospect><requestdate>now</requestdate><vehicle><year>2021</year><make>Kia</make><model>Rio</model></vehicle><customer><contact>${children}</contact></customer><vendor><contact><name>Sales</name><email>s@example.com</email></contact></vendor></prospect></adf>`
    expect(dtdErrors(contact('<name>Jo</name><email>jo@example.com</email><phone>0412 345 678</phone>'))).toBe('')
    expect(dtdErrors(contact('<name>Jo</name><phone>0412 345 678</phone><phone>02 9000 0000</phone>'))).toBe('')
    expect(dtdErrors(contact('<name>Jo</name><phone>0412 345 678</phone><email>jo@example.com</email>'))).toContain('contact')
    expect(dtdErrors(contact('<name>Jo</name>'))).toContain('contact')
  })
})
