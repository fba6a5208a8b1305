import type { CardTenantSettings } from '@forecourt/domain/carCard'
import type { PromoCard } from '@forecourt/domain/promoCards'
import type { HelperSearchParameters, IndexUiState, SearchPageDescription } from './instantSearchState'
import type { HitCountSettings } from './resultsDisplay'

/** What the browser needs to reach the tenant's search service; never a write key. */
export type SearchConnectionView = {
  provider: 'embedded' | 'algolia'
  appId: string
  searchKey: string
  indexName: string
}

/** A promo card's content, ready to render. */
export type PromoCardContent = {
  title: string
  text: string | null
  image: { src: string; alt: string; width: number; height: number } | null
  button: { label: string; href: string } | null
}

/** The renderer's view model of a search page: serialisable, built by its data layer. */
export type SearchPageView = {
  connection: SearchConnectionView
  page: SearchPageDescription
  card: CardTenantSettings
  hitCount: HitCountSettings
  initialUiState: IndexUiState
  /** InstantSearch's initial results per index id: the helper state and the raw answers. */
  initialResults: Record<string, { state: HelperSearchParameters; results: unknown[] }>
  /** The request's full URL: InstantSearch's router reads it while rendering on the server. */
  serverUrl: string
  nowMs: number
  /** Cards to place between results, still to be filtered by date window and chosen car types. */
  promoCards: PromoCard<PromoCardContent>[]
  /** The tenant's grid slots for cards without a position of their own. */
  promoSlots: number[]
  /** Logos of the makes that have one, by make name as the stock spells it; others get a monogram. */
  makeLogos: Record<string, MakeLogo>
  /** The page heading a /search route's preset gives (a body type, a location's stock, a make or model as the catalogue spells it); absent for the others. */
  heading?: string | null
}

export type MakeLogo = { src: string; width: number; height: number }
