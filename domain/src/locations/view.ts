import type { Location, Media } from '@forecourt/schema'

import type { ReviewsSummary } from '../vehicle/reviews'
import { publicUploadUrl } from '../urls/uploads'
import { weekdayOf, type CalendarDate } from './calendar'
import {
  BY_APPOINTMENT_ONLY,
  openingHoursDropdown,
  upcomingSpecialHours,
  isAppointmentOnlySaturday,
  type HoursLine,
  type SpecialHoursLine,
} from './hours'
import {
  addressLine,
  autoDealerJsonLd,
  coordinatesOf,
  directionsUrl,
  locationLayout,
  locationReviews,
  selectLocations,
  showComingSoonBadge,
  staticMapLink,
  type AutoDealerJsonLd,
  type LocationLayout,
  type LocationVariant,
} from './locations'
import type { DealerLocation, LocationType, OpeningHourEntry } from './types'

/**
 * Where a tenant's location pages live: /our-location/{slug} (the default), /contact-us/{slug} or
 * /locations/{slug}, as the site chooses (Site settings → Location pages).
 */
export const LOCATION_PAGE_FAMILIES = ['our-location', 'contact-us', 'locations'] as const
export type LocationPageFamily = (typeof LOCATION_PAGE_FAMILIES)[number]
export const DEFAULT_LOCATION_PAGE_FAMILY: LocationPageFamily = 'our-location'

/** The family a stored setting names; the default for none or an unknown value. */
export function locationPageFamily(value: string | null | undefined): LocationPageFamily {
  return (LOCATION_PAGE_FAMILIES as readonly string[]).includes(value ?? '') ? (value as LocationPageFamily) : DEFAULT_LOCATION_PAGE_FAMILY
}

export type LocationSettings = {
  /** Which path family the location pages use; /our-location by default. */
  location_pages?: LocationPageFamily | null
  reviews_min_rating?: number | null
  hide_reviews?: boolean | null
  /** Switches on the embedded map; without it only a static map link is shown. */
  map_provider_key?: string | null
}

export type LocationImageView = { src: string; alt: string; width: number; height: number }

export type HoursTabsView = {
  options: { value: LocationType; label: string }[]
  selected: LocationType
  linesByType: Partial<Record<LocationType, HoursLine[]>>
}

export type LocationCardView = {
  id: number | string
  name: string
  href: string | null
  /** 'View our stock': the search of this location's cars, /search/{slug}. */
  stockHref: string | null
  address: string | null
  phone: string | null
  landline: string | null
  email: string | null
  licence: string | null
  repairer: string | null
  comingSoon: boolean
  image: LocationImageView | null
  hours: HoursTabsView | null
  holidayHours: Array<SpecialHoursLine & { name: string | null }>
  reviews: ReviewsSummary | null
  directions: string | null
  mapLink: string | null
  mapEmbedUrl: string | null
  /** The location as the shared rules read it (hours of its own type). */
  location: DealerLocation
}

export type LocationsSectionView = { layout: LocationLayout; cards: LocationCardView[] }

const HOURS_TYPES: LocationType[] = ['sales', 'service', 'parts']

/** Whether a Location document's hours type matches one of ours; anything else counts as sales. */
function hoursTypeOf(value: string | null | undefined): LocationType {
  return value === 'service' || value === 'parts' ? value : 'sales'
}

function entriesOf(doc: Location, type: LocationType): OpeningHourEntry[] {
  return (doc.contact_detail?.opening_hours ?? [])
    .filter((entry) => hoursTypeOf(entry.hours_type) === type)
    .map((entry) => ({
      weekday: Number(entry.weekday),
      status: entry.status ?? null,
      formated_hours: entry.formated_hours ?? null,
      open: entry.open ?? null,
      close: entry.close ?? null,
    }))
}

/** The Saturday on or after `today`: the one a visitor planning a visit this week cares about. */
export function comingSaturday(today: CalendarDate): CalendarDate {
  const ahead = (6 - weekdayOf(today) + 7) % 7
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + ahead * 86_400_000)
  return date.toISOString().slice(0, 10)
}

