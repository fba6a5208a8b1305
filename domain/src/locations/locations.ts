import { toNumber } from '../vehicle/format'
import { reviewsSummary, type ReviewsSummary } from '../vehicle/reviews'
import { safeHref } from '../urls/links'
import { toIsoClock } from './hours'
import type { DealerLocation } from './types'

export type * from './types'

export type LocationVariant = 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | { id: number | string }

const DEFAULT_LOCATION_VARIANT: LocationVariant = 'primary'

function typeOf(location: DealerLocation): string {
  return location.location_type?.trim().toLowerCase() ?? ''
}

/**
 * The locations a block shows, in the tenant's order, hidden ones never. 'primary' falls back to the
 * first visible location when none is flagged, so a tenant that never ticked the flag still shows one.
 */
export function selectLocations(
  locations: readonly DealerLocation[] | null | undefined,
  variant: LocationVariant | null | undefined = DEFAULT_LOCATION_VARIANT,
): DealerLocation[] {
  const visible = (locations ?? []).filter((location) => location && location.visible !== false)
  const chosen = variant ?? DEFAULT_LOCATION_VARIANT
  if (typeof chosen === 'object') return visible.filter((location) => String(location.id) === String(chosen.id))
  switch (chosen) {
    case 'all':
      return visible
    case 'primary': {
      const primary = visible.filter((location) => location.primary)
      return primary.length ? primary : visible.slice(0, 1)
    }
    case 'sales':
      return visible.filter((location) => typeOf(location) === 'sales' || typeOf(location) === '')
    case 'service-and-parts':
      return visible.filter((location) => typeOf(location) === 'service' || typeOf(location) === 'parts')
    default:
      return visible.filter((location) => typeOf(location) === chosen)
  }
}

export type LocationLayout = { kind: 'single' } | { kind: 'grid'; columns: 1 | 2 | 3; centred: boolean }

const MAX_GRID_COLUMNS = 3

/**
 * One location: the large map-and-details section. Several: a grid with one column per card up to three
 * (three from three cards on, so four or more wrap in rows of three). One or two cards would leave the
 * row lopsided, so fewer than three are centred. No locations: nothing.
 */
export function locationLayout(count: number): LocationLayout | null {
  if (!(count >= 1)) return null
  if (count === 1) return { kind: 'single' }
  const columns = Math.min(count, MAX_GRID_COLUMNS) as 2 | 3
  return { kind: 'grid', columns, centred: count < MAX_GRID_COLUMNS }
}

type Coordinates = { lat: number; long: number }

/** Valid coordinates only; (0, 0) is the feed's placeholder for 'unknown', not a dealership. */
export function coordinatesOf(location: DealerLocation | null | undefined): Coordinates | null {
  const lat = toNumber(location?.address?.lat)
  const long = toNumber(location?.address?.long)
  if (lat === null || long === null) return null
  if (Math.abs(lat) > 90 || Math.abs(long) > 180 || (lat === 0 && long === 0)) return null
  return { lat, long }
}

