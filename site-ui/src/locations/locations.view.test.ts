import { describe, expect, it } from '@jest/globals'

import { blockVariant, BY_APPOINTMENT_ONLY } from '@forecourt/domain/locations'
import type { Location } from '@forecourt/schema'

import { hoursTabs, jsonForScript, locationCardView, locationJsonLd, locationsSectionView, mapEmbedUrl, telHref } from './locations.view'
import { week, WEEK_OF_APPOINTMENT_SATURDAY, WEEK_OF_NORMAL_SATURDAY } from '@forecourt/domain/testing/openingHours'

function doc(overrides: Partial<Location> & { id: number }): Location {
  return {
    name: `Yard ${overrides.id}`,
    slug: `yard-${overrides.id}`,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const auburn = doc({
  id: 1,
  name: 'Harbourside Toyota',
  slug: 'harbourside-toyota',
  location_type: 'sales',
  primary: true,
  address: { street: '120 Parramatta Road', city: 'Auburn', state: 'NSW', postcode: '2144', lat: -33.8561, long: 151.0329 },
  contact_detail: {
    phone: '(02) 9555 0100',
    email: 'sales@harbourside.example',
    opening_hours: [...week('sales', '8:30am - 5:30pm', '8:30am - 4:00pm'), ...week('service', '7:30am - 5:30pm', '8:00am - 12:00pm')],
  },
  special_hours: [
    { date: '2026-11-01T00:00:00.000Z', name: 'Past day', status: 'Closed' },
    { date: '2026-12-31T00:00:00.000Z', name: "New Year's Eve", status: 'Open', start_hour: '9:00am', end_hour: '2:00pm' },
    { date: '2026-12-25T00:00:00.000Z', name: 'Christmas Day', status: 'Closed' },
  ],
  reviews: { average_rating: 4.6, count: 1284 },
  dealer_license_number: 'MD 053188',
})

describe('the hours dropdown of one location', () => {
  it('offers only the types with hours, starts on the location’s own type and gives each type its lines', () => {
    const tabs = hoursTabs(auburn, WEEK_OF_NORMAL_SATURDAY)
    expect(tabs?.options.map((option) => option.label)).toEqual(['Sales', 'Service'])
    expect(tabs?.selected).toBe('sales')
    expect(tabs?.linesByType.sales).toEqual([
      { days: 'Mon - Fri', hours: '8:30am - 5:30pm' },
      { days: 'Sat', hours: '8:30am - 4:00pm' },
      { days: 'Sun', hours: 'Closed' },
    ])
    expect(tabs?.linesByType.service?.[0]).toEqual({ days: 'Mon - Fri', hours: '7:30am - 5:30pm' })
  })

  it('shows the appointment-only Saturday in service hours only', () => {
    const tabs = hoursTabs(auburn, WEEK_OF_APPOINTMENT_SATURDAY)
    expect(tabs?.linesByType.service).toContainEqual({ days: 'Sat', hours: BY_APPOINTMENT_ONLY })
    expect(tabs?.linesByType.sales).toContainEqual({ days: 'Sat', hours: '8:30am - 4:00pm' })
  })

  it('is null for a location with no hours', () => {
    expect(hoursTabs(doc({ id: 9 }), WEEK_OF_NORMAL_SATURDAY)).toBeNull()
  })
})

describe('a location card', () => {
  it('carries every detail the card shows', () => {
    const card = locationCardView(auburn, { reviews_min_rating: 4 }, WEEK_OF_NORMAL_SATURDAY)
    expect(card).toMatchObject({
      name: 'Harbourside Toyota',
      href: '/our-location/harbourside-toyota',
      address: '120 Parramatta Road, Auburn NSW 2144',
      phone: '(02) 9555 0100',
      email: 'sales@harbourside.example',
      licence: 'MD 053188',
      comingSoon: false,
      mapEmbedUrl: null,
    })
    expect(card.reviews?.ratingText).toBe('4.6')
    expect(card.reviews?.countText).toBe('1,284')
    expect(card.mapLink).toContain(encodeURIComponent('-33.8561,151.0329'))
    expect(card.directions).toContain('destination=')
  })

  it('lists only upcoming holiday hours, earliest first, with their names', () => {
    const card = locationCardView(auburn, {}, '2026-11-23')
    expect(card.holidayHours).toEqual([
      { date: '2026-12-25', label: 'Fri 25 Dec 2026', hours: 'Closed', name: 'Christmas Day' },
      { date: '2026-12-31', label: 'Thu 31 Dec 2026', hours: '9:00am - 2:00pm', name: "New Year's Eve" },
    ])
  })

  it('hides reviews at or below the tenant’s minimum rating, or when reviews are switched off', () => {
    expect(locationCardView(auburn, { reviews_min_rating: 4.6 }, WEEK_OF_NORMAL_SATURDAY).reviews).toBeNull()
    expect(locationCardView(auburn, { reviews_min_rating: 3, hide_reviews: true }, WEEK_OF_NORMAL_SATURDAY).reviews).toBeNull()
  })

  it('leaves out what the location does not have', () => {
    const bare = locationCardView(doc({ id: 5, slug: '' }), {}, WEEK_OF_NORMAL_SATURDAY)
    expect(bare).toMatchObject({
      href: null,
      address: null,
      phone: null,
      email: null,
      licence: null,
      hours: null,
      reviews: null,
      directions: null,
      mapLink: null,
      image: null,
    })
    expect(bare.holidayHours).toEqual([])
  })

  it('shows the coming-soon badge when flagged', () => {
    expect(locationCardView(doc({ id: 6, coming_soon: true }), {}, WEEK_OF_NORMAL_SATURDAY).comingSoon).toBe(true)
  })

  it('embeds a map only with the tenant’s maps key and known coordinates', () => {
    const card = locationCardView(auburn, { map_provider_key: 'KEY123' }, WEEK_OF_NORMAL_SATURDAY)
    expect(card.mapEmbedUrl).toBe('https://www.google.com/maps/embed/v1/place?key=KEY123&q=-33.8561%2C151.0329')
    expect(mapEmbedUrl({ id: 1, address: { lat: 0, long: 0 } }, 'KEY123')).toBeNull()
    expect(mapEmbedUrl({ id: 1, address: { lat: -33.8, long: 151 } }, '  ')).toBeNull()
  })
})

describe('a locations section', () => {
  const yards = [1, 2, 3, 4].map((id) => doc({ id, location_type: id === 4 ? 'service' : 'sales', primary: id === 2 }))

  it('shows four or more in a three-column grid, the primary one alone in the single layout', () => {
    expect(locationsSectionView(yards, 'all', {}, WEEK_OF_NORMAL_SATURDAY)?.layout).toEqual({ kind: 'grid', columns: 3, centred: false })
    const primary = locationsSectionView(yards, 'primary', {}, WEEK_OF_NORMAL_SATURDAY)
    expect(primary?.layout).toEqual({ kind: 'single' })
    expect(primary?.cards.map((card) => card.id)).toEqual([2])
  })

  it('centres two cards, filters by type and drops hidden locations', () => {
    const withHidden = [...yards, doc({ id: 7, visible: false, location_type: 'service' })]
    const sales = locationsSectionView(withHidden.slice(0, 2), 'sales', {}, WEEK_OF_NORMAL_SATURDAY)
    expect(sales?.layout).toEqual({ kind: 'grid', columns: 2, centred: true })
    expect(locationsSectionView(withHidden, 'service', {}, WEEK_OF_NORMAL_SATURDAY)?.cards.map((card) => card.id)).toEqual([4])
  })

  it('picks one location by id from a block, and renders nothing when nothing matches', () => {
    expect(locationsSectionView(yards, blockVariant('one', 3), {}, WEEK_OF_NORMAL_SATURDAY)?.cards.map((card) => card.id)).toEqual([3])
    expect(locationsSectionView(yards, blockVariant('parts', null), {}, WEEK_OF_NORMAL_SATURDAY)).toBeNull()
    expect(locationsSectionView([], 'all', {}, WEEK_OF_NORMAL_SATURDAY)).toBeNull()
    expect(blockVariant('nonsense', null)).toBe('primary')
  })
})

describe('structured data and links', () => {
  it('describes the location as an AutoDealer with its own type’s opening hours', () => {
    const card = locationCardView(auburn, {}, WEEK_OF_NORMAL_SATURDAY)
    const json = locationJsonLd(card, 'https://harbourside.example/our-location/harbourside-toyota')
    expect(json).toMatchObject({ '@type': 'AutoDealer', name: 'Harbourside Toyota', telephone: '(02) 9555 0100' })
    expect(json?.openingHoursSpecification).toHaveLength(6)
    expect(json?.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:30',
      closes: '17:30',
    })
    expect(json?.address).toMatchObject({
      streetAddress: '120 Parramatta Road',
      addressRegion: 'NSW',
      postalCode: '2144',
      addressCountry: 'AU',
    })
  })

  it('cannot end its script element early', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })

  it('dials the digits of a written phone number', () => {
    expect(telHref('(02) 9555 0100')).toBe('tel:0295550100')
    expect(telHref('+61 2 9555 0100')).toBe('tel:+61295550100')
  })
})