/**
 * Service hours with this week's Saturday replaced by 'By Appointment Only' on the alternating weeks.
 * Only a location that opens its workshop on Saturdays is affected: a closed Saturday stays closed.
 */
export function withAppointmentSaturday(entries: OpeningHourEntry[], today: CalendarDate): OpeningHourEntry[] {
  if (!isAppointmentOnlySaturday(comingSaturday(today))) return entries
  return entries.map((entry) =>
    entry.weekday === 6 && entry.status?.trim().toLowerCase() !== 'closed' ? { ...entry, formated_hours: BY_APPOINTMENT_ONLY } : entry,
  )
}

/** The Location document in the shape the shared rules read (hours of the location's own type). */
export function dealerLocationOf(doc: Location): DealerLocation {
  const ownType = hoursTypeOf(doc.location_type)
  const ownHours = entriesOf(doc, ownType)
  const fallback = HOURS_TYPES.map((type) => entriesOf(doc, type)).find((entries) => entries.length) ?? []
  const dealership = typeof doc.dealership === 'object' && doc.dealership ? doc.dealership : null
  const image = typeof doc.image === 'object' && doc.image ? (doc.image as Media) : null
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    primary: doc.primary ?? false,
    location_type: doc.location_type ?? '',
    location_subtype: doc.location_subtype ?? null,
    coming_soon: doc.coming_soon ?? false,
    manufacturers: doc.manufacturers ?? null,
    dealership_id: dealership?.id ?? (typeof doc.dealership === 'number' || typeof doc.dealership === 'string' ? doc.dealership : null),
    dealership_slug: dealership?.slug ?? null,
    visible: doc.visible ?? true,
    dealer_license_number: doc.dealer_license_number ?? dealership?.dealer_license_number ?? null,
    motor_vehicle_repairer: doc.motor_vehicle_repairer ?? dealership?.motor_vehicle_repairer ?? null,
    image: image ? { url: publicUploadUrl(image.url) } : null,
    address: doc.address
      ? {
          street: doc.address.street ?? null,
          city: doc.address.city ?? null,
          state: doc.address.state ?? null,
          postcode: doc.address.postcode ?? null,
          lat: doc.address.lat ?? null,
          long: doc.address.long ?? null,
          place_url: doc.address.place_url ?? null,
          place_id: doc.address.place_id ?? null,
        }
      : null,
    contact_detail: {
      phone: doc.contact_detail?.phone ?? null,
      landline_phone: doc.contact_detail?.landline_phone ?? null,
      opening_hours: ownHours.length ? ownHours : fallback,
    },
    reviews: { average_rating: doc.reviews?.average_rating ?? null, count: doc.reviews?.count ?? null },
  }
}

/** Sales, service and parts hours of one location, for the card's dropdown; null when it has none. */
export function hoursTabs(doc: Location, today: CalendarDate): HoursTabsView | null {
  const perType: DealerLocation[] = HOURS_TYPES.map((type) => ({
    id: `${doc.id}-${type}`,
    location_type: type,
    contact_detail: { opening_hours: type === 'service' ? withAppointmentSaturday(entriesOf(doc, type), today) : entriesOf(doc, type) },
  }))
  const first = openingHoursDropdown(perType, hoursTypeOf(doc.location_type))
  if (!first) return null
  const linesByType: HoursTabsView['linesByType'] = {}
  for (const option of first.options) linesByType[option.value] = openingHoursDropdown(perType, option.value)?.lines ?? []
  return { options: first.options, selected: first.selected, linesByType }
}

function imageOf(doc: Location): LocationImageView | null {
  const media = typeof doc.image === 'object' && doc.image ? (doc.image as Media) : null
  const src = publicUploadUrl(media?.url)
  if (!media || !src || !media.width || !media.height) return null
  return { src, alt: media.alt ?? '', width: media.width, height: media.height }
}

