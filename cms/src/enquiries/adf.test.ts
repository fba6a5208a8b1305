import { describe, expect, it } from '@jest/globals'
import { XMLParser, XMLValidator } from 'fast-xml-parser'

import type { EnquiryFormConfig, EnquiryFormKind } from '@forecourt/domain/enquiry'

import { adfNameParts, escapeXml, renderLeadAdf, type AdfVendor } from './adf'
import type { LeadRequestFacts, StoredLead } from './leadPayload'
import { sampleCar, sampleLead } from './testLeads'

const car = sampleCar

const request: LeadRequestFacts = {
  tenant: 1,
  url: 'https://harbourside.example/cars/2021-toyota-corolla',
  receivedAt: new Date('2025-06-02T03:04:05.000Z'),
  optInWording: 'Keep me informed.',
  car,
}

const vendor: AdfVendor = {
  name: 'Harbourside Toyota',
  contactName: 'Sales Team',
  email: 'sales@harbourside.example',
  phone: '02 9000 0000',
}

function lead(
  kind: EnquiryFormKind,
  values: Record<string, unknown>,
  config: Partial<EnquiryFormConfig> = {},
  facts: Partial<LeadRequestFacts> = {},
): StoredLead {
  return sampleLead(kind, values, { ...request, ...facts }, config)
}

type Parsed = Record<string, any>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['vehicle', 'name', 'price'].includes(name),
})

function parse(xml: string): Parsed {
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml) as Parsed
}

const text = (value: unknown): unknown =>
  value && typeof value === 'object' && '#text' in value ? (value as { '#text': unknown })['#text'] : value

describe('renderLeadAdf', () => {
  const xml = renderLeadAdf({ lead: lead('vehicle', {}), leadId: 991, vendor, providerUrl: 'https://harbourside.example' })
  const document = parse(xml)
  const prospect = document.adf.prospect

  it('opens with the XML and ADF 1.0 declarations', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true)
    expect(document['?adf']).toEqual({ '@_version': '1.0' })
  })

  it('identifies the lead and when it was made', () => {
    expect(prospect['@_status']).toBe('new')
    expect(prospect.id).toEqual({ '#text': '991', '@_sequence': '1', '@_source': 'Forecourt' })
    expect(prospect.requestdate).toBe('2025-06-02T03:04:05.000Z')
  })

  it('describes the vehicle field by field', () => {
    const [vehicle] = prospect.vehicle
    expect(vehicle['@_interest']).toBe('buy')
    expect(vehicle['@_status']).toBe('used')
    expect(vehicle.year).toBe('2021')
    expect(vehicle.make).toBe('Toyota')
    expect(vehicle.model).toBe('Corolla')
    expect(vehicle.trim).toBe('Ascent Sport')
    expect(vehicle.stock).toBe('T1234')
    expect(vehicle.vin).toBe('JTNB23HK803012345')
    expect(vehicle.odometer).toEqual({ '#text': '45210', '@_status': 'unknown', '@_units': 'km' })
    expect(vehicle.price).toEqual([{ '#text': '25990', '@_type': 'asking', '@_currency': 'AUD' }])
  })

  it('keeps the DTD order of the vehicle elements', () => {
    const vehicleXml = xml.slice(xml.indexOf('<vehicle'), xml.indexOf('</vehicle>'))
    const order = ['<year>', '<make>', '<model>', '<vin>', '<stock>', '<trim>', '<odometer', '<price']
    const positions = order.map((tag) => vehicleXml.indexOf(tag))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('gives the customer contact with name parts, email and phone, and the postcode in words (the DTD address needs a street)', () => {
    const contact = prospect.customer.contact
    expect(contact['@_primarycontact']).toBe('1')
    expect(contact.name).toEqual([
      { '#text': 'Jane', '@_part': 'first' },
      { '#text': 'Citizen', '@_part': 'last' },
    ])
    expect(text(contact.email)).toBe('jane@example.com.au')
    expect(contact.phone).toEqual({ '#text': '0412 345 678', '@_type': 'cellphone', '@_preferredcontact': '1' })
    expect(contact.address).toBeUndefined()
    expect(prospect.customer.comments).toContain('Postcode: 2000')
  })

  it('puts the comments and what the form knew in the customer comments', () => {
    const comments: string = prospect.customer.comments
    expect(comments.startsWith('Is it still available?\n\nEnquiry: Vehicle Enquiry')).toBe(true)
    expect(comments).toContain('Preferred contact: Phone')
    expect(comments).toContain('Marketing opt-in: Yes')
    expect(comments).toContain('Page: https://harbourside.example/cars/2021-toyota-corolla')
  })

  it('names the dealership as vendor and Forecourt as provider', () => {
    expect(prospect.vendor.vendorname).toBe('Harbourside Toyota')
    expect(prospect.vendor.contact.name).toEqual([{ '#text': 'Sales Team', '@_part': 'full' }])
    expect(prospect.vendor.contact.email).toBe('sales@harbourside.example')
    expect(prospect.vendor.contact.phone).toEqual({ '#text': '02 9000 0000', '@_type': 'voice' })
    expect(prospect.provider.name).toEqual([{ '#text': 'Forecourt', '@_part': 'full' }])
    expect(prospect.provider.service).toBe('Website')
    expect(prospect.provider.url).toBe('https://harbourside.example')
  })
})

