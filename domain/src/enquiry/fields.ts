import { generalEnquiryCategories, type EnquiryFormKind, type OptInStyle } from './categories'
import { FINANCE_APPLICATION_LABELS, type FinanceApplicationFigure, financeFrequencies } from '../finance/application'
import type { PaymentFrequency } from '../finance/calculatorRanges'

import { enquiryMessages } from './messages'

/*
 * The enquiry fields and their rules as plain data, without the schema library: the form's code in the
 * browser reads these (and `check.ts`), the server builds its zod schema from the same list (`schema.ts`).
 */

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

const yesNo = ['Yes', 'No'] as const
type YesNo = (typeof yesNo)[number]

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
  /** A finance application's figures (the finance form, prefilled from the car page's calculator). */
  vehiclePriceBudget?: number
  deposit?: number
  term?: number
  balloon?: number
  frequency?: PaymentFrequency
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
  /** What the field accepts: the server's zod schema and the browser's checks are both built from it. */
  rule: EnquiryFieldRule
}

/**
 * A field's rule as plain data, so the form's code in the browser can check answers without the schema
 * library (`check.ts`), while the server parses with zod (`schema.ts`); `check.test.ts` holds them to
 * the same verdicts and messages.
 */
export type EnquiryFieldRule =
  /** Text that must be given: trimmed, 1 to maxLength characters. */
  | { type: 'requiredText'; message: string; maxLength: number }
  /** Text that may be left blank (numbers are taken as text): trimmed, at most maxLength characters. */
  | { type: 'optionalText'; message: string; maxLength: number }
  /** A select that must be answered, with one of `allowed` when given. */
  | { type: 'requiredChoice'; message: string; allowed?: readonly string[] }
  /** One of a list, exactly as written; blank takes the default. */
  | { type: 'oneOf'; message: string; options: readonly string[]; defaultValue: string }
  /** A tick box: true/false, or 'on', 'true', '1', 'yes' as a plain form posts it. */
  | { type: 'checkbox'; defaultValue?: boolean }
  /** A tick box that must be ticked. */
  | { type: 'mustTick'; message: string }
  /** A dollar amount above zero and at most MAX_MONEY_DOLLARS. */
  | { type: 'money'; message: string; required: boolean }
  /** A finance application's figure, within the calculator's range for it ('Cannot be less than … or more than …'). */
  | { type: 'financeFigure'; figure: FinanceApplicationFigure }
  | { type: 'email' }
  | { type: 'phone' }
  | { type: 'postcode' }
  | { type: 'kms' }
  | { type: 'rego' }
  | { type: 'regoState' }
  /** An appointment time: a date, later than `now` (when given), and one of `slots` (when any). */
  | { type: 'bookingDate'; slots?: readonly string[]; now?: Date }
  /** Always the Request Photos wording, whatever was posted. */
  | { type: 'photoRequest' }
  /** Up to 20 short texts (one text is a list of one). */
  | { type: 'additionalServices' }
  /** Must be left empty (the field bots fill in). */
  | { type: 'honeypot' }
  | { type: 'idempotencyKey' }

// ---------------------------------------------------------------------------------------------
// Rules

/** Accepts Australian numbers with an area or mobile prefix, and other countries' numbers in +form. */
export function isValidPhone(raw: string): boolean {
  const compact = raw.replace(/\(0\)/g, '').replace(/[\s().-]/g, '')
  if (/^0[2-478]\d{8}$/.test(compact)) return true
  if (/^\+?61[2-478]\d{8}$/.test(compact)) return true
  return /^\+(?!61)[1-9]\d{6,14}$/.test(compact)
}

function requiredText(message: string, maxLength: number): EnquiryFieldRule {
  return { type: 'requiredText', message, maxLength }
}

function optionalText(maxLength: number, message: string = enquiryMessages.unexpectedError): EnquiryFieldRule {
  return { type: 'optionalText', message, maxLength }
}

function requiredChoice(message: string, allowed: readonly string[] | undefined): EnquiryFieldRule {
  return { type: 'requiredChoice', message, ...(allowed ? { allowed } : {}) }
}

function yesNoField(defaultValue: YesNo): EnquiryFieldRule {
  return { type: 'oneOf', message: enquiryMessages.yesNoInvalid, options: yesNo, defaultValue }
}

function optionalCheckbox(defaultValue?: boolean): EnquiryFieldRule {
  return defaultValue === undefined ? { type: 'checkbox' } : { type: 'checkbox', defaultValue }
}