/** 'street, city STATE postcode', skipping blanks; null when nothing is known. */
export function addressLine(location: DealerLocation | null | undefined): string | null {
  const address = location?.address
  if (!address) return null
  const region = [address.city, address.state, address.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const line = [address.street?.trim(), region].filter(Boolean).join(', ')
  return line || null
}

const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1&destination='

/**
 * A plain link (no maps script on the page): the dealer's own place page when it is a web link, else
 * directions to the coordinates, else to the written address.
 */
export function directionsUrl(location: DealerLocation | null | undefined): string | null {
  const placeUrl = safeHref(location?.address?.place_url)
  if (placeUrl && /^https?:\/\//i.test(placeUrl)) return placeUrl
  const coordinates = coordinatesOf(location)
  if (coordinates) return DIRECTIONS_BASE + encodeURIComponent(`${coordinates.lat},${coordinates.long}`)
  const address = addressLine(location)
  return address ? DIRECTIONS_BASE + encodeURIComponent(address) : null
}

/** A link that opens the map at the coordinates; cards without coordinates show the image instead. */
export function staticMapLink(location: DealerLocation | null | undefined): string | null {
  const coordinates = coordinatesOf(location)
  if (!coordinates) return null
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${coordinates.lat},${coordinates.long}`)}`
}

/** A static map image (no script); needs the location's map_key as well as coordinates. */
export function staticMapImageUrl(
  location: DealerLocation | null | undefined,
  size: { width: number; height: number } = { width: 600, height: 400 },
  zoom = 15,
): string | null {
  const coordinates = coordinatesOf(location)
  const key = location?.address?.map_key?.trim()
  if (!coordinates || !key) return null
  const centre = `${coordinates.lat},${coordinates.long}`
  const params = new URLSearchParams({
    center: centre,
    zoom: String(zoom),
    size: `${size.width}x${size.height}`,
    markers: centre,
    key,
  })
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`
}

const COMING_SOON_SUBTYPE = /^coming[\s_-]*soon$/i

export function showComingSoonBadge(location: DealerLocation | null | undefined): boolean {
  return Boolean(location?.coming_soon) || COMING_SOON_SUBTYPE.test(location?.location_subtype?.trim() ?? '')
}

/** The card's rating: nested reviews first, then the flat fields; shown only above the tenant's minimum. */
export function locationReviews(
  location: DealerLocation | null | undefined,
  tenant: { reviews_min_rating?: number | null; hide_reviews?: boolean | null },
): ReviewsSummary | null {
  if (!location) return null
  return reviewsSummary(
    {
      average_rating: location.reviews?.average_rating ?? location.average_rating,
      count: location.reviews?.count ?? location.review_count,
    },
    tenant,
  )
}

const EARTH_RADIUS_KM = 6371

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.lat - from.lat)
  const dLong = radians(to.long - from.long)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Visible locations nearest first; those without coordinates go last in their original order. */
export function sortByDistance(locations: readonly DealerLocation[], from: Coordinates): DealerLocation[] {
  return locations
    .map((location, index) => {
      const coordinates = coordinatesOf(location)
      return { location, index, distance: coordinates ? distanceKm(from, coordinates) : Number.POSITIVE_INFINITY }
    })
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map((entry) => entry.location)
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string
  opens: string
  closes: string
}

export type AutoDealerJsonLd = {
  '@context': 'https://schema.org'
  '@type': 'AutoDealer'
  name: string
  url?: string
  telephone?: string
  image?: string
  address?: {
    '@type': 'PostalAddress'
    streetAddress?: string
    addressLocality?: string
    addressRegion?: string
    postalCode?: string
    addressCountry: 'AU'
  }
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number }
  openingHoursSpecification: OpeningHoursSpecification[]
}

/** Open days with readable times only: a guessed time in search results is worse than none. */
function openingHoursSpecification(location: DealerLocation): OpeningHoursSpecification[] {
  return (location.contact_detail?.opening_hours ?? []).flatMap((entry) => {
    const day = SCHEMA_DAYS[entry.weekday]
    if (!day || entry.status?.trim().toLowerCase() === 'closed') return []
    const opens = toIsoClock(entry.open)
    const closes = toIsoClock(entry.close)
    if (!opens || !closes) return []
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: `https://schema.org/${day}`, opens, closes }]
  })
}

function present(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined
}

/** Null without a name: an unnamed dealer is not worth describing to search engines. */
export function autoDealerJsonLd(location: DealerLocation | null | undefined, pageUrl?: string): AutoDealerJsonLd | null {
  const name = present(location?.name)
  if (!location || !name) return null
  const address = location.address
  const coordinates = coordinatesOf(location)
  const json: AutoDealerJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name,
    openingHoursSpecification: openingHoursSpecification(location),
  }
  if (pageUrl) json.url = pageUrl
  const telephone = present(location.contact_detail?.phone) ?? present(location.contact_detail?.landline_phone)
  if (telephone) json.telephone = telephone
  const image = present(location.image?.url)
  if (image) json.image = image
  if (address && addressLine(location)) {
    json.address = { '@type': 'PostalAddress', addressCountry: 'AU' }
    const street = present(address.street)
    const city = present(address.city)
    const state = present(address.state)
    const postcode = present(address.postcode)
    if (street) json.address.streetAddress = street
    if (city) json.address.addressLocality = city
    if (state) json.address.addressRegion = state
    if (postcode) json.address.postalCode = postcode
  }
  if (coordinates) json.geo = { '@type': 'GeoCoordinates', latitude: coordinates.lat, longitude: coordinates.long }
  return json
}
