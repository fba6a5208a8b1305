/**
 * What a location card, a locations section and a location page draw: the card's texts and links, the
 * hours dropdown, the map and the structured data.
 */
import {
  addressLine,
  autoDealerJsonLd,
  coordinatesOf,
  dealerLocationOf,
  directionsUrl,
  hoursTypeOf,
  LOCATION_HOURS_TYPES,
  locationHref,
  locationLayout,
  locationPageFamily,
  locationReviews,
  locationStockHref,
  openingHoursDropdown,
  openingHoursOf,
  selectLocations,
  showComingSoonBadge,
  staticMapLink,
  upcomingSpecialHours,
  withAppointmentSaturday,
  type AutoDealerJsonLd,
  type CalendarDate,
  type DealerLocation,
  type HoursLine,
  type LocationLayout,
  type LocationPageFamily,
  type LocationType,
  type LocationVariant,
  type SpecialHoursLine,
} from '@forecourt/domain/locations'
import { publicUploadUrl } from '@forecourt/domain/urls'
import type { ReviewsSummary } from '@forecourt/domain/vehicle'
import type { Location, Media } from '@forecourt/schema'

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

/** Sales, service and parts hours of one location, for the card's dropdown; null when it has none. */
export function hoursTabs(doc: Location, today: CalendarDate): HoursTabsView | null {
  const perType: DealerLocation[] = LOCATION_HOURS_TYPES.map((type) => ({
    id: `${doc.id}-${type}`,
    location_type: type,
    contact_detail: {
      opening_hours: type === 'service' ? withAppointmentSaturday(openingHoursOf(doc, type), today) : openingHoursOf(doc, type),
    },
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