function moneyField(message: string, required: boolean): EnquiryFieldRule {
  return { type: 'money', message, required }
}

// ---------------------------------------------------------------------------------------------
// Building a form

/** Kinds that have no free-text comments at all (make-an-offer drops message and opt-in). */
const kindsWithoutMessage: ReadonlySet<EnquiryFormKind> = new Set(['make-an-offer', 'former-customer'])
/** Kinds whose comments are always optional, whatever the tenant says. */
const kindsWithOptionalMessage: ReadonlySet<EnquiryFormKind> = new Set(['test-drive', 'request-photos'])

/**
 * The fields of a form in the order they are shown, each with its label, whether it is required
 * and its rule. The server's schema, the browser's checks and any rendering are built from this one list
 * so they cannot disagree.
 */
export function enquiryFields(config: EnquiryFormConfig): EnquiryFieldSpec[] {
  const { kind } = config
  const tenant = config.tenant ?? {}
  const show = config.show ?? {}
  const choices = config.choices ?? {}
  const fields: EnquiryFieldSpec[] = []
  const add = (name: EnquiryFieldName, label: string, required: boolean, rule: EnquiryFieldRule, hidden = false) =>
    fields.push({ name, label, required, hidden, rule })

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
  add('email', 'Email', true, { type: 'email' })
  add('phone', kind === 'former-customer' ? 'Mobile' : 'Phone', true, { type: 'phone' })
  add('postcode', 'Postcode', true, { type: 'postcode' })
  add(
    'PreferredContactMethod',
    'Preferred Contact Method',
    false,
    { type: 'oneOf', message: enquiryMessages.preferredContactInvalid, options: preferredContactMethods, defaultValue: 'Phone' },
    !show.preferredContactMethod,
  )
  if (show.financeStatus) add('finance', 'Do you need finance?', false, yesNoField('No'))

  if (kind === 'make-an-offer') add('offer_from_client', 'Your Offer', true, moneyField(enquiryMessages.offerRequired, true))

  const tradeInForm = kind === 'trade-in'
  if (tradeInForm || show.tradeIn) {
    if (!tradeInForm) add('do-you-have-a-trade-in', 'Do you have a trade-in?', false, yesNoField('No'))
    add('kms', 'Kilometres', false, { type: 'kms' })
    add('rego', 'Rego', false, { type: 'rego' })
    add('regoState', 'Rego State', false, { type: 'regoState' })
    add('valuation', 'Valuation', false, moneyField(enquiryMessages.valuationInvalid, false))
  }

  if (kind === 'finance') {
    for (const figure of ['vehiclePriceBudget', 'deposit', 'term', 'balloon'] as const) {
      add(figure, FINANCE_APPLICATION_LABELS[figure], false, { type: 'financeFigure', figure })
    }
    add('frequency', FINANCE_APPLICATION_LABELS.frequency, false, {
      type: 'oneOf',
      message: enquiryMessages.unexpectedError,
      options: financeFrequencies,
      defaultValue: 'weekly',
    })
  }

  if (kind === 'test-drive') {
    add('test_drive_booking_date', TEST_DRIVE_BOOKING_LABEL, false, {
      type: 'bookingDate',
      slots: choices.appointmentSlots,
      now: config.now,
    })
  }
  if (kind === 'request-photos') add('photo_request', 'Request', false, { type: 'photoRequest' }, true)

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
      // The box starts as the site sets it (enquiryInitialValues) and the form sends its state; a body
      // without the field is no consent, whatever the site's default.
      add('opt_in', 'Opt in', false, optionalCheckbox(false))
    }
  }

  if (tenant.termsRequired) {
    add('terms_agreed', 'I agree to the terms of use', true, { type: 'mustTick', message: enquiryMessages.termsRequired })
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
  add('additional_services', 'Additional Services', false, { type: 'additionalServices' }, true)

  add(HONEYPOT_FIELD, 'Company Website', false, { type: 'honeypot' }, true)
  add('idempotency_key', 'Submission Key', true, { type: 'idempotencyKey' }, true)
  return fields
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
  if (names.has('frequency')) values.frequency = 'weekly'
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

/**
 * True when the honeypot was filled in: the server then answers as if the enquiry was sent and stores
 * nothing, so a bot learns nothing from the reply.
 */
export function caughtByHoneypot(errors: EnquiryErrors): boolean {
  return HONEYPOT_FIELD in errors.byField
}
