import { type AdjustmentAnswers, adjustmentFactor } from './adjustments'
import { type NoEstimateReason, onlineEstimateVerdict } from './rule'
import type { RegoVehicle } from './vehicle'

/** Half the width of the range shown, as a share of its middle: an estimate, not an offer. */
const ESTIMATE_SPREAD = 0.06
/** Figures are rounded to this many dollars. */
const ESTIMATE_ROUNDING = 100
/** A car loses this share of its value in its first year, and this share of what is left each year after. */
const FIRST_YEAR_DEPRECIATION = 0.2
const YEARLY_DEPRECIATION = 0.1
/** Kilometres a year an average car travels; more or fewer move the figure by this share per 10,000 km. */
const AVERAGE_YEARLY_KMS = 15_000
const SHARE_PER_10000_KMS = 0.015

export type TradeInOutcome = { kind: 'estimate'; low: number; high: number } | { kind: 'no-estimate'; reason: NoEstimateReason }

const roundDollars = (value: number) => Math.max(0, Math.round(value / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING)

/**
 * The trade-in estimate range for a car, or the no-estimate path when the one rule (rule.ts) says so.
 * The figure starts from the car's reference value, depreciates with age, moves with kilometres above
 * or below the average for its age, and with the answers to the adjustment questions.
 */
export function tradeInOutcome(vehicle: RegoVehicle, kms: number, answers: AdjustmentAnswers, now: Date): TradeInOutcome {
  const verdict = onlineEstimateVerdict({ year: vehicle.year, kms }, now)
  if (!verdict.eligible) return { kind: 'no-estimate', reason: verdict.reason }
  const age = Math.max(0, now.getFullYear() - vehicle.year)
  const depreciated =
    age === 0 ? vehicle.referenceValue : vehicle.referenceValue * (1 - FIRST_YEAR_DEPRECIATION) * (1 - YEARLY_DEPRECIATION) ** (age - 1)
  const expectedKms = Math.max(age, 0.5) * AVERAGE_YEARLY_KMS
  const kmsFactor = Math.min(1.1, Math.max(0.8, 1 - ((kms - expectedKms) / 10_000) * SHARE_PER_10000_KMS))
  const middle = depreciated * kmsFactor * adjustmentFactor(answers)
  return { kind: 'estimate', low: roundDollars(middle * (1 - ESTIMATE_SPREAD)), high: roundDollars(middle * (1 + ESTIMATE_SPREAD)) }
}

/** '$18,400 – $20,500' */
export function formatEstimateRange(outcome: { low: number; high: number }): string {
  const dollars = (value: number) => `$${value.toLocaleString('en-AU')}`
  return `${dollars(outcome.low)} – ${dollars(outcome.high)}`
}
