export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

export type GatingSettings = {
  /** Trade-in and sell-my-car are open unless the tenant gates them. */
  gate_trade_in?: boolean | null
  gate_checkout?: boolean | null
  /** Sites whose finance needs the vehicle identifier gate /finance. */
  vin_finance?: boolean | null
}

export type SignedInUser = { id?: number | string | null; phone?: string | null } | null | undefined

/** A user with an id counts as signed in. */
export function isSignedIn(user: SignedInUser): boolean {
  return user?.id !== null && user?.id !== undefined && String(user.id) !== ''
}

/** Saving cars needs a signed-in user with a phone. */
export function canUseWatchlist(user: SignedInUser): boolean {
  return isSignedIn(user) && Boolean(user?.phone?.trim())
}

/**
 * The sign-in type a path is gated with, or null when open. Sell-my-car shares the trade-in type (the
 * type list has no value of its own for it). Checkout without a car slug is never gated: there is
 * nothing to come back to.
 */
export function gatedRouteType(pathname: string, search: string, settings: GatingSettings): SignInType | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/spin-to-win' || path.startsWith('/spin-to-win/')) return 'spin-to-win'
  if (path === '/online-payment' || path.startsWith('/online-payment/')) return 'online-payment'
  if (path === '/my-garage' || path.startsWith('/my-garage/') || /^\/[a-z0-9-]+-garage(\/|$)/.test(path)) return 'my-garage'
  if (path === '/personalised/finance') return 'car-finance'
  if (path === '/finance') return settings.vin_finance ? 'finance' : null
  if (['/trade-in', '/cars/trade-in', '/sell-my-car'].includes(path)) return settings.gate_trade_in ? 'trade-in' : null
  const checkout = path.match(/^\/cars\/([^/]*)\/(checkout|buy-online)$/)
  if (checkout) return settings.gate_checkout && checkout[1] ? 'checkout' : null
  if (path === '/checkout-journey') {
    return settings.gate_checkout && new URLSearchParams(search).get('car_id')?.trim() ? 'checkout' : null
  }
  return null
}

/** Built the way the sign-in page reads it: type, then redirect (where to go after), then back. */
export function signInHref(type: SignInType, redirect: string, back: string): string {
  return `/sign-in?${new URLSearchParams({ type, redirect, back }).toString()}`
}

/**
 * Where a visitor opening `pathname?search` is sent: null to let them through, else the sign-in URL
 * that returns them to the page they asked for, with back to where they came from (default home).
 */
export function gatedRouteRedirect(input: {
  pathname: string
  search?: string
  user: SignedInUser
  settings: GatingSettings
  back?: string | null
}): string | null {
  if (isSignedIn(input.user)) return null
  const search = input.search ?? ''
  const type = gatedRouteType(input.pathname, search, input.settings)
  if (!type) return null
  const query = search && !search.startsWith('?') ? `?${search}` : search
  const back = input.back?.startsWith('/') && !input.back.startsWith('//') ? input.back : '/'
  return signInHref(type, input.pathname + query, back)
}

/** The watchlist's sign-in link for a visitor trying to save a car from `currentPath`. */
export function watchlistSignInHref(currentPath: string, back?: string | null): string {
  return signInHref('watchlist', currentPath, back?.startsWith('/') && !back.startsWith('//') ? back : currentPath)
}
