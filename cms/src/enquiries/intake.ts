import { randomBytes, randomInt } from 'node:crypto'

import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { enquiryFormKinds, type EnquiryFormKind } from '@forecourt/blocks/enquiryForm/categories'
import { enquiryMessages } from '@forecourt/blocks/enquiryForm/messages'
import { builtInPostcodeGeocoder, type PostcodeGeocoder } from '@forecourt/blocks/enquiryForm/postcode'
import { caughtByHoneypot, validateEnquiry, type EnquiryFormConfig, type EnquirySubmission } from '@forecourt/blocks/enquiryForm/schema'

import { answeringFailures, noStoreJson as json, readBoundedText } from '../lib/publicEndpoint'
import { findTenantByHost } from '../tenancy/resolveTenant'
import { clientAddressFrom, hashClientAddress } from './clientAddress'
import { enquiryDocumentData } from './leadDocument'
import { buildLeadPayload, type LeadCarFacts } from './leadPayload'
import { nudgeLeadDelivery } from './nudge'
import { enquiryRateLimiter } from './rateLimit'

/**
 * POST /api/enquiries/submit: the public intake of every site's enquiry forms.
 *
 * Body (JSON, or an ordinary form post): the form's fields as the enquiry schema names them
 * (name, email, phone, postcode, message, opt_in, terms_agreed, car_id, idempotency_key…), plus
 *   form: the form kind ('vehicle', 'test-drive'…) or { kind, settings, show, opt_in_wording, terms_wording }
 *   url, visited_pages, linked_query_params: where the visitor was.
 * The key may come in an Idempotency-Key header instead of the body.
 *
 * Answers: 201 { lead_id } once the lead is stored with its deliveries pending; 200 { lead_id } for a
 * repeat of an already stored submission; 400 { message, errors: { field: message }, messages } for
 * input the form's rules refuse; 404 for a host that is no site; 429 when one connection sends too
 * many. The tenant is the one the Host names, never one the body names.
 */

export const ENQUIRY_BODY_LIMIT_BYTES = 64 * 1024
export const DEFAULT_OPT_IN_WORDING = 'Keep me up to date with news, offers and events from the dealership.'
export const DEFAULT_TERMS_WORDING = 'I agree to the terms of use.'

const declarationBoolean = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().optional())

/**
 * How the form on the page is set up. Until forms are stored as page blocks, the page declares it;
 * it only decides which fields are required and which consent wording was shown, never where the lead
 * goes, so a tampered declaration can at worst make a visitor's own enquiry less complete.
 */
const formDeclarationSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? {} : typeof value === 'string' ? { kind: value } : value),
  z.object({
    kind: z.enum(enquiryFormKinds).default('general'),
    settings: z
      .object({
        commentsRequired: declarationBoolean,
        termsRequired: declarationBoolean,
        optInDefault: declarationBoolean,
        optInStyle: z.enum(['single', 'finance-and-trade']).optional(),
      })
      .optional(),
    show: z
      .object({
        categorySelect: declarationBoolean,
        locationSelect: declarationBoolean,
        dealershipSelect: declarationBoolean,
        lastName: declarationBoolean,
        preferredContactMethod: declarationBoolean,
        financeStatus: declarationBoolean,
        tradeIn: declarationBoolean,
      })
      .optional(),
    opt_in_wording: z.string().trim().min(1).max(1000).optional(),
    terms_wording: z.string().trim().min(1).max(2000).optional(),
  }),
)

type FormDeclaration = z.infer<typeof formDeclarationSchema>

const stripUndefined = <T extends Record<string, unknown>>(value: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, entry]) => entry !== undefined)) as Partial<T>

function formConfig(declaration: FormDeclaration, now: Date): EnquiryFormConfig {
  return { kind: declaration.kind, tenant: stripUndefined(declaration.settings), show: stripUndefined(declaration.show), now }
}

type JsonObject = Record<string, unknown>

const badRequest = (field: string, message: string = enquiryMessages.requestInvalid) =>
  json(400, { message, errors: { [field]: message }, messages: [message] })

/** The body as an object, or a reason it is not one. Never throws on what a client sends. */
async function readBody(req: PayloadRequest): Promise<JsonObject | 'too-large' | 'unreadable'> {
  const text = await readBoundedText(req, ENQUIRY_BODY_LIMIT_BYTES)
  if (text === 'too-large' || text === 'unreadable') return text
  const type = (req.headers.get('content-type') ?? '').toLowerCase()
  if (type.includes('application/x-www-form-urlencoded')) {
    const values: JsonObject = {}
    for (const [key, value] of new URLSearchParams(text)) {
      const previous = values[key]
      values[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
    }
    return values
  }
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as JsonObject) : 'unreadable'
  } catch {
    return 'unreadable'
  }
}

function absoluteHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4000) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

function pageUrl(body: JsonObject, req: PayloadRequest, host: string): string {
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'http' ? 'http' : 'https'
  return absoluteHttpUrl(body.url) ?? absoluteHttpUrl(req.headers.get('referer')) ?? `${proto}://${host}/`
}

function visitedPages(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((page): page is string => typeof page === 'string').slice(-100) : []
}

