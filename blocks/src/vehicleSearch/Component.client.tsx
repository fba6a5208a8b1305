'use client'

import { liteClient } from 'algoliasearch/lite'
import { history } from 'instantsearch.js/es/lib/routers'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch } from 'react-instantsearch'

import {
  filtersForIndex,
  LIST_FACETS,
  MAX_VALUES_PER_FACET,
  RANGE_FACETS,
  hiddenRangeAttributes,
  hiddenRefinementAttributes,
  uiStateFromUrlState,
  urlStateFromUiState,
} from './instantSearchState'
import { carTypeCookie } from './resultsDisplay'
import { searchByGetRequester } from './searchByGet'
import { parseSearchUrl, serialiseSearchUrl, type SearchUrlState } from './urlState'
import type { SearchPageView } from './view'
import { CertifiedToggle } from './widgets/CertifiedToggle.client'
import { ClearFilters } from './widgets/ClearFilters.client'
import { FilterSheet } from './widgets/FilterSheet.client'
import { HiddenRange, HiddenRefinement } from './widgets/HiddenRefinements.client'
import { ListFacetFilter } from './widgets/ListFacetFilter.client'
import { MakeFacet } from './widgets/MakeFacet.client'
import { Pagination } from './widgets/Pagination.client'
import { PopularMakes } from './widgets/PopularMakes.client'
import { RangeFacetFilter } from './widgets/RangeFacetFilter.client'
import { Results } from './widgets/Results.client'
import { ResultsStatus } from './widgets/ResultsStatus.client'
import { SearchBox } from './widgets/SearchBox.client'
import { SortSelect } from './widgets/SortSelect.client'

const SEARCH_PATH = '/search'

/** Filters follow the sort: on some tenants, lowest price first hides cars without a price. */
function SearchConfiguration({ page }: { page: SearchPageView['page'] }) {
  const { indexUiState } = useInstantSearch()
  const indexName = indexUiState.sortBy ?? page.primaryIndexName
  return <Configure filters={filtersForIndex(page, indexName)} hitsPerPage={page.hitsPerPage} maxValuesPerFacet={MAX_VALUES_PER_FACET} />
}

/**
 * Remembers the visitor's car-type choice for their next search. Only a change made here counts: a
 * route's preset (/search/new-cars) or the remembered value itself is not a new choice.
 */
function PersistCarType({ initial }: { initial: readonly string[] }) {
  const { indexUiState } = useInstantSearch()
  const chosen = (indexUiState.refinementList?.car_type ?? []).join(',')
  const last = useRef(initial.join(','))
  useEffect(() => {
    if (chosen === last.current) return
    last.current = chosen
    document.cookie = carTypeCookie(chosen ? chosen.split(',') : [])
  }, [chosen])
  return null
}

/**
 * The search page: InstantSearch over the tenant's index, hydrated from the first page the server
 * computed, with the URL as its state (`query`, `page`, `sortBy`, one parameter per filter).
 */
export function VehicleSearchClient({ view, onHydrated }: { view: SearchPageView; onHydrated?: () => void }) {
  const { connection, page } = view
  // Marks the moment the server-rendered page becomes interactive (browser tests wait on it).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    setHydrated(true)
    onHydrated?.()
    // Once, as the server's HTML comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const searchClient = useMemo(() => {
    // Searches go out as GETs (one per query), whose answers a CDN may keep for the search-only key.
    const requester = searchByGetRequester()
    if (connection.provider === 'algolia') return liteClient(connection.appId, connection.searchKey, { requester })
    const location = typeof window === 'undefined' ? new URL(view.serverUrl) : window.location
    const port = location.port ? Number(location.port) : undefined
    return liteClient(connection.appId, connection.searchKey, {
      requester,
      hosts: [
        { url: location.hostname, ...(port ? { port } : {}), protocol: location.protocol === 'https:' ? 'https' : 'http', accept: 'read' },
      ],
      // One host, no fallbacks to retry on: wait for a busy server rather than fail the search.
      timeouts: { connect: 5_000, read: 10_000, write: 30_000 },
    })
  }, [connection, view.serverUrl])

  const hiddenAttributes = useMemo(() => hiddenRefinementAttributes(parseSearchUrl(new URL(view.serverUrl).search)), [view.serverUrl])
  const hiddenRanges = useMemo(() => hiddenRangeAttributes(parseSearchUrl(new URL(view.serverUrl).search)), [view.serverUrl])
  const routing = useMemo(
    () => ({
      router: history<SearchUrlState>({
        cleanUrlOnDispose: false,
        getLocation: () => (typeof window === 'undefined' ? (new URL(view.serverUrl) as unknown as Location) : window.location),
        // A route's preset (/search/toyota) is part of the state, so later URLs carry it in the query string.
        createURL: ({ routeState }) => {
          const query = serialiseSearchUrl(routeState)
          return `${SEARCH_PATH}${query ? `?${query}` : ''}`
        },
        parseURL: ({ location }) => {
          const serverLocation = new URL(view.serverUrl)
          // The first read is the page the server rendered (its path may preset filters); later ones are /search URLs.
          if (location.pathname === serverLocation.pathname && location.search === serverLocation.search) {
            return urlStateFromUiState(view.initialUiState, page)
          }
          return parseSearchUrl(location.search)
        },
      }),
      stateMapping: {
        stateToRoute: (uiState: Record<string, object>) => urlStateFromUiState(uiState[page.primaryIndexName] ?? {}, page),
        routeToState: (route: SearchUrlState) => ({ [page.primaryIndexName]: uiStateFromUrlState(route, page) }),
      },
    }),
    [page, view.serverUrl, view.initialUiState],
  )

  return (
    <InstantSearchSSRProvider initialResults={view.initialResults as never}>
      <InstantSearch
        searchClient={searchClient}
        indexName={page.primaryIndexName}
        routing={routing as never}
        initialUiState={{ [page.primaryIndexName]: view.initialUiState } as never}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <SearchConfiguration page={page} />
        <PersistCarType initial={view.initialUiState.refinementList?.car_type ?? []} />
        {hiddenAttributes.map((attribute) => (
          <HiddenRefinement key={attribute} attribute={attribute} />
        ))}
        {hiddenRanges.map((attribute) => (
          <HiddenRange key={attribute} attribute={attribute} />
        ))}
        <div className="fc-search" data-hydrated={hydrated ? 'true' : undefined}>
          <div className="fc-search__top">
            <SearchBox />
            <SortSelect page={page} />
          </div>
          <div className="fc-search__layout">
            <FilterSheet hiddenAttributes={hiddenAttributes} hitCount={view.hitCount}>
              {page.certifiedToggle ? <CertifiedToggle /> : null}
              {LIST_FACETS.map((attribute) =>
                attribute === 'make' ? (
                  <MakeFacet key={attribute} card={view.card} logos={view.makeLogos} />
                ) : (
                  <ListFacetFilter key={attribute} attribute={attribute} card={view.card} />
                ),
              )}
              {RANGE_FACETS.map((attribute) => (
                <RangeFacetFilter key={attribute} attribute={attribute} />
              ))}
              <ClearFilters primaryIndexName={page.primaryIndexName} />
            </FilterSheet>
            <section className="fc-search__main" id="search-results" aria-label="Results">
              <ResultsStatus hitCount={view.hitCount} />
              <PopularMakes />
              <Results view={view} />
              <Pagination />
            </section>
          </div>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}
