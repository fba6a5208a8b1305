/**
 * The search page's query string: `query`, `page`, `sortBy` and one parameter per filter attribute.
 *
 * Multi-values are written as repeated parameters (`make=Kia&make=Toyota`), never comma-joined:
 * facet values can contain commas ("Sedan, 4 door"), a repeated parameter needs no escaping. Range
 * attributes are one `min:max` parameter with either end optional (`price=10000:50000`, `km=:80000`).
 * InstantSearch's own form (`refinementList[make][0]=Kia`, `menu[car_type]=new`, `range[price]=1000:5000`)
 * is read too, so old links and the site's menu links land on the same state.
 */

export const FILTER_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'created_at_timestamp',
] as const
export type FilterAttribute = (typeof FILTER_ATTRIBUTES)[number]

export const RANGE_ATTRIBUTES: readonly FilterAttribute[] = ['price', 'km', 'year', 'subscription_price', 'created_at_timestamp']

export type RangeRefinement = { min?: number; max?: number }

export type SearchUrlState = {
  query: string
  /** 1-based; page 1 is left out of the URL. */
  page: number
  /** The URL form, e.g. 'Car_production:price:desc'; null for the default order. */
  sortBy: string | null
  refinements: Partial<Record<FilterAttribute, string[]>>
  ranges: Partial<Record<FilterAttribute, RangeRefinement>>
}

export const EMPTY_SEARCH_STATE: SearchUrlState = { query: '', page: 1, sortBy: null, refinements: {}, ranges: {} }

function isFilterAttribute(name: string): name is FilterAttribute {
  return (FILTER_ATTRIBUTES as readonly string[]).includes(name)
}

function isRangeAttribute(name: FilterAttribute): boolean {
  return RANGE_ATTRIBUTES.includes(name)
}

function parseRangeValue(value: string): RangeRefinement | null {
  const [low = '', high = '', ...rest] = value.split(':')
  if (rest.length > 0) return null
  const range: RangeRefinement = {}
  for (const [end, text] of [
    ['min', low],
    ['max', high],
  ] as const) {
    if (text.trim() === '') continue
    const number = Number(text)
    if (!Number.isFinite(number)) return null
    range[end] = number
  }
  return range.min === undefined && range.max === undefined ? null : range
}

function formatRangeValue(range: RangeRefinement): string {
  return `${range.min ?? ''}:${range.max ?? ''}`
}

const instantSearchKey = /^(refinementList|menu|range)\[([^\]]+)\](?:\[\d*\])?$/

/** Reads a query string (with or without the leading '?') or URLSearchParams. Unknown parameters are ignored. */
export function parseSearchUrl(search: string | URLSearchParams): SearchUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const state: SearchUrlState = { query: '', page: 1, sortBy: null, refinements: {}, ranges: {} }
  const addValue = (attribute: FilterAttribute, value: string) => {
    if (isRangeAttribute(attribute)) {
      const range = parseRangeValue(value)
      if (range) state.ranges[attribute] = range
      return
    }
    if (value === '') return
    const values = state.refinements[attribute] ?? []
    if (!values.includes(value)) values.push(value)
    state.refinements[attribute] = values
  }
  for (const [key, value] of params) {
    if (key === 'query') state.query = value
    else if (key === 'page') state.page = parsePage(value)
    else if (key === 'sortBy') state.sortBy = value.trim() || null
    else if (isFilterAttribute(key)) addValue(key, value)
    else {
      const match = instantSearchKey.exec(key)
      const attribute = match?.[2]
      if (attribute && isFilterAttribute(attribute)) addValue(attribute, value)
    }
  }
  return state
}

function parsePage(value: string): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The canonical query string (no leading '?'): attributes in a fixed order so equal states give equal URLs. */
export function serialiseSearchUrl(state: SearchUrlState): string {
  const params = new URLSearchParams()
  if (state.query.trim() !== '') params.append('query', state.query)
  for (const attribute of FILTER_ATTRIBUTES) {
    for (const value of state.refinements[attribute] ?? []) params.append(attribute, value)
    const range = state.ranges[attribute]
    if (range && (range.min !== undefined || range.max !== undefined)) params.append(attribute, formatRangeValue(range))
  }
  if (state.sortBy) params.append('sortBy', state.sortBy)
  if (state.page > 1) params.append('page', String(state.page))
  return params.toString()
}

// Every change but a page change starts again at page 1: the old page number means nothing for new results.

export function setQuery(state: SearchUrlState, query: string): SearchUrlState {
  return { ...state, query, page: 1 }
}

export function setRefinementValues(state: SearchUrlState, attribute: FilterAttribute, values: readonly string[]): SearchUrlState {
  const refinements = { ...state.refinements }
  const unique = [...new Set(values.filter((value) => value !== ''))]
  if (unique.length > 0) refinements[attribute] = unique
  else delete refinements[attribute]
  return { ...state, refinements, page: 1 }
}

export function toggleRefinement(state: SearchUrlState, attribute: FilterAttribute, value: string): SearchUrlState {
  const values = state.refinements[attribute] ?? []
  return setRefinementValues(state, attribute, values.includes(value) ? values.filter((v) => v !== value) : [...values, value])
}

export function setRange(state: SearchUrlState, attribute: FilterAttribute, range: RangeRefinement | null): SearchUrlState {
  const ranges = { ...state.ranges }
  if (range && (range.min !== undefined || range.max !== undefined)) ranges[attribute] = { ...range }
  else delete ranges[attribute]
  return { ...state, ranges, page: 1 }
}

export function setPage(state: SearchUrlState, page: number): SearchUrlState {
  return { ...state, page: Number.isInteger(page) && page >= 1 ? page : 1 }
}

/** InstantSearch's `facetFilters`: OR within an attribute, AND across attributes. */
export function facetFiltersFor(state: SearchUrlState): string[][] {
  return FILTER_ATTRIBUTES.flatMap((attribute) => {
    const values = state.refinements[attribute]
    return values && values.length > 0 ? [values.map((value) => `${attribute}:${value}`)] : []
  })
}
