import { describe, expect, it } from '@jest/globals'

import type { Enquiry } from '@forecourt/schema'
import { enquiryDocumentData, storedLeadFromDocument } from './leadDocument'
import type { LeadRequestFacts, StoredLead } from './leadPayload'
import { sampleCar, sampleLead } from './testLeads'

const request: LeadRequestFacts = {
  tenant: 7,
  url: 'https://harbourside.example/cars/2021-toyota-corolla',
  userAgent: 'Mozilla/5.0 (test)',
  receivedAt: new Date('2025-06-02T03:04:05.000Z'),
  visitedPages: ['/', '/cars/2021-toyota-corolla'],
  linkedQueryParams: { utm_source: 'google' },
  optInWording: 'Keep me up to date.',
  termsWording: 'I agree to the terms of use.',
  car: sampleCar,
  postcodeLocation: { latitude: -33.8688, longitude: 151.2093, state: 'NSW', suburbs: ['Sydney'] },
}

/** What the database hands back: the written data plus the columns it fills itself. */
function asStored(lead: StoredLead): Enquiry {
  return {
    id: 41,
    createdAt: '2025-06-02T03:04:06.000Z',
    updatedAt: '2025-06-02T03:04:06.000Z',
    ...enquiryDocumentData(lead, { clientAddressHash: 'abc' }),
  }
}

describe('the stored enquiry document', () => {
  const leads: Array<[string, StoredLead]> = [
    ['a vehicle enquiry', sampleLead('vehicle', { car_id: '4711', PreferredContactMethod: 'SMS' }, request)],
    [
      'a trade-in with terms',
      sampleLead('trade-in', { kms: '85000', rego: 'ABC123', regoState: 'VIC', valuation: '12000', terms_agreed: true }, request, {
        tenant: { termsRequired: true },
      }),
    ],
    ['a make-an-offer (no consent box)', sampleLead('make-an-offer', { offer_from_client: '$24,000' }, request)],
    ['a test drive', sampleLead('test-drive', { test_drive_booking_date: '2025-06-10T09:00:00.000Z' }, request)],
    [
      'a finance-and-trade opt-in',
      sampleLead('vehicle', { opt_in_finance: true, opt_in_trade: false }, request, { tenant: { optInStyle: 'finance-and-trade' } }),
    ],
    [
      'a careers enquiry without a car',
      sampleLead('careers', { additional_services: ['Detailing'] }, { ...request, car: null, postcodeLocation: null }),
    ],
  ]

  it.each(leads)('reads %s back as the lead the intake built', (_name, lead) => {
    expect(storedLeadFromDocument(asStored(lead))).toEqual(lead)
  })

  it('keeps the client address only as the hash it was given', () => {
    const data = enquiryDocumentData(leads[0]![1], { clientAddressHash: 'f00d' })
    expect(data.client_address_hash).toBe('f00d')
    expect(data.tenant).toBe(7)
  })

  it('normalises what a database returns and tolerates a hand-made document', () => {
    const lead = leads[3]![1]
    const fromPostgres = { ...asStored(lead), received_at: '2025-06-02T13:04:05+10:00', test_drive_booking_date: '2025-06-10 09:00:00+00' }
    const read = storedLeadFromDocument(fromPostgres)
    expect(read.received_at).toBe('2025-06-02T03:04:05.000Z')
    expect(read.test_drive_booking_date).toBe('2025-06-10T09:00:00.000Z')

    const bare = storedLeadFromDocument({
      id: 1,
      tenant: { id: 3 } as Enquiry['tenant'],
      received_at: '2025-01-01T00:00:00.000Z',
      delivery_version: 0,
      form_kind: 'general',
      category: 'General Enquiry',
      name: 'Sam',
      email: 'sam@example.com',
      phone: '0412345678',
      postcode: '3000',
      preferred_contact_method: 'Phone',
      url: 'https://x.example/',
      source: 'Website',
      idempotency_key: 'k',
      lead_attributes: { visited_pages: ['/a', 5], linked_query_params: { a: 'b', n: 1 } },
      createdAt: '',
      updatedAt: '',
    })
    expect(bare).toMatchObject({
      tenant: 3,
      trade_in: null,
      vehicle: null,
      consent: { opt_in: false, wording: null, terms_agreed: false, recorded_at: '2025-01-01T00:00:00.000Z' },
      lead_attributes: { visited_pages: ['/a'], linked_query_params: { a: 'b' } },
      additional_services: [],
      form_completed: true,
    })
  })
})
