import { randomBytes, randomInt } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import {
  caughtByHoneypot,
  checkPostcode,
  DEFAULT_TERMS_LABEL,
  type EnquiryFormKind,
  enquiryFormKinds,
  type EnquiryFormVisibility,
  enquiryMessages,
  type EnquirySubmission,
  OPT_IN_WORDING,
  type TenantEnquirySettings,
  validateEnquiry,
} from '@forecourt/domain/enquiry'

import { noStoreJson as json, readBoundedText, siteEndpoint, type SiteCall } from '../lib/publicEndpoint'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { consentWordingVersion, verifyEnquiryForm, type EnquiryFormClaims } from './formToken'
import { enquiryDocumentData } from './leadDocument'
import { readEnquiryCar } from './enquiryCar'
import { buildLeadPayload } from './leadPayload'
import { nudgeLeadDelivery } from './nudge'
import { configuredPostcodeGeocoder } from './postcodeGeocoder'

/**
 * POST /api/enquiries/submit: the public intake of every site's enquiry forms.
 *
 * Body (JSON, or an ordinary form post): the form's fields as the enquiry schema names them
 * (name, email, phone, postcode, message, opt_in, terms_agreed, car_id, idempotency_key…), plus
 *   form_token: the signed description of the form the site rendered (formToken.ts); it decides the kind,
 *     the required fields and the consent wording recorded, and names the page and form block;
 *   form: without a token, the form kind ('vehicle', 'test-drive'…) or { kind, show }; the site's own
 *     settings then decide comments, terms and opt-in, and the standard wording is recorded (any
 *     settings or wording declared here are ignored);
 *   url, visited_pages, linked_query_params: where the visitor was.
 * The key may come in an Idempotency-Key header instead of the body.
 *
 * Answers: 201 { lead_id } once the lead is stored with its deliveries pending; 200 { lead_id } for a
 * repeat of an already stored submission; 400 { message, errors: { field: message }, messages } for
 * input the form's rules refuse; 404 for a host that is no site; 429 when one connection sends too
 * many. The tenant is the one the Host names, never one the body names.
 */

export const ENQUIRY_BODY_LIMIT_BYTES = 64 * 1024
/** The wording of forms the site renders by default; recorded for submissions that carry no signed form. */
export const DEFAULT_OPT_IN_WORDING = OPT_IN_WORDING
export const DEFAULT_TERMS_WORDING = DEFAULT_TERMS_LABEL

const declarationBoolean = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().optional())

/**
 * A form described by the browser, for submissions without a signed form (API clients). Only the kind,
 * the fields shown and the opt-in layout are taken from it: the keys older clients send (settings,
 * opt_in_wording, terms_wording) are still read so they are not refused, but never used for consent or
 * for what is required.
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

/** The form a submission is checked against and its consent recorded from, as the server knows it. */
type ServerForm = {
  kind: EnquiryFormKind
  tenant: TenantEnquirySettings
  show: EnquiryFormVisibility
  optInWording: string
  termsWording: string
  pageId: string | number | null
  formId: string | null
}

/** The site's own enquiry switches (Site settings → Features); a site without settings gets the defaults. */
async function siteEnquirySettings(payload: Payload, tenantId: number | string): Promise<TenantEnquirySettings> {
  const settings = await tenantSiteSettings(payload, tenantId, { comments_required: true, terms_required: true, opt_in_default: true })
  return {
    commentsRequired: settings?.comments_required ?? true,
    termsRequired: settings?.terms_required ?? false,
    optInDefault: settings?.opt_in_default ?? true,
  }
}

function signedForm(claims: EnquiryFormClaims, site: TenantEnquirySettings): ServerForm {
  return {
    kind: claims.kind,
    // A site that has since started requiring the terms requires them of every form, rendered before or not.
    tenant: { ...stripUndefined(claims.settings), termsRequired: claims.settings.termsRequired === true || site.termsRequired === true },
    show: stripUndefined(claims.show),
    optInWording: claims.opt_in_wording,
    termsWording: claims.terms_wording,
    pageId: claims.page,
    formId: claims.block,
  }
}

