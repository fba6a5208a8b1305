import { describe, expect, it } from '@jest/globals'

import { canUseWatchlist, gatedRouteRedirect, gatedRouteType, gatingSettingsOf, SIGN_IN_TYPES, watchlistSignInHref } from './gating'

describe('gated routes', () => {
  const open = {}
  const strict = { gate_trade_in: true, gate_sell_my_car: true, gate_checkout: true, vin_finance: true }
  it('always gates spin-to-win, online-payment and garages', () => {
    expect(gatedRouteType('/spin-to-win', '', open)).toBe('spin-to-win')
    expect(gatedRouteType('/online-payment/', '', open)).toBe('online-payment')
    expect(gatedRouteType('/my-garage', '', open)).toBe('my-garage')
    expect(gatedRouteType('/toyota-garage', '', open)).toBe('my-garage')
  })
  it('gates trade-in, sell-my-car, checkout and finance only when the tenant does', () => {
    for (const path of ['/trade-in', '/cars/trade-in', '/sell-my-car']) {
      expect(gatedRouteType(path, '', open)).toBeNull()
      expect(gatedRouteType(path, '', strict)).toBe('trade-in')
    }
    expect(gatedRouteType('/sell-my-car', '', gatingSettingsOf({ sign_in_required_routes: ['trade-in'] }))).toBeNull()
    expect(gatedRouteType('/sell-my-car', '', gatingSettingsOf({ sign_in_required_routes: ['sell-my-car'] }))).toBe('trade-in')
    expect(gatedRouteType('/finance', '', gatingSettingsOf({ finance_needs_vehicle_identifier: true }))).toBe('finance')
    expect(gatedRouteType('/finance', '', open)).toBeNull()
    expect(gatedRouteType('/finance', '', strict)).toBe('finance')
    expect(gatedRouteType('/personalised/finance', '?car_id=1', open)).toBeNull()
    expect(gatedRouteType('/personalised/finance', '?car_id=1', strict)).toBe('car-finance')
    expect(gatedRouteType('/cars/corolla-1/checkout', '', open)).toBeNull()
    expect(gatedRouteType('/cars/corolla-1/checkout', '', strict)).toBe('checkout')
    expect(gatedRouteType('/cars/corolla-1/buy-online', '', strict)).toBe('checkout')
    expect(gatedRouteType('/search/used-cars', '', strict)).toBeNull()
  })
  it('does not redirect a checkout without a car slug', () => {
    expect(gatedRouteType('/cars//checkout', '', strict)).toBeNull()
    expect(gatedRouteType('/checkout-journey', '', strict)).toBeNull()
    expect(gatedRouteType('/checkout-journey', '?car_id=abc', strict)).toBe('checkout')
  })
  it('sends signed-out visitors to sign-in with type, redirect and back', () => {
    expect(
      gatedRouteRedirect({ pathname: '/cars/trade-in', search: '?car_id=5', user: null, settings: strict, back: '/cars/corolla-1' }),
    ).toBe('/sign-in?type=trade-in&redirect=%2Fcars%2Ftrade-in%3Fcar_id%3D5&back=%2Fcars%2Fcorolla-1')
    expect(gatedRouteRedirect({ pathname: '/my-garage', user: {}, settings: open, back: 'https://evil.test' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F',
    )
    expect(gatedRouteRedirect({ pathname: '/my-garage', user: { id: 3 }, settings: open })).toBeNull()
    expect(gatedRouteRedirect({ pathname: '/about-us', user: null, settings: strict })).toBeNull()
  })
  it('knows the sign-in types and the watchlist rule', () => {
    expect(SIGN_IN_TYPES).toEqual([
      'trade-in',
      'checkout',
      'finance',
      'spin-to-win',
      'online-payment',
      'car-finance',
      'my-garage',
      'watchlist',
    ])
    expect(canUseWatchlist({ id: 1, phone: '0400000000' })).toBe(true)
    expect(canUseWatchlist({ id: 1 })).toBe(false)
    expect(canUseWatchlist(null)).toBe(false)
    expect(watchlistSignInHref('/search/used-cars')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars&back=%2Fsearch%2Fused-cars',
    )
  })
})