describe('escaping', () => {
  const hostile = `<script>alert("x")</script> & 'friends' ]]>`

  it('escapes < & > " and \' everywhere, and the text reads back unchanged', () => {
    const stored = lead(
      'vehicle',
      { name: `O'Brien & <Sons>`, last_name: `"The" Great`, message: hostile },
      {},
      { car: { ...car, make: 'Rolls & Royce', model: '<Phantom>', stocknum: `"A'1"` } },
    )
    const xml = renderLeadAdf({
      lead: stored,
      leadId: `7<8>&"'`,
      vendor: { name: `Smith & Sons "Motors" <Pty> 'Ltd'`, email: null, phone: null },
    })
    expect(xml).not.toContain('<script>')
    expect(xml).not.toContain(`O'Brien`)
    const prospect = parse(xml).adf.prospect
    expect(prospect.id['#text']).toBe(`7<8>&"'`)
    expect(prospect.customer.contact.name[0]['#text']).toBe(`O'Brien & <Sons>`)
    expect(prospect.customer.contact.name[1]['#text']).toBe(`"The" Great`)
    expect((prospect.customer.comments as string).startsWith(hostile)).toBe(true)
    expect(prospect.vehicle[0].make).toBe('Rolls & Royce')
    expect(prospect.vehicle[0].model).toBe('<Phantom>')
    expect(prospect.vehicle[0].stock).toBe(`"A'1"`)
    expect(prospect.vendor.vendorname).toBe(`Smith & Sons "Motors" <Pty> 'Ltd'`)
  })

  it('escapes attribute values', () => {
    expect(escapeXml(`a"b'c<d>e&f`)).toBe('a&quot;b&apos;c&lt;d&gt;e&amp;f')
  })

  it('drops characters XML cannot carry, keeping tabs, newlines and emoji', () => {
    expect(escapeXml('bell\u0007 nul\u0000 tab\t line\n car 🚗')).toBe('bell nul tab\t line\n car 🚗')
    expect(escapeXml('lone \uD800 surrogate')).toBe('lone  surrogate')
    const stored = lead('vehicle', { message: 'Hi\u0000 there\u001F' })
    expect(XMLValidator.validate(renderLeadAdf({ lead: stored, leadId: 1, vendor }))).toBe(true)
  })
})

