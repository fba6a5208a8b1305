import type { CardTenantSettings } from '../carCard/types'
import type { HelperSearchParameters, IndexUiState, SearchPageDescription } from './instantSearchState'

/** What the browser needs to reach the tenant's search service; never a write key. */
export type SearchConnectionView = {
  provider: 'embedded' | 'algolia'
  appId: string
  searchKey: string
  indexName: string
}

/** The renderer's view model of a search page: serialisable, built by its data layer. */
export type SearchPageView = {
  connection: SearchConnectionView
  page: SearchPageDescription
  card: CardTenantSettings
  initialUiState: IndexUiState
  /** InstantSearch's initial results per index id: the helper state and the raw answers. */
  initialResults: Record<string, { state: HelperSearchParameters; results: unknown[] }>
  /** The request's full URL: InstantSearch's router reads it while rendering on the server. */
  serverUrl: string
  nowMs: number
}
