/**
 * The bridge between the page's URL state (urlState.ts) and InstantSearch: its per-index `uiState`
 * (what routing reads and writes) and the helper's search parameters (what the server computes the
 * first page with). Both sides are built from one description of the page, so the server's first page
 * and the widgets' first search ask the same questions.
 */
import { CAR_BASE_INDEX_NAME, indexNameFromSortBy, sortByFromIndexName, type SortTenant } from './sortOptions'
import { FILTER_ATTRIBUTES, RANGE_ATTRIBUTES, type FilterAttribute, type SearchUrlState } from './urlState'

/** Facets shown as lists, in the order of the filter panel. */
export const LIST_FACETS = ['car_type', 'make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'location_name'] as const
/** Facets shown as range sliders. */
export const RANGE_FACETS = ['price', 'km', 'year'] as const
export type ListFacet = (typeof LIST_FACETS)[number]
export type RangeFacet = (typeof RANGE_FACETS)[number]

/** Make needs every value for 'Show all makes'; the model list shows 30; others are short lists. */
export const MAX_VALUES_PER_FACET = 100
export const DEFAULT_HITS_PER_PAGE = 24

export type SearchPageDescription = {
  /** The tenant's primary index, e.g. 'harbourside-toyota_Car_production' or 'Car_production'. */
  primaryIndexName: string
  /** The stock rule and tenant conditions (stockFilter.ts). */
  filters: string
  /** The filters while sorting by lowest price, on tenants that hide unpriced cars then. */
  priceAscendingFilters?: string
  hitsPerPage: number
  sortTenant?: SortTenant
  /** Shows the certified-only switch. */
  certifiedToggle?: boolean
}

/** The filters for the index being searched: sorting by lowest price may hide unpriced cars. */
export function filtersForIndex(page: Pick<SearchPageDescription, 'filters' | 'priceAscendingFilters'>, indexName: string): string {
  return indexName.endsWith('_price_asc') && page.priceAscendingFilters ? page.priceAscendingFilters : page.filters
}

/** A refinement the URL carries on an attribute without a visible list (a location route, say): still applied. */
export function hiddenRefinementAttributes(state: SearchUrlState): FilterAttribute[] {
  return FILTER_ATTRIBUTES.filter(
    (attribute) =>
      (state.refinements[attribute]?.length ?? 0) > 0 &&
      !(LIST_FACETS as readonly string[]).includes(attribute) &&
      !(RANGE_ATTRIBUTES as readonly string[]).includes(attribute) &&
      attribute !== 'certified',
  )
}

function replicaSuffix(indexName: string): string {
  return indexName.startsWith(CAR_BASE_INDEX_NAME) ? indexName.slice(CAR_BASE_INDEX_NAME.length) : ''
}

/** URL `sortBy` ('Car_production:price:desc') → the tenant's index to query ('acme_Car_production_price_desc'). */
export function indexForSortBy(sortBy: string | null, page: Pick<SearchPageDescription, 'primaryIndexName' | 'sortTenant'>): string {
  return page.primaryIndexName + replicaSuffix(indexNameFromSortBy(sortBy, page.sortTenant))
}

/** The tenant's index back to the URL's `sortBy`; null for the primary (default order). */
export function sortByForIndex(indexName: string, primaryIndexName: string): string | null {
  if (!indexName.startsWith(primaryIndexName) || indexName === primaryIndexName) return null
  return sortByFromIndexName(CAR_BASE_INDEX_NAME + indexName.slice(primaryIndexName.length))
}

/** InstantSearch's uiState for one index, the shape `routing.stateMapping` deals in. */
export type IndexUiState = {
  query?: string
  page?: number
  sortBy?: string
  refinementList?: Record<string, string[]>
  range?: Record<string, string>
  toggle?: Record<string, boolean>
}

/**
 * Range filters the URL carries with no slider of their own (`subscription_price=100:300`,
 * `created_at_timestamp`): applied as numeric refinements, not shown.
 */
export function hiddenRangeAttributes(state: SearchUrlState): FilterAttribute[] {
  return RANGE_ATTRIBUTES.filter(
    (attribute) => !(RANGE_FACETS as readonly string[]).includes(attribute) && state.ranges[attribute] !== undefined,
  )
}

function rangeText(range: { min?: number; max?: number }): string {
  return `${range.min ?? ''}:${range.max ?? ''}`
}

export function uiStateFromUrlState(state: SearchUrlState, page: SearchPageDescription): IndexUiState {
  const ui: IndexUiState = {}
  if (state.query) ui.query = state.query
  if (state.page > 1) ui.page = state.page
  const indexName = indexForSortBy(state.sortBy, page)
  if (indexName !== page.primaryIndexName) ui.sortBy = indexName
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = state.refinements[attribute]
    if (attribute === 'certified') {
      if (page.certifiedToggle && values?.includes('true')) ui.toggle = { certified: true }
      continue
    }
    if (values && values.length > 0) ui.refinementList = { ...ui.refinementList, [attribute]: [...values] }
    const range = state.ranges[attribute]
    if (range && RANGE_ATTRIBUTES.includes(attribute)) ui.range = { ...ui.range, [attribute]: rangeText(range) }
  }
  return ui
}