describe('lead variations', () => {
  it('a lead without a car has the mandatory vehicle with the interest the form expresses, and no empty elements', () => {
    const xml = renderLeadAdf({
      lead: lead('general', { category: 'Used Vehicle Enquiry' }, { show: { categorySelect: true } }, { car: null }),
      leadId: 1,
      vendor,
    })
    const prospect = parse(xml).adf.prospect
    expect(prospect.vehicle).toHaveLength(1)
    expect(prospect.vehicle[0]).toMatchObject({
      '@_interest': 'buy',
      '@_status': 'used',
      year: 'Not specified',
      make: 'Not specified',
      model: 'Not specified',
    })
    expect(prospect.vehicle[0].comments).toBe('No particular vehicle: Used Vehicle Enquiry')
    expect(prospect.vehicle[0].stock).toBeUndefined()
    expect(xml).not.toMatch(/<(year|make|model)>\s*<\/\1>|<(year|make|model)\/>/)

    const testDrive = parse(renderLeadAdf({ lead: lead('test-drive', { message: '' }, {}, { car: null }), leadId: 1, vendor })).adf.prospect
    expect(testDrive.vehicle[0]).toMatchObject({ '@_interest': 'test-drive', year: 'Not specified' })
    expect(testDrive.vehicle[0]['@_status']).toBeUndefined()
  })

  it('fills the vehicle from the car record found by car_id, never from what the page claims', () => {
    const onRecord: typeof car = {
      ...car,
      body: 'Hatchback',
      transmission: 'Automatic',
      doors: 5,
      colour: 'Glacier White',
      interior_colour: 'Black cloth',
    }
    const stored = lead(
      'vehicle',
      { car_id: '4711', 'Vehicle Make': 'Ferrari', 'Vehicle Model': 'F40', stock_number: 'FAKE' },
      {},
      { car: onRecord },
    )
    const [vehicle] = parse(renderLeadAdf({ lead: stored, leadId: 1, vendor })).adf.prospect.vehicle
    expect(vehicle).toMatchObject({
      '@_interest': 'buy',
      '@_status': 'used',
      id: { '#text': '4711', '@_source': 'Forecourt' },
      year: '2021',
      make: 'Toyota',
      model: 'Corolla',
      vin: 'JTNB23HK803012345',
      stock: 'T1234',
      trim: 'Ascent Sport',
      doors: '5',
      bodystyle: 'Hatchback',
      transmission: 'Automatic',
      odometer: { '#text': '45210', '@_status': 'unknown', '@_units': 'km' },
      colorcombination: { interiorcolor: 'Black cloth', exteriorcolor: 'Glacier White', preference: '1' },
      price: [{ '#text': '25990', '@_type': 'asking', '@_currency': 'AUD' }],
    })

    // A car_id the server cannot find: what the page said is kept for staff, but is not the vehicle.
    const missing = lead(
      'vehicle',
      { car_id: '99', 'Vehicle Make': 'Ferrari', 'Vehicle Model': 'F40', stock_number: 'FAKE' },
      {},
      { car: null },
    )
    const [unknown] = parse(renderLeadAdf({ lead: missing, leadId: 1, vendor })).adf.prospect.vehicle
    expect(unknown).toMatchObject({ year: 'Not specified', make: 'Not specified', model: 'Not specified' })
    expect(unknown.stock).toBeUndefined()
    expect(unknown.comments).toBe('Car 99 named by the page is no longer on record (the page said: Ferrari F40, stock FAKE)')
  })

  it('a test drive books a time in the customer timeframe', () => {
    const prospect = parse(
      renderLeadAdf({ lead: lead('test-drive', { test_drive_booking_date: '2025-06-10T00:00:00.000Z' }), leadId: 1, vendor }),
    ).adf.prospect
    expect(prospect.customer.timeframe).toMatchObject({ description: 'Test drive booking', earliestdate: '2025-06-10T00:00:00.000Z' })
  })

  it('a test drive asks for a test drive; an offer and a trade-in add their prices', () => {
    const testDrive = parse(
      renderLeadAdf({ lead: lead('test-drive', { test_drive_booking_date: '2025-06-03T10:00:00+10:00' }), leadId: 1, vendor }),
    ).adf.prospect
    expect(testDrive.vehicle[0]['@_interest']).toBe('test-drive')
    expect(testDrive.customer.comments).toContain('Test drive requested for: 2025-06-03T10:00:00+10:00')

    const offer = parse(renderLeadAdf({ lead: lead('make-an-offer', { offer_from_client: '$24,000' }), leadId: 1, vendor })).adf.prospect
    // The DTD allows one price per vehicle: the offer, with the asking price beside it in words.
    expect(offer.vehicle[0].price).toEqual([{ '#text': '24000', '@_type': 'offer', '@_currency': 'AUD' }])
    expect(offer.vehicle[0].pricecomments).toBe('Asking price: $25,990')
    expect(offer.customer.comments).toContain('Offer: $24,000')

    const tradeIn = parse(
      renderLeadAdf({ lead: lead('trade-in', { kms: '88000', rego: 'ABC123', regoState: 'VIC', valuation: '9500' }), leadId: 1, vendor }),
    ).adf.prospect
    expect(tradeIn.vehicle).toHaveLength(2)
    expect(tradeIn.vehicle[0]).toMatchObject({ '@_interest': 'buy', make: 'Toyota' })
    expect(tradeIn.vehicle[1]).toMatchObject({
      '@_interest': 'trade-in',
      '@_status': 'used',
      odometer: { '#text': '88000', '@_status': 'unknown', '@_units': 'km' },
      price: [{ '#text': '9500', '@_type': 'appraisal', '@_currency': 'AUD' }],
      comments: 'Rego: ABC123 (VIC)',
    })
  })

  it('a sell-my-car lead without a car on the page describes only the trade-in', () => {
    const stored = lead('trade-in', { kms: '120000' }, {}, { car: null })
    const prospect = parse(renderLeadAdf({ lead: stored, leadId: 1, vendor })).adf.prospect
    expect(prospect.vehicle).toHaveLength(1)
    expect(prospect.vehicle[0]).toMatchObject({
      '@_interest': 'trade-in',
      odometer: { '#text': '120000', '@_status': 'unknown', '@_units': 'km' },
    })
  })

  it('demonstrators are filed as used and marked in the vehicle comments', () => {
    const prospect = parse(renderLeadAdf({ lead: lead('vehicle', {}, {}, { car: { ...car, car_type: 'demo' } }), leadId: 1, vendor })).adf
      .prospect
    expect(prospect.vehicle[0]['@_status']).toBe('used')
    expect(prospect.vehicle[0].comments).toBe('Demonstrator')
  })

  it('marks email as the preferred contact when chosen, and names the place of the postcode', () => {
    const stored = lead(
      'vehicle',
      { PreferredContactMethod: 'Email', phone: '02 9876 5432' },
      {},
      { postcodeLocation: { latitude: -33.8688, longitude: 151.2093, suburbs: ['Sydney'], state: 'NSW' } },
    )
    const customer = parse(renderLeadAdf({ lead: stored, leadId: 1, vendor })).adf.prospect.customer
    expect(customer.contact.email).toEqual({ '#text': 'jane@example.com.au', '@_preferredcontact': '1' })
    expect(customer.contact.phone).toEqual({ '#text': '02 9876 5432', '@_type': 'voice' })
    expect(customer.comments).toContain('Postcode: 2000 (Sydney, NSW)')
  })

  it('splits a single name field into first and last', () => {
    expect(adfNameParts('Mary Jane Citizen', null)).toEqual({ first: 'Mary Jane', last: 'Citizen' })
    expect(adfNameParts('Cher', null)).toEqual({ first: 'Cher', last: null })
    expect(adfNameParts(' Jane ', ' Citizen ')).toEqual({ first: 'Jane', last: 'Citizen' })
    const stored = lead('general', { last_name: undefined, name: 'Cher' }, {}, { car: null })
    expect(parse(renderLeadAdf({ lead: stored, leadId: 1, vendor })).adf.prospect.customer.contact.name).toEqual([
      { '#text': 'Cher', '@_part': 'first' },
    ])
  })
})
