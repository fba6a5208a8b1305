import { describe, expect, it } from '@jest/globals'

import type { TenantDisplaySettings, VehicleForDisplay } from './types'
import { dealerComments } from './comments'
import { carJsonLd } from './jsonLd'
import { featureList } from './lists'
import { reviewsSummary } from './reviews'
import { serviceAdvantageFor, serviceIntervalText } from './serviceAdvantage'
import {
  calendarDate,
  calendarDateInTimeZone,
  caravanSpecifications,
  engineDisplay,
  keyInformation,
  regoExpiryText,
  specGrid,
  specRows,
} from './specs'

const car = (overrides: Partial<VehicleForDisplay> = {}): VehicleForDisplay => ({
  id: 7,
  slug: '2022-toyota-rav4-gx',
  car_type: 'used',
  status: 'in_stock',
  ...overrides,
})
const tenant = (overrides: Partial<TenantDisplaySettings> = {}): TenantDisplaySettings => ({ slug: 'acme', ...overrides })

describe('spec rows and the key-information grid', () => {
  it('hides specs with empty values but keeps zero', () => {
    expect(
      specRows([
        { key: 'a', label: 'A', value: 'x' },
        { key: 'b', label: 'B', value: '' },
        { key: 'c', label: 'C', value: '   ' },
        { key: 'd', label: 'D', value: null },
        { key: 'e', label: 'E', value: undefined },
        { key: 'f', label: 'F', value: 0 },
      ]).map((row) => row.key),
    ).toEqual(['a', 'f'])
  })

  it('lists the car specs in order with their display values', () => {
    const rows = keyInformation(
      car({
        km: 45210,
        trans: 'Automatic CVT',
        simple_transmission: 'Automatic',
        body: 'Wagon',
        simple_fuel: 'Hybrid',
        engine_size: 2487,
        drive: 'AWD',
        colour: '',
        seats: 5,
        year: 2022,
        stocknum: 'U1234',
        rego_expiry: '2027-03-12',
      }),
      tenant(),
      '2026-06-01',
    )
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Kilometres', '45,210 km'],
      ['Transmission', 'Automatic'],
      ['Body Type', 'Wagon'],
      ['Fuel Type', 'Hybrid'],
      ['Engine', '2.5L'],
      ['Drive Type', 'AWD'],
      ['Seats', '5'],
      ['Year', '2022'],
      ['Stock Number', 'U1234'],
      ['Rego Expiry', 'Expires on 12 March 2027'],
    ])
  })

  it('shows 4 rows before Show More', () => {
    const rows = specRows(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, label: key, value: key })))
    expect(specGrid(rows, false)).toMatchObject({ hiddenCount: 2, toggleLabel: 'Show More' })
    expect(specGrid(rows, false).visible.map((row) => row.key)).toEqual(['a', 'b', 'c', 'd'])
    expect(specGrid(rows, true)).toMatchObject({ hiddenCount: 0, toggleLabel: 'Show Less' })
    expect(specGrid(rows, true).visible).toHaveLength(6)
    expect(specGrid(rows.slice(0, 4), false)).toMatchObject({ hiddenCount: 0, toggleLabel: null })
  })
})

describe('featureList', () => {
  const features = Array.from({ length: 10 }, (_, index) => `Feature ${index + 1}`)

  it('shows the first 8 with Show All, then everything with Hide', () => {
    expect(featureList(features, false)).toEqual({ visible: features.slice(0, 8), hiddenCount: 2, toggleLabel: 'Show All' })
    expect(featureList(features, true)).toEqual({ visible: features, hiddenCount: 0, toggleLabel: 'Hide' })
  })

  it('needs no toggle for 8 or fewer and drops blanks', () => {
    expect(featureList([...features.slice(0, 8), ' ', ''], false)).toEqual({
      visible: features.slice(0, 8),
      hiddenCount: 0,
      toggleLabel: null,
    })
    expect(featureList(null, false)).toEqual({ visible: [], hiddenCount: 0, toggleLabel: null })
  })
})

describe('dealerComments', () => {
  it.each([null, '', '  ', ' | | '])('%p is pending', (raw) => {
    expect(dealerComments(raw, false)).toEqual({ kind: 'pending', text: 'Dealer comments are pending. Please check back here later.' })
  })

  it('splits on | into paragraphs', () => {
    expect(dealerComments('One owner. | Full service history.||Drives well.', false)).toEqual({
      kind: 'comments',
      paragraphs: ['One owner.', 'Full service history.', 'Drives well.'],
      toggleLabel: null,
    })
  })

  it('keeps exactly 400 characters without a toggle', () => {
    const text = 'a'.repeat(400)
    expect(dealerComments(text, false)).toEqual({ kind: 'comments', paragraphs: [text], toggleLabel: null })
  })

  it('truncates longer comments at 400 characters across paragraphs, and expands', () => {
    const first = 'b'.repeat(250)
    const second = 'c'.repeat(200)
    const third = 'd'.repeat(10)
    const collapsed = dealerComments(`${first}|${second}|${third}`, false)
    expect(collapsed).toEqual({ kind: 'comments', paragraphs: [first, `${'c'.repeat(150)}...`], toggleLabel: 'Read more' })
    expect(dealerComments(`${first}|${second}|${third}`, true)).toEqual({
      kind: 'comments',
      paragraphs: [first, second, third],
      toggleLabel: 'Read less',
    })
  })
})

