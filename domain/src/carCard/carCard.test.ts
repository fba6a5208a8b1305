import { describe, expect, it } from '@jest/globals'

import { carCardHref, carCardPrice, carCardTitle } from './card'
import { cardEnquiry, showCardControl, showWatchlistSaveButton } from './controls'
import { displayLabel, priceBandLabel } from './labels'
import { carTag } from './tags'
import type { CardTenantSettings, CarForCard } from './types'

const NOW = Date.parse('2024-06-15T12:00:00Z')
const DAY = 86_400_000

const car = (overrides: Partial<CarForCard> = {}): CarForCard => ({
  id: 1,
  slug: '2022-kia-sportage-s-abc',
  make: 'Kia',
  model: 'Sportage',
  year: 2022,
  price: 34990,
  car_type: 'used',
  status: 'in_stock',
  created_at: new Date(NOW - 30 * DAY).toISOString(),
  images: ['a.jpg'],
  ...overrides,
})
const tenant = (overrides: Partial<CardTenantSettings> = {}): CardTenantSettings => ({ slug: 'dealer', ...overrides })

describe('carTag precedence', () => {
  const everything = car({
    simple_fuel: 'Hybrid',
    reserved: true,
    make: 'Toyota',
    certified: true,
    tag: 'Test Drive Only',
    status: 'coming_soon',
    created_at: new Date(NOW - DAY).toISOString(),
  })

  it('walks the spec order, first match wins', () => {
    const fuelOn = tenant({ fuel_tags_enabled: true })
    expect(carTag(everything, fuelOn, NOW)).toEqual({ kind: 'fuel', text: 'Hybrid' })
    expect(carTag(everything, tenant(), NOW)).toEqual({ kind: 'reserved', text: 'RESERVED' })
    expect(carTag({ ...everything, reserved: false }, tenant(), NOW)).toEqual({ kind: 'certified_pre_owned_logo' })
    expect(carTag({ ...everything, reserved: false, certified: false }, tenant(), NOW)).toEqual({ kind: 'custom', text: 'Test Drive Only' })
    expect(carTag({ ...everything, reserved: false, certified: false, tag: '  ' }, tenant(), NOW)).toEqual({
      kind: 'coming_soon',
      text: 'COMING SOON',
    })
    expect(carTag({ ...everything, reserved: false, certified: false, tag: null, status: 'in_stock' }, tenant(), NOW)).toEqual({
      kind: 'just_arrived',
      text: 'New',
    })
    expect(carTag(car(), tenant(), NOW)).toBeNull()
  })

  it('recognises Electric, Hybrid and PHEV only', () => {
    const on = tenant({ fuel_tags_enabled: true })
    expect(carTag(car({ simple_fuel: 'electric' }), on, NOW)).toEqual({ kind: 'fuel', text: 'Electric' })
    expect(carTag(car({ simple_fuel: 'PHEV' }), on, NOW)).toEqual({ kind: 'fuel', text: 'PHEV' })
    expect(carTag(car({ simple_fuel: 'Diesel' }), on, NOW)).toBeNull()
  })

  it('needs a used, certified Toyota for the certified logo', () => {
    expect(carTag(car({ make: 'Toyota', certified: true, car_type: 'demo' }), tenant(), NOW)).toBeNull()
    expect(carTag(car({ make: 'Kia', certified: true }), tenant(), NOW)).toBeNull()
  })

  it('uses the configured just-arrived window and name', () => {
    const sevenDaysOld = car({ created_at: new Date(NOW - 7 * DAY).toISOString() })
    const nineDaysOld = car({ created_at: NOW - 9 * DAY })
    expect(carTag(sevenDaysOld, tenant(), NOW)).toEqual({ kind: 'just_arrived', text: 'New' })
    expect(carTag(nineDaysOld, tenant(), NOW)).toBeNull()
    const custom = tenant({ specifications: { just_arrived_days: 10, just_arrived_tag_name: 'Just Arrived' } })
    expect(carTag(nineDaysOld, custom, NOW)).toEqual({ kind: 'just_arrived', text: 'Just Arrived' })
    expect(carTag(car({ created_at: 'garbage' }), tenant(), NOW)).toBeNull()
  })

  it('ends the just-arrived window exactly at its last millisecond: 8 days old is no longer new', () => {
    expect(carTag(car({ created_at: NOW - 8 * DAY + 1 }), tenant(), NOW)).toEqual({ kind: 'just_arrived', text: 'New' })
    expect(carTag(car({ created_at: NOW - 8 * DAY }), tenant(), NOW)).toBeNull()
    expect(carTag(car({ created_at: NOW }), tenant(), NOW)).toEqual({ kind: 'just_arrived', text: 'New' })
  })

  it('shows the sold tag for sold cars whatever else they carry', () => {
    expect(carTag(car({ status: 'sold', reserved: true }), tenant(), NOW)).toEqual({ kind: 'just_sold', text: 'JUST SOLD' })
    expect(carTag(car({ sold: true }), tenant({ specifications: { sold_tag_name: 'SOLD' } }), NOW)).toEqual({
      kind: 'just_sold',
      text: 'SOLD',
    })
  })
})

