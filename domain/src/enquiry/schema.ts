import { z } from 'zod'

import { generalEnquiryCategories, type EnquiryFormKind, type OptInStyle } from './categories'
import { enquiryMessages } from './messages'
import { MAX_MONEY_DOLLARS } from '../limits/numberLimits'
import { parseMoney } from './money'
import { isValidPostcodeFormat } from './postcode'

/** Per-tenant switches that change which enquiry fields are required. */
export type TenantEnquirySettings = {
  /** Comments are required unless the tenant turns this off. Default true. */
  commentsRequired?: boolean
  /** Some tenants make visitors tick the terms of use before submitting. Default false. */
  termsRequired?: boolean
  /** Whether the marketing opt-in starts ticked. Default true. */
  optInDefault?: boolean
  /** The submit button's text on forms that set none of their own; default 'Submit Form'. Display only. */
  submitText?: string | null
  /** One opt-in box, or separate finance and trade-in boxes on some configurations. Default 'single'. */
  optInStyle?: OptInStyle
}

/** Which optional parts of a form the page shows. A select that is shown must be answered. */
export type EnquiryFormVisibility = {
  categorySelect?: boolean
  locationSelect?: boolean
  dealershipSelect?: boolean
  lastName?: boolean
  preferredContactMethod?: boolean
  financeStatus?: boolean
  /** The 'Do you have a trade-in?' question and its valuation fields (always on the trade-in form). */
  tradeIn?: boolean
}

export type EnquiryFormConfig = {
  kind: EnquiryFormKind
  tenant?: TenantEnquirySettings
  show?: EnquiryFormVisibility
  /** The values the selects offer; an answer outside them is refused. Omit to accept any value. */
  choices?: {
    categories?: readonly string[]
    locationIds?: readonly (string | number)[]
    dealershipSlugs?: readonly string[]
    /** Appointment times offered for a test drive, as ISO strings. */
    appointmentSlots?: readonly string[]
  }
  /** The current time, to refuse test-drive bookings in the past; omitted skips that check. */
  now?: Date
}

export const preferredContactMethods = ['Phone', 'Email', 'SMS'] as const
export type PreferredContactMethod = (typeof preferredContactMethods)[number]

export const yesNo = ['Yes', 'No'] as const
export type YesNo = (typeof yesNo)[number]

export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type AustralianState = (typeof australianStates)[number]

/** A field bots fill in and people never see; any value in it marks the submission as spam. */
export const HONEYPOT_FIELD = 'company_website'
export const POSTCODE_MAX_LENGTH = 4
export const TEST_DRIVE_BOOKING_LABEL = 'Test Drive Booking Date'

/** What a valid submission holds after parsing: trimmed text, numbers for money and kilometres. */
export type EnquirySubmission = {
  category?: string
  subcategory?: string
  location_id?: string
  dealership_slug?: string
  name: string
  last_name?: string
  email: string
  phone: string
  postcode: string
  PreferredContactMethod: PreferredContactMethod
  finance?: YesNo
  offer_from_client?: number
  'do-you-have-a-trade-in'?: YesNo
  kms?: number
  rego?: string
  regoState?: AustralianState
  valuation?: number
  test_drive_booking_date?: string
  photo_request?: string
  message?: string
  opt_in?: boolean
  opt_in_finance?: boolean
  opt_in_trade?: boolean
  terms_agreed?: boolean
  car_id?: string
  manufacturer_slug?: string
  stock_number?: string
  'Vehicle Make'?: string
  'Vehicle Model'?: string
  car_type?: string
  vehicle_status?: string
  page_id?: string
  additional_services?: string[]
  idempotency_key: string
}

export type EnquiryFieldName = keyof EnquirySubmission | typeof HONEYPOT_FIELD

export type EnquiryFieldSpec = {
  name: EnquiryFieldName
  label: string
  required: boolean
  /** Hidden fields are filled by the page (vehicle facts, keys), never typed by the visitor. */
  hidden: boolean
  schema: z.ZodType
}

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

function yesNoField(defaultValue: YesNo) {
  return z.preprocess(blankToUndefined, z.enum(yesNo, { error: enquiryMessages.yesNoInvalid }).default(defaultValue))
}

