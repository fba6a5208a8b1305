/**
 * Shopper sign-in rules: the phone number a shopper is known by, the one-time code's limits, the texts
 * of the sign-in page, the watchlist calls and the toasts. Pure: the CMS stores and sends, the site shows.
 */

import { SIGN_IN_CODES_PER_NUMBER_PER_HOUR } from './limits'

export const PHONE_REQUIRED_MESSAGE = 'Enter your mobile number.'
export const PHONE_INVALID_MESSAGE = 'Enter an Australian mobile number, like 0412 345 678.'

/**
 * An Australian mobile number in E.164 (`+61412345678`), or null for anything else. Accepts what people
 * type: `0412 345 678`, `(04) 1234-5678`, `+61 412 345 678`, `61412345678`, `+61 (0) 412 345 678`.
 */
export function normaliseAustralianMobile(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 32) return null
  const trimmed = raw.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/[^\d]/g, '')
  if (trimmed.startsWith('+') || digits.startsWith('61')) {
    if (!digits.startsWith('61')) return null
    digits = digits.slice(2)
    // '+61 (0) 4…': the trunk zero written inside the international form.
    if (digits.startsWith('0')) digits = digits.slice(1)
  } else if (digits.startsWith('0')) {
    digits = digits.slice(1)
  } else {
    return null
  }
  return /^4\d{8}$/.test(digits) ? `+61${digits}` : null
}

/** `+61412345678` as a shopper reads it: `0412 345 678`. */
export function displayAustralianMobile(e164: string): string {
  const local = /^\+614(\d{2})(\d{3})(\d{3})$/.exec(e164)
  return local ? `04${local[1]} ${local[2]} ${local[3]}` : e164
}

/** The one-time code: six digits, valid ten minutes, five tries. */
export const SIGN_IN_CODE_LENGTH = 6
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5

/** The most code guesses an attacker gets against one number in an hour, from the number limit (limits.ts) and the tries per code. */
export const MAX_CODE_GUESSES_PER_NUMBER_PER_HOUR = SIGN_IN_CODES_PER_NUMBER_PER_HOUR * SIGN_IN_CODE_MAX_ATTEMPTS

/** A shopper stays signed in for 30 days on a device, unless they sign out (everywhere). */
export const SHOPPER_SESSION_DAYS = 30

export const signInMessages = {
  codeSent: 'We have sent a 6-digit code to {phone}. It expires in 10 minutes.',
  codeInvalid: 'Enter the 6-digit code from the text message.',
  codeWrong: 'That code is not right. Check the text message and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
  codeLocked: 'Too many wrong codes. Ask for a new one.',
  smsFailed: 'We could not send the text message. Please try again in a minute.',
  unknownSite: 'There is no dealer site at this address.',
  notSignedIn: 'Sign in with your mobile number first.',
} as const

/** The text message that carries a code; `{code}` and `{dealer}` filled in. */
export function signInCodeText(dealer: string, code: string): string {
  return `${code} is your ${dealer} sign-in code. It expires in 10 minutes. Never share it.`
}

export function codeSentMessage(e164: string): string {
  return signInMessages.codeSent.replace('{phone}', displayAustralianMobile(e164))
}

/** What the sign-in page says above its form, by the type it was opened with. */
export const SIGN_IN_HEADINGS: Record<string, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'my-garage': 'Sign in to My Garage',
  'spin-to-win': 'Sign in to spin to win',
  'online-payment': 'Sign in to make an online payment',
  finance: 'Sign in to apply for finance',
  'car-finance': 'Sign in to apply for finance',
  checkout: 'Sign in to reserve this car',
  'trade-in': 'Sign in to value your trade-in',
}
export const SIGN_IN_DEFAULT_HEADING = 'Sign in with your mobile'

/** The watchlist calls (§7, §8): the answer is `{ success, message }`. */
export const watchlistMessages = {
  saved: 'Car saved in your watchlist.',
  removed: 'Car removed from your watchlist.',
  invalid: 'A watchlist call needs the phone_number and car_id of a car on this site.',
  notSignedIn: 'Sign in with your mobile number to use your watchlist.',
  otherPhone: 'This watchlist belongs to another mobile number.',
  unknownCar: 'There is no such car on this site.',
  soldCar: 'This car has been sold, so it cannot be saved.',
  failed: 'Your watchlist could not be updated. Please try again.',
} as const

export type WatchlistAnswer = { success: boolean; message: string }

/** The toasts (§8): title, text and the 'View List' action. */
export const WATCHLIST_TOAST_VIEW_LIST = 'View List'
export function watchlistToast(kind: 'saved' | 'removed', carName: string): { title: string; description: string } {
  return kind === 'saved'
    ? { title: 'Car Saved In Watchlist', description: `${carName} is now available in your watchlist` }
    : { title: 'Car Removed', description: `${carName} is no longer in your watchlist` }
}

/** §9 and the car page spec: at most one toast, shown 3 s, kept for the removal delay once dismissed. */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 3000
export const TOAST_REMOVE_DELAY_MS = 1_000_000

/** The site's watchlist page unless its settings name another path. */
export const DEFAULT_WATCHLIST_PATH = '/watchlist'

/** A site path for `redirect`/`back`: same-site after normalisation; anything else is home (see ./sitePath.ts). */
export { safeSitePath } from './sitePath'

/** How My Garage words a reservation's state to the shopper who made it (staff see the admin's labels). */
const RESERVATION_STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: 'waiting for your payment',
  paid: 'paid, being held for you',
  held: 'reserved for you',
  released: 'no longer reserved',
  converted: 'sold to you',
  refunded: 'deposit refunded',
}

export function reservationStatusText(status: string): string {
  return RESERVATION_STATUS_TEXT[status] ?? status
}
