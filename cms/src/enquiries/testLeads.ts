// Test data shared by the enquiry tests: one visitor, one car, a valid submission and a stored lead.
import { type EnquiryFormConfig, type EnquiryFormKind, type EnquirySubmission, validateEnquiry } from '@forecourt/domain/enquiry'

import { buildLeadPayload, type LeadCarFacts, type LeadRequestFacts, type StoredLead } from './leadPayload'

export const sampleEnquiryInput = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com.au',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it still available?',
  // The form sends its marketing box as it stands; this visitor left it ticked.
  opt_in: true,
  idempotency_key: '3f2c1a9e-7b7d-4c1e-9a51-2b7f0c1d9e42',
}

export const sampleCar: LeadCarFacts = {
  id: 4711,
  dealership_id: 12,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  year: 2021,
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'T1234',
  vin: 'JTNB23HK803012345',
  price: 25990,
  km: 45210,
}

/** Validates as the intake endpoint will; a test input that does not validate is a broken test. */
export function validSubmission(config: EnquiryFormConfig, values: Record<string, unknown>): EnquirySubmission {
  const result = validateEnquiry(config, values)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.data
}

/** The stored lead for the sample visitor's enquiry of this kind, with `values` overriding the input. */
export function sampleLead(
  kind: EnquiryFormKind,
  values: Record<string, unknown>,
  request: LeadRequestFacts,
  config: Partial<EnquiryFormConfig> = {},
): StoredLead {
  return buildLeadPayload(kind, validSubmission({ kind, ...config }, { ...sampleEnquiryInput, ...values }), request)
}
