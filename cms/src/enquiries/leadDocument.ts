import {
  type AustralianState,
  australianStates,
  isEnquiryFormKind,
  type PostcodeLocation,
  type PreferredContactMethod,
  preferredContactMethods,
} from '@forecourt/domain/enquiry'

import type { Enquiry } from '@forecourt/schema'
import { financeFrequencies, type PaymentFrequency } from '@forecourt/domain/finance'
import {
  LEAD_SOURCE,
  type LeadConsent,
  type LeadFinanceApplication,
  type LeadTradeIn,
  type LeadVehicle,
  type StoredLead,
} from './leadPayload'

/**
 * A lead as the enquiries collection stores it, and back. The collection has a column for each fact
 * staff filter or read on (category, contact details, consent…) and JSON for the free-form parts
 * (car snapshot, visited pages, query parameters); the round trip gives back the same StoredLead the
 * intake built, which is what the email, ADF and webhook are rendered from.
 */

/** What the intake writes; the create hook adds the delivery jobs and summary. */
export type EnquiryDocumentData = Omit<Enquiry, 'id' | 'createdAt' | 'updatedAt' | 'deliveries' | 'delivery_status' | 'next_delivery_at'>

export function enquiryDocumentData(lead: StoredLead, extra: { clientAddressHash: string | null }): EnquiryDocumentData {
  const tradeIn = lead.trade_in
  const consent = lead.consent
  return {
    tenant: lead.tenant as Enquiry['tenant'],
    received_at: lead.received_at,
    delivery_version: 0,
    form_kind: lead.form_kind,
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.customer.name,
    last_name: lead.customer.last_name,
    email: lead.customer.email,
    phone: lead.customer.phone,
    postcode: lead.customer.postcode,
    preferred_contact_method: lead.customer.preferred_contact_method,
    postcode_location: lead.postcode_location,
    message: lead.message,
    offer_from_client: lead.offer_from_client,
    test_drive_booking_date: lead.test_drive_booking_date,
    trade_in: tradeIn
      ? {
          has_trade_in: tradeIn.has_trade_in,
          kms: tradeIn.kms,
          rego: tradeIn.rego,
          rego_state: tradeIn.rego_state,
          valuation: tradeIn.valuation,
        }
      : { has_trade_in: null, kms: null, rego: null, rego_state: null, valuation: null },
    finance_application: lead.finance_application
      ? { ...lead.finance_application, applied: true }
      : { applied: null, price: null, deposit: null, term_years: null, balloon: null, frequency: null },
    additional_services: lead.additional_services,
    car_id: lead.car_id,
    car_dealership_id: lead.car_dealership_id,
    vehicle: lead.vehicle,
    dealership_slug: lead.dealership_slug,
    location_id: lead.location_id,
    page_id: lead.page_id,
    url: lead.url,
    source: lead.source,
    user_agent: lead.user_agent,
    lead_attributes: { visited_pages: lead.lead_attributes.visited_pages, linked_query_params: lead.lead_attributes.linked_query_params },
    form_completed: lead.form_completed,
    offer_accepted: lead.offer_accepted,
    consent: {
      opt_in: consent.opt_in,
      opt_in_finance: consent.opt_in_finance ?? null,
      opt_in_trade: consent.opt_in_trade ?? null,
      wording: consent.wording,
      terms_agreed: consent.terms_agreed,
      terms_wording: consent.terms_wording,
      terms_required: consent.terms_required,
      version: consent.version,
      form_id: consent.form_id,
      recorded_at: consent.recorded_at,
    },
    idempotency_key: lead.idempotency_key,
    client_address_hash: extra.clientAddressHash,
  }
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** Dates come back as ISO strings from every adapter, but not always with the same precision or zone. */
const isoOrNull = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : new Date(time).toISOString()
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

function tradeInOf(group: Enquiry['trade_in']): LeadTradeIn | null {
  if (!group || typeof group.has_trade_in !== 'boolean') return null
  const state = group.rego_state
  return {
    has_trade_in: group.has_trade_in,
    kms: numberOrNull(group.kms),
    rego: textOrNull(group.rego),
    rego_state: state && (australianStates as readonly string[]).includes(state) ? (state as AustralianState) : null,
    valuation: numberOrNull(group.valuation),
  }
}

function financeApplicationOf(group: Enquiry['finance_application']): LeadFinanceApplication | null {
  if (!group || group.applied !== true) return null
  const frequency = group.frequency
  return {
    price: numberOrNull(group.price),
    deposit: numberOrNull(group.deposit),
    term_years: numberOrNull(group.term_years),
    balloon: numberOrNull(group.balloon),
    frequency: frequency && (financeFrequencies as readonly string[]).includes(frequency) ? (frequency as PaymentFrequency) : null,
  }
}

function consentOf(group: Enquiry['consent'], receivedAt: string): LeadConsent {
  const consent: LeadConsent = {
    opt_in: group?.opt_in === true,
    wording: textOrNull(group?.wording),
    terms_agreed: group?.terms_agreed === true,
    terms_wording: textOrNull(group?.terms_wording),
    terms_required: group?.terms_required === true,
    version: textOrNull(group?.version),
    form_id: textOrNull(group?.form_id),
    recorded_at: isoOrNull(group?.recorded_at) ?? receivedAt,
  }
  if (typeof group?.opt_in_finance === 'boolean') consent.opt_in_finance = group.opt_in_finance
  if (typeof group?.opt_in_trade === 'boolean') consent.opt_in_trade = group.opt_in_trade
  return consent
}

/** The stored document as the lead the delivery channels render; tolerant of hand-made documents. */
export function storedLeadFromDocument(doc: Enquiry): StoredLead {
  const receivedAt = isoOrNull(doc.received_at) ?? isoOrNull(doc.createdAt) ?? new Date(0).toISOString()
  const tenant = typeof doc.tenant === 'object' && doc.tenant !== null ? doc.tenant.id : doc.tenant
  const method = doc.preferred_contact_method
  return {
    tenant: tenant ?? '',
    form_kind: isEnquiryFormKind(doc.form_kind) ? doc.form_kind : 'general',
    category: doc.category,
    subcategory: textOrNull(doc.subcategory),
    url: doc.url,
    source: LEAD_SOURCE,
    user_agent: textOrNull(doc.user_agent),
    car_id: textOrNull(doc.car_id),
    car_dealership_id: textOrNull(doc.car_dealership_id),
    lead_attributes: {
      visited_pages: stringList(doc.lead_attributes?.visited_pages),
      linked_query_params: stringRecord(doc.lead_attributes?.linked_query_params),
    },
    customer: {
      name: doc.name,
      last_name: textOrNull(doc.last_name),
      email: doc.email,
      phone: doc.phone,
      postcode: doc.postcode,
      preferred_contact_method: (preferredContactMethods as readonly string[]).includes(method ?? '')
        ? (method as PreferredContactMethod)
        : 'Phone',
    },
    postcode_location: isRecord(doc.postcode_location) ? (doc.postcode_location as unknown as PostcodeLocation) : null,
    message: textOrNull(doc.message),
    vehicle: isRecord(doc.vehicle) ? (doc.vehicle as unknown as LeadVehicle) : null,
    trade_in: tradeInOf(doc.trade_in),
    finance_application: financeApplicationOf(doc.finance_application),
    offer_from_client: numberOrNull(doc.offer_from_client),
    test_drive_booking_date: isoOrNull(doc.test_drive_booking_date),
    location_id: textOrNull(doc.location_id),
    dealership_slug: textOrNull(doc.dealership_slug),
    page_id: textOrNull(doc.page_id),
    additional_services: stringList(doc.additional_services),
    consent: consentOf(doc.consent, receivedAt),
    idempotency_key: doc.idempotency_key,
    form_completed: doc.form_completed !== false,
    offer_accepted: doc.offer_accepted === true,
    received_at: receivedAt,
  }
}
