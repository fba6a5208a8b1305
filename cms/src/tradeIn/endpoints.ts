import type { Payload } from 'payload'

import {
  type EstimateRequest,
  miscellaneousMessages,
  parseEstimateRequest,
  parseRegoRequest,
  parseSaveValuationRequest,
  type RegoVehicle,
  regoMessages,
  regoVehicleTitle,
  type TradeInOutcome,
  tradeInOutcome,
} from '@forecourt/domain/tradeIn'

import { readEnquiryCar } from '../enquiries/enquiryCar'
import { documentIdType, parseDocumentId } from '../lib/documents'
import { noStoreJson as json, siteEndpoint, type SiteCall } from '../lib/publicEndpoint'
import { valuationData, valueTradeIn } from './store'
import { configuredRegoLookup, RegoLookupError } from './regoLookup'

/**
 * The public trade-in valuation calls, on every site's host:
 *   POST /api/valuations/lookup    { rego, regoState } → 200 { vehicle } | 404 no such car | 503 lookup unavailable
 *   POST /api/valuations/estimate  { rego, regoState, kms, adjustmentAnswers } → 200 { vehicle, outcome }
 *   POST /api/miscellaneous        { column_name: 'valuation', lead_id, rego, regoState, kms, adjustmentAnswers, car_id? }
 *                                  → 201 { id, lead_id, outcome } stored | 200 the same for a repeat
 * Bad input is answered 400 { message, errors: { field: message } }; too many calls from one address
 * 429. The figures are always worked out here from the rego lookup: nothing a browser sends is taken
 * as an estimate.
 */

const VALUATION_BODY_LIMIT_BYTES = 4 * 1024
/** A valuation is saved just after its enquiry; an older lead is not the one the shopper just sent. */
const LEAD_LINK_WINDOW_MS = 24 * 60 * 60 * 1000

export const valuationMessages = {
  unknownSite: 'There is no dealer site at this address.',
  rateLimited: 'Too many requests from your address. Please wait a minute and try again.',
  tooLarge: 'This request is too large to be a valuation.',
  saveFailed: 'The valuation could not be saved. Your enquiry has been sent and our team will value your car.',
  lookupFailed: regoMessages.lookupUnavailable,
} as const

/** The bounded JSON body; each call checks its fields with its own domain parser. */
function checkValuationBody(read: unknown): unknown {
  if (read === 'too-large') return json(413, { message: valuationMessages.tooLarge })
  if (read === 'unreadable')
    return json(400, { message: miscellaneousMessages.bodyInvalid, errors: { _form: miscellaneousMessages.bodyInvalid } })
  return read
}

/** The site's valuation calls share the visitors' valuation limit (and the journey's, under its own key). */
const valuationCall = {
  method: 'post',
  rateLimit: { limiter: 'valuations' },
  body: { limitBytes: VALUATION_BODY_LIMIT_BYTES, check: checkValuationBody },
} as const

const invalid = (errors: Record<string, string>) =>
  json(400, { message: Object.values(errors)[0] ?? miscellaneousMessages.bodyInvalid, errors })

const vehicleView = (vehicle: RegoVehicle) => ({
  make: vehicle.make,
  model: vehicle.model,
  variant: vehicle.variant,
  year: vehicle.year,
  title: regoVehicleTitle(vehicle),
})

type Lookup = { vehicle: RegoVehicle } | { response: Response }

async function lookUp(payload: Payload, rego: string, state: EstimateRequest['regoState']): Promise<Lookup> {
  try {
    const vehicle = await configuredRegoLookup().lookup(rego, state)
    return vehicle ? { vehicle } : { response: json(404, { message: regoMessages.notFound, errors: { rego: regoMessages.notFound } }) }
  } catch (error) {
    if (!(error instanceof RegoLookupError)) throw error
    payload.logger.warn({ err: error }, 'Rego lookup failed')
    return { response: json(503, { message: valuationMessages.lookupFailed }) }
  }
}

async function handleRegoLookup({ req, body }: SiteCall<unknown>): Promise<Response> {
  const parsed = parseRegoRequest(body)
  if (!parsed.ok) return invalid(parsed.errors)
  const found = await lookUp(req.payload, parsed.data.rego, parsed.data.regoState)
  if ('response' in found) return found.response
  return json(200, { rego: parsed.data.rego, regoState: parsed.data.regoState, vehicle: vehicleView(found.vehicle) })
}

