import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import {
  SIGN_IN_ADDRESS_POLICY,
  SIGN_IN_CODES_PER_NUMBER_PER_HOUR,
  SIGN_IN_DEVICE_POLICY,
  SIGN_IN_RATE_WINDOW_MS,
  signInLimitMessage,
  takeBackoffCall,
  type BackoffPolicy,
  type BackoffState,
} from '@forecourt/domain/shopper'

import { clientAddressFrom, hashClientAddress } from '../lib/clientAddress'
import { processSlot } from '../lib/processSlot'
import { platformSettings } from '../platform/settings'
import { servedOverHttps } from '../platform/settings/server'
import { cookieValue } from './session'

/**
 * The device and address limits of the sign-in calls (domain/shopper/limits.ts), kept in this process:
 * they only slow a caller down. What costs money and reaches a victim, the codes texted to a number, is
 * counted in the database (`numberAllowance` below), so every server process agrees.
 */
export class BackoffLimiter {
  private readonly states = new Map<string, BackoffState>()
  private calls = 0

  constructor(readonly policy: BackoffPolicy) {}

  take(key: string, now: number): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const verdict = takeBackoffCall(this.policy, this.states.get(key), now)
    this.states.set(key, verdict.state)
    if (++this.calls % 1000 === 0) this.sweep(now)
    return verdict.allowed ? { allowed: true } : { allowed: false, retryAfterMs: verdict.retryAfterMs }
  }

  /** Keys with no call in the window and no wait left are forgotten, so memory follows current traffic. */
  sweep(now: number): void {
    for (const [key, state] of this.states) {
      const last = state.calls[state.calls.length - 1] ?? 0
      if (last <= now - this.policy.windowMs && state.nextCallAt <= now) this.states.delete(key)
    }
  }
}

export type SignInLimiters = { devices: BackoffLimiter; addresses: BackoffLimiter }

function signInLimiters(): SignInLimiters {
  return processSlot<SignInLimiters>('signInLimiters', () => ({
    devices: new BackoffLimiter(SIGN_IN_DEVICE_POLICY),
    addresses: new BackoffLimiter(SIGN_IN_ADDRESS_POLICY),
  }))
}

/**
 * The sign-in device: an HttpOnly cookie on the site's host, `{id}.{signature}`, set by the first sign-in
 * call of a browser and sent back by every later one, so the calls of one device are counted together
 * even when many devices share an address. Signed so a client cannot pick another device's id; a client
 * that drops it gets a new one each time, and is then held by the address limit alone.
 */
export const SIGN_IN_DEVICE_COOKIE = 'fc-signin-device'
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60

function deviceSignature(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`sign-in-device\u0000${id}`).digest('base64url')
}

/** The device id of a well-formed, correctly signed cookie; null for anything else. */
export function readDeviceCookie(secret: string, headers: Headers): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookieValue(headers, SIGN_IN_DEVICE_COOKIE) ?? '')
  if (!match) return null
  const expected = Buffer.from(deviceSignature(secret, match[1]!))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null
}

function newDeviceCookie(secret: string): string {
  const id = randomBytes(16).toString('base64url')
  const { server } = platformSettings()
  const secure = server.production || servedOverHttps(server) ? '; Secure' : ''
  return `${SIGN_IN_DEVICE_COOKIE}=${id}.${deviceSignature(secret, id)}; Path=/; Max-Age=${DEVICE_COOKIE_SECONDS}; SameSite=Lax; HttpOnly${secure}`
}

export type LimitRefusal = { status: 429; message: string; retryAfterMs: number }

/**
 * Counts one sign-in call of the request's address (on this site) and device: a refusal when either must
 * wait, else the cookie to set when the device had none.
 */
export function takeSignInCall(req: PayloadRequest, tenantId: number | string, now: number): LimitRefusal | { setCookie: string | null } {
  const limiters = signInLimiters()
  const device = readDeviceCookie(req.payload.secret, req.headers)
  // A device already made to wait is refused before its address counts the call: one abusive device
  // hammering away must not use up the allowance of everyone else behind the same address.
  if (device) {
    const byDevice = limiters.devices.take(`${tenantId}|${device}`, now)
    if (!byDevice.allowed)
      return { status: 429, message: signInLimitMessage('device', byDevice.retryAfterMs), retryAfterMs: byDevice.retryAfterMs }
  }
  const address = hashClientAddress(req.payload.secret, tenantId, clientAddressFrom(req.headers))
  const byAddress = limiters.addresses.take(`${tenantId}|${address ?? 'unknown'}`, now)
  if (!byAddress.allowed)
    return { status: 429, message: signInLimitMessage('address', byAddress.retryAfterMs), retryAfterMs: byAddress.retryAfterMs }
  return { setCookie: device ? null : newDeviceCookie(req.payload.secret) }
}

/**
 * Whether one more code may be texted to `phone`, counting the codes sent to it in the last hour by every
 * site of the platform. Asked twice: before the caller stores its code (`stored: false`: is the hour's
 * allowance used up already?) and after (`stored: true`: is the count, the caller's own code included,
 * still within it?). Each code is stored before it is counted, so of requests racing in several server
 * processes the last to count sees every other one's code: at worst all of them refuse, and never more
 * than SIGN_IN_CODES_PER_NUMBER_PER_HOUR texts go out.
 */
export async function numberAllowance(
  payload: Payload,
  phone: string,
  stored: boolean,
  now: number,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const { docs } = await payload.find({
    collection: 'shopper-codes',
    where: { and: [{ phone: { equals: phone } }, { createdAt: { greater_than: new Date(now - SIGN_IN_RATE_WINDOW_MS).toISOString() } }] },
    sort: 'createdAt',
    limit: SIGN_IN_CODES_PER_NUMBER_PER_HOUR + 1,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  const allowance = stored ? SIGN_IN_CODES_PER_NUMBER_PER_HOUR : SIGN_IN_CODES_PER_NUMBER_PER_HOUR - 1
  if (docs.length <= allowance) return { allowed: true }
  // Free again once the oldest of the hour's codes is an hour old.
  const oldest = Date.parse(docs[0]!.createdAt)
  return { allowed: false, retryAfterMs: Math.max(1000, oldest + SIGN_IN_RATE_WINDOW_MS - now) }
}
