import type { Payload } from 'payload'

import { type EstimateRequest, type RegoVehicle, regoVehicleTitle, type TradeInOutcome, tradeInOutcome } from '@forecourt/domain/tradeIn'
import type { Valuation } from '@forecourt/schema'

import { RegoLookupError } from './regoLookup'
import { configuredRegoLookup } from './regoLookup'

type Id = number | string

/**
 * The valuation of a trade-in, worked out here from the rego lookup (nothing a browser sends is taken
 * as an estimate). Stored even when the lookup fails: the shopper's answers are kept, and staff value the car.
 */
export async function valueTradeIn(
  payload: Payload,
  request: EstimateRequest,
  now: Date,
): Promise<{ vehicle: RegoVehicle | null; outcome: TradeInOutcome }> {
  let vehicle: RegoVehicle | null = null
  try {
    vehicle = await configuredRegoLookup().lookup(request.rego, request.regoState)
  } catch (error) {
    if (!(error instanceof RegoLookupError)) throw error
    payload.logger.warn({ err: error }, 'Rego lookup failed while valuing a trade-in')
  }
  const outcome: TradeInOutcome = vehicle
    ? tradeInOutcome(vehicle, request.kms, request.adjustmentAnswers, now)
    : { kind: 'no-estimate', reason: 'age-unknown' }
  return { vehicle, outcome }
}

/** The stored valuation's columns: the request, the looked-up car and the outcome, linked to the lead and car. */
export function valuationData(
  tenantId: Id,
  request: EstimateRequest,
  valued: { vehicle: RegoVehicle | null; outcome: TradeInOutcome },
  links: { leadId: Id; carId: Id | null },
): Omit<Valuation, 'id' | 'createdAt' | 'updatedAt'> {
  const { vehicle, outcome } = valued
  return {
    tenant: tenantId as Valuation['tenant'],
    rego: request.rego,
    regoState: request.regoState,
    kms: request.kms,
    vehicle_title: vehicle ? regoVehicleTitle(vehicle) : null,
    vehicle: vehicle
      ? { make: vehicle.make, model: vehicle.model, variant: vehicle.variant, year: vehicle.year }
      : { make: null, model: null, variant: null, year: null },
    adjustmentAnswers: request.adjustmentAnswers,
    outcome: outcome.kind,
    no_estimate_reason: outcome.kind === 'no-estimate' ? outcome.reason : null,
    estimate_low: outcome.kind === 'estimate' ? outcome.low : null,
    estimate_high: outcome.kind === 'estimate' ? outcome.high : null,
    lead: links.leadId as Valuation['lead'],
    car: links.carId === null ? null : (links.carId as number),
    lookup_provider: configuredRegoLookup().name,
  }
}
