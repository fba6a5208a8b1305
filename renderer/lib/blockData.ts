import 'server-only'

import type { LayoutBlock } from '@forecourt/blocks/registry'
import { showMeSearchState } from '@forecourt/blocks/showMeButton/logic'
import type { OfferCardView } from '@forecourt/blocks/offers/view'
import type { SearchPageView } from '@forecourt/blocks/vehicleSearch/view'
import type { ResolvedTenant } from '@forecourt/cms'

import { offerCards } from './offers'
import { searchPageView, stockCount } from './search'

type RequestInfo = { pathname: string; searchParams: Record<string, string | string[] | undefined>; host: string; protocol: string }

/**
 * The data a page's blocks render from, fetched here so blocks never query: each car-search block's
 * first page of results and each 'Show Me' button's live count, keyed by block id.
 */
export async function blockDataFor(tenant: ResolvedTenant, layout: readonly LayoutBlock[] | null | undefined, request: RequestInfo) {
  const searchViews: Record<string, SearchPageView> = {}
  const stockCounts: Record<string, number> = {}
  const offers: Record<string, OfferCardView[]> = {}
  for (const block of layout ?? []) {
    if (!block.id) continue
    if (block.blockType === 'vehicleSearch') {
      const preset = { ...(block.carTypes?.length ? { car_type: [...block.carTypes] } : {}), ...(block.make?.trim() ? { make: [block.make.trim()] } : {}) }
      const view = await searchPageView(tenant, request, preset)
      if (view) searchViews[block.id] = view
    }
    if (block.blockType === 'showMeButton') stockCounts[block.id] = await stockCount(tenant, showMeSearchState(block))
    if (block.blockType === 'offersGrid') offers[block.id] = await offerCards(tenant, { limit: block.limit ?? 6, category: block.category })
  }
  return { searchViews, stockCounts, offers }
}
