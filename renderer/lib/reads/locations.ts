import 'server-only'

import {
  calendarDateIn,
  EAST_COAST_TIME_ZONE,
  locationStates,
  locationPageFamily,
  type LocationPageFamily,
  type LocationVariant,
} from '@forecourt/domain/locations'
import {
  locationCardView,
  type LocationCardView,
  type LocationSettings,
  locationsSectionView,
  type LocationsSectionView,
} from '@forecourt/site-ui/locations'
import type { Location } from '@forecourt/schema'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'
import { siteSettingsFor } from './siteSettings'

import type { DocumentId as TenantId } from '@forecourt/domain/ids'

/**
 * The tenant's locations, hidden ones included (the shared rules drop them), in the marketer's order.
 * Read as an anonymous visitor of this tenant so the collection's own access rule applies too.
 */
export const tenantLocations = cachedRead(
  'locations',
  (tenantId) => tags.tenant(tenantId, 'locations', 'dealerships'),
  async (tenantId: TenantId): Promise<Location[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      where: { tenant: { equals: tenantId } },
      sort: ['sort_order', 'name'],
      limit: 200,
      depth: 1,
      overrideAccess: false,
      context: { tenantId },
    })
    return docs
  },
)

/** The distinct states (e.g. NSW, VIC) of the tenant's visible locations, sorted; for pages like complaints. */
export async function tenantLocationStates(tenantId: TenantId): Promise<string[]> {
  return locationStates(await tenantLocations(tenantId))
}

async function locationSettings(tenantId: TenantId): Promise<LocationSettings> {
  const settings = await siteSettingsFor(tenantId)
  return {
    reviews_min_rating: settings?.reviews_min_rating ?? null,
    hide_reviews: settings?.hide_reviews ?? null,
    map_provider_key: settings?.map_provider_key ?? null,
    location_pages: locationPageFamily(settings?.location_pages),
  }
}

/** Dealers keep east-coast calendars: holiday hours and appointment Saturdays turn over at Sydney midnight. */
function today(): string {
  return calendarDateIn(new Date(), EAST_COAST_TIME_ZONE)
}

/** A locations section for one variant; null when the tenant has no matching location. */
export async function locationsSection(tenantId: TenantId, variant: LocationVariant): Promise<LocationsSectionView | null> {
  const [docs, settings] = await Promise.all([tenantLocations(tenantId), locationSettings(tenantId)])
  return locationsSectionView(docs, variant, settings, today())
}

/** One visible location by slug, ready to render; null when there is none (the page answers 404). */
export async function locationBySlug(tenantId: TenantId, slug: string): Promise<LocationCardView | null> {
  const [docs, settings] = await Promise.all([tenantLocations(tenantId), locationSettings(tenantId)])
  const doc = docs.find((location) => location.slug === slug && location.visible !== false)
  return doc ? locationCardView(doc, settings, today()) : null
}

/** Where the tenant's location pages live (/our-location, /contact-us or /locations). */
export async function locationPagesOf(tenantId: TenantId): Promise<LocationPageFamily> {
  return locationPageFamily((await siteSettingsFor(tenantId))?.location_pages)
}
