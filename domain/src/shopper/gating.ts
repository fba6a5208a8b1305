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
  gate_sell_my_car?: boolean | null
  gate_checkout?: boolean | null
  /** Sites whose finance needs the vehicle identifier gate /finance. */
  vin_finance?: boolean | null
}

type SignedInUser = { id?: number | string | null; phone?: string | null } | null | undefined

/** The site settings that decide the optional gates: `sign_in_required_routes` and vehicle-identifier finance. */
type SiteGatingSettings = {
  sign_in_required_routes?: readonly string[] | null
  finance_needs_vehicle_identifier?: boolean | null
} | null

export function gatingSettingsOf(site: SiteGatingSettings | undefined): GatingSettings {
  const routes = new Set(site?.sign_in_required_routes ?? [])
  return {
    gate_trade_in: routes.has('trade-in'),
    gate_sell_my_car: routes.has('sell-my-car'),
    gate_checkout: routes.has('checkout'),
    vin_finance: site?.finance_needs_vehicle_identifier === true,
  }
}

/** Every optional gate closed: what a path could be gated with on some site. */
export const ALL_GATES: GatingSettings = { gate_trade_in: true, gate_sell_my_car: true, gate_checkout: true, vin_finance: true }

/** The gates every site has, whatever its settings. */
export const ALWAYS_GATED_TYPES: readonly SignInType[] = ['spin-to-win', 'online-payment', 'my-garage']

/** A user with an id counts as signed in. */
function isSignedIn(user: SignedInUser): boolean {
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
  // The finance pages need a signed-in shopper where finance is applied for with the car's identifier.
  if (path === '/personalised/finance') return settings.vin_finance ? 'car-finance' : null
  if (path === '/finance') return settings.vin_finance ? 'finance' : null
  if (path === '/trade-in' || path === '/cars/trade-in') return settings.gate_trade_in ? 'trade-in' : null
  if (path === '/sell-my-car') return settings.gate_sell_my_car ? 'trade-in' : null
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
