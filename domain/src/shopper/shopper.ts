/**
 * Shopper sign-in rules: the phone number a shopper is known by, the one-time code's limits and the texts
 * of the sign-in page (the watchlist's words are in ./watchlist.ts). Pure: the CMS stores and sends, the site shows.
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