function optionalCheckbox(defaultValue?: boolean) {
  const inner = defaultValue === undefined ? z.boolean().optional() : z.boolean().default(defaultValue)
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

/** Accepts Australian numbers with an area or mobile prefix, and other countries' numbers in +form. */
export function isValidPhone(raw: string): boolean {
  const compact = raw.replace(/\(0\)/g, '').replace(/[\s().-]/g, '')
  if (/^0[2-478]\d{8}$/.test(compact)) return true
  if (/^\+?61[2-478]\d{8}$/.test(compact)) return true
  return /^\+(?!61)[1-9]\d{6,14}$/.test(compact)
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
    .array(z.string().trim().min(1).max(100), { error: enquiryMessages.unexpectedError })
    .max(20, { error: enquiryMessages.unexpectedError })
    .optional(),
)

// ---------------------------------------------------------------------------------------------
// Building a form

/** Kinds that have no free-text comments at all (make-an-offer drops message and opt-in). */
const kindsWithoutMessage: ReadonlySet<EnquiryFormKind> = new Set(['make-an-offer', 'former-customer'])
/** Kinds whose comments are always optional, whatever the tenant says. */
const kindsWithOptionalMessage: ReadonlySet<EnquiryFormKind> = new Set(['test-drive', 'request-photos'])

/**
 * The fields of a form in the order they are shown, each with its label, whether it is required
 * and its rule. The schema and any rendering are built from this one list so they cannot disagree.
 */
export function enquiryFields(config: EnquiryFormConfig): EnquiryFieldSpec[] {
  const { kind } = config
  const tenant = config.tenant ?? {}
  const show = config.show ?? {}
  const choices = config.choices ?? {}
  const fields: EnquiryFieldSpec[] = []
  const add = (name: EnquiryFieldName, label: string, required: boolean, schema: z.ZodType, hidden = false) =>
    fields.push({ name, label, required, hidden, schema })

  if (show.categorySelect) {
    add('category', 'Category', true, requiredChoice(enquiryMessages.categoryRequired, choices.categories ?? generalEnquiryCategories))
  }
  const showsLocation = show.locationSelect || kind === 'former-customer'
  if (showsLocation) {
    add('location_id', 'Location', true, requiredChoice(enquiryMessages.locationRequired, choices.locationIds?.map(String)))
  }
  if (show.dealershipSelect) {
    add('dealership_slug', 'Dealership', true, requiredChoice(enquiryMessages.dealershipRequired, choices.dealershipSlugs))
  }

  // A saved visitor profile may carry a last name into any form, so it is accepted even when not shown.
  const showsLastName = show.lastName === true || kind === 'former-customer'
  add('name', showsLastName ? 'First Name' : 'Name', true, requiredText(enquiryMessages.nameRequired, 100))
  add('last_name', 'Last Name', false, optionalText(100, enquiryMessages.lastNameRequired), !showsLastName)
  add('email', 'Email', true, emailSchema)
  add('phone', kind === 'former-customer' ? 'Mobile' : 'Phone', true, phoneSchema)
  add('postcode', 'Postcode', true, postcodeSchema)
  add(
    'PreferredContactMethod',
    'Preferred Contact Method',
    false,
    z.preprocess(blankToUndefined, z.enum(preferredContactMethods, { error: enquiryMessages.preferredContactInvalid }).default('Phone')),
    !show.preferredContactMethod,
  )
  if (show.financeStatus) add('finance', 'Do you need finance?', false, yesNoField('No'))

  if (kind === 'make-an-offer') add('offer_from_client', 'Your Offer', true, moneyField(enquiryMessages.offerRequired, true))

  const tradeInForm = kind === 'trade-in'
  if (tradeInForm || show.tradeIn) {
    if (!tradeInForm) add('do-you-have-a-trade-in', 'Do you have a trade-in?', false, yesNoField('No'))
    add('kms', 'Kilometres', false, kmsSchema)
    add('rego', 'Rego', false, regoSchema)
    add('regoState', 'Rego State', false, regoStateSchema)
    add('valuation', 'Valuation', false, moneyField(enquiryMessages.valuationInvalid, false))
  }

  if (kind === 'test-drive') {
    add('test_drive_booking_date', TEST_DRIVE_BOOKING_LABEL, false, bookingDateSchema(choices.appointmentSlots, config.now))
  }
  if (kind === 'request-photos') add('photo_request', 'Request', false, photoRequestSchema, true)

  if (!kindsWithoutMessage.has(kind)) {
    const required = !kindsWithOptionalMessage.has(kind) && tenant.commentsRequired !== false
    add(
      'message',
      'Comments',
      required,
      required ? requiredText(enquiryMessages.commentsRequired, 5000) : optionalText(5000, enquiryMessages.commentsRequired),
    )
  }

  if (kind !== 'make-an-offer') {
    if (tenant.optInStyle === 'finance-and-trade') {
      add('opt_in_finance', 'Finance offers', false, optionalCheckbox(false))
      add('opt_in_trade', 'Trade-in offers', false, optionalCheckbox(false))
    } else {
      add('opt_in', 'Opt in', false, optionalCheckbox(tenant.optInDefault ?? true))
    }
  }

  if (tenant.termsRequired) {
    add(
      'terms_agreed',
      'I agree to the terms of use',
      true,
      z.preprocess(checkboxValue, z.literal(true, { error: enquiryMessages.termsRequired })),
    )
  } else {
    add('terms_agreed', 'I agree to the terms of use', false, optionalCheckbox(), true)
  }

  // Facts the page fills in: the vehicle the visitor was looking at and where the form sits.
  add('subcategory', 'Subcategory', false, optionalText(100), true)
  if (!show.dealershipSelect) add('dealership_slug', 'Dealership', false, optionalText(100), true)
  add('car_id', 'Car', false, optionalText(64), true)
  add('manufacturer_slug', 'Manufacturer', false, optionalText(100), true)
  add('stock_number', 'Stock Number', false, optionalText(64), true)
  add('Vehicle Make', 'Vehicle Make', false, optionalText(100), true)
  add('Vehicle Model', 'Vehicle Model', false, optionalText(100), true)
  add('car_type', 'Car Type', false, optionalText(20), true)
  add('vehicle_status', 'Vehicle Status', false, optionalText(20), true)
  add('page_id', 'Page', false, optionalText(64), true)
  add('additional_services', 'Additional Services', false, additionalServicesSchema, true)

  add(HONEYPOT_FIELD, 'Company Website', false, honeypotSchema, true)
  add('idempotency_key', 'Submission Key', true, idempotencyKeySchema, true)
  return fields
}

/** The zod schema for one form; unknown keys are dropped so nothing unchecked reaches a lead. */
export function buildEnquirySchema(config: EnquiryFormConfig): z.ZodType<EnquirySubmission> {
  const shape: Record<string, z.ZodType> = {}
  for (const field of enquiryFields(config)) shape[field.name] = field.schema
  return z.object(shape).transform((values) => {
    const { [HONEYPOT_FIELD]: _honeypot, ...rest } = values
    return rest as EnquirySubmission
  }) as unknown as z.ZodType<EnquirySubmission>
}

/** The initial values a form starts with, so the visitor sees the same defaults the server applies. */
export function enquiryInitialValues(config: EnquiryFormConfig): Partial<Record<EnquiryFieldName, string | boolean>> {
  const tenant = config.tenant ?? {}
  const values: Partial<Record<EnquiryFieldName, string | boolean>> = { PreferredContactMethod: 'Phone' }
  const names = new Set(enquiryFields(config).map((field) => field.name))
  if (names.has('opt_in')) values.opt_in = tenant.optInDefault ?? true
  if (names.has('opt_in_finance')) values.opt_in_finance = false
  if (names.has('opt_in_trade')) values.opt_in_trade = false
  if (names.has('finance')) values.finance = 'No'
  if (names.has('do-you-have-a-trade-in')) values['do-you-have-a-trade-in'] = 'No'
  if (names.has('terms_agreed')) values.terms_agreed = false
  if (names.has('photo_request')) values.photo_request = enquiryMessages.requestPhotos
  return values
}

// ---------------------------------------------------------------------------------------------
// Errors

export type EnquiryErrors = {
  summary: typeof enquiryMessages.errorSummary
  /** Each distinct message once, in the order the fields appear. */
  messages: string[]
  /** The first message for each field, keyed by field name; '_form' for errors on no field. */
  byField: Record<string, string>
}

type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string }

export function formatEnquiryErrors(error: { readonly issues: readonly IssueLike[] }): EnquiryErrors {
  const messages: string[] = []
  const byField: Record<string, string> = {}
  for (const issue of error.issues) {
    if (!messages.includes(issue.message)) messages.push(issue.message)
    const first = issue.path[0]
    const field = first === undefined ? '_form' : String(first)
    if (!(field in byField)) byField[field] = issue.message
  }
  return { summary: enquiryMessages.errorSummary, messages, byField }
}

export type EnquiryValidation = { ok: true; data: EnquirySubmission } | { ok: false; errors: EnquiryErrors }

/** Full validation before submit, on the browser and again on the server. */
export function validateEnquiry(config: EnquiryFormConfig, input: unknown): EnquiryValidation {
  const result = buildEnquirySchema(config).safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, errors: formatEnquiryErrors(result.error) }
}

/**
 * True when the honeypot was filled in: the server then answers as if the enquiry was sent and stores
 * nothing, so a bot learns nothing from the reply.
 */
export function caughtByHoneypot(errors: EnquiryErrors): boolean {
  return HONEYPOT_FIELD in errors.byField
}