/** An embedded map only with the tenant's maps key; never a script, just the provider's embed page. */
export function mapEmbedUrl(location: DealerLocation, key: string | null | undefined): string | null {
  const coordinates = coordinatesOf(location)
  const trimmed = key?.trim()
  if (!coordinates || !trimmed) return null
  const params = new URLSearchParams({ key: trimmed, q: `${coordinates.lat},${coordinates.long}` })
  return `https://www.google.com/maps/embed/v1/place?${params.toString()}`
}

function text(value: string | null | undefined): string | null {
  return value?.trim() || null
}

export function locationHref(doc: Pick<Location, 'slug'>, family: LocationPageFamily = DEFAULT_LOCATION_PAGE_FAMILY): string | null {
  return doc.slug?.trim() ? `/${family}/${encodeURIComponent(doc.slug.trim())}` : null
}

/** The search of one location's stock: /search/{location slug}. */
export function locationStockHref(doc: Pick<Location, 'slug'>): string | null {
  return doc.slug?.trim() ? `/search/${encodeURIComponent(doc.slug.trim().toLowerCase())}` : null
}

/** Everything a card or the single-location section shows; fields are null when the data is missing. */
export function locationCardView(doc: Location, settings: LocationSettings, today: CalendarDate): LocationCardView {
  const location = dealerLocationOf(doc)
  return {
    id: doc.id,
    name: doc.name,
    href: locationHref(doc, locationPageFamily(settings.location_pages)),
    stockHref: locationStockHref(doc),
    address: addressLine(location),
    phone: text(doc.contact_detail?.phone),
    landline: text(doc.contact_detail?.landline_phone),
    email: text(doc.contact_detail?.email),
    licence: text(location.dealer_license_number),
    repairer: text(location.motor_vehicle_repairer),
    comingSoon: showComingSoonBadge(location),
    image: imageOf(doc),
    hours: hoursTabs(doc, today),
    holidayHours: upcomingSpecialHours(
      (doc.special_hours ?? []).map((entry) => ({
        date: entry.date,
        status: entry.status,
        start_hour: entry.start_hour,
        end_hour: entry.end_hour,
      })),
      doc.id,
      today,
    ).map((line) => ({ ...line, name: text(doc.special_hours?.find((entry) => entry.date.slice(0, 10) === line.date)?.name) })),
    reviews: locationReviews(location, settings),
    directions: directionsUrl(location),
    mapLink: staticMapLink(location),
    mapEmbedUrl: mapEmbedUrl(location, settings.map_provider_key),
    location,
  }
}

/** The variant a block asks for, in the shared rules' terms. */
export function blockVariant(variant: string | null | undefined, locationId: number | string | null | undefined): LocationVariant {
  if (variant === 'one') return { id: locationId ?? '' }
  const known = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']
  return variant && known.includes(variant) ? (variant as LocationVariant) : 'primary'
}

/** The chosen locations with their layout; null (render nothing) when none is left. */
export function locationsSectionView(
  docs: readonly Location[],
  variant: LocationVariant,
  settings: LocationSettings,
  today: CalendarDate,
): LocationsSectionView | null {
  const chosen = new Set(selectLocations(docs.map(dealerLocationOf), variant).map((location) => String(location.id)))
  const cards = docs.filter((doc) => chosen.has(String(doc.id))).map((doc) => locationCardView(doc, settings, today))
  const layout = locationLayout(cards.length)
  return layout ? { layout, cards } : null
}

/** AutoDealer structured data for a location page. */
export function locationJsonLd(card: LocationCardView, pageUrl: string): AutoDealerJsonLd | null {
  return autoDealerJsonLd(card.location, pageUrl)
}

/** JSON for a <script> element: '<' escaped so a name like '</script>' cannot end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** 'tel:' link for an Australian number as written ('(02) 9555 0100' becomes 'tel:0295550100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** The distinct states of the visible locations, sorted (e.g. ['NSW', 'VIC']). */
export function locationStates(docs: readonly Pick<Location, 'address' | 'visible'>[]): string[] {
  const states = new Set<string>()
  for (const doc of docs) {
    const state = doc.address?.state?.trim()
    if (state && doc.visible !== false) states.add(state)
  }
  return [...states].sort()
}
