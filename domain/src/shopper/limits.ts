/**
 * How often shoppers may ask for and try sign-in codes. Three limits, each fitted to what it guards:
 *
 * - a number: SIGN_IN_CODES_PER_NUMBER_PER_HOUR codes an hour across every dealer site of the platform,
 *   so nobody can make one phone receive a text from each site in turn;
 * - a device (the sign-in cookie the sign-in calls set): a person signing in makes a handful of calls, so a
 *   device that makes many more is slowed;
 * - an address: an office, a dealership's Wi-Fi or a mobile carrier's shared address (CGNAT) puts many
 *   people behind one address, so its ceiling is high, and beyond it calls are slowed, never locked out.
 *
 * Slowed means back-off: past its allowance in the hour, a device or address may make one more call, then
 * must wait SIGN_IN_BACKOFF_FIRST_WAIT_MS, then twice that after the next, and so on up to its cap.
 */

/** Codes one mobile number is sent in an hour, on all the platform's sites together. */
export const SIGN_IN_CODES_PER_NUMBER_PER_HOUR = 5
/** Sign-in calls (codes asked for and tried) one device makes in an hour before it is slowed. */
const SIGN_IN_CALLS_PER_DEVICE_PER_HOUR = 12
/** Sign-in calls one address makes in an hour, on one site, before it is slowed: about 100 people signing in. */
const SIGN_IN_CALLS_PER_ADDRESS_PER_HOUR = 200
export const SIGN_IN_RATE_WINDOW_MS = 60 * 60_000

/** The first wait once an allowance is used up; each further call doubles it. */
const SIGN_IN_BACKOFF_FIRST_WAIT_MS = 2_000
/** The longest wait a device is made to keep (the hour its allowance is counted over). */
const SIGN_IN_DEVICE_MAX_WAIT_MS = 60 * 60_000
/** The longest wait an address is made to keep: people behind it are slowed, not shut out for an hour. */
const SIGN_IN_ADDRESS_MAX_WAIT_MS = 5 * 60_000

export type BackoffPolicy = {
  /** Calls allowed in the window before any wait. */
  allowance: number
  windowMs: number
  firstWaitMs: number
  maxWaitMs: number
}

export const SIGN_IN_DEVICE_POLICY: BackoffPolicy = {
  allowance: SIGN_IN_CALLS_PER_DEVICE_PER_HOUR,
  windowMs: SIGN_IN_RATE_WINDOW_MS,
  firstWaitMs: SIGN_IN_BACKOFF_FIRST_WAIT_MS,
  maxWaitMs: SIGN_IN_DEVICE_MAX_WAIT_MS,
}

export const SIGN_IN_ADDRESS_POLICY: BackoffPolicy = {
  allowance: SIGN_IN_CALLS_PER_ADDRESS_PER_HOUR,
  windowMs: SIGN_IN_RATE_WINDOW_MS,
  firstWaitMs: SIGN_IN_BACKOFF_FIRST_WAIT_MS,
  maxWaitMs: SIGN_IN_ADDRESS_MAX_WAIT_MS,
}

/** The wait after the `overrun`-th call beyond the allowance (1, 2, 3…): 2 s, 4 s, 8 s… up to the cap. */
export function backoffWaitMs(policy: BackoffPolicy, overrun: number): number {
  const doublings = Math.max(0, Math.min(overrun - 1, 40))
  return Math.min(policy.firstWaitMs * 2 ** doublings, policy.maxWaitMs)
}

/** One key's calls in the window, and where it stands past its allowance. */
export type BackoffState = { calls: number[]; overruns: number; nextCallAt: number }

type BackoffVerdict = { allowed: true; state: BackoffState } | { allowed: false; retryAfterMs: number; state: BackoffState }

/**
 * Whether a call at `now` may go ahead. Within the allowance it always may. Past it, a call may go ahead
 * once the wait set by the previous one is over, and sets the next, longer wait; refused calls are not
 * counted, so waiting always helps. Once the window holds fewer calls than the allowance, the waits start
 * from the first again.
 */
export function takeBackoffCall(policy: BackoffPolicy, previous: BackoffState | undefined, now: number): BackoffVerdict {
  const calls = (previous?.calls ?? []).filter((at) => at > now - policy.windowMs)
  const withinAllowance = calls.length < policy.allowance
  const overruns = withinAllowance ? 0 : (previous?.overruns ?? 0)
  const nextCallAt = withinAllowance ? 0 : (previous?.nextCallAt ?? 0)
  if (!withinAllowance && now < nextCallAt) {
    return { allowed: false, retryAfterMs: nextCallAt - now, state: { calls, overruns, nextCallAt } }
  }
  calls.push(now)
  if (withinAllowance) return { allowed: true, state: { calls, overruns: 0, nextCallAt: 0 } }
  return { allowed: true, state: { calls, overruns: overruns + 1, nextCallAt: now + backoffWaitMs(policy, overruns + 1) } }
}

/** A wait as a shopper reads it: "10 seconds", "1 minute", "45 minutes" (rounded up, never "0"). */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Retry-After carries whole seconds, at least one. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

const signInLimitMessages = {
  number: 'Too many codes have been sent to this number. Please wait {wait} and try again.',
  device: 'Too many sign-in attempts from this device. Please wait {wait} and try again.',
  address: 'Too many sign-in attempts from your network. Please wait {wait} and try again.',
} as const

/** The refusal of one limit, with the wait in words. */
export function signInLimitMessage(limit: keyof typeof signInLimitMessages, retryAfterMs: number): string {
  return signInLimitMessages[limit].replace('{wait}', waitInWords(retryAfterMs))
}
