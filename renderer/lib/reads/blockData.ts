import 'server-only'

import type { EnquiryCar, EnquiryModel, TenantEnquirySettings } from '@forecourt/domain/enquiry'
import { showroomModelOf, showroomPathOf } from '@forecourt/domain/navigation'
import { type BlockDataById, type LayoutBlock, loadBlockData, type SiteReads } from '@forecourt/blocks/registry'
import { enquiryCarForForm, readEnquiryCar, type ResolvedTenant, signEnquiryForm } from '@forecourt/cms'

import { blogCategoryCardsOf } from './blog'
import { cachedRead, tags } from './cached'
import { locationsSection } from './locations'
import { tenantShowroom } from './navigation'
import { payloadClient } from '@/lib/payload'
import { offerCards, offerPage } from './offers'
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
): Promise<BlockDataById> {
  const reads: SiteReads = {
    searchParams: request.searchParams,
    searchPageView: (preset) => searchPageView(tenant, request, preset),
    stockCount: (state) => stockCount(tenant, state),
    offerCards: (options) => offerCards(tenant, request.host, options),
    locationsSection: (variant) => locationsSection(tenant.id, variant),
    enquirySettings: () => enquirySettingsFor(tenant.id),
    enquiryCar: (carId) => enquiryCarFor(tenant.id, carId),
    enquiryModel: (slug) => enquiryModelFor(tenant.id, slug),
    enquiryOffer: async (offerId) => {
      if (!offerId || !/^[A-Za-z0-9_-]{1,64}$/.test(offerId)) return null
      const found = await offerPage(tenant, request.host, offerId)
      return found ? { id: found.offer.id, name: found.offer.name } : null
    },
    signEnquiryForm: async (declaration) =>
      signEnquiryForm((await payloadClient()).secret, { tenant: tenant.id, page: pageId, ...declaration }),
    blogCategoryCards: () => blogCategoryCardsOf(tenant.id),
    financeProvider: async () => (await siteSettingsFor(tenant.id))?.finance_provider ?? null,
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

/**
 * The car a '/contact?car_id=' link names, by its id or its slug (the car page's Finance button sends the
 * slug): cms's one read of an enquiry's car (only this tenant's, only one listed on the site, as the
 * stored lead gets it), in the form's shape.
 */
async function enquiryCarFor(tenantId: number | string, carId: string | undefined): Promise<EnquiryCar | null> {
  if (!carId || !/^[A-Za-z0-9_-]{1,160}$/.test(carId)) return null
  return enquiryCar(tenantId, carId)
}

/** The model a '?model=' link names, only among this site's showroom models (the make its menu lists). */
async function enquiryModelFor(tenantId: number | string, slug: string | undefined): Promise<EnquiryModel | null> {
  const path = showroomPathOf(slug ? [slug.toLowerCase()] : [])
  if (path?.kind !== 'model') return null
  const showroom = await tenantShowroom(tenantId)
  const model = showroom.make ? showroomModelOf(showroom.models, path.slug) : null
  return model && showroom.make ? { make: showroom.make, name: model.name, status: model.status ?? null } : null
}

const enquiryCar = cachedRead(
  'enquiry-car',
  (tenantId) => tags.tenant(tenantId, 'vehicles'),
  async (tenantId: number | string, carId: string): Promise<EnquiryCar | null> => {
    const car = await readEnquiryCar(await payloadClient(), tenantId, carId)
    return car ? enquiryCarForForm(car) : null
  },
)
