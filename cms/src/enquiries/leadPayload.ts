import {
  type AustralianState,
  carTitle,
  type EnquiryFormKind,
  type EnquirySubmission,
  leadCategoryFor,
  type PostcodeLocation,
  type PreferredContactMethod,
} from '@forecourt/domain/enquiry'
import type { PaymentFrequency } from '@forecourt/domain/finance'

export const LEAD_SOURCE = 'Website'

/** Bounds on what the browser reports about the visit, so one lead cannot grow without limit. */
export const leadAttributeLimits = {
  visitedPages: 20,
  urlLength: 500,
  queryParams: 30,
  queryKeyLength: 64,
  queryValueLength: 500,
  userAgentLength: 512,
} as const

/** The car as the server knows it (looked up by the submitted car_id), trusted over hidden fields. */
export type LeadCarFacts = {
  id: string | number
  dealership_id?: string | number | null
  name?: string | null
  make?: string | null
  model?: string | null
  badge?: string | null
  year?: number | string | null
  car_type?: string | null
  status?: string | null
  stocknum?: string | null
  vin?: string | null
  price?: number | null
  km?: number | null
  body?: string | null
  transmission?: string | null
  doors?: number | null
  colour?: string | null
  interior_colour?: string | null
}

/** What the server knows about the request that carried the submission. */
export type LeadRequestFacts = {
  tenant: string | number
  /** The page the form was submitted from. */
  url: string
  userAgent?: string | null
  receivedAt: Date
  /** Pages of this site the visitor saw before enquiring, oldest first. */
  visitedPages?: readonly string[]
  /** The query parameters of the link that brought the visitor (utm_*, gclid and the like). */
  linkedQueryParams?: URLSearchParams | Readonly<Record<string, unknown>>
  /** The tenant's opt-in sentence as shown beside the box, kept with the answer as evidence of consent. */
  optInWording: string
  /** The terms wording beside the box, on forms that show it. */
  termsWording?: string | null
  /** Whether the form the visitor saw required agreeing to the terms. */
  termsRequired?: boolean
  /** The version of the consent wording shown (consentWordingVersion). */
  consentVersion?: string | null
  /** The page and the form block the server rendered, when the submission carried its signed form. */
  pageId?: string | number | null
  formId?: string | null
  car?: LeadCarFacts | null
  postcodeLocation?: PostcodeLocation | null
  /** False while a multi-step form has more steps to come. Default true. */
  isLastStep?: boolean
}

export type LeadVehicle = {
  car_id: string
  title: string
  make: string | null
  model: string | null
  badge: string | null
  year: number | null
  car_type: string | null
  status: string | null
  stock_number: string | null
  vin: string | null
  price: number | null
  km: number | null
  body?: string | null
  transmission?: string | null
  doors?: number | null
  colour?: string | null
  interior_colour?: string | null
  /**
   * False when the car was not found by its car_id and only the page's hidden fields describe it: kept
   * for staff to follow up, never sent to a CRM as the car. Leads stored before this was recorded lack it.
   */
  on_record?: boolean
}

export type LeadTradeIn = {
  has_trade_in: boolean
  kms: number | null
  rego: string | null
  rego_state: AustralianState | null
  valuation: number | null
}

/** A finance application's figures, as the shopper confirmed them (prefilled from the car page's calculator). */
export type LeadFinanceApplication = {
  price: number | null
  deposit: number | null
  term_years: number | null
  balloon: number | null
  frequency: PaymentFrequency | null
}

export type LeadConsent = {
  opt_in: boolean
  opt_in_finance?: boolean
  opt_in_trade?: boolean
  wording: string | null
  terms_agreed: boolean
  terms_wording: string | null
  /** Whether the form required the terms, as the server rendered it (never as the browser declared it). */
  terms_required: boolean
  /** The version of the wording shown: the same words, the same version. */
  version: string | null
  /** The form block the server rendered; null for a submission that did not come from a rendered form. */
  form_id: string | null
  recorded_at: string
}

