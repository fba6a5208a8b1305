import 'server-only'

import type { EnquiryCar, TenantEnquirySettings } from '@forecourt/domain/enquiry'
import { type BlockData, type LayoutBlock, loadBlockData, type SiteReads } from '@forecourt/blocks/registry'
import { type ResolvedTenant, signEnquiryForm } from '@forecourt/cms'

import { cachedRead, tags } from './cached'
import { locationsSection } from './locations'
import { payloadClient } from './payload'
import { offerCards } from './offers'
import { searchPageView, stockCount } from './search'
import { siteSettingsFor } from './siteSettings'

type RequestInfo = { pathname: string; searchParams: Record<string, string | string[] | undefined>; host: string; protocol: string }

/**
 * The data a page's blocks render from: each block's own loader (blocks/src/{block}/load.ts, listed in
 * the registry) reads through these, the renderer's cached and tenant-scoped reads, so blocks never query.
 */
export async function blockDataFor(
  tenant: ResolvedTenant,
  layout: readonly LayoutBlock[] | null | undefined,
  request: RequestInfo,
  pageId: number | string | null = null,
): Promise<BlockData> {
  const reads: SiteReads = {
    searchParams: request.searchParams,
    searchPageView: (preset) => searchPageView(tenant, request, preset),
    stockCount: (state) => stockCount(tenant, state),
    offerCards: (options) => offerCards(tenant, request.host, options),
    locationsSection: (variant) => locationsSection(tenant.id, variant),
    enquirySettings: () => enquirySettingsFor(tenant.id),
    enquiryCar: (carId) => enquiryCarFor(tenant.id, carId),
    signEnquiryForm: async (declaration) =>
      signEnquiryForm((await payloadClient()).secret, { tenant: tenant.id, page: pageId, ...declaration }),
  }
  return loadBlockData(layout, reads)
}

/** The site's form switches; a site without settings gets the defaults (comments required, opt-in ticked). */
async function enquirySettingsFor(tenantId: number | string): Promise<TenantEnquirySettings> {
  const settings = await siteSettingsFor(tenantId)
  return {
    commentsRequired: settings?.comments_required ?? true,
    termsRequired: settings?.terms_required ?? false,
    optInDefault: settings?.opt_in_default ?? true,
    submitText: settings?.submit_text ?? null,
  }
}

/** The car a '/contact?car_id=' link names, only from this tenant's stock; anything else is no car. */
async function enquiryCarFor(tenantId: number | string, carId: string | undefined): Promise<EnquiryCar | null> {
  if (!carId || !/^[A-Za-z0-9_-]{1,64}$/.test(carId)) return null
  return enquiryCar(tenantId, carId)
}

const enquiryCar = cachedRead(
  'enquiry-car',
  (tenantId) => tags.tenant(tenantId, 'vehicles'),
  async (tenantId: number | string, carId: string): Promise<EnquiryCar | null> => {
    const payload = await payloadClient()
    if (payload.db.defaultIDType === 'number' && !/^\d{1,15}$/.test(carId)) return null
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [{ id: { equals: carId } }, { tenant: { equals: tenantId } }] },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const car = docs[0]
    // A car the dealer does not list on the site is no car to a visitor either.
    if (!car || car.show_on_dealer_website === false) return null
    return {
      id: car.id,
      name: car.name ?? null,
      make: car.make ?? null,
      model: car.model ?? null,
      badge: car.badge ?? null,
      year: car.year ?? null,
      km: car.km ?? null,
      car_type: car.car_type ?? null,
      status: car.status ?? null,
      stocknum: car.stocknum ?? null,
    }
  },
)