function parseRangeText(text: string): { min?: number; max?: number } | null {
  const [low = '', high = ''] = text.split(':')
  const range: { min?: number; max?: number } = {}
  if (low.trim() !== '' && Number.isFinite(Number(low))) range.min = Number(low)
  if (high.trim() !== '' && Number.isFinite(Number(high))) range.max = Number(high)
  return range.min === undefined && range.max === undefined ? null : range
}

function isFilterAttribute(name: string): name is FilterAttribute {
  return (FILTER_ATTRIBUTES as readonly string[]).includes(name)
}

export function urlStateFromUiState(ui: IndexUiState, page: Pick<SearchPageDescription, 'primaryIndexName'>): SearchUrlState {
  const state: SearchUrlState = {
    query: ui.query ?? '',
    page: typeof ui.page === 'number' && ui.page > 1 ? ui.page : 1,
    sortBy: ui.sortBy ? sortByForIndex(ui.sortBy, page.primaryIndexName) : null,
    refinements: {},
    ranges: {},
  }
  for (const [attribute, values] of Object.entries(ui.refinementList ?? {})) {
    if (isFilterAttribute(attribute) && values.length > 0) state.refinements[attribute] = [...values]
  }
  for (const [attribute, text] of Object.entries(ui.range ?? {})) {
    const range = parseRangeText(text)
    if (isFilterAttribute(attribute) && range) state.ranges[attribute] = range
  }
  if (ui.toggle?.certified) state.refinements.certified = ['true']
  return state
}

/** algoliasearch-helper's SearchParameters as plain data (what `initialResults[index].state` holds). */
export type HelperSearchParameters = {
  index: string
  query: string
  page: number
  hitsPerPage: number
  filters: string
  maxValuesPerFacet: number
  facets: string[]
  disjunctiveFacets: string[]
  disjunctiveFacetsRefinements: Record<string, string[]>
  facetsRefinements: Record<string, string[]>
  numericRefinements: Record<string, Record<string, number[]>>
}

/**
 * What the mounted widgets ask for: a refinement list per list facet and per hidden refined attribute
 * (disjunctive: OR inside an attribute), a range per slider (disjunctive, numeric refinements), the
 * certified toggle as a conjunctive facet.
 */
export function helperParametersFor(state: SearchUrlState, page: SearchPageDescription): HelperSearchParameters {
  const rangeAttributes: string[] = [...RANGE_FACETS, ...hiddenRangeAttributes(state)]
  const disjunctiveFacets: string[] = [...LIST_FACETS, ...hiddenRefinementAttributes(state), ...rangeAttributes]
  const disjunctiveFacetsRefinements: Record<string, string[]> = {}
  for (const attribute of disjunctiveFacets) {
    const values = state.refinements[attribute as FilterAttribute]
    if (values && values.length > 0 && !rangeAttributes.includes(attribute)) disjunctiveFacetsRefinements[attribute] = [...values]
  }
  const numericRefinements: Record<string, Record<string, number[]>> = {}
  for (const attribute of rangeAttributes as FilterAttribute[]) {
    const range = state.ranges[attribute]
    if (!range) continue
    const operators: Record<string, number[]> = {}
    if (range.min !== undefined) operators['>='] = [range.min]
    if (range.max !== undefined) operators['<='] = [range.max]
    numericRefinements[attribute] = operators
  }
  const facets = page.certifiedToggle ? ['certified'] : []
  const facetsRefinements: Record<string, string[]> =
    page.certifiedToggle && state.refinements.certified?.includes('true') ? { certified: ['true'] } : {}
  const index = indexForSortBy(state.sortBy, page)
  return {
    index,
    query: state.query,
    page: Math.max(0, state.page - 1),
    hitsPerPage: page.hitsPerPage,
    filters: filtersForIndex(page, index),
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    facets,
    disjunctiveFacets,
    disjunctiveFacetsRefinements,
    facetsRefinements,
    numericRefinements,
  }
}

/** Route presets (a /search/{make} path) fill attributes the query string leaves empty. */
export function withRoutePreset(state: SearchUrlState, preset: Partial<Record<FilterAttribute, string[]>> | null): SearchUrlState {
  if (!preset) return state
  const refinements = { ...state.refinements }
  for (const [attribute, values] of Object.entries(preset) as [FilterAttribute, string[]][]) {
    if (!refinements[attribute]?.length && values.length > 0) refinements[attribute] = [...values]
  }
  return { ...state, refinements }
}
