import { australianStates, enquiryFields, type EnquiryErrors, type EnquiryFieldRule, type EnquiryFormConfig, isValidPhone } from './fields'
import { enquiryMessages } from './messages'
import { boundedFinanceFigure, financeFigureMessage } from '../finance/application'
import { MAX_MONEY_DOLLARS } from '../limits/numberLimits'
import { parseMoney } from './money'
import { isValidPostcodeFormat } from './postcode'

/*
 * The browser's check of an enquiry before it is sent: the same field rules as the server's zod schema
 * (`schema.ts`), written out by hand so the form's code does not carry the schema library (about 30 KB
 * gzip of a form page's first load). The server parses every submission again and stays the authority;
 * `check.test.ts` holds the two to the same verdict and the same message for each field over a table of
 * answers. Only the verdict is worked out here, not the parsed values.
 */

/** zod's own email pattern (zod 4, `z.email()`), so the browser refuses exactly what the server does. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
const EMAIL_MAX_LENGTH = 254
const PHONE_MAX_LENGTH = 30
const CHOICE_MAX_LENGTH = 200
const SERVICE_MAX_LENGTH = 100
const MAX_SERVICES = 20

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A number sent where text is expected is read as its digits, as the server does. */
const asText = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)

/** A tick box's value as the server reads it: undefined when absent, a boolean, or anything else unchanged. */
function checkboxValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') return ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase())
  if (typeof value === 'number') return value === 1
  return value
}

function textWithin(value: unknown, minLength: number, maxLength: number): boolean {
  if (typeof value !== 'string') return false
  const length = value.trim().length
  return length >= minLength && length <= maxLength
}

/** The message a field's value earns, or null when the server would accept it. */
function enquiryFieldProblem(rule: EnquiryFieldRule, value: unknown): string | null {
  switch (rule.type) {
    case 'requiredText':
      return textWithin(value, 1, rule.maxLength) ? null : rule.message
    case 'optionalText': {
      const text = asText(value)
      return isBlank(text) || textWithin(text, 0, rule.maxLength) ? null : rule.message
    }
    case 'requiredChoice': {
      const text = asText(value)
      if (!textWithin(text, 1, CHOICE_MAX_LENGTH)) return rule.message
      return !rule.allowed || rule.allowed.includes((text as string).trim()) ? null : rule.message
    }
    case 'oneOf':
      return isBlank(value) || (typeof value === 'string' && rule.options.includes(value)) ? null : rule.message
    case 'checkbox': {
      const box = checkboxValue(value)
      return box === undefined || typeof box === 'boolean' ? null : enquiryMessages.unexpectedError
    }
    case 'mustTick':
      return checkboxValue(value) === true ? null : rule.message
    case 'money': {
      if (isBlank(value)) return rule.required ? rule.message : null
      const amount = parseMoney(value)
      if (amount === null || amount <= 0) return rule.message
      return amount > MAX_MONEY_DOLLARS ? enquiryMessages.amountTooLarge : null
    }
    case 'financeFigure':
      return isBlank(value) || boundedFinanceFigure(rule.figure, value) !== null ? null : financeFigureMessage(rule.figure)
    case 'email':
      return typeof value === 'string' && value.trim().length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value.trim())
        ? null
        : enquiryMessages.emailInvalid
    case 'phone':
      return typeof value === 'string' && value.trim().length <= PHONE_MAX_LENGTH && isValidPhone(value.trim())
        ? null
        : enquiryMessages.phoneInvalid
    case 'postcode': {
      const text = asText(value)
      return typeof text === 'string' && isValidPostcodeFormat(text.trim()) ? null : enquiryMessages.postcodeFormat
    }
    case 'kms': {
      if (isBlank(value)) return null
      const text =
        typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[\s,]/g, '').replace(/km$/i, '') : ''
      return /^\d{1,7}$/.test(text) ? null : enquiryMessages.kmsInvalid
    }
    case 'rego':
      if (isBlank(value)) return null
      return typeof value === 'string' && /^[A-Z0-9][A-Z0-9 -]{0,9}$/.test(value.trim().toUpperCase()) ? null : enquiryMessages.regoInvalid
    case 'regoState': {
      const state = typeof value === 'string' ? value.trim().toUpperCase() : value
      return isBlank(state) || (australianStates as readonly unknown[]).includes(state) ? null : enquiryMessages.regoStateInvalid
    }
    case 'bookingDate': {
      if (isBlank(value)) return null
      const text = typeof value === 'string' ? value.trim() : ''
      const time = Date.parse(text)
      if (!text || Number.isNaN(time)) return enquiryMessages.bookingDateInvalid
      if (rule.now && time <= rule.now.getTime()) return enquiryMessages.bookingDateInPast
      if (rule.slots && rule.slots.length > 0 && !rule.slots.some((slot) => Date.parse(slot) === time))
        return enquiryMessages.bookingDateUnavailable
      return null
    }
    case 'photoRequest':
      return null
    case 'additionalServices': {
      if (isBlank(value)) return null
      const list = typeof value === 'string' ? [value] : value
      if (!Array.isArray(list) || list.length > MAX_SERVICES) return enquiryMessages.unexpectedError
      return list.every((item) => textWithin(item, 1, SERVICE_MAX_LENGTH)) ? null : enquiryMessages.unexpectedError
    }
    case 'honeypot':
      return isBlank(value) ? null : enquiryMessages.spamDetected
    case 'idempotencyKey':
      return typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? null : enquiryMessages.submissionKeyInvalid
  }
}

type EnquiryCheck = { ok: true } | { ok: false; errors: EnquiryErrors }

/**
 * The browser's check before sending: the fields in the order they are shown, each with the first
 * message the server would give it, and each distinct message once (as `validateEnquiry` reports them).
 */
export function checkEnquiry(config: EnquiryFormConfig, values: Readonly<Record<string, unknown>>): EnquiryCheck {
  const messages: string[] = []
  const byField: Record<string, string> = {}
  for (const field of enquiryFields(config)) {
    const problem = enquiryFieldProblem(field.rule, values[field.name])
    if (problem === null || field.name in byField) continue
    byField[field.name] = problem
    if (!messages.includes(problem)) messages.push(problem)
  }
  if (messages.length === 0) return { ok: true }
  return { ok: false, errors: { summary: enquiryMessages.errorSummary, messages, byField } }
}
