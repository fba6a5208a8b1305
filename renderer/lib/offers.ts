import 'server-only'

import { normaliseDomain } from '@forecourt/cms/tenancy/host'
import type { Media, Offer } from '@forecourt/cms/payload-types'
import { isPromoCardLive, offerDescription, offerDisclaimer, offerImage, offersForSite, offerUrl, slugify } from '@forecourt/blocks/offers/logic'
import type { OfferCardView } from '@forecourt/blocks/offers/view'
import { safeHref } from '@forecourt/blocks/shared/links'
import { publicUploadUrl } from '@forecourt/blocks/shared/uploads'
import type { ResolvedTenant } from '@forecourt/cms'
import { headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from './payload'
import { siteSettingsFor } from './siteSettings'

/** The website an offer may be excluded from: the domain the visitor typed, compared as stored. */
export async function requestWebsite(): Promise<string> {
  return normaliseDomain((await headers()).get('host') ?? '')
}

function imageOf(offer: Offer): OfferCardView['image'] {
  const media = typeof offer.image === 'object' && offer.image ? (offer.image as Media) : null
  const uploaded = media ? publicUploadUrl(media.sizes?.card?.url ?? media.url) : null
  if (media && uploaded) {
    return { src: uploaded, alt: media.alt, width: media.sizes?.card?.width ?? media.width ?? 1000, height: media.sizes?.card?.height ?? media.height ?? 750 }
  }
  const external = offerImage({ image_url: offer.image_url })
  // Only https addresses: an image URL typed by a marketer is shown to every visitor.
  return external && /^https:\/\//.test(external) ? { src: external, alt: offer.name, width: 1000, height: 750 } : null
}

function cardView(offer: Offer, siteManufacturer: string | null | undefined): OfferCardView {
  const modelName = offer.model?.name?.trim() || null
  const modelHref = offer.model?.override_url ? safeHref(offer.model.override_url) : null
  return {
    id: offer.id,
    name: offer.name,
    href: offerUrl({ id: offer.id, manufacturer: offer.manufacturer }, { manufacturer: siteManufacturer }),
    category: offer.category?.trim() || null,
    manufacturer: offer.manufacturer?.trim() || null,
    model: modelName ? { name: modelName, href: modelHref } : null,
    image: imageOf(offer),
    description: offerDescription({ description: offer.description }),
    disclaimer: offerDisclaimer({ disclaimer: offer.disclaimer }),
  }
}

/**
 * The tenant's published offers that are live now and not excluded from this website. Read as an
 * anonymous visitor (overrideAccess: false) so drafts and other tenants' offers can never appear.
 */
export const liveOffers = cache(async (tenant: ResolvedTenant, website: string): Promise<Offer[]> => {
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
  const now = new Date()
  const live = docs.filter((offer) => isPromoCardLive({ start: offer.start, expiry: offer.end }, now))
  return offersForSite(
    live.map((offer) => ({ offer, excluded_website_ids: offer.excluded_websites ?? [] })),
    website,
  ).map(({ offer }) => offer)
})

export async function offerCards(tenant: ResolvedTenant, options: { limit?: number; category?: string | null } = {}): Promise<OfferCardView[]> {
  const [offers, settings] = await Promise.all([liveOffers(tenant, await requestWebsite()), siteSettingsFor(tenant.id)])
  const category = options.category?.trim().toLowerCase()
  return offers
    .filter((offer) => !category || offer.category?.trim().toLowerCase() === category)
    .slice(0, options.limit ?? 100)
    .map((offer) => cardView(offer, settings?.manufacturer))
}

export type OfferPage = { offer: OfferCardView; canonicalPath: string; description: string | null; disclaimer: string | null }

/**
 * One live offer by id, whichever URL form was used; the page redirects to canonicalPath when the
 * visitor's path differs (a brand slug on a single-manufacturer site, or a stale brand).
 */
export async function offerPage(tenant: ResolvedTenant, rawId: string): Promise<OfferPage | null> {
  const [offers, settings] = await Promise.all([liveOffers(tenant, await requestWebsite()), siteSettingsFor(tenant.id)])
  const offer = offers.find((candidate) => String(candidate.id) === rawId)
  if (!offer) return null
  const view = cardView(offer, settings?.manufacturer)
  return { offer: view, canonicalPath: view.href, description: view.description?.full ?? null, disclaimer: view.disclaimer?.full ?? null }
}

export { slugify }
