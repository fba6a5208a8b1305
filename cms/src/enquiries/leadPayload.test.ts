import { describe, expect, it } from '@jest/globals'

import type { EnquiryFormConfig } from '@forecourt/domain/enquiry'

import { buildLeadPayload, leadAttributeLimits, type LeadRequestFacts } from './leadPayload'
import { sampleCar, sampleEnquiryInput, validSubmission } from './testLeads'

const input = sampleEnquiryInput
const submission = validSubmission

const car = sampleCar

const request: LeadRequestFacts = {
  tenant: 'harbourside-toyota',
  url: 'https://harbourside.example/cars/2021-toyota-corolla',
  userAgent: 'Mozilla/5.0 (test)',
  receivedAt: new Date('2025-06-02T03:04:05.000Z'),
  visitedPages: ['/', '/search/used-cars', '/cars/2021-toyota-corolla'],
  linkedQueryParams: { utm_source: 'google', gclid: 'abc' },
  optInWording: 'Keep me up to date with offers from Harbourside Toyota.',
  car,
}

describe('buildLeadPayload', () => {
  it('stores the lead shape of the specification', () => {
    const lead = buildLeadPayload('vehicle', submission({ kind: 'vehicle' }, { ...input, car_id: '4711' }), request)
    expect(lead).toMatchObject({
      tenant: 'harbourside-toyota',
      form_kind: 'vehicle',
      category: 'Vehicle Enquiry',
      subcategory: null,
      url: 'https://harbourside.example/cars/2021-toyota-corolla',
      source: 'Website',
      user_agent: 'Mozilla/5.0 (test)',
      car_id: '4711',
      car_dealership_id: '12',
      lead_attributes: {
        visited_pages: ['/', '/search/used-cars', '/cars/2021-toyota-corolla'],
        linked_query_params: { utm_source: 'google', gclid: 'abc' },
      },
      customer: {
        name: 'Jane',
        last_name: 'Citizen',
        email: 'jane@example.com.au',
        phone: '0412 345 678',
        postcode: '2000',
        preferred_contact_method: 'Phone',
      },
      message: 'Is it still available?',
      idempotency_key: input.idempotency_key,
      form_completed: true,
      offer_accepted: false,
      received_at: '2025-06-02T03:04:05.000Z',
    })
  })

  it('records consent with the wording shown and the time', () => {
    const lead = buildLeadPayload(
      'general',
      submission({ kind: 'general', tenant: { termsRequired: true } }, { ...input, terms_agreed: true, page_id: '99' }),
      {
        ...request,
        termsWording: 'I agree to the terms of use.',
        termsRequired: true,
        consentVersion: 'sha256:0123456789abcdef',
        formId: 'block-1',
        pageId: 12,
      },
    )
    expect(lead.consent).toEqual({
      opt_in: true,
      wording: 'Keep me up to date with offers from Harbourside Toyota.',
      terms_agreed: true,
      terms_wording: 'I agree to the terms of use.',
      terms_required: true,
      version: 'sha256:0123456789abcdef',
      form_id: 'block-1',
      recorded_at: '2025-06-02T03:04:05.000Z',
    })
    // The page the server rendered the form on, not the one the browser names.
    expect(lead.page_id).toBe('12')
    const declined = buildLeadPayload('general', submission({ kind: 'general' }, { ...input, opt_in: false }), request)
    expect(declined.consent).toMatchObject({ opt_in: false, terms_agreed: false, terms_wording: null })
  })

  it('records no consent on a form without the box', () => {
    const lead = buildLeadPayload(
      'make-an-offer',
      submission({ kind: 'make-an-offer' }, { ...input, offer_from_client: '$24,000' }),
      request,
    )
    expect(lead.consent).toMatchObject({ opt_in: false, wording: null })
    expect(lead).toMatchObject({ offer_from_client: 24000, message: null, category: 'Vehicle Enquiry', subcategory: 'Make An Offer' })
  })

  it('keeps separate finance and trade-in opt-ins', () => {
    const config: EnquiryFormConfig = { kind: 'vehicle', tenant: { optInStyle: 'finance-and-trade' } }
    const lead = buildLeadPayload('vehicle', submission(config, { ...input, opt_in_finance: true }), request)
    expect(lead.consent).toMatchObject({ opt_in: false, opt_in_finance: true, opt_in_trade: false, wording: request.optInWording })
  })

  it('converts Careers Enquiry and uses the chosen category', () => {
    const config: EnquiryFormConfig = { kind: 'general', show: { categorySelect: true } }
    expect(buildLeadPayload('general', submission(config, { ...input, category: 'Careers Enquiry' }), request)).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    })
    expect(buildLeadPayload('general', submission(config, { ...input, category: 'Service Enquiry' }), request).category).toBe(
      'Service Enquiry',
    )
    expect(buildLeadPayload('careers', submission({ kind: 'careers' }, input), request)).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    })
  })

  it('trusts the car record over the hidden fields', () => {
    const lead = buildLeadPayload(
      'vehicle',
      submission({ kind: 'vehicle' }, { ...input, car_id: '4711', 'Vehicle Make': 'Ferrari' }),
      request,
    )
    expect(lead.vehicle).toEqual({
      car_id: '4711',
      title: '2021 Toyota Corolla Ascent Sport',
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      stock_number: 'T1234',
      vin: 'JTNB23HK803012345',
      price: 25990,
      km: 45210,
      body: null,
      transmission: null,
      doors: null,
      colour: null,
      interior_colour: null,
      on_record: true,
    })
  })

  it('falls back to the hidden fields when the car is not on record', () => {
    const values = {
      ...input,
      car_id: '99',
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'Sportage',
      stock_number: 'K9',
      car_type: 'new',
      vehicle_status: 'sold',
    }
    const lead = buildLeadPayload('find-similar', submission({ kind: 'find-similar' }, values), { ...request, car: null })
    expect(lead.car_id).toBe('99')
    expect(lead.car_dealership_id).toBeNull()
    expect(lead.vehicle).toMatchObject({
      car_id: '99',
      title: 'Kia Sportage',
      make: 'Kia',
      model: 'Sportage',
      stock_number: 'K9',
      status: 'sold',
      price: null,
      on_record: false,
    })
    expect(buildLeadPayload('general', submission({ kind: 'general' }, input), { ...request, car: null }).vehicle).toBeNull()
  })

  it('puts the Request Photos text ahead of the comments', () => {
    const photos = submission({ kind: 'request-photos' }, { ...input, message: 'Especially the interior' })
    expect(buildLeadPayload('request-photos', photos, request).message).toBe('Please send photos for this car\n\nEspecially the interior')
    const bare = submission({ kind: 'request-photos' }, { ...input, message: '' })
    expect(buildLeadPayload('request-photos', bare, request).message).toBe('Please send photos for this car')
  })

  it('keeps trade-in details and test-drive times', () => {
    const tradeIn = buildLeadPayload(
      'trade-in',
      submission({ kind: 'trade-in' }, { ...input, kms: '88,000', rego: 'abc123', regoState: 'VIC', valuation: '$9,500' }),
      request,
    )
    expect(tradeIn.trade_in).toEqual({ has_trade_in: true, kms: 88000, rego: 'ABC123', rego_state: 'VIC', valuation: 9500 })
    const asked = buildLeadPayload('vehicle', submission({ kind: 'vehicle', show: { tradeIn: true } }, input), request)
    expect(asked.trade_in).toBeNull()
    const said = buildLeadPayload(
      'vehicle',
      submission({ kind: 'vehicle', show: { tradeIn: true } }, { ...input, 'do-you-have-a-trade-in': 'Yes' }),
      request,
    )
    expect(said.trade_in).toMatchObject({ has_trade_in: true, kms: null })
    const testDrive = buildLeadPayload(
      'test-drive',
      submission({ kind: 'test-drive' }, { ...input, test_drive_booking_date: '2025-06-03T10:00:00+10:00' }),
      request,
    )
    expect(testDrive).toMatchObject({ test_drive_booking_date: '2025-06-03T10:00:00+10:00', category: 'Test Drive' })
  })

  it('bounds what the browser reports about the visit', () => {
    const manyPages = Array.from({ length: 50 }, (_, index) => `/page-${index}`)
    const manyParams = new URLSearchParams(Array.from({ length: 40 }, (_, index) => [`p${index}`, 'x'.repeat(1000)]))
    const lead = buildLeadPayload('general', submission({ kind: 'general' }, input), {
      ...request,
      visitedPages: ['', ...manyPages],
      linkedQueryParams: manyParams,
      userAgent: 'U'.repeat(2000),
    })
    expect(lead.lead_attributes.visited_pages).toHaveLength(leadAttributeLimits.visitedPages)
    expect(lead.lead_attributes.visited_pages.at(-1)).toBe('/page-49')
    expect(Object.keys(lead.lead_attributes.linked_query_params)).toHaveLength(leadAttributeLimits.queryParams)
    expect(lead.lead_attributes.linked_query_params.p0).toHaveLength(leadAttributeLimits.queryValueLength)
    expect(lead.user_agent).toHaveLength(leadAttributeLimits.userAgentLength)
  })

  it('keeps only plain values among the linked query parameters', () => {
    const lead = buildLeadPayload('general', submission({ kind: 'general' }, input), {
      ...request,
      linkedQueryParams: { utm_source: ['first', 'second'], nested: { a: 1 }, page: 2 },
      userAgent: '  ',
    })
    expect(lead.lead_attributes.linked_query_params).toEqual({ utm_source: 'first', page: '2' })
    expect(lead.user_agent).toBeNull()
  })

  it('marks a step of a multi-step form as not completed, and keeps the postcode place', () => {
    const place = { latitude: -33.8688, longitude: 151.2093, suburbs: ['Sydney'], state: 'NSW' }
    const lead = buildLeadPayload('finance', submission({ kind: 'finance' }, input), {
      ...request,
      isLastStep: false,
      postcodeLocation: place,
    })
    expect(lead.form_completed).toBe(false)
    expect(lead.postcode_location).toEqual(place)
  })
})