export type StoredLead = {
  tenant: string | number
  form_kind: EnquiryFormKind
  category: string
  subcategory: string | null
  url: string
  source: typeof LEAD_SOURCE
  user_agent: string | null
  car_id: string | null
  car_dealership_id: string | null
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> }
  customer: {
    name: string
    last_name: string | null
    email: string
    phone: string
    postcode: string
    preferred_contact_method: PreferredContactMethod
  }
  postcode_location: PostcodeLocation | null
  message: string | null
  vehicle: LeadVehicle | null
  trade_in: LeadTradeIn | null
  finance_application: LeadFinanceApplication | null
  offer_from_client: number | null
  test_drive_booking_date: string | null
  location_id: string | null
  dealership_slug: string | null
  page_id: string | null
  additional_services: string[]
  consent: LeadConsent
  idempotency_key: string
  form_completed: boolean
  offer_accepted: boolean
  received_at: string
}

const clip = (value: string, length: number) => (value.length > length ? value.slice(0, length) : value)

const textOrNull = (value: string | number | null | undefined): string | null => {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  return text ? text : null
}

const yearOrNull = (value: number | string | null | undefined): number | null => {
  const year = typeof value === 'string' ? Number.parseInt(value, 10) : value
  return typeof year === 'number' && Number.isFinite(year) && year > 0 ? year : null
}

const finiteOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

function visitedPages(pages: readonly string[] | undefined): string[] {
  if (!pages) return []
  return pages
    .filter((page): page is string => typeof page === 'string' && page.trim() !== '')
    .slice(-leadAttributeLimits.visitedPages)
    .map((page) => clip(page.trim(), leadAttributeLimits.urlLength))
}

function linkedQueryParams(params: LeadRequestFacts['linkedQueryParams']): Record<string, string> {
  if (!params) return {}
  const entries: [string, unknown][] = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params)
  const kept: Record<string, string> = {}
  for (const [key, raw] of entries) {
    if (Object.keys(kept).length >= leadAttributeLimits.queryParams) break
    const value = Array.isArray(raw) ? raw[0] : raw
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue
    const name = clip(key.trim(), leadAttributeLimits.queryKeyLength)
    if (!name || name in kept) continue
    kept[name] = clip(String(value), leadAttributeLimits.queryValueLength)
  }
  return kept
}

function leadVehicle(submission: EnquirySubmission, car: LeadCarFacts | null | undefined): LeadVehicle | null {
  if (car) {
    return {
      car_id: String(car.id),
      title: carTitle(car),
      make: textOrNull(car.make),
      model: textOrNull(car.model),
      badge: textOrNull(car.badge),
      year: yearOrNull(car.year),
      car_type: textOrNull(car.car_type),
      status: textOrNull(car.status),
      stock_number: textOrNull(car.stocknum),
      vin: textOrNull(car.vin),
      price: finiteOrNull(car.price),
      km: finiteOrNull(car.km),
      body: textOrNull(car.body),
      transmission: textOrNull(car.transmission),
      doors: finiteOrNull(car.doors),
      colour: textOrNull(car.colour),
      interior_colour: textOrNull(car.interior_colour),
      on_record: true,
    }
  }
  // No car on record (deleted, or a feed lag): keep what the page said so staff can still follow up.
  if (!submission.car_id) return null
  const make = textOrNull(submission['Vehicle Make'])
  const model = textOrNull(submission['Vehicle Model'])
  return {
    car_id: submission.car_id,
    title: carTitle({ make, model }),
    make,
    model,
    badge: null,
    year: null,
    car_type: textOrNull(submission.car_type),
    status: textOrNull(submission.vehicle_status),
    stock_number: textOrNull(submission.stock_number),
    vin: null,
    price: null,
    km: null,
    on_record: false,
  }
}

function leadTradeIn(kind: EnquiryFormKind, submission: EnquirySubmission): LeadTradeIn | null {
  const answered = submission['do-you-have-a-trade-in']
  const hasDetails = [submission.kms, submission.rego, submission.regoState, submission.valuation].some((value) => value !== undefined)
  if (kind !== 'trade-in' && answered !== 'Yes' && !hasDetails) return null
  return {
    has_trade_in: kind === 'trade-in' || answered === 'Yes' || (answered === undefined && hasDetails),
    kms: submission.kms ?? null,
    rego: submission.rego ?? null,
    rego_state: submission.regoState ?? null,
    valuation: submission.valuation ?? null,
  }
}

