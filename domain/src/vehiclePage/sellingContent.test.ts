import { describe, expect, it } from '@jest/globals'

import { actionButtons } from '../vehicle/actions'
import { vehicleDetailsRows } from './details'
import {
  DEFAULT_WHY_BUY_FROM_US,
  isToyotaCertified,
  offerPlaceholder,
  reserveOnlineTileHref,
  showsGuaranteeStrip,
  showsUsedCarBanner,
  USED_CAR_FEATURES,
  whyBuyFromUs,
  WHY_BUY_ITEM_MAX_LENGTH,
  WHY_BUY_MAX_ITEMS,
} from './sellingContent'
import { DEFAULT_SECTION_ORDER, SECTION_AREAS } from './sections'

const reservable = { slug: '2021-toyota-rav4-u1', status: 'in_stock' as const, payment_processors: ['stripe'] }
const checkoutOn = { checkout_enabled: true }

describe('guarantee strip', () => {
  it('belongs to used cars only', () => {
    expect(showsGuaranteeStrip({ car_type: 'used' })).toBe(true)
    expect(showsGuaranteeStrip({ car_type: 'new' })).toBe(false)
    expect(showsGuaranteeStrip({ car_type: 'demo' })).toBe(false)
    expect(showsGuaranteeStrip({ car_type: null })).toBe(false)
  })

  it("sends 'Reserve online' to the car's reserve page when the reserve rule allows it", () => {
    expect(reserveOnlineTileHref(reservable, checkoutOn)).toBe('/cars/2021-toyota-rav4-u1/checkout')
    expect(reserveOnlineTileHref(reservable, { ...checkoutOn, checkout_uses_buy_online_path: true })).toBe(
      '/cars/2021-toyota-rav4-u1/buy-online',
    )
    expect(reserveOnlineTileHref({ ...reservable, status: 'coming_soon' }, checkoutOn)).toBe('/cars/2021-toyota-rav4-u1/checkout')
  })

  it('asks about a car another shopper holds instead of offering to reserve it', () => {
    expect(reserveOnlineTileHref({ ...reservable, reserved: true }, checkoutOn)).toBe('/contact?car_id=2021-toyota-rav4-u1')
  })

  it('is the same link as the Reserve button of the sidebar', () => {
    const phone = { kind: 'missing', warning: 'none' } as const
    const car = { ...reservable, id: 1, car_type: 'used' as const }
    const reserve = actionButtons(car, { ...checkoutOn, checkout_uses_buy_online_path: true }, phone).find(
      (button) => button.id === 'reserve',
    )
    expect(reserve?.href).toBe(reserveOnlineTileHref(car, { ...checkoutOn, checkout_uses_buy_online_path: true }))
  })

  it('asks about the car instead when it cannot be reserved (checkout off, no processors, sold)', () => {
    const enquiry = '/contact?car_id=2021-toyota-rav4-u1'
    expect(reserveOnlineTileHref(reservable, { checkout_enabled: false })).toBe(enquiry)
    expect(reserveOnlineTileHref({ ...reservable, payment_processors: [] }, checkoutOn)).toBe(enquiry)
    expect(reserveOnlineTileHref({ ...reservable, payment_processors: null }, checkoutOn)).toBe(enquiry)
    expect(reserveOnlineTileHref({ ...reservable, status: 'sold' }, checkoutOn)).toBe(enquiry)
  })
})

describe('used-car feature banner', () => {
  it('lists the five points of the spec', () => {
    expect(USED_CAR_FEATURES.map((feature) => feature.title)).toEqual([
      'Toyota-Backed Warranty',
      'Service History',
      'Background Check',
      '90 Point Inspection',
      '12-Month Roadside Assist',
    ])
  })

  it("shows on a Toyota dealer's used cars only", () => {
    expect(showsUsedCarBanner({ car_type: 'used' }, { service_advantage: 'toyota' })).toBe(true)
    expect(showsUsedCarBanner({ car_type: 'demo' }, { service_advantage: 'toyota' })).toBe(false)
    expect(showsUsedCarBanner({ car_type: 'new' }, { service_advantage: 'toyota' })).toBe(false)
    expect(showsUsedCarBanner({ car_type: 'used' }, { service_advantage: null })).toBe(false)
  })
})

