import type { EnquiryFormBlock } from '@forecourt/schema'

import { DEFAULT_SUBMIT_TEXT, enquiryFormDefaults, leadCategoryFor, type EnquiryFormKind } from './categories'
import type { EnquiryFieldName, EnquiryFormConfig, TenantEnquirySettings } from './fields'

// ---------------------------------------------------------------------------------------------
// Test-drive appointments

export type AppointmentSlot = { value: string; label: string }

type AppointmentOptions = {
  /** How many days ahead, starting tomorrow. */
  days?: number
  /** First and last bookable hour, in the dealership's wall-clock time. */
  firstHour?: number
  lastHour?: number
  /** Dealerships are shut on these weekdays (0 = Sunday). */
  closedWeekdays?: readonly number[]
  timeZone?: string
}

const DEALERSHIP_TIME_ZONE = 'Australia/Sydney'

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number }

function wallClock(date: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(date)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    weekday: weekdays.indexOf(part('weekday')),
  }
}

/** The instant at which the wall clock in timeZone reads the given date and hour (DST-aware). */
function zonedInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const target = Date.UTC(year, month - 1, day, hour)
  let guess = target
  // Two corrections settle the offset even when the first guess lands across a DST change.
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone)
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute)
    guess += target - seenAsUtc
  }
  return new Date(guess)
}

/**
 * Hourly test-drive appointments for the coming days, generated locally (no booking service):
 * from tomorrow, in the dealership's time zone, skipping the days it is closed. Labels are formatted
 * here, once, so the server's and the browser's time zones cannot disagree.
 */
export function appointmentSlots(now: Date, options: AppointmentOptions = {}): AppointmentSlot[] {
  const days = Math.min(30, Math.max(1, Math.floor(options.days ?? 7)))
  const firstHour = options.firstHour ?? 9
  const lastHour = options.lastHour ?? 16
  const closed = options.closedWeekdays ?? [0]
  const timeZone = options.timeZone ?? DEALERSHIP_TIME_ZONE
  const today = wallClock(now, timeZone)
  const label = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })
  const slots: AppointmentSlot[] = []
  for (let offset = 1; offset <= days; offset++) {
    const noon = new Date(Date.UTC(today.year, today.month - 1, today.day + offset, 12))
    const weekday = noon.getUTCDay()
    if (closed.includes(weekday)) continue
    for (let hour = firstHour; hour <= lastHour; hour++) {
      const instant = zonedInstant(noon.getUTCFullYear(), noon.getUTCMonth() + 1, noon.getUTCDate(), hour, timeZone)
      slots.push({ value: instant.toISOString(), label: label.format(instant) })
    }
  }
  return slots
}

// ---------------------------------------------------------------------------------------------
// Visitor profile

export const VISITOR_PROFILE_KEY = 'forecourt:visitor-profile'
export const SUCCESS_CATEGORY_KEY = 'forecourt:enquiry-success-category'

const profileFields = ['name', 'last_name', 'email', 'phone', 'postcode'] as const
type VisitorProfile = Partial<Record<(typeof profileFields)[number], string>>

/** The stored profile, or an empty one for anything unreadable (another app's data, a manual edit). */
export function readVisitorProfile(raw: string | null | undefined): VisitorProfile {
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const profile: VisitorProfile = {}
    for (const field of profileFields) {
      const value = (parsed as Record<string, unknown>)[field]
      if (typeof value === 'string' && value.trim() && value.length <= 254) profile[field] = value.trim()
    }
    return profile
  } catch {
    return {}
  }
}

/** What a successful enquiry saves: only the profile fields, and only those that were filled in. */
export function profileFromValues(values: Record<string, unknown>, previous: VisitorProfile = {}): VisitorProfile {
  const profile: VisitorProfile = { ...previous }
  for (const field of profileFields) {
    const value = values[field]
    if (typeof value === 'string' && value.trim()) profile[field] = value.trim()
  }
  return profile
}

/** Fills the form's empty fields from the profile; whatever the page or the visitor set wins. */
export function prefillFromProfile<T extends Record<string, unknown>>(values: T, profile: VisitorProfile): T {
  const next: Record<string, unknown> = { ...values }
  for (const field of profileFields) {
    const current = next[field]
    const saved = profile[field]
    if (saved && (current === undefined || current === null || current === '')) next[field] = saved
  }
  return next as T
}