describe('rego expiry', () => {
  it.each([
    ['a future date', '2027-03-12', false, 'Expires on 12 March 2027'],
    ['a timestamp', '2027-01-05T00:00:00.000Z', false, 'Expires on 5 January 2027'],
    ['an Australian date', '31/12/2026', false, 'Expires on 31 December 2026'],
    ['today', '2026-06-01', false, 'Expires on 1 June 2026'],
    ['yesterday, tenant shows Unregistered', '2026-05-31', true, 'Unregistered'],
    ['yesterday, other tenants', '2026-05-31', false, null],
    ['no date', null, true, null],
    ['an invalid date', '2026-02-30', true, null],
  ] as const)('%s', (_name, expiry, showUnregistered, expected) => {
    expect(regoExpiryText(expiry, '2026-06-01', tenant({ show_unregistered: showUnregistered }))).toBe(expected)
  })

  it('finds today on the dealer wall clock', () => {
    expect(calendarDateInTimeZone(new Date('2026-05-31T16:30:00Z'), 'Australia/Perth')).toBe('2026-06-01')
    expect(calendarDateInTimeZone(new Date('2026-05-31T15:30:00Z'), 'Australia/Perth')).toBe('2026-05-31')
    expect(calendarDateInTimeZone(new Date('2026-05-31T14:30:00Z'), 'Australia/Sydney')).toBe('2026-06-01')
  })

  it('reads dates strictly', () => {
    expect(calendarDate('2024-02-29')).toBe('2024-02-29')
    expect(calendarDate('2023-02-29')).toBeNull()
    expect(calendarDate('next year')).toBeNull()
  })
})

describe('engineDisplay', () => {
  it.each([
    [{ engine_size: 2487 }, 'litres', '2.5L'],
    [{ engine_size: 1998 }, null, '2.0L'],
    [{ engine_size: 2487 }, 'cc', '2487cc'],
    [{ engine_size: null, engine_size_litres: '2.8' }, 'litres', '2.8L'],
    [{ engine_size: null, variant: { enginesize_litres: 3.3 } }, 'cc', '3.3L'],
    [{ engine_size: 0 }, 'litres', null],
    [{}, 'cc', null],
  ] as const)('%p on a %p tenant → %p', (fields, display, expected) => {
    expect(engineDisplay(car(fields), tenant({ engine_display: display }))).toBe(expected)
  })
})

describe('caravanSpecifications', () => {
  it('lists the filled caravan specifications', () => {
    const caravan = car({
      item_type: 'caravan',
      specifications: {
        body_length: '21ft',
        body_width: '2.4m',
        tare_weight: 2650,
        axle_type: 'Tandem',
        sleeps: '',
        aggregate_trailer_mass: 3500,
      },
    })
    expect(caravanSpecifications(caravan).map((row) => [row.label, row.value])).toEqual([
      ['Body Length', '21ft'],
      ['Body Width', '2.4m'],
      ['Tare Weight', '2650'],
      ['Aggregate Trailer Mass', '3500'],
      ['Axle Type', 'Tandem'],
    ])
    expect(caravanSpecifications(car())).toEqual([])
  })
})

describe('reviewsSummary', () => {
  it.each([
    [
      '4.7 over the default minimum',
      { average_rating: '4.7', count: 1234 },
      {},
      { ratingText: '4.7', fullStars: 4, partialStarFill: 0.7, countText: '1,234' },
    ],
    ['exactly the default minimum', { average_rating: '4.0', count: 10 }, {}, null],
    ['below the minimum', { average_rating: 3.9, count: 10 }, {}, null],
    [
      '5.0 caps at 4 full stars and a full partial one',
      { average_rating: 5, count: 3 },
      {},
      { ratingText: '5.0', fullStars: 4, partialStarFill: 1, countText: '3' },
    ],
    [
      'a dealer with minimum 3',
      { average_rating: '3.46', count: 12345 },
      { reviews_min_rating: 3 },
      { ratingText: '3.5', fullStars: 3, partialStarFill: 0.46, countText: '12,345' },
    ],
    ['hidden reviews', { average_rating: '4.9', count: 100 }, { hide_reviews: true }, null],
    ['an unreadable rating', { average_rating: 'n/a', count: 100 }, {}, null],
  ] as const)('%s', (_name, reviews, settings, expected) => {
    expect(reviewsSummary(reviews, tenant(settings))).toEqual(expected)
  })
})