function linkedQueryParams(value: unknown): URLSearchParams | Record<string, unknown> {
  if (typeof value === 'string') return new URLSearchParams(value.length > 8000 ? value.slice(0, 8000) : value)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** A believable id for a bot caught by the honeypot, shaped like the database's own ids. */
function fakeLeadId(payload: Payload): number | string {
  return payload.db.defaultIDType === 'number' ? randomInt(1_000, 10_000_000) : randomBytes(12).toString('hex')
}

async function findLeadByKey(payload: Payload, tenantId: number | string, key: string): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection: 'enquiries',
    where: { and: [{ tenant: { equals: tenantId } }, { idempotency_key: { equals: key } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

/** The car as the server knows it, only within the request's tenant; anything odd is simply no car. */
async function carFacts(payload: Payload, tenantId: number | string, carId: string | undefined): Promise<LeadCarFacts | null> {
  if (!carId) return null
  if (payload.db.defaultIDType === 'number' ? !/^\d{1,15}$/.test(carId) : !/^[A-Za-z0-9_-]{1,64}$/.test(carId)) return null
  try {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [{ id: { equals: carId } }, { tenant: { equals: tenantId } }] },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const car = docs[0]
    if (!car) return null
    return {
      id: car.id,
      dealership_id: car.dealership_id ?? null,
      name: car.name ?? null,
      make: car.make ?? null,
      model: car.model ?? null,
      badge: car.badge ?? null,
      year: car.year ?? null,
      car_type: car.car_type,
      status: car.status,
      stocknum: car.stocknum,
      vin: car.vin ?? null,
      price: car.price ?? null,
      km: car.km ?? null,
      body: car.body ?? car.simple_body ?? null,
      transmission: car.trans ?? car.simple_transmission ?? null,
      doors: car.doors ?? null,
      colour: car.colour ?? null,
      interior_colour: car.interior_colour ?? null,
    }
  } catch {
    return null
  }
}

export type EnquiryIntakeOptions = {
  geocoder?: PostcodeGeocoder
  /** X-Forwarded-For entries written by trusted hops (see clientAddressFrom). */
  trustedProxyHops?: number
}

export async function handleEnquirySubmission(req: PayloadRequest, options: EnquiryIntakeOptions = {}): Promise<Response> {
  const { payload } = req
  const host = req.headers.get('host') ?? ''
  const tenant = await findTenantByHost(payload, host)
  if (!tenant) return json(404, { message: enquiryMessages.siteUnknown })

  const now = new Date()
  const addressHash = hashClientAddress(payload.secret, tenant.id, clientAddressFrom(req.headers, options.trustedProxyHops))
  const verdict = enquiryRateLimiter().take(`${tenant.id}|${addressHash ?? 'unknown'}`, now.getTime())
  if (!verdict.allowed) {
    return json(429, { message: enquiryMessages.rateLimited }, { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) })
  }

  const body = await readBody(req)
  if (body === 'too-large') return json(413, { message: enquiryMessages.requestInvalid })
  if (body === 'unreadable') return badRequest('_form')

  const declaration = formDeclarationSchema.safeParse(body.form)
  if (!declaration.success) return badRequest('form')
  const headerKey = req.headers.get('idempotency-key')?.trim()
  const input: JsonObject = headerKey ? { ...body, idempotency_key: headerKey } : body

  const validation = validateEnquiry(formConfig(declaration.data, now), input)
  if (!validation.ok) {
    // The bot is told its enquiry went through, so it has no reason to try again differently.
    if (caughtByHoneypot(validation.errors)) return json(201, { lead_id: fakeLeadId(payload) })
    const { summary, byField, messages } = validation.errors
    return json(400, { message: summary, errors: byField, messages })
  }
  const submission: EnquirySubmission = validation.data
  if (submission.test_drive_booking_date) submission.test_drive_booking_date = new Date(submission.test_drive_booking_date).toISOString()

  const repeated = await findLeadByKey(payload, tenant.id, submission.idempotency_key)
  if (repeated !== null) return json(200, { lead_id: repeated })

  const kind: EnquiryFormKind = declaration.data.kind
  const geocoder = options.geocoder ?? builtInPostcodeGeocoder
  const [car, postcodeLocation] = await Promise.all([
    carFacts(payload, tenant.id, submission.car_id),
    // Enriches the lead only: the built-in table knows capital-city postcodes, so an unknown one is no reason to refuse.
    geocoder.lookupPostcode(submission.postcode, 'AU').catch(() => null),
  ])
  const lead = buildLeadPayload(kind, submission, {
    tenant: tenant.id,
    url: pageUrl(body, req, host),
    userAgent: req.headers.get('user-agent'),
    receivedAt: now,
    visitedPages: visitedPages(body.visited_pages),
    linkedQueryParams: linkedQueryParams(body.linked_query_params),
    optInWording: declaration.data.opt_in_wording ?? DEFAULT_OPT_IN_WORDING,
    termsWording: declaration.data.terms_wording ?? DEFAULT_TERMS_WORDING,
    car,
    postcodeLocation,
  })

  let leadId: number | string
  try {
    const created = await payload.create({
      collection: 'enquiries',
      data: enquiryDocumentData(lead, { clientAddressHash: addressHash }),
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    leadId = created.id
  } catch (error) {
    // The same submission arriving twice at once: the unique (tenant, key) index let one in.
    const winner = await findLeadByKey(payload, tenant.id, submission.idempotency_key)
    if (winner === null) throw error
    return json(200, { lead_id: winner })
  }

  // Stored first, answered, and only then delivered: the worker (here or in another process) owns it now.
  setImmediate(nudgeLeadDelivery)
  return json(201, { lead_id: leadId })
}

export const enquiryIntakeEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: answeringFailures(handleEnquirySubmission, 'Enquiry intake failed', enquiryMessages.submitFailed),
}
