'use client'

import { watchlistMessages, type WatchlistAnswer } from '@forecourt/domain/shopper'

/** The cookie the sign-in sets beside the session (readable here, no secret): a sign-in may be current. */
const HINT_COOKIE = 'fc-shopper-hint'
/** The car a signed-out visitor tried to save: saved for them when they come back signed in. */
const PENDING_SAVE_KEY = 'fc-watchlist-pending-save'

/** A saved car; one the dealer has since hidden or removed comes as not available, with no details. */
export type WatchlistCarSummary = {
  id: number
  available: boolean
  name: string | null
  slug: string | null
  price: number | null
  status: string | null
  sold: boolean
  image: string | null
}

export type WatchlistState = { signedIn: false } | { signedIn: true; phone: string; cars: WatchlistCarSummary[] }

function hasHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${HINT_COOKIE}=1`))
}

let current: Promise<WatchlistState> | null = null

/**
 * The signed-in shopper's watchlist, asked for once per page however many save buttons it has, and
 * not at all for a visitor who never signed in on this browser.
 */
export function loadWatchlist(refresh = false): Promise<WatchlistState> {
  if (current && !refresh) return current
  current = (async (): Promise<WatchlistState> => {
    if (!hasHint()) return { signedIn: false }
    try {
      const response = await fetch('/api/watchlist/mine', { credentials: 'same-origin', cache: 'no-store' })
      if (!response.ok) return { signedIn: false }
      const body = (await response.json()) as { phone_number?: string; cars?: WatchlistCarSummary[] }
      return body.phone_number ? { signedIn: true, phone: body.phone_number, cars: body.cars ?? [] } : { signedIn: false }
    } catch {
      return { signedIn: false }
    }
  })()
  return current
}

/** One of the spec's watchlist calls; any failure is `{ success: false, message }`, never a throw. */
export async function callWatchlist(
  action: 'save-car' | 'remove-car',
  phoneNumber: string,
  carId: number | string,
): Promise<WatchlistAnswer> {
  try {
    const response = await fetch(`/api/watchlist/${action}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phoneNumber, car_id: carId }),
    })
    const body = (await response.json().catch(() => null)) as Partial<WatchlistAnswer> | null
    const success = response.ok && body?.success === true
    return { success, message: typeof body?.message === 'string' && body.message ? body.message : watchlistMessages.failed }
  } catch {
    return { success: false, message: watchlistMessages.failed }
  } finally {
    current = null
  }
}

export function rememberPendingSave(carId: number | string): void {
  try {
    window.sessionStorage.setItem(PENDING_SAVE_KEY, String(carId))
  } catch {
    // Without storage the visitor saves again after signing in.
  }
}

/** Whether `carId` was waiting to be saved; reading it forgets it, so it is saved once. */
export function takePendingSave(carId: number | string): boolean {
  try {
    if (window.sessionStorage.getItem(PENDING_SAVE_KEY) !== String(carId)) return false
    window.sessionStorage.removeItem(PENDING_SAVE_KEY)
    return true
  } catch {
    return false
  }
}
