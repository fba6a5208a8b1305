import 'server-only'

import { normaliseDomain, type ResolvedTenant } from '@forecourt/cms'
import type { Offer } from '@forecourt/schema'
import { offersLiveOnSite } from '@forecourt/domain/offers'
import { offerCardView, type OfferCardView } from '@forecourt/site-ui/offers'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'
import { siteSettingsFor } from './siteSettings'

/**
 * The tenant's published offers that are live now and not excluded from this website. Read as an
 * anonymous visitor (overrideAccess: false) so drafts and other tenants' offers can never appear.
 */
export async function liveOffers(tenant: ResolvedTenant, host: string): Promise<Offer[]> {
  // The website an offer may be excluded from: the domain the visitor typed, compared as stored.
  return offersOf(tenant.id, normaliseDomain(host))
}

const offersOf = cachedRead(
  'live-offers',
  (tenantId) => tags.tenant(tenantId, 'offers'),
  async (tenantId: ResolvedTenant['id'], website: string): Promise<Offer[]> => {
    const tenant = { id: tenantId }
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'offers',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 100,
      sort: '-createdAt',
      draft: false,
      overrideAccess: false,
      context: { tenantId: tenant.id },
    })
    return offersLiveOnSite(docs, website, new Date())
  },
)

export async function offerCards(
  tenant: ResolvedTenant,
  host: string,
  options: { limit?: number; category?: string | null } = {},
): Promise<OfferCardView[]> {
  const [offers, settings] = await Promise.all([liveOffers(tenant, host), siteSettingsFor(tenant.id)])
  const category = options.category?.trim().toLowerCase()
  return offers
    .filter((offer) => !category || offer.category?.trim().toLowerCase() === category)
    .slice(0, options.limit ?? 100)
    .map((offer) => offerCardView(offer, settings?.manufacturer))
}

export type OfferPage = { offer: OfferCardView; canonicalPath: string; description: string | null; disclaimer: string | null }

/**
 * One live offer by id, whichever URL form was used; the page redirects to canonicalPath when the
 * visitor's path differs (a brand slug on a single-manufacturer site, or a stale brand).
 */
export async function offerPage(tenant: ResolvedTenant, host: string, rawId: string): Promise<OfferPage | null> {
  const [offers, settings] = await Promise.all([liveOffers(tenant, host), siteSettingsFor(tenant.id)])
  const offer = offers.find((candidate) => String(candidate.id) === rawId)
  if (!offer) return null
  const view = offerCardView(offer, settings?.manufacturer)
  return { offer: view, canonicalPath: view.href, description: view.description?.full ?? null, disclaimer: view.disclaimer?.full ?? null }
}
