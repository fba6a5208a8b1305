import { describe, expect, it } from '@jest/globals'

import { actionHref } from '../vehicle/actions'
import { monthYear } from '../vehicle/specs'
import { maskPhoneNumber } from './phoneReveal'
import { bodyLabel, jsonLdScriptText, keyInformationRows, registrationRows, summaryFacts, technicalSpecifications } from './details'
import { lenderRecords, stringList, timeZoneForState } from './feed'
import { DEFAULT_SECTION_ORDER, SECTION_AREAS, sectionOrder, sectionsByArea, VEHICLE_PAGE_SECTIONS } from './sections'
import { viewJsonPath, viewsCountText, viewsFromAnswer } from './views'

describe('section order', () => {
  it('defaults to every section, summary before the details and the sticky bar last', () => {
    expect(sectionOrder(null)).toEqual([...VEHICLE_PAGE_SECTIONS])
    expect(sectionOrder(undefined)).toEqual([...DEFAULT_SECTION_ORDER])
    expect(DEFAULT_SECTION_ORDER.indexOf('summary')).toBeLessThan(DEFAULT_SECTION_ORDER.indexOf('keyInformation'))
    expect(DEFAULT_SECTION_ORDER.at(-1)).toBe('stickyBar')
  })

  it('keeps a given order, drops unknown and repeated keys, and hides what is left out', () => {
    expect(sectionOrder(['features', 'summary', 'nope', 'features', 42, 'gallery'])).toEqual(['features', 'summary', 'gallery'])
  })

  it('falls back to the default when nothing in the order is known', () => {
    expect(sectionOrder([])).toEqual([...DEFAULT_SECTION_ORDER])
    expect(sectionOrder(['oldName', null])).toEqual([...DEFAULT_SECTION_ORDER])
  })

  it('splits the order by area, keeping its sequence', () => {
    expect(sectionsByArea(['share', 'financeBox', 'gallery', 'features', 'summary'])).toEqual({
      media: ['gallery'],
      sidebar: ['financeBox', 'summary'],
      main: ['share', 'features'],
    })
    expect(Object.keys(SECTION_AREAS).sort()).toEqual([...VEHICLE_PAGE_SECTIONS].sort())
  })
})

describe('views', () => {
  it('builds the view.json path with the spec query', () => {
    expect(viewJsonPath('2022-kia-ev6', { photos_count: 12, updated_at: '2026-01-02T03:04:05.000Z', website_id: 3 })).toBe(
      '/cars/2022-kia-ev6/view.json?photos_count=12&updated_at=2026-01-02T03%3A04%3A05.000Z&website_id=3',
    )
    expect(viewJsonPath('a b', {})).toBe('/cars/a%20b/view.json')
  })

  it.each([
    [{ views: 12, car_fields: {} }, 12],
    [{ views: 0 }, 0],
    [{ views: 3.7 }, 3],
    [{ views: -1 }, null],
    [{ views: '12' }, null],
    [{ error: 'Not found' }, null],
    [null, null],
    ['12', null],
  ])('%p → %p', (answer, views) => {
    expect(viewsFromAnswer(answer)).toBe(views)
  })

  it('words the count', () => {
    expect(viewsCountText(1)).toBe('1 view')
    expect(viewsCountText(0)).toBe('0 views')
    expect(viewsCountText(12345)).toBe('12,345 views')
  })
})