describe('favourite and compare controls', () => {
  const on = tenant({ favourites_enabled: true, compare_enabled: true })
  it('hides them when the feature is off or the car is not in stock', () => {
    expect(showCardControl('favourite', car(), tenant())).toBe(false)
    expect(showCardControl('favourite', car(), on)).toBe(true)
    expect(showCardControl('compare', car({ status: 'coming_soon' }), on)).toBe(false)
    expect(showCardControl('compare', car({ status: 'sold' }), on)).toBe(false)
  })
  it('applies the strict mode and the used-only setting', () => {
    const strict = tenant({ favourites_enabled: true, strict_favourite_rules: true })
    expect(showCardControl('favourite', car({ price: 0 }), on)).toBe(true)
    expect(showCardControl('favourite', car({ price: 0 }), strict)).toBe(false)
    expect(showCardControl('favourite', car({ images: [] }), strict)).toBe(false)
    expect(showCardControl('favourite', car(), strict)).toBe(true)
    const usedOnly = tenant({ favourites_enabled: true, favourites_used_only: true })
    expect(showCardControl('favourite', car({ car_type: 'new' }), usedOnly)).toBe(false)
  })
  it('offers no save button on a sold car unless it is already saved', () => {
    expect(showWatchlistSaveButton(car({ status: 'sold' }), false)).toBe(false)
    expect(showWatchlistSaveButton(car({ status: 'sold' }), true)).toBe(true)
    expect(showWatchlistSaveButton(car(), false)).toBe(true)
  })
})

describe('the card enquiry button', () => {
  it("opens the car page's enquiry form, in the site's wording", () => {
    expect(cardEnquiry(car(), tenant())).toEqual({ label: 'Enquire Now', href: '/contact?car_id=2022-kia-sportage-s-abc' })
    expect(cardEnquiry(car({ status: 'coming_soon' }), tenant({ enquire_button_text: ' Message Now ' }))?.label).toBe('Message Now')
  })
  it('is not offered on a sold car or by a dealer without the Enquire button', () => {
    expect(cardEnquiry(car({ status: 'sold' }), tenant())).toBeNull()
    expect(cardEnquiry(car({ sold: true }), tenant())).toBeNull()
    expect(cardEnquiry(car(), tenant({ enquire_enabled: false }))).toBeNull()
  })
})

describe('card text', () => {
  it('reuses the vehicle page price rules', () => {
    expect(carCardPrice(car(), tenant()).text).toBe('$34,990')
    expect(carCardPrice(car({ price: 10 }), tenant()).text).toBe('Enquire for price.')
    expect(carCardPrice(car({ price: 0, preorder: true }), tenant()).text).toBe('PREORDER')
  })
  it('builds the title and link', () => {
    expect(carCardTitle(car({ name: ' 2022 Kia Sportage S ' }))).toBe('2022 Kia Sportage S')
    expect(carCardTitle(car({ make: 'Mercedes Benz', model: 'C300', badge: null }))).toBe('2022 Mercedes-Benz C300')
    expect(carCardHref(car())).toBe('/cars/2022-kia-sportage-s-abc')
  })
  it('rewrites labels', () => {
    expect(displayLabel('Suzuki Australia')).toBe('Suzuki')
    expect(displayLabel('Mercedes Benz')).toBe('Mercedes-Benz')
    expect(displayLabel('Isuzu UTE')).toBe('Isuzu')
    expect(displayLabel('Viscount Caravans')).toBe('Viscount')
    expect(displayLabel('used')).toBe('used')
    expect(displayLabel('used', { used_label_pre_owned: true })).toBe('Pre-Owned')
    expect(displayLabel('$0 - $10,000', { zero_price_band_as_enquire: true })).toBe('Enquire - $10,000')
    expect(displayLabel('$10,000 - $20,000', { zero_price_band_as_enquire: true })).toBe('$10,000 - $20,000')
    expect(priceBandLabel('0-10000')).toBe('Enquire - 10000')
    expect(priceBandLabel('$0 - $10,000')).toBe('Enquire - $10,000')
  })
  it('applies the site’s own label rewrites first, ignoring case and spacing', () => {
    const rewrites = [
      { from: 'GWM  haval', to: 'Haval' },
      { from: 'Mercedes Benz', to: 'Mercedes' },
    ]
    expect(displayLabel('GWM Haval', { label_rewrites: rewrites })).toBe('Haval')
    expect(displayLabel('mercedes benz', { label_rewrites: rewrites })).toBe('Mercedes')
    expect(displayLabel('Suzuki Australia', { label_rewrites: rewrites })).toBe('Suzuki')
    expect(displayLabel('Kia', { label_rewrites: rewrites })).toBe('Kia')
  })
})