describe('Toyota service advantage', () => {
  const terms = (model: string) => {
    const plan = serviceAdvantageFor(model)
    return [plan.amount, plan.years, plan.services, plan.interval.months, plan.interval.km, plan.rangeKm]
  }

  it.each([
    ['Unknown model', 250, 5, 5, 12, 15000, 75000],
    ['Coaster', 485, 3, 6, 6, 10000, 75000],
    ['HiAce', 290, 3, 6, 6, 10000, 75000],
    ['Granvia', 290, 3, 6, 6, 10000, 75000],
    ['HiLux', 290, 3, 6, 6, 10000, 75000],
    ['Fortuner', 290, 3, 6, 6, 10000, 75000],
    ['Prado', 390, 5, 5, 12, 15000, 100000],
    ['LandCruiser Prado', 390, 5, 5, 12, 15000, 100000],
    ['LandCruiser 70', 525, 5, 5, 12, 15000, 75000],
    ['LandCruiser 300', 400, 5, 10, 6, 10000, 75000],
    ['Tundra', 400, 5, 10, 6, 10000, 75000],
    ['bZ4X', 180, 5, 5, 12, 15000, 75000],
    ['Corolla', 245, 5, 5, 12, 15000, 75000],
    ['Yaris', 245, 5, 5, 12, 15000, 75000],
    ['Camry', 255, 5, 5, 12, 15000, 75000],
    ['Yaris Cross', 250, 5, 5, 12, 15000, 75000],
    ['C-HR', 250, 5, 5, 12, 15000, 75000],
    ['Corolla Cross', 250, 5, 5, 12, 15000, 75000],
    ['RAV4', 260, 5, 5, 12, 15000, 75000],
    ['Kluger', 265, 5, 5, 12, 15000, 75000],
  ])('%s', (model, ...expected) => {
    expect(terms(model)).toEqual(expected)
  })

  it('matches the spellings feeds use', () => {
    expect(serviceAdvantageFor('RAV4 Hybrid').amount).toBe(260)
    expect(serviceAdvantageFor('Landcruiser 300 Series').amount).toBe(400)
    expect(serviceAdvantageFor('LANDCRUISER 70 SERIES').amount).toBe(525)
    expect(serviceAdvantageFor('Hilux').amount).toBe(290)
    expect(serviceAdvantageFor('CHR').amount).toBe(250)
    expect(serviceAdvantageFor('Yaris Cross Hybrid').amount).toBe(250)
    expect(serviceAdvantageFor('Corolla Hatch').amount).toBe(245)
    expect(serviceAdvantageFor(null)).toMatchObject({ model: '', amount: 250 })
  })

  it('describes the interval', () => {
    expect(serviceIntervalText(serviceAdvantageFor('Kluger'))).toBe('every 12 months or 15,000 km')
    expect(serviceIntervalText(serviceAdvantageFor('Coaster'))).toBe('every 6 months or 10,000 km')
  })
})

describe('carJsonLd', () => {
  it('describes the car and its offer in AUD', () => {
    const json = carJsonLd(
      car({
        name: '2022 Toyota RAV4 GX',
        make: 'Toyota',
        model: 'RAV4',
        year: 2022,
        km: 45210,
        vin: 'JTMW1RFV40D123456',
        price: 38990,
        colour: 'Silver',
        simple_body: 'SUV',
        primary_image_url: 'https://cdn.example/rav4.jpg',
      }),
      'https://acme.example/cars/2022-toyota-rav4-gx',
    )
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Toyota RAV4 GX',
      url: 'https://acme.example/cars/2022-toyota-rav4-gx',
      image: 'https://cdn.example/rav4.jpg',
      vehicleIdentificationNumber: 'JTMW1RFV40D123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      vehicleModelDate: '2022',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'RAV4',
      color: 'Silver',
      bodyType: 'SUV',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AUD',
        price: 38990,
        availability: 'https://schema.org/InStock',
        url: 'https://acme.example/cars/2022-toyota-rav4-gx',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    })
  })

  it('leaves out unknown fields and unpriced offers', () => {
    const json = carJsonLd(car({ car_type: 'new', status: 'coming_soon', price: 0, make: 'Kia', model: 'EV5', year: 2026 }), '/cars/x')
    expect(json.name).toBe('2026 Kia EV5')
    expect(json.itemCondition).toBe('https://schema.org/NewCondition')
    expect(json.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'AUD',
      availability: 'https://schema.org/PreOrder',
      url: '/cars/x',
      itemCondition: 'https://schema.org/NewCondition',
    })
    expect(json).not.toHaveProperty('vehicleIdentificationNumber')
    expect(json).not.toHaveProperty('mileageFromOdometer')
    expect(carJsonLd(car({ status: 'sold', car_type: 'demo' }), '/cars/y')).toMatchObject({
      name: '2022-toyota-rav4-gx',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { availability: 'https://schema.org/SoldOut' },
    })
  })
})
