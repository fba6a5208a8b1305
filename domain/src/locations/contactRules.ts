import { parseClockTime } from '../vehicle/contact'

/**
 * What a dealer's contact details must look like before a site shows them: a Call button that calls
 * nothing, or hours that close before they open, is worse than no detail at all. Each rule answers
 * null when the value is fine (or empty: the fields are optional), else the message for the field.
 */
export const contactMessages = {
  phone:
    'Enter an Australian phone number: a mobile like 0412 345 678, a landline with its area code like (02) 9555 0100, or a 13, 1300 or 1800 number.',
  postcodeFormat: 'Enter a 4-digit Australian postcode, like 2144.',
  postcodeUnknown: (postcode: string) => `There is no Australian postcode ${postcode}.`,
  time: 'Enter a time like 8:30am, 5:30pm or 17:30.',
  closesBeforeOpening: 'Closes at must be later than Opens at.',
} as const

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === ''

/**
 * The number's digits as dialled in Australia (+61 becomes 0), or null when it holds anything but
 * digits and the usual separators (spaces, brackets, dots, hyphens).
 */
function dialledDigits(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '')
  if (!/^\+?\d+$/.test(compact)) return null
  if (compact.startsWith('+61')) return `0${compact.slice(3)}`
  return compact.startsWith('+') ? null : compact
}

/**
 * Mobiles (04…, 10 digits), landlines with their area code (02, 03, 07, 08; 10 digits), 13 numbers
 * (6 digits) and 1300 / 1800 numbers (10 digits).
 */
export function australianPhoneProblem(raw: string | null | undefined): string | null {
  if (blank(raw)) return null
  const digits = dialledDigits(raw!)
  if (digits === null) return contactMessages.phone
  const valid = /^0[2-478]\d{8}$/.test(digits) || /^13\d{4}$/.test(digits) || /^1[38]00\d{6}$/.test(digits)
  return valid ? null : contactMessages.phone
}

export function postcodeFormatProblem(raw: string | null | undefined): string | null {
  if (blank(raw)) return null
  return /^\d{4}$/.test(raw!.trim()) ? null : contactMessages.postcodeFormat
}

export function clockTimeProblem(raw: string | null | undefined): string | null {
  if (blank(raw)) return null
  return parseClockTime(raw) === null ? contactMessages.time : null
}

/** Hours that close at or before they open (both readable; each time's own problem is reported on its field). */
export function closingTimeProblem(opens: string | null | undefined, closes: string | null | undefined): string | null {
  if (blank(opens) || blank(closes)) return null
  const open = parseClockTime(opens)
  const close = parseClockTime(closes)
  if (open === null || close === null) return null
  return close > open ? null : contactMessages.closesBeforeOpening
}
