import { describe, expect, it } from '@jest/globals'

import { DEALER_COMMENTS_PENDING } from '../vehicle/comments'
import { pdfContentDisposition, pdfFileName, pdfPath, printPagePath } from './printDownload'
import { pdfSafeText, printSheet } from './printable'
import { printPageSlug } from './printRequest'
import type { VehiclePageCar, VehiclePageData, VehiclePageSettings } from './types'

const settings: VehiclePageSettings = {
  slug: 'southern-cross-motors',
  phone_numbers: { new: '(07) 3555 0100', used: '(07) 3555 0200' },
  button_options: null,
  checkout_enabled: false,
  online_purchase_enabled: false,
  finance_provider: 'taurus',
  finance_link: '/finance',
  engine_display: 'litres',
  show_unregistered: true,
  call_now_only_when_open: false,
  reviews_min_rating: null,
  hide_reviews: false,
  time_zone: 'Australia/Brisbane',
  service_advantage: null,
  calculator: {},
  section_order: null,
  printing_enabled: true,
  favourites_storage: 'browser',
  phone_reveal: false,
}

function pageData(car: Partial<VehiclePageCar> = {}, overrides: Partial<VehiclePageSettings> = {}): VehiclePageData {
  return {
    car: {
      id: 7,
      slug: '2019-mazda-cx-5-maxx-sport-s7',
      name: '2019 Mazda CX-5 Maxx Sport',
      make: 'Mazda',
      model: 'CX-5',
      year: 2019,
      price: 28990,
      before_price: 30990,
      car_type: 'used',
      status: 'in_stock',
      stocknum: 'S7',
      km: 61234,
      simple_transmission: 'Automatic',
      simple_body: 'SUV',
      colour: 'Soul Red',
      variant: { induction: 'Aspirated', enginesize: '2.5L' },
      dealercomments: 'One owner.|Full service history.',
      location: {
        id: 3,
        name: 'Southern Cross Ipswich',
        address: { street: '1 Brisbane Rd', city: 'Ipswich', state: 'QLD', postcode: '4305' },
      },
      images: [{ src: '/uploads/s7.webp', alt: 'Front', width: 1200, height: 800, optimise: true }],
      ...car,
    },
    tenant: { id: 2, name: 'Southern Cross Motor Group', slug: 'southern-cross-motors' },
    settings: { ...settings, ...overrides },
    reviews: null,
    pageUrl: 'http://southern-cross-motors.localhost:3000/cars/2019-mazda-cx-5-maxx-sport-s7',
    today: '2026-11-21',
    currentYear: 2026,
    nowMs: Date.UTC(2026, 10, 21),
  }
}

describe('print page and PDF addresses', () => {
  it('the print page is /print?car_id={slug}; the PDF has its own route under the car', () => {
    expect(printPagePath('2019-mazda-cx-5')).toBe('/print?car_id=2019-mazda-cx-5')
    expect(printPagePath('a b&c')).toBe('/print?car_id=a%20b%26c')
    expect(pdfPath('2019-mazda-cx-5')).toBe('/cars/2019-mazda-cx-5/pdf')
  })

  it('reads car_id from the query: trimmed, the first of repeats, nothing for missing, empty or oversized values', () => {
    expect(printPageSlug(' 2019-mazda-cx-5 ')).toBe('2019-mazda-cx-5')
    expect(printPageSlug(['first', 'second'])).toBe('first')
    expect(printPageSlug(undefined)).toBeNull()
    expect(printPageSlug('   ')).toBeNull()
    expect(printPageSlug([])).toBeNull()
    expect(printPageSlug('x'.repeat(201))).toBeNull()
  })
})

describe('PDF file name', () => {
  it('is {slug}.pdf', () => {
    expect(pdfFileName('2019-mazda-cx-5-maxx-sport-s7')).toBe('2019-mazda-cx-5-maxx-sport-s7.pdf')
    expect(pdfContentDisposition('2019-mazda-cx-5')).toBe('attachment; filename="2019-mazda-cx-5.pdf"')
  })

  it('cannot break out of the header or name a path', () => {
    expect(pdfFileName('../etc/passwd')).toBe('etc-passwd.pdf')
    expect(pdfContentDisposition('a"b\r\nSet-Cookie: x')).toBe('attachment; filename="a-b-Set-Cookie-x.pdf"')
    expect(pdfFileName('')).toBe('car.pdf')
  })
})

describe('print sheet', () => {
  it('has the title, the price by the price rules, the was price, the first photo and the page address', () => {
    const sheet = printSheet(pageData())
    expect(sheet.title).toBe('2019 Mazda CX-5 Maxx Sport')
    expect(sheet.price).toBe('$28,990')
    expect(sheet.wasPrice).toBe('$30,990')
    expect(sheet.photo?.src).toBe('/uploads/s7.webp')
    expect(sheet.pageUrl).toBe('http://southern-cross-motors.localhost:3000/cars/2019-mazda-cx-5-maxx-sport-s7')
  })

  it('falls back to PREORDER or the no-price text as the vehicle page does', () => {
    expect(printSheet(pageData({ price: 10, preorder: true })).price).toBe('PREORDER')
    expect(printSheet(pageData({ price: 0 })).price).toBe('Enquire for price.')
    expect(printSheet(pageData({ price: null }, { no_price_text: 'Call us' })).price).toBe('Call us')
    expect(printSheet(pageData({ price: null })).wasPrice).toBeNull()
  })

  it('lists the key facts, empty ones hidden, each label once', () => {
    const specs = printSheet(pageData()).specs
    expect(specs).toEqual(
      expect.arrayContaining([
        { key: 'km', label: 'Kilometres', value: '61,234 km' },
        { key: 'transmission', label: 'Transmission', value: 'Automatic' },
        { key: 'stocknum', label: 'Stock Number', value: 'S7' },
        { key: 'enginesize', label: 'Engine Size', value: '2.5L' },
      ]),
    )
    expect(specs.filter((row) => row.label === 'Induction')).toHaveLength(1)
    expect(specs.some((row) => row.key === 'vin')).toBe(false)
  })

  it('prints every paragraph of the dealer comments, or says they are pending', () => {
    const long = 'x'.repeat(500)
    expect(printSheet(pageData()).comments).toEqual(['One owner.', 'Full service history.'])
    expect(printSheet(pageData({ dealercomments: long })).comments).toEqual([long])
    expect(printSheet(pageData({ dealercomments: ' | ' })).comments).toEqual([DEALER_COMMENTS_PENDING])
  })

  it("gives the car's location and the phone for its type", () => {
    expect(printSheet(pageData()).dealer).toEqual({
      name: 'Southern Cross Ipswich',
      address: '1 Brisbane Rd, Ipswich QLD 4305',
      phone: { number: '(07) 3555 0200', telHref: 'tel:0735550200' },
    })
    const bare = printSheet(pageData({ location: null, city: 'Toowoomba', state: 'QLD', car_type: 'new' }, { phone_numbers: null }))
    expect(bare.dealer).toEqual({ name: 'Southern Cross Motor Group', address: 'Toowoomba QLD', phone: null })
  })
})

describe('PDF text', () => {
  it('keeps Latin-1 and typographic punctuation, drops control characters, marks what the PDF fonts cannot show', () => {
    expect(pdfSafeText('Café – “one owner” • 5 seats…')).toBe('Café – “one owner” • 5 seats…')
    expect(pdfSafeText('a\u0000b\u0007c\nd')).toBe('abc\nd')
    expect(pdfSafeText('Great car 🚗 車')).toBe('Great car ? ?')
  })
})