// ---------------------------------------------------------------------------------------------
// From the block to the form

export type EnquiryFormSetup = {
  kind: EnquiryFormKind
  config: EnquiryFormConfig
  /** What the intake endpoint is told about the form (it decides which fields are required there too). */
  declaration: {
    kind: EnquiryFormKind
    settings: TenantEnquirySettings
    show: NonNullable<EnquiryFormConfig['show']>
    terms_wording?: string
  }
  heading: string
  /** A category the marketer fixed for a general form: sent as the answer, no select shown. */
  fixedCategory: string | null
  category: string
  subcategory: string | null
  submitText: string
  successRedirect: string
  dealerships: { label: string; value: string }[]
  /** Fields of the first step of a two-step form; the rest are on the second. */
  firstStep: readonly EnquiryFieldName[] | null
}

const contactStep: readonly EnquiryFieldName[] = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'PreferredContactMethod',
  'location_id',
  'dealership_slug',
]

/** Only same-site paths: a redirect to another host from a CMS field would be an open redirect. */
export function safeSuccessPath(value: string | null | undefined): string {
  const path = value?.trim()
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/success'
  return path
}

/**
 * The submit button's words: the form's own, else the site's, else 'Submit Form'. A form still on the
 * block's default 'Submit Form' has set nothing of its own, so the site's wording applies to it too.
 */
function formSubmitText(own: string | null | undefined, site: string | null | undefined): string {
  const form = own?.trim()
  if (form && form !== DEFAULT_SUBMIT_TEXT) return form
  return site?.trim() || DEFAULT_SUBMIT_TEXT
}

export function enquiryFormSetup(block: EnquiryFormBlock, site: TenantEnquirySettings): EnquiryFormSetup {
  const kind = block.kind as EnquiryFormKind
  const fields = block.fields ?? {}
  const dealerships = (block.dealerships ?? [])
    .map((entry) => ({ label: entry.label.trim(), value: entry.value.trim() }))
    .filter((entry) => entry.label && entry.value)
  const settings: TenantEnquirySettings = {
    commentsRequired: site.commentsRequired ?? true,
    termsRequired: Boolean(site.termsRequired || fields.requireTerms),
    optInDefault: site.optInDefault ?? true,
  }
  // The intake accepts a category only through the general form's category field, so a fixed one is sent as a preset answer.
  const fixedCategory = kind === 'general' && !fields.categorySelect && block.category?.trim() ? block.category.trim() : null
  const show: NonNullable<EnquiryFormConfig['show']> = {
    categorySelect: kind === 'general' && (Boolean(fields.categorySelect) || fixedCategory !== null),
    dealershipSelect: dealerships.length > 0,
    lastName: Boolean(fields.lastName),
    preferredContactMethod: fields.preferredContactMethod ?? true,
    financeStatus: Boolean(fields.financeStatus),
    tradeIn: Boolean(fields.tradeIn),
  }
  const lead = leadCategoryFor(kind, { category: block.category, subcategory: block.subcategory })
  const terms = fields.termsText?.trim()
  return {
    kind,
    config: {
      kind,
      tenant: settings,
      show,
      choices: dealerships.length ? { dealershipSlugs: dealerships.map((entry) => entry.value) } : {},
    },
    declaration: { kind, settings, show, ...(terms ? { terms_wording: terms } : {}) },
    heading: block.heading?.trim() || enquiryFormDefaults[kind].title,
    fixedCategory,
    category: lead.category,
    subcategory: lead.subcategory,
    submitText: formSubmitText(block.submitText, site.submitText),
    successRedirect: safeSuccessPath(block.successRedirect),
    dealerships,
    firstStep: block.multiStep ? contactStep : null,
  }
}

/** The opt-in wording shown beside the box; the intake records these words as the consent. */
export const OPT_IN_WORDING = 'Keep me up to date with news, offers and events from the dealership.'
/** The terms box's label when the form has no disclaimer of its own. */
export const DEFAULT_TERMS_LABEL = 'I agree to the terms of use'

/** The words beside the opt-in and terms boxes of this form, exactly as rendered (and signed for the intake). */
export function enquiryConsentWording(block: EnquiryFormBlock): { optIn: string; terms: string } {
  return { optIn: OPT_IN_WORDING, terms: block.fields?.termsText?.trim() || DEFAULT_TERMS_LABEL }
}