function leadFinanceApplication(kind: EnquiryFormKind, submission: EnquirySubmission): LeadFinanceApplication | null {
  if (kind !== 'finance') return null
  return {
    price: submission.vehiclePriceBudget ?? null,
    deposit: submission.deposit ?? null,
    term_years: submission.term ?? null,
    balloon: submission.balloon ?? null,
    frequency: submission.frequency ?? null,
  }
}

/** The Request Photos form's hidden request leads the comments so staff see it first. */
function leadMessage(submission: EnquirySubmission): string | null {
  const parts = [submission.photo_request, submission.message].map((part) => part?.trim()).filter((part): part is string => !!part)
  return parts.length > 0 ? parts.join('\n\n') : null
}

/**
 * The lead as stored, from a submission that already passed the form's schema and the facts the
 * server gathered about the request. Pure: the time, the car record and the tenant's wording are all
 * passed in.
 */
export function buildLeadPayload(kind: EnquiryFormKind, submission: EnquirySubmission, request: LeadRequestFacts): StoredLead {
  const { category, subcategory } = leadCategoryFor(kind, { category: submission.category, subcategory: submission.subcategory })
  const vehicle = leadVehicle(submission, request.car)
  const receivedAt = request.receivedAt.toISOString()
  const userAgent = textOrNull(request.userAgent)

  const consent: LeadConsent = {
    // A form without the box (make-an-offer) never records consent.
    opt_in: submission.opt_in === true,
    wording: submission.opt_in === undefined && submission.opt_in_finance === undefined ? null : request.optInWording,
    terms_agreed: submission.terms_agreed === true,
    // The words are kept whenever the box was there to agree to, ticked or (where optional) not.
    terms_wording: submission.terms_agreed === true || request.termsRequired === true ? (request.termsWording ?? null) : null,
    terms_required: request.termsRequired === true,
    version: request.consentVersion ?? null,
    form_id: textOrNull(request.formId),
    recorded_at: receivedAt,
  }
  if (submission.opt_in_finance !== undefined) consent.opt_in_finance = submission.opt_in_finance
  if (submission.opt_in_trade !== undefined) consent.opt_in_trade = submission.opt_in_trade

  return {
    tenant: request.tenant,
    form_kind: kind,
    category,
    subcategory,
    url: clip(request.url, leadAttributeLimits.urlLength * 4),
    source: LEAD_SOURCE,
    user_agent: userAgent ? clip(userAgent, leadAttributeLimits.userAgentLength) : null,
    car_id: vehicle?.car_id ?? null,
    car_dealership_id: textOrNull(request.car?.dealership_id),
    lead_attributes: {
      visited_pages: visitedPages(request.visitedPages),
      linked_query_params: linkedQueryParams(request.linkedQueryParams),
    },
    customer: {
      name: submission.name,
      last_name: textOrNull(submission.last_name),
      email: submission.email,
      phone: submission.phone,
      postcode: submission.postcode,
      preferred_contact_method: submission.PreferredContactMethod,
    },
    postcode_location: request.postcodeLocation ?? null,
    message: leadMessage(submission),
    vehicle,
    trade_in: leadTradeIn(kind, submission),
    finance_application: leadFinanceApplication(kind, submission),
    offer_from_client: submission.offer_from_client ?? null,
    test_drive_booking_date: submission.test_drive_booking_date ?? null,
    location_id: textOrNull(submission.location_id),
    dealership_slug: textOrNull(submission.dealership_slug),
    // The page the server rendered the form on wins over the page the browser names.
    page_id: textOrNull(request.pageId) ?? textOrNull(submission.page_id),
    additional_services: submission.additional_services ?? [],
    consent,
    idempotency_key: submission.idempotency_key,
    form_completed: request.isLastStep ?? true,
    offer_accepted: false,
    received_at: receivedAt,
  }
}
