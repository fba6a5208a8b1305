import 'server-only'

import { type EnquiryCar, enquiryConsentWording, enquiryFormSetup, type TenantEnquirySettings } from '@forecourt/domain/enquiry'
import type { LayoutBlock } from '@forecourt/blocks/registry'
import { showMeSearchState } from '@forecourt/blocks/showMeButton'
import { type ResolvedTenant, signEnquiryForm } from '@forecourt/cms'
import type { OfferCardView } from '@forecourt/domain/offers'
import type { SearchPageView } from '@forecourt/blocks/vehicleSearch'

import { locationSectionsFor } from './locations'
import { payloadClient } from './payload'
import { offerCards } from './offers'
import { searchPageView, stockCount } from './search'
import { siteSettingsFor } from './siteSettings'

type RequestInfo = { pathname: string; searchParams: Record<string, string | string[] | undefined>; host: string; protocol: string }

/**
 * The data a page's blocks render from, fetched here so blocks never query: each car-search block's
 * first page of results and each 'Show Me' button's live count, keyed by block id.
 */
export async function blockDataFor(
  tenant: ResolvedTenant,
  layout: readonly LayoutBlock[] | null | undefined,
  request: RequestInfo,
  pageId: number | string | null = null,
) {
  const searchViews: Record<string, SearchPageView> = {}
  const stockCounts: Record<string, number> = {}
  const offers: Record<string, OfferCardView[]> = {}
  for (const block of layout ?? []) {
    if (!block.id) continue
    if (block.blockType === 'vehicleSearch') {
      const preset = {
        ...(block.carTypes?.length ? { car_type: [...block.carTypes] } : {}),
        ...(block.make?.trim() ? { make: [block.make.trim()] } : {}),
      }
      const view = await searchPageView(tenant, request, preset)
      if (view) searchViews[block.id] = view
    }
    if (block.blockType === 'showMeButton') stockCounts[block.id] = await stockCount(tenant, showMeSearchState(block))
    if (block.blockType === 'offersGrid') offers[block.id] = await offerCards(tenant, { limit: block.limit ?? 6, category: block.category })
  }
  const locationSections = await locationSectionsFor(tenant.id, layout)
  const hasEnquiryForm = (layout ?? []).some((block) => block.blockType === 'enquiryForm')
  if (!hasEnquiryForm) return { searchViews, stockCounts, offers, locationSections }
  const carParam = request.searchParams.car_id
  const [enquirySettings, enquiryCar] = await Promise.all([
    enquirySettingsFor(tenant.id),
    enquiryCarFor(tenant.id, typeof carParam === 'string' ? carParam : undefined),
  ])
  const enquiryFormTokens = await enquiryFormTokensFor(tenant.id, pageId, layout ?? [], enquirySettings)
  return { searchViews, stockCounts, offers, locationSections, enquirySettings, enquiryFormTokens, ...(enquiryCar ? { enquiryCar } : {}) }
}

/**
 * Each enquiry form's description as rendered, signed with the server's secret: the intake records the
 * consent wording and enforces the required fields from it, not from anything the browser declares.
 */
async function enquiryFormTokensFor(
  tenantId: number | string,
  pageId: number | string | null,
  layout: readonly LayoutBlock[],
  settings: TenantEnquirySettings,
) {
  const { secret } = await payloadClient()
  const tokens: Record<string, string> = {}
  for (const block of layout) {
    if (block.blockType !== 'enquiryForm' || !block.id) continue
    const setup = enquiryFormSetup(block, settings)
    const wording = enquiryConsentWording(block)
    tokens[block.id] = signEnquiryForm(secret, {
      tenant: tenantId,
      page: pageId,
      block: block.id,
      kind: setup.kind,
      settings: setup.declaration.settings,
      show: setup.declaration.show,
      opt_in_wording: wording.optIn,
      terms_wording: wording.terms,
    })
  }
  return tokens
}

/** The site's form switches; a site without settings gets the defaults (comments required, opt-in ticked). */
async function enquirySettingsFor(tenantId: number | string): Promise<TenantEnquirySettings> {
  const settings = await siteSettingsFor(tenantId)
  return {
    commentsRequired: settings?.comments_required ?? true,
    termsRequired: settings?.terms_required ?? false,
    optInDefault: settings?.opt_in_default ?? true,
  }
}

/** The car a '/contact?car_id=' link names, only from this tenant's stock; anything else is no car. */
async function enquiryCarFor(tenantId: number | string, carId: string | undefined): Promise<EnquiryCar | null> {
  if (!carId || !/^[A-Za-z0-9_-]{1,64}$/.test(carId)) return null
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
}
