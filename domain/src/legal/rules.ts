export const STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type StateCode = (typeof STATE_CODES)[number]

export type Regulator = { state: StateCode; name: string; website: string }

export const REGULATORS: Record<StateCode, Regulator> = {
  ACT: { state: 'ACT', name: 'Access Canberra', website: 'https://www.accesscanberra.act.gov.au' },
  NSW: { state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
  NT: { state: 'NT', name: 'NT Consumer Affairs', website: 'https://consumeraffairs.nt.gov.au' },
  QLD: { state: 'QLD', name: 'Office of Fair Trading Queensland', website: 'https://www.qld.gov.au/law/fair-trading' },
  SA: { state: 'SA', name: 'Consumer and Business Services', website: 'https://www.cbs.sa.gov.au' },
  TAS: { state: 'TAS', name: 'Consumer, Building and Occupational Services', website: 'https://www.cbos.tas.gov.au' },
  VIC: { state: 'VIC', name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
  WA: { state: 'WA', name: 'Consumer Protection WA', website: 'https://www.commerce.wa.gov.au/consumer-protection' },
}

const INDEPENDENT_LEGAL_ADVICE = 'or seek independent legal advice'

export const COMPLAINTS_INTRO =
  'If you have a concern, please raise it with the relevant department manager by email or phone during business hours.'

const STATE_NAMES: Record<string, StateCode> = {
  'australian capital territory': 'ACT',
  'new south wales': 'NSW',
  'northern territory': 'NT',
  queensland: 'QLD',
  'south australia': 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  'western australia': 'WA',
}

/** Feeds write 'nsw', 'NSW' or 'New South Wales'; null for anything else (overseas, blank). */
export function stateCode(state: string | null | undefined): StateCode | null {
  const value = state?.trim().replace(/\s+/g, ' ')
  if (!value) return null
  const upper = value.toUpperCase()
  const code = STATE_CODES.find((candidate) => candidate === upper)
  return code ?? STATE_NAMES[value.toLowerCase()] ?? null
}

/**
 * The regulators for the states the dealer trades in, each once, in the fixed ACT…WA order (so the
 * list does not reshuffle when locations are reordered), then the closing legal-advice line.
 */
export function complaintsRegulators(states: readonly (string | null | undefined)[] | null | undefined): {
  regulators: Regulator[]
  closing: string
} {
  const present = new Set((states ?? []).map(stateCode).filter((code): code is StateCode => code !== null))
  return { regulators: STATE_CODES.filter((code) => present.has(code)).map((code) => REGULATORS[code]), closing: INDEPENDENT_LEGAL_ADVICE }
}

/** Convenience for the complaints page: states read from the tenant's visible locations. */
export function complaintsRegulatorsForLocations(
  locations: readonly { visible?: boolean | null; address?: { state?: string | null } | null }[] | null | undefined,
) {
  return complaintsRegulators((locations ?? []).filter((location) => location.visible !== false).map((location) => location.address?.state))
}

export const PRIVACY_ACT = 'Privacy Act 1988 (Cth)'
export const PRIVACY_COMPLAINT_RESPONSE_DAYS = 30

export const PRIVACY_POLICY_TOPICS = [
  'Why we collect your personal information',
  'What personal information we collect',
  'Our national dealer network and shared information',
  'Marketing and how to opt out',
  'Cookies and analytics',
  'Disclosure of your personal information',
  'How we collect your personal information',
  'Security of your personal information',
  'Accessing your personal information',
  'Contact details',
  'Complaints',
  'Changes to this policy',
] as const

/** The kinds of information the 'what we collect' topic lists. */
export const PRIVACY_COLLECTED_INFORMATION = ['Contact and identity details', 'Vehicle and service details', 'Finance details'] as const

const DEFAULT_FEEDBACK_FIRST_NAME = 'Valued Customer'
const DEFAULT_FEEDBACK_DEALERSHIP_NAME = 'Our Dealership'
const FEEDBACK_FIRST_NAME_MAX = 50
const FEEDBACK_DEALERSHIP_NAME_MAX = 100
const BAD_EXPERIENCE_PATH = '/customer-feedback-survey'

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined | null>

function queryValue(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined
  const value = query[key]
  return Array.isArray(value) ? value[0] : (value ?? undefined)
}

/** Query text is shown on the page, so control characters go, whitespace collapses and length is capped. */
function cleanName(raw: string | undefined, max: number, fallback: string): string {
  const cleaned = (raw ?? '')
    .replace(/[\u0000-\u001f\u007f<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
  return cleaned || fallback
}

type ReviewFeedbackLanding = {
  firstName: string
  dealershipName: string
  /** Null when the dealership has no review URL: the great-experience button is then not shown. */
  greatExperienceHref: string | null
  badExperienceHref: string
}

export function reviewFeedbackLanding(query: QueryInput, reviewUrl?: string | null): ReviewFeedbackLanding {
  const review = reviewUrl?.trim()
  return {
    firstName: cleanName(queryValue(query, 'first_name'), FEEDBACK_FIRST_NAME_MAX, DEFAULT_FEEDBACK_FIRST_NAME),
    dealershipName: cleanName(queryValue(query, 'dealership_name'), FEEDBACK_DEALERSHIP_NAME_MAX, DEFAULT_FEEDBACK_DEALERSHIP_NAME),
    greatExperienceHref: review && /^https?:\/\//i.test(review) ? review : null,
    badExperienceHref: BAD_EXPERIENCE_PATH,
  }
}

type Popup = { id: number | string; expiry?: string | null }

/** The browser-storage key that remembers a dismissal, one per popup so a new popup shows again. */
export function popupDismissalKey(popup: Pick<Popup, 'id'>): string {
  return `popup-dismissed-${popup.id}`
}

/**
 * Visible unless dismissed (the stored value, as read from browser storage) or past its expiry. A bare
 * date expires at the end of that day on the given zone's calendar; an unreadable expiry is ignored.
 */
export function isPopupVisible(
  popup: Pick<Popup, 'expiry'>,
  storedDismissal: string | boolean | null | undefined,
  now: Date,
  timeZone = 'Australia/Sydney',
): boolean {
  const dismissed =
    storedDismissal === true || (typeof storedDismissal === 'string' && !['', 'false', '0'].includes(storedDismissal.trim()))
  if (dismissed) return false
  const expiry = popup.expiry?.trim()
  if (!expiry) return true
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiry)) {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
    return today <= expiry
  }
  const instant = Date.parse(expiry)
  return Number.isNaN(instant) || now.getTime() <= instant
}