async function handleEstimate({ req, body }: SiteCall<unknown>): Promise<Response> {
  const parsed = parseEstimateRequest(body)
  if (!parsed.ok) return invalid(parsed.errors)
  const found = await lookUp(req.payload, parsed.data.rego, parsed.data.regoState)
  if ('response' in found) return found.response
  const outcome = tradeInOutcome(found.vehicle, parsed.data.kms, parsed.data.adjustmentAnswers, new Date())
  return json(200, { vehicle: vehicleView(found.vehicle), kms: parsed.data.kms, outcome })
}

const compactRego = (value: string | null | undefined) => (value ?? '').toUpperCase().replace(/[\s-]/g, '')

async function findValuationOfLead(payload: Payload, tenantId: number | string, leadId: number | string) {
  const { docs } = await payload.find({
    collection: 'valuations',
    where: { and: [{ tenant: { equals: tenantId } }, { lead: { equals: leadId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { outcome: true, no_estimate_reason: true, estimate_low: true, estimate_high: true },
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) return null
  const outcome: TradeInOutcome =
    found.outcome === 'estimate'
      ? { kind: 'estimate', low: found.estimate_low ?? 0, high: found.estimate_high ?? 0 }
      : { kind: 'no-estimate', reason: found.no_estimate_reason ?? 'age-unknown' }
  return { id: found.id, outcome }
}

/**
 * POST /api/miscellaneous with column_name 'valuation': the valuation saved against the trade-in
 * enquiry it came with. The lead must be this site's, sent in the last day with the same rego, so a
 * valuation cannot be hung on somebody else's enquiry. The car comes from the lead when it names one.
 */
async function handleMiscellaneous({ req, tenant, body }: SiteCall<unknown>): Promise<Response> {
  const { payload } = req
  const parsed = parseSaveValuationRequest(body)
  if (!parsed.ok) return invalid(parsed.errors)
  const request = parsed.data
  const tenantId = tenant.id

  const leadId = parseDocumentId(request.leadId, documentIdType(payload, 'enquiries'))
  if (leadId === null) return invalid({ lead_id: miscellaneousMessages.leadRequired })
  const { docs: leads } = await payload.find({
    collection: 'enquiries',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { id: { equals: leadId } },
        { received_at: { greater_than_equal: new Date(Date.now() - LEAD_LINK_WINDOW_MS).toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { trade_in: true, car_id: true },
    overrideAccess: true,
  })
  const lead = leads[0]
  if (!lead || compactRego(lead.trade_in?.rego) !== request.rego) return invalid({ lead_id: miscellaneousMessages.leadUnknown })

  const repeated = await findValuationOfLead(payload, tenantId, lead.id)
  if (repeated) return json(200, { id: repeated.id, lead_id: lead.id, outcome: repeated.outcome })

  const valued = await valueTradeIn(payload, request, new Date())
  const car = await readEnquiryCar(payload, tenantId, lead.car_id ?? request.carId)

  try {
    const created = await payload.create({
      collection: 'valuations',
      data: valuationData(tenantId, request, valued, { leadId: lead.id, carId: car ? car.id : null }),
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    return json(201, { id: created.id, lead_id: lead.id, outcome: valued.outcome })
  } catch (error) {
    // The same save arriving twice at once: the unique lead let one in.
    const winner = await findValuationOfLead(payload, tenantId, lead.id)
    if (!winner) throw error
    return json(200, { id: winner.id, lead_id: lead.id, outcome: winner.outcome })
  }
}

export const regoLookupEndpoint = siteEndpoint({
  ...valuationCall,
  path: '/lookup',
  messages: { ...valuationMessages, failed: valuationMessages.lookupFailed },
  logMessage: 'Rego lookup failed',
  handler: handleRegoLookup,
})

export const estimateEndpoint = siteEndpoint({
  ...valuationCall,
  path: '/estimate',
  messages: { ...valuationMessages, failed: valuationMessages.lookupFailed },
  logMessage: 'Trade-in estimate failed',
  handler: handleEstimate,
})

export const miscellaneousEndpoint = siteEndpoint({
  ...valuationCall,
  path: '/miscellaneous',
  messages: { ...valuationMessages, failed: valuationMessages.saveFailed },
  logMessage: 'Saving a valuation failed',
  handler: handleMiscellaneous,
})