describe('detail helpers', () => {
  it('writes build and compliance dates as month and year', () => {
    expect(monthYear('2021-03-01T00:00:00.000Z')).toBe('March 2021')
    expect(monthYear('15/12/2019')).toBe('December 2019')
    expect(monthYear('soon')).toBeNull()
    expect(monthYear(null)).toBeNull()
  })

  it('lists filled technical specifications with units, then caravan ones', () => {
    const rows = technicalSpecifications({
      variant: {
        torque: '500Nm',
        fuelconsumptioncombined: 7.9,
        fuelcapacity: 80,
        towingcapacitybraked: 3500,
        vehiclelength: 5325,
        ancaprating: 5,
        induction: '',
      },
      specifications: { sleeps: 4 },
    })
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Torque', '500Nm'],
      ['Fuel Consumption (Combined)', '7.9 L/100km'],
      ['Fuel Capacity', '80 L'],
      ['Towing Capacity (Braked)', '3,500 kg'],
      ['Length', '5,325 mm'],
      ['ANCAP Safety Rating', '5 stars'],
      ['Sleeps', '4'],
    ])
    expect(technicalSpecifications({ variant: { fuelcapacity: 0, ancaprating: null }, specifications: null })).toEqual([])
  })

  it('leaves registration to the rego section when the page has one', () => {
    const rows = [
      { key: 'km', label: 'Kilometres', value: '1 km' },
      { key: 'regplate', label: 'Registration', value: 'ABC123' },
      { key: 'rego_expiry', label: 'Rego Expiry', value: 'Unregistered' },
    ]
    expect(keyInformationRows(rows, true).map((row) => row.key)).toEqual(['km'])
    expect(keyInformationRows(rows, false)).toEqual(rows)
    expect(registrationRows('ABC123', null)).toEqual([{ key: 'regplate', label: 'Registration', value: 'ABC123' }])
    expect(registrationRows(' ', null)).toEqual([])
  })

  it('links buttons without a dialog to the default pages, and drops those with nowhere to go', () => {
    const car = { slug: '2022-kia-ev6-x1' }
    expect(actionHref({ id: 'finance', label: 'Finance Enquiry', href: '/finance?car_id=x' }, car)).toBe('/finance?car_id=x')
    expect(actionHref({ id: 'enquire', label: 'Enquire Now' }, car)).toBe('/contact?car_id=2022-kia-ev6-x1')
    expect(actionHref({ id: 'testDrive', label: 'Book a Test Drive' }, car)).toBe('/book-test-drive/?car_id=2022-kia-ev6-x1')
    expect(actionHref({ id: 'findSimilar', label: 'Find Me Something Similar' }, car)).toBe(
      '/find-me-something-similar?car_id=2022-kia-ev6-x1',
    )
    expect(actionHref({ id: 'whatsapp', label: 'WhatsApp' }, car)).toBeNull()
  })

  it('gives the sidebar its three facts when known', () => {
    expect(summaryFacts({ km: 45210, simple_transmission: 'Automatic', trans: 'CVT', simple_body: '', body: 'Wagon' })).toEqual([
      { key: 'km', label: 'Kilometres', value: '45,210 km' },
      { key: 'transmission', label: 'Transmission', value: 'Automatic' },
      { key: 'body', label: 'Body Type', value: 'Wagon' },
    ])
    expect(summaryFacts({ km: null, simple_transmission: null, trans: ' ', simple_body: null, body: null })).toEqual([])
  })

  it('capitalises lower-case body types only', () => {
    expect(bodyLabel('suv')).toBe('SUV')
    expect(bodyLabel('people mover')).toBe('People Mover')
    expect(bodyLabel('ute')).toBe('Ute')
    expect(bodyLabel('Cab Chassis')).toBe('Cab Chassis')
    expect(bodyLabel('  ')).toBeNull()
  })

  it('keeps a car name from closing the structured-data script', () => {
    const text = jsonLdScriptText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('feed readers', () => {
  it('reads string lists', () => {
    expect(stringList([' Sunroof ', '', 3, null, 'Tow Bar'])).toEqual(['Sunroof', 'Tow Bar'])
    expect(stringList('Sunroof')).toEqual([])
    expect(stringList({ 0: 'a' })).toEqual([])
  })

  it('keeps known providers and lender fields only', () => {
    expect(
      lenderRecords({
        taurus: {
          interestRate: '6.29',
          comparisonRate: 8.19,
          paymentWeek: 120,
          disclaimer: 'Terms apply.',
          junk: { a: 1 },
          balloon: { no: 1 },
        },
        unknown_lender: { interestRate: 5 },
        angle: 'not a record',
      }),
    ).toEqual({ taurus: { interestRate: '6.29', comparisonRate: 8.19, paymentWeek: 120, disclaimer: 'Terms apply.' } })
    expect(lenderRecords({ other: {} })).toBeNull()
    expect(lenderRecords([{ interestRate: 5 }])).toBeNull()
    expect(lenderRecords(null)).toBeNull()
  })

  it('finds the dealer time zone from its state', () => {
    expect(timeZoneForState('WA')).toBe('Australia/Perth')
    expect(timeZoneForState('vic')).toBe('Australia/Melbourne')
    expect(timeZoneForState(null)).toBe('Australia/Sydney')
  })
})

describe('masking a dealer phone number until it is revealed', () => {
  it('hides the last four digits and keeps the spacing', () => {
    expect(maskPhoneNumber('(02) 9555 0101')).toBe('(02) 9555 XXXX')
    expect(maskPhoneNumber('0412 345 678')).toBe('0412 34X XXX')
    expect(maskPhoneNumber('13 22 86')).toBe('13 XX XX')
    expect(maskPhoneNumber('123')).toBe('XXX')
  })
})