function declaredForm(declaration: FormDeclaration, site: TenantEnquirySettings): ServerForm {
  const optInStyle = declaration.settings?.optInStyle
  return {
    kind: declaration.kind,
    tenant: { ...site, ...(optInStyle ? { optInStyle } : {}) },
    show: stripUndefined(declaration.show),
    optInWording: DEFAULT_OPT_IN_WORDING,
    termsWording: DEFAULT_TERMS_WORDING,
    pageId: null,
    formId: null,
  }
}

type JsonObject = Record<string, unknown>

const badRequest = (field: string, message: string = enquiryMessages.requestInvalid) =>
  json(400, { message, errors: { [field]: message }, messages: [message] })

/** The body as an object, or a reason it is not one. Never throws on what a client sends. */
async function readBody(req: PayloadRequest, limitBytes: number): Promise<JsonObject | 'too-large' | 'unreadable'> {
  const text = await readBoundedText(req, limitBytes)
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

function checkBody(read: unknown): JsonObject | Response {
  if (read === 'too-large') return json(413, { message: enquiryMessages.requestInvalid })
  if (read === 'unreadable') return badRequest('_form')
  return read as JsonObject
}

/**
 * POST /api/enquiries/submit: an enquiry from any of the site's forms, stored before anything is
 * tried with it (delivery is the worker's, woken once the lead is stored), and idempotent by its key.
 */
async function handleEnquirySubmission({
  req,
  tenant,
  host,
  clientAddressHash: addressHash,
  body,
}: SiteCall<JsonObject>): Promise<Response> {
  const { payload } = req
  const now = new Date()
  const declaration = formDeclarationSchema.safeParse(body.form)
  if (!declaration.success) return badRequest('form')
  let claims: EnquiryFormClaims | null = null
  if (body.form_token !== undefined) {
    claims = verifyEnquiryForm(payload.secret, body.form_token)
    // A form rendered by another site, or altered, is no form of this one.
    if (!claims || String(claims.tenant) !== String(tenant.id)) return badRequest('form')
  }
  const site = await siteEnquirySettings(payload, tenant.id)
  const form = claims ? signedForm(claims, site) : declaredForm(declaration.data, site)
  const headerKey = req.headers.get('idempotency-key')?.trim()
  const input: JsonObject = headerKey ? { ...body, idempotency_key: headerKey } : body

  const validation = validateEnquiry({ kind: form.kind, tenant: form.tenant, show: form.show, now }, input)
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

  const kind: EnquiryFormKind = form.kind
  const termsRequired = form.tenant.termsRequired === true
  const geocoder = configuredPostcodeGeocoder()
  const [car, postcodeCheck] = await Promise.all([
    readEnquiryCar(payload, tenant.id, submission.car_id),
    // A postcode the AU geocoder does not know is refused; the geocoder failing is not the visitor's fault.
    checkPostcode(geocoder, submission.postcode, (error) => payload.logger.warn({ err: error }, 'Postcode lookup failed')),
  ])
  if (!postcodeCheck.ok) {
    return json(400, {
      message: enquiryMessages.errorSummary,
      errors: { postcode: postcodeCheck.message },
      messages: [postcodeCheck.message],
    })
  }
  const postcodeLocation = postcodeCheck.location
  const lead = buildLeadPayload(kind, submission, {
    tenant: tenant.id,
    url: pageUrl(body, req, host),
    userAgent: req.headers.get('user-agent'),
    receivedAt: now,
    visitedPages: visitedPages(body.visited_pages),
    linkedQueryParams: linkedQueryParams(body.linked_query_params),
    optInWording: form.optInWording,
    termsWording: form.termsWording,
    termsRequired,
    consentVersion: consentWordingVersion({ optIn: form.optInWording, terms: form.termsWording, termsRequired }),
    pageId: form.pageId,
    formId: form.formId,
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

export const enquiryIntakeEndpoint = siteEndpoint({
  path: '/submit',
  method: 'post',
  messages: { unknownSite: enquiryMessages.siteUnknown, rateLimited: enquiryMessages.rateLimited, failed: enquiryMessages.submitFailed },
  logMessage: 'Enquiry intake failed',
  rateLimit: { limiter: 'enquiries' },
  body: { limitBytes: ENQUIRY_BODY_LIMIT_BYTES, read: readBody, check: checkBody },
  handler: handleEnquirySubmission,
})
