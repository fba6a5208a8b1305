/**
 * What a Location document means to the rules: its page address and stock search, its hours by kind
 * (with the alternating appointment-only service Saturday), and the shape the shared rules read. The
 * cards and sections drawn from it are in site-ui.
 */
import type { Location, Media } from '@forecourt/schema'

import { publicUploadUrl } from '../urls/uploads'
import { weekdayOf, type CalendarDate } from './calendar'
import { BY_APPOINTMENT_ONLY, isAppointmentOnlySaturday } from './hours'
import type { LocationVariant } from './locations'
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

/** The kinds of opening hours a location keeps, in the dropdown's order. */
export const LOCATION_HOURS_TYPES: readonly LocationType[] = ['sales', 'service', 'parts']

/** Whether a Location document's hours type matches one of ours; anything else counts as sales. */
export function hoursTypeOf(value: string | null | undefined): LocationType {
  return value === 'service' || value === 'parts' ? value : 'sales'
}

/** A Location document's opening hours of one kind, as the shared rules read them. */
export function openingHoursOf(doc: Location, type: LocationType): OpeningHourEntry[] {
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
  const ownHours = openingHoursOf(doc, ownType)
  const fallback = LOCATION_HOURS_TYPES.map((type) => openingHoursOf(doc, type)).find((entries) => entries.length) ?? []
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

export function locationHref(doc: Pick<Location, 'slug'>, family: LocationPageFamily = DEFAULT_LOCATION_PAGE_FAMILY): string | null {
  return doc.slug?.trim() ? `/${family}/${encodeURIComponent(doc.slug.trim())}` : null
}

/** The search of one location's stock: /search/{location slug}. */
export function locationStockHref(doc: Pick<Location, 'slug'>): string | null {
  return doc.slug?.trim() ? `/search/${encodeURIComponent(doc.slug.trim().toLowerCase())}` : null
}

/** The variant a block asks for, in the shared rules' terms. */
export function blockVariant(variant: string | null | undefined, locationId: number | string | null | undefined): LocationVariant {
  if (variant === 'one') return { id: locationId ?? '' }
  const known = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']
  return variant && known.includes(variant) ? (variant as LocationVariant) : 'primary'
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