describe('Toyota Certified badge', () => {
  const certified = { car_type: 'used' as const, make: ' Toyota ', certified: true }
  it('marks certified used Toyotas on a Toyota dealer', () => {
    expect(isToyotaCertified(certified, { service_advantage: 'toyota' })).toBe(true)
  })
  it('leaves out uncertified, other makes, new cars and other dealers', () => {
    expect(isToyotaCertified({ ...certified, certified: false }, { service_advantage: 'toyota' })).toBe(false)
    expect(isToyotaCertified({ ...certified, make: 'Mazda' }, { service_advantage: 'toyota' })).toBe(false)
    expect(isToyotaCertified({ ...certified, car_type: 'new' }, { service_advantage: 'toyota' })).toBe(false)
    expect(isToyotaCertified(certified, { service_advantage: null })).toBe(false)
  })
})

describe("'Why Buy From Us?'", () => {
  it('gives the standard points when the site has none of its own', () => {
    expect(whyBuyFromUs(null)).toEqual(DEFAULT_WHY_BUY_FROM_US)
    expect(whyBuyFromUs([])).toEqual(DEFAULT_WHY_BUY_FROM_US)
    expect(whyBuyFromUs(['  ', null, ''])).toEqual(DEFAULT_WHY_BUY_FROM_US)
  })

  it("uses the site's own points, trimmed and capped", () => {
    expect(whyBuyFromUs([' Family owned since 1962 ', '', 'Free first service'])).toEqual(['Family owned since 1962', 'Free first service'])
    const many = Array.from({ length: WHY_BUY_MAX_ITEMS + 5 }, (_, index) => `Point ${index}`)
    expect(whyBuyFromUs(many)).toHaveLength(WHY_BUY_MAX_ITEMS)
    expect(whyBuyFromUs(['x'.repeat(WHY_BUY_ITEM_MAX_LENGTH + 50)])[0]).toHaveLength(WHY_BUY_ITEM_MAX_LENGTH)
  })
})

describe('make an offer', () => {
  it("suggests the car's price as the offer", () => {
    expect(offerPlaceholder(24990)).toBe('e.g. $24,990')
    expect(offerPlaceholder(124990.4)).toBe('e.g. $124,990')
  })
  it("leaves a bare '$' for a car without a price", () => {
    expect(offerPlaceholder(null)).toBe('$')
    expect(offerPlaceholder(undefined)).toBe('$')
    expect(offerPlaceholder(10)).toBe('$')
    expect(offerPlaceholder(Number.NaN)).toBe('$')
  })
})

describe('the selling sections on the page', () => {
  it('are in the standard order, in the main column but for the details card', () => {
    for (const section of ['usedCarBanner', 'whyBuy', 'guaranteeStrip'] as const) {
      expect(DEFAULT_SECTION_ORDER).toContain(section)
      expect(SECTION_AREAS[section]).toBe('main')
    }
    expect(SECTION_AREAS.vehicleDetails).toBe('sidebar')
  })

  it('list the identifying facts on the details card, in its order', () => {
    const rows = [
      { key: 'km', label: 'Kilometres', value: '12,000 km' },
      { key: 'fuel', label: 'Fuel Type', value: 'Petrol' },
      { key: 'vin', label: 'VIN', value: 'JT123' },
      { key: 'stocknum', label: 'Stock Number', value: 'U1' },
    ]
    expect(vehicleDetailsRows(rows).map((row) => row.key)).toEqual(['stocknum', 'vin', 'km'])
  })
})
