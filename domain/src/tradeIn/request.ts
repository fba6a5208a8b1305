import { z } from 'zod'

import { ADJUSTMENTS_INCOMPLETE, type AdjustmentAnswers, adjustmentQuestions } from './adjustments'
import { checkKms, checkRego } from './rego'
import type { AustralianState } from '../enquiry/fields'

/**
 * The public valuation calls' bodies, checked at the edge. Every message is one a shopper can act on.
 * - a rego lookup: { rego, regoState }
 * - an estimate: the same plus { kms, adjustmentAnswers }
 * - the saved valuation (POST /api/miscellaneous): { column_name: 'valuation', lead_id, rego, regoState, kms, adjustmentAnswers, car_id? }
 */

/* The zod schemas live here, apart from the questions, so the valuation form in the browser does not carry the schema library. */

const answerShape: Record<string, z.ZodType<string>> = Object.fromEntries(
  adjustmentQuestions.map((question) => {
    const values = question.options.map((option) => option.value as string) as [string, ...string[]]
    return [question.name, z.enum(values, { error: ADJUSTMENTS_INCOMPLETE })]
  }),
)

/** Every question answered with one of its options; anything else (an extra key, another value) is refused. */
export const adjustmentAnswersSchema = z.strictObject(answerShape, {
  error: ADJUSTMENTS_INCOMPLETE,
}) as unknown as z.ZodType<AdjustmentAnswers>

type ValuationRequestErrors = Record<string, string>

type RegoRequest = { rego: string; regoState: AustralianState }
export type EstimateRequest = RegoRequest & { kms: number; adjustmentAnswers: AdjustmentAnswers }

type Parsed<T> = { ok: true; data: T } | { ok: false; errors: ValuationRequestErrors }

const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

export function parseRegoRequest(body: unknown): Parsed<RegoRequest> {
  const input = asObject(body)
  const rego = checkRego(input.rego, input.regoState)
  if (!rego.ok) return { ok: false, errors: { [rego.field]: rego.message } }
  return { ok: true, data: { rego: rego.rego, regoState: rego.state } }
}

export function parseEstimateRequest(body: unknown): Parsed<EstimateRequest> {
  const input = asObject(body)
  const errors: ValuationRequestErrors = {}
  const rego = checkRego(input.rego, input.regoState)
  if (!rego.ok) errors[rego.field] = rego.message
  const kms = checkKms(input.kms)
  if (!kms.ok) errors.kms = kms.message
  const answers = adjustmentAnswersSchema.safeParse(input.adjustmentAnswers)
  if (!answers.success) errors.adjustmentAnswers = answers.error.issues[0]?.message ?? ADJUSTMENTS_INCOMPLETE
  if (!rego.ok || !kms.ok || !answers.success) return { ok: false, errors }
  return { ok: true, data: { rego: rego.rego, regoState: rego.state, kms: kms.kms, adjustmentAnswers: answers.data } }
}

export const VALUATION_COLUMN = 'valuation'
export const miscellaneousMessages = {
  columnUnknown: "column_name must be 'valuation'.",
  leadRequired: 'lead_id must name the enquiry this valuation belongs to.',
  leadUnknown: 'No trade-in enquiry with that lead_id and rego was sent from this site in the last day.',
  bodyInvalid: 'The request must be a JSON object.',
} as const

const leadIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
])
const carIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,160}$/),
])

type SaveValuationRequest = EstimateRequest & { leadId: number | string; carId: string | null }

/** The body of POST /api/miscellaneous: only the 'valuation' column is known. */
export function parseSaveValuationRequest(body: unknown): Parsed<SaveValuationRequest> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: { _form: miscellaneousMessages.bodyInvalid } }
  const input = body as Record<string, unknown>
  if (input.column_name !== VALUATION_COLUMN) return { ok: false, errors: { column_name: miscellaneousMessages.columnUnknown } }
  const estimate = parseEstimateRequest(input)
  const lead = leadIdSchema.safeParse(input.lead_id)
  const car = input.car_id === undefined || input.car_id === null || input.car_id === '' ? null : carIdSchema.safeParse(input.car_id)
  const errors: ValuationRequestErrors = estimate.ok ? {} : { ...estimate.errors }
  if (!lead.success) errors.lead_id = miscellaneousMessages.leadRequired
  if (car && !car.success) errors.car_id = 'car_id must be a car’s id or slug.'
  if (!estimate.ok || !lead.success || (car && !car.success)) return { ok: false, errors }
  return { ok: true, data: { ...estimate.data, leadId: lead.data, carId: car?.success ? String(car.data) : null } }
}
