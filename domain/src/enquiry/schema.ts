import { z } from 'zod'

import {
  australianStates,
  enquiryFields,
  type EnquiryFieldRule,
  type EnquiryFormConfig,
  type EnquirySubmission,
  type EnquiryValidation,
  formatEnquiryErrors,
  HONEYPOT_FIELD,
  isValidPhone,
} from './fields'
import { enquiryMessages } from './messages'
import { boundedFinanceFigure, type FinanceApplicationFigure, financeFigureMessage } from '../finance/application'
import { MAX_MONEY_DOLLARS } from '../limits/numberLimits'
import { parseMoney } from './money'
import { isValidPostcodeFormat } from './postcode'

/*
 * The server's parser of an enquiry: each field's rule (`fields.ts`) as a zod schema. This is the
 * authority; the browser's checks (`check.ts`) are held to the same verdicts by `check.test.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Field rules

const blankToUndefined = (value: unknown): unknown => {
  if (typeof value === 'string' && value.trim() === '') return undefined
  if (value === null) return undefined
  return value
}

const numberToString = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)

/** Checkbox values arrive as booleans from JSON and as 'on'/'true' from plain form posts. */
const checkboxValue = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') return ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase())
  if (typeof value === 'number') return value === 1
  return value
}

function requiredText(message: string, maxLength: number) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(maxLength, { error: message })
}

function optionalText(maxLength: number, message: string = enquiryMessages.unexpectedError) {
  return z.preprocess(
    (value) => blankToUndefined(numberToString(value)),
    z.string({ error: message }).trim().max(maxLength, { error: message }).optional(),
  )
}

function requiredChoice(message: string, allowed: readonly string[] | undefined) {
  return z.preprocess(
    numberToString,
    requiredText(message, 200).refine((value) => !allowed || allowed.includes(value), { error: message }),
  )
}

function oneOfField(message: string, options: readonly string[], defaultValue: string) {
  return z.preprocess(blankToUndefined, z.enum(options as [string, ...string[]], { error: message }).default(defaultValue))
}

function optionalCheckbox(defaultValue?: boolean) {
  // Anything but a tick box's values (an object, a list) is refused with the generic wording.
  const box = z.boolean({ error: enquiryMessages.unexpectedError })
  const inner = defaultValue === undefined ? box.optional() : box.default(defaultValue)
  return z.preprocess(checkboxValue, inner)
}

/** Money typed as '$25,000' or sent as 25000; must be above zero and at most MAX_MONEY_DOLLARS. */
function moneyField(message: string, required: boolean) {
  const field = z.unknown().transform((value, ctx): number | undefined => {
    if (blankToUndefined(value) === undefined) {
      if (!required) return undefined
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    const amount = parseMoney(value)
    if (amount === null || amount <= 0) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    if (amount > MAX_MONEY_DOLLARS) {
      ctx.addIssue({ code: 'custom', message: enquiryMessages.amountTooLarge })
      return z.NEVER
    }
    return amount
  })
  // Zod refuses an undefined result from a field it was not told is optional.
  return required ? field : field.optional()
}

/** A finance figure typed as '$25,000' or '5', bounded by the calculator's range for it; blank is none. */
function financeFigureField(figure: FinanceApplicationFigure) {
  return z
    .unknown()
    .transform((value, ctx): number | undefined => {
      if (blankToUndefined(value) === undefined) return undefined
      const amount = boundedFinanceFigure(figure, value)
      if (amount === null) {
        ctx.addIssue({ code: 'custom', message: financeFigureMessage(figure) })
        return z.NEVER
      }
      return amount
    })
    .optional()
}

const postcodeSchema = z.preprocess(
  numberToString,
  z.string({ error: enquiryMessages.postcodeFormat }).trim().refine(isValidPostcodeFormat, { error: enquiryMessages.postcodeFormat }),
)

const emailSchema = z
  .string({ error: enquiryMessages.emailInvalid })
  .trim()
  .max(254, { error: enquiryMessages.emailInvalid })
  .pipe(z.email({ error: enquiryMessages.emailInvalid }))

const phoneSchema = z
  .string({ error: enquiryMessages.phoneInvalid })
  .trim()
  .max(30, { error: enquiryMessages.phoneInvalid })
  .refine(isValidPhone, { error: enquiryMessages.phoneInvalid })

const kmsSchema = z
  .unknown()
  .transform((value, ctx): number | undefined => {
    if (blankToUndefined(value) === undefined) return undefined
    const text =
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[\s,]/g, '').replace(/km$/i, '') : ''
    if (!/^\d{1,7}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: enquiryMessages.kmsInvalid })
      return z.NEVER
    }
    return Number(text)
  })
  .optional()

const regoSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: enquiryMessages.regoInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 -]{0,9}$/, { error: enquiryMessages.regoInvalid })
    .optional(),
)

const regoStateSchema = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : blankToUndefined(value)),
  z.enum(australianStates, { error: enquiryMessages.regoStateInvalid }).optional(),
)

function bookingDateSchema(slots: readonly string[] | undefined, now: Date | undefined) {
  return z
    .unknown()
    .transform((value, ctx): string | undefined => {
      if (blankToUndefined(value) === undefined) return undefined
      const text = typeof value === 'string' ? value.trim() : ''
      const time = Date.parse(text)
      if (!text || Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: enquiryMessages.bookingDateInvalid })
        return z.NEVER
      }
      if (now && time <= now.getTime()) {
        ctx.addIssue({ code: 'custom', message: enquiryMessages.bookingDateInPast })
        return z.NEVER
      }
      if (slots && slots.length > 0 && !slots.some((slot) => Date.parse(slot) === time)) {
        ctx.addIssue({ code: 'custom', message: enquiryMessages.bookingDateUnavailable })
        return z.NEVER
      }
      return text
    })
    .optional()
}

const honeypotSchema = z
  .unknown()
  .transform((value, ctx): undefined => {
    if (blankToUndefined(value) !== undefined) ctx.addIssue({ code: 'custom', message: enquiryMessages.spamDetected })
    return undefined
  })
  .optional()

const idempotencyKeySchema = z
  .string({ error: enquiryMessages.submissionKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: enquiryMessages.submissionKeyInvalid })

/** The Request Photos form's hidden field always carries the same request, whatever was posted. */
const photoRequestSchema = z.preprocess(() => enquiryMessages.requestPhotos, z.literal(enquiryMessages.requestPhotos))

const additionalServicesSchema = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value)
    if (blank === undefined) return undefined
    return typeof blank === 'string' ? [blank] : blank
  },
  z
    .array(
      z
        .string({ error: enquiryMessages.unexpectedError })
        .trim()
        .min(1, { error: enquiryMessages.unexpectedError })
        .max(100, { error: enquiryMessages.unexpectedError }),
      { error: enquiryMessages.unexpectedError },
    )
    .max(20, { error: enquiryMessages.unexpectedError })
    .optional(),
)

function zodForRule(rule: EnquiryFieldRule): z.ZodType {
  switch (rule.type) {
    case 'requiredText':
      return requiredText(rule.message, rule.maxLength)
    case 'optionalText':
      return optionalText(rule.maxLength, rule.message)
    case 'requiredChoice':
      return requiredChoice(rule.message, rule.allowed)
    case 'oneOf':
      return oneOfField(rule.message, rule.options, rule.defaultValue)
    case 'checkbox':
      return optionalCheckbox(rule.defaultValue)
    case 'mustTick':
      return z.preprocess(checkboxValue, z.literal(true, { error: rule.message }))
    case 'money':
      return moneyField(rule.message, rule.required)
    case 'financeFigure':
      return financeFigureField(rule.figure)
    case 'email':
      return emailSchema
    case 'phone':
      return phoneSchema
    case 'postcode':
      return postcodeSchema
    case 'kms':
      return kmsSchema
    case 'rego':
      return regoSchema
    case 'regoState':
      return regoStateSchema
    case 'bookingDate':
      return bookingDateSchema(rule.slots, rule.now)
    case 'photoRequest':
      return photoRequestSchema
    case 'additionalServices':
      return additionalServicesSchema
    case 'honeypot':
      return honeypotSchema
    case 'idempotencyKey':
      return idempotencyKeySchema
  }
}

/** The zod schema for one form; unknown keys are dropped so nothing unchecked reaches a lead. */
export function buildEnquirySchema(config: EnquiryFormConfig): z.ZodType<EnquirySubmission> {
  const shape: Record<string, z.ZodType> = {}
  for (const field of enquiryFields(config)) shape[field.name] = zodForRule(field.rule)
  return z.object(shape).transform((values) => {
    const { [HONEYPOT_FIELD]: _honeypot, ...rest } = values
    return rest as EnquirySubmission
  }) as unknown as z.ZodType<EnquirySubmission>
}

/** The server's full validation of a submission (the browser checks with `checkEnquiry` before sending). */
export function validateEnquiry(config: EnquiryFormConfig, input: unknown): EnquiryValidation {
  const result = buildEnquirySchema(config).safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, errors: formatEnquiryErrors(result.error) }
}
