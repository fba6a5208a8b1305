import { describe, expect, it } from '@jest/globals'

import { calendarDateIn } from './calendar'
import {
  BY_APPOINTMENT_ONLY,
  isAppointmentOnlySaturday,
  openingHoursDropdown,
  openingHoursSummary,
  serviceSaturdayHours,
  upcomingSpecialHours,
} from './hours'
import {
  autoDealerJsonLd,
  directionsUrl,
  distanceKm,
  locationLayout,
  locationReviews,
  selectLocations,
  showComingSoonBadge,
  sortByDistance,
  staticMapImageUrl,
  staticMapLink,
} from './locations'
import type { DealerLocation, OpeningHourEntry } from './types'

const weekdayHours = (hours: string): OpeningHourEntry[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', formated_hours: hours, open: '8:00 AM', close: '5:30 PM' }))

const salesHours: OpeningHourEntry[] = [
  ...weekdayHours('8:00am - 5:30pm'),
  { weekday: 6, status: 'Open', formated_hours: '8:00am - 12:00pm', open: '08:00', close: '12:00' },
  { weekday: 0, status: 'Closed', formated_hours: '' },
]

const locations: DealerLocation[] = [
  { id: 1, name: 'City Sales', primary: true, location_type: 'sales', contact_detail: { opening_hours: salesHours } },
  { id: 2, name: 'City Service', location_type: 'service', contact_detail: { opening_hours: weekdayHours('7:30am - 5pm') } },
  { id: 3, name: 'City Parts', location_type: 'parts' },
  { id: 4, name: 'Hidden Sales', location_type: '', visible: false },
  { id: 5, name: 'North', location_type: '' },
]

describe('selectLocations', () => {
  it('defaults to the primary location', () => {
    expect(selectLocations(locations).map((l) => l.id)).toEqual([1])
    expect(selectLocations(locations, null).map((l) => l.id)).toEqual([1])
  })
  it('falls back to the first visible location when none is primary', () => {
    expect(selectLocations([{ id: 9, visible: false }, { id: 8 }], 'primary').map((l) => l.id)).toEqual([8])
  })
  it('selects by type, excluding hidden locations; an empty type counts as sales', () => {
    expect(selectLocations(locations, 'sales').map((l) => l.id)).toEqual([1, 5])
    expect(selectLocations(locations, 'service').map((l) => l.id)).toEqual([2])
    expect(selectLocations(locations, 'parts').map((l) => l.id)).toEqual([3])
    expect(selectLocations(locations, 'service-and-parts').map((l) => l.id)).toEqual([2, 3])
    expect(selectLocations(locations, 'all').map((l) => l.id)).toEqual([1, 2, 3, 5])
  })
  it('selects one by id, never a hidden one', () => {
    expect(selectLocations(locations, { id: '2' }).map((l) => l.id)).toEqual([2])
    expect(selectLocations(locations, { id: 4 })).toEqual([])
  })
  it('copes with missing data', () => {
    expect(selectLocations(undefined)).toEqual([])
  })
})

describe('locationLayout', () => {
  it('nothing, single, then a grid', () => {
    expect(locationLayout(0)).toBeNull()
    expect(locationLayout(1)).toEqual({ kind: 'single' })
    expect(locationLayout(2)).toEqual({ kind: 'grid', columns: 2, centred: true })
    expect(locationLayout(3)).toEqual({ kind: 'grid', columns: 3, centred: false })
    expect(locationLayout(4)).toEqual({ kind: 'grid', columns: 3, centred: false })
    expect(locationLayout(10)).toEqual({ kind: 'grid', columns: 3, centred: false })
  })
})

describe('opening hours', () => {
  it('summarises Mon - Fri and Sat - Sun', () => {
    expect(openingHoursSummary(salesHours)).toEqual([
      { days: 'Mon - Fri', hours: '8:00am - 5:30pm' },
      { days: 'Sat', hours: '8:00am - 12:00pm' },
      { days: 'Sun', hours: 'Closed' },
    ])
    const closedWeekend: OpeningHourEntry[] = [...weekdayHours('9-5'), { weekday: 6, status: 'Closed' }, { weekday: 0, status: 'Closed' }]
    expect(openingHoursSummary(closedWeekend)).toEqual([
      { days: 'Mon - Fri', hours: '9-5' },
      { days: 'Sat - Sun', hours: 'Closed' },
    ])
  })
  it('lists days separately when weekdays differ, and builds text from open and close', () => {
    const entries: OpeningHourEntry[] = [
      { weekday: 1, status: 'Open', open: '8:00', close: '17:00' },
      { weekday: 2, status: 'Closed' },
    ]
    expect(openingHoursSummary(entries)).toEqual([
      { days: 'Mon', hours: '8:00 - 17:00' },
      { days: 'Tue', hours: 'Closed' },
    ])
  })
  it('gives nothing for missing hours', () => {
    expect(openingHoursSummary(null)).toBeNull()
    expect(openingHoursSummary([{ weekday: 1, status: 'Open' }])).toBeNull()
  })
  it('offers a dropdown of the types that have hours', () => {
    const dropdown = openingHoursDropdown(locations)
    expect(dropdown?.options).toEqual([
      { value: 'sales', label: 'Sales' },
      { value: 'service', label: 'Service' },
    ])
    expect(dropdown?.selected).toBe('sales')
    expect(openingHoursDropdown(locations, 'service')?.lines).toEqual([{ days: 'Mon - Fri', hours: '7:30am - 5pm' }])
    expect(openingHoursDropdown(locations, 'parts')?.selected).toBe('sales')
    expect(openingHoursDropdown([{ id: 1 }])).toBeNull()
  })
})

describe('appointment-only Saturdays', () => {
  it('starts on 14 June 2025 and repeats every second Saturday', () => {
    expect(isAppointmentOnlySaturday('2025-06-07')).toBe(false)
    expect(isAppointmentOnlySaturday('2025-06-14')).toBe(true)
    expect(isAppointmentOnlySaturday('2025-06-21')).toBe(false)
    expect(isAppointmentOnlySaturday('2025-06-28')).toBe(true)
    expect(isAppointmentOnlySaturday('2025-12-27')).toBe(true)
    expect(isAppointmentOnlySaturday('2026-01-03')).toBe(false)
    expect(isAppointmentOnlySaturday('2026-01-10')).toBe(true)
    expect(isAppointmentOnlySaturday('2028-01-01')).toBe(false)
    expect(isAppointmentOnlySaturday('2028-01-08')).toBe(true)
  })
  it('has no appointment-only Saturdays before 14 June 2025, even a whole number of fortnights before it', () => {
    expect(isAppointmentOnlySaturday('2025-05-31')).toBe(false)
    expect(isAppointmentOnlySaturday('2025-05-17')).toBe(false)
    expect(isAppointmentOnlySaturday('2024-06-15')).toBe(false)
    expect(serviceSaturdayHours('2025-05-31', salesHours)).toBe('8:00am - 12:00pm')
  })
  it('only applies to Saturdays and valid dates', () => {
    expect(isAppointmentOnlySaturday('2025-06-15')).toBe(false)
    expect(isAppointmentOnlySaturday('2025-02-30')).toBe(false)
    expect(isAppointmentOnlySaturday('')).toBe(false)
  })
  it('overrides the Saturday entry in appointment weeks', () => {
    expect(serviceSaturdayHours('2025-06-14', salesHours)).toBe(BY_APPOINTMENT_ONLY)
    expect(serviceSaturdayHours('2025-06-21', salesHours)).toBe('8:00am - 12:00pm')
    expect(serviceSaturdayHours('2025-06-21', null)).toBeNull()
  })
})

describe('upcomingSpecialHours', () => {
  it('keeps today and later for this location, sorted', () => {
    const lines = upcomingSpecialHours(
      [
        { date: '2025-12-26', status: 'Open', location_id: 1, hours: { begin: '9am', end: '1pm' } },
        { date: '2025-12-25', status: 'Closed', location_id: 1 },
        { date: '2025-12-24', status: 'Open', location_id: 1, start_hour: '8am', end_hour: '12pm' },
        { date: '2025-12-20', status: 'Closed', location_id: 1 },
        { date: '2025-12-31', status: 'Closed', location_id: 2 },
        { date: '2026-01-01', status: 'Closed' },
        { date: 'soon', status: 'Closed' },
      ],
      1,
      '2025-12-24',
    )
    expect(lines).toEqual([
      { date: '2025-12-24', label: 'Wed 24 Dec 2025', hours: '8am - 12pm' },
      { date: '2025-12-25', label: 'Thu 25 Dec 2025', hours: 'Closed' },
      { date: '2025-12-26', label: 'Fri 26 Dec 2025', hours: '9am - 1pm' },
      { date: '2026-01-01', label: 'Thu 1 Jan 2026', hours: 'Closed' },
    ])
    expect(upcomingSpecialHours(undefined, 1, '2025-01-01')).toEqual([])
  })
  it('reads today in the dealer time zone', () => {
    expect(calendarDateIn(new Date('2025-06-13T15:00:00Z'), 'Australia/Sydney')).toBe('2025-06-14')
    expect(calendarDateIn(new Date('2025-06-13T15:00:00Z'), 'Australia/Perth')).toBe('2025-06-13')
  })
})

describe('reviews', () => {
  it('shows only above the minimum, capped at four full stars', () => {
    expect(locationReviews({ id: 1, reviews: { average_rating: 4.8, count: 1234 } }, {})).toEqual({
      ratingText: '4.8',
      fullStars: 4,
      partialStarFill: 0.8,
      countText: '1,234',
    })
    expect(locationReviews({ id: 1, average_rating: '4.0', review_count: 9 }, {})).toBeNull()
    expect(locationReviews({ id: 1, average_rating: 3.5, review_count: 9 }, { reviews_min_rating: 3 })?.fullStars).toBe(3)
    expect(locationReviews(null, {})).toBeNull()
  })
})

describe('map links', () => {
  const withCoordinates: DealerLocation = {
    id: 1,
    address: { lat: '-33.8688', long: 151.2093, street: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', map_key: 'KEY' },
  }
  it('prefers place_url, then coordinates, then address', () => {
    expect(directionsUrl({ id: 1, address: { ...withCoordinates.address, place_url: 'https://maps.google.com/?cid=1' } })).toBe(
      'https://maps.google.com/?cid=1',
    )
    expect(directionsUrl(withCoordinates)).toBe('https://www.google.com/maps/dir/?api=1&destination=-33.8688%2C151.2093')
    expect(
      directionsUrl({ id: 1, address: { street: '1 George St', city: 'Sydney', state: 'NSW', place_url: 'javascript:alert(1)' } }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=1%20George%20St%2C%20Sydney%20NSW')
    expect(directionsUrl({ id: 1, address: { lat: 0, long: 0 } })).toBeNull()
    expect(directionsUrl(undefined)).toBeNull()
  })
  it('links a static map only with coordinates', () => {
    expect(staticMapLink(withCoordinates)).toBe('https://www.google.com/maps/search/?api=1&query=-33.8688%2C151.2093')
    expect(staticMapLink({ id: 1, address: { lat: 'x', long: 1 } })).toBeNull()
    expect(staticMapImageUrl(withCoordinates)).toContain('center=-33.8688%2C151.2093')
    expect(staticMapImageUrl({ id: 1, address: { lat: 1, long: 1 } })).toBeNull()
  })
  it('shows the coming-soon badge', () => {
    expect(showComingSoonBadge({ id: 1, coming_soon: true })).toBe(true)
    expect(showComingSoonBadge({ id: 1, location_subtype: 'Coming Soon' })).toBe(true)
    expect(showComingSoonBadge({ id: 1 })).toBe(false)
    expect(showComingSoonBadge(null)).toBe(false)
  })
})

describe('distance', () => {
  it('uses the 6371 km Earth radius', () => {
    const sydney = { lat: -33.8688, long: 151.2093 }
    const melbourne = { lat: -37.8136, long: 144.9631 }
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0)
    expect(distanceKm(sydney, sydney)).toBe(0)
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6)
  })
  it('sorts nearest first, unknown last', () => {
    const sorted = sortByDistance(
      [{ id: 'none' }, { id: 'mel', address: { lat: -37.8, long: 144.9 } }, { id: 'syd', address: { lat: -33.9, long: 151.2 } }],
      { lat: -33.8, long: 151.2 },
    )
    expect(sorted.map((l) => l.id)).toEqual(['syd', 'mel', 'none'])
  })
})

describe('autoDealerJsonLd', () => {
  it('describes the dealer with opening hours', () => {
    const json = autoDealerJsonLd(
      {
        id: 1,
        name: 'City Toyota',
        address: { street: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', lat: -33.8, long: 151.2 },
        contact_detail: { phone: '02 9999 0000', opening_hours: salesHours },
      },
      'https://example.com/our-location/city',
    )
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'City Toyota',
      url: 'https://example.com/our-location/city',
      telephone: '02 9999 0000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 George St',
        addressLocality: 'Sydney',
        addressRegion: 'NSW',
        postalCode: '2000',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.8, longitude: 151.2 },
    })
    expect(json?.openingHoursSpecification).toHaveLength(6)
    expect(json?.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:00',
      closes: '17:30',
    })
  })
  it('is null without a name and never crashes on gaps', () => {
    expect(autoDealerJsonLd({ id: 1 })).toBeNull()
    expect(autoDealerJsonLd(undefined)).toBeNull()
    expect(autoDealerJsonLd({ id: 1, name: 'X' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'X',
      openingHoursSpecification: [],
    })
  })
})
