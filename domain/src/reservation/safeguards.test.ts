import { describe, expect, it } from '@jest/globals'

import { actionButtons, canReserveOnline } from '../vehicle/actions'
import type { TenantDisplaySettings, VehicleForDisplay } from '../vehicle/types'
import { emailKey, maxLiveHolds, onlinePaymentSwitches, paymentMode, phoneKey } from './safeguards'

const car = (overrides: Partial<VehicleForDisplay> = {}): VehicleForDisplay => ({
  id: 7,
  slug: '2021-toyota-corolla-s7',
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  payment_processors: ['stripe'],
  ...overrides,
})
const site: TenantDisplaySettings = { slug: 'acme', checkout_enabled: true, online_purchase_enabled: true }
const ids = (forCar: VehicleForDisplay, settings = site) =>
  actionButtons(forCar, settings, { kind: 'missing', warning: 'no number' }).map((button) => button.id)

describe('payment mode', () => {
  it('is Stripe with the keys, the test processor only on a test site, and off on a production site without keys', () => {
    expect(paymentMode({ hasStripeKeys: true, testMode: false })).toBe('live')
    expect(paymentMode({ hasStripeKeys: true, testMode: true })).toBe('live')
    expect(paymentMode({ hasStripeKeys: false, testMode: true })).toBe('test')
    expect(paymentMode({ hasStripeKeys: false, testMode: false })).toBe('off')
    expect(paymentMode({ hasStripeKeys: false, testMode: null })).toBe('off')
  })

  it('turns Reserve and Buy Online off while the site takes no payment, whatever its switches say', () => {
    const switches = { checkout_enabled: true, online_purchase_enabled: true }
    expect(onlinePaymentSwitches('off', switches)).toEqual({ checkout_enabled: false, online_purchase_enabled: false })
    expect(onlinePaymentSwitches('test', switches)).toEqual(switches)
    expect(onlinePaymentSwitches('live', { checkout_enabled: false, online_purchase_enabled: null })).toEqual({
      checkout_enabled: false,
      online_purchase_enabled: false,
    })
    const off = { ...site, ...onlinePaymentSwitches('off', site) }
    expect(ids(car(), off)).not.toContain('reserve')
    expect(ids(car(), off)).not.toContain('onlinePurchase')
  })
})

describe('a payment under way (Reservation in progress)', () => {
  it('hides Reserve and Buy Online while another shopper pays for the car', () => {
    expect(ids(car())).toEqual(expect.arrayContaining(['reserve', 'onlinePurchase']))
    expect(canReserveOnline(car({ reservation_in_progress: true }), site)).toBe(false)
    expect(ids(car({ reservation_in_progress: true }))).not.toContain('reserve')
    expect(ids(car({ reservation_in_progress: true }))).not.toContain('onlinePurchase')
    expect(ids(car({ reservation_in_progress: true }))).toContain('enquire')
  })
})

describe('the limit on live holds', () => {
  it('is 2 unless the site sets a whole number from 1 to 20', () => {
    expect(maxLiveHolds(null)).toBe(2)
    expect(maxLiveHolds(5)).toBe(5)
    for (const wrong of [0, 21, 2.5, Number.NaN]) expect(maxLiveHolds(wrong)).toBe(2)
  })

  it('counts one phone and one email however they are written', () => {
    expect(phoneKey('+61 412 345 678')).toBe(phoneKey('0412 345 678'))
    expect(phoneKey('(04) 1234-5678')).toBe('0412345678')
    expect(emailKey(' Sam@Example.COM ')).toBe('sam@example.com')
  })
})
