import { describe, expect, it } from '@jest/globals'

import {
  helperParametersFor,
  hiddenRangeAttributes,
  hiddenRefinementAttributes,
  indexForSortBy,
  sortByForIndex,
  uiStateFromUrlState,
  urlStateFromUiState,
  withRoutePreset,
  type SearchPageDescription,
} from './instantSearchState'
import { parseSearchUrl, serialiseSearchUrl } from './urlState'

const page: SearchPageDescription = {
  primaryIndexName: 'acme_Car_production',
  filters: 'show_on_dealer_website:true',
  hitsPerPage: 24,
  certifiedToggle: true,
}

describe('sortBy between the URL and the tenant index', () => {
  it('maps the spec URL value to the tenant replica and back', () => {
    expect(indexForSortBy('Car_production:price:desc', page)).toBe('acme_Car_production_price_desc')
    expect(sortByForIndex('acme_Car_production_price_desc', page.primaryIndexName)).toBe('Car_production:price:desc')
    expect(sortByForIndex('acme_Car_production', page.primaryIndexName)).toBeNull()
  })

  it('falls back to the primary index for a sort the tenant does not offer or an unknown value', () => {
    expect(indexForSortBy('Car_production:km:asc', page)).toBe('acme_Car_production')
    expect(indexForSortBy('Car_production:km:asc', { ...page, sortTenant: { km_sort_enabled: true } })).toBe('acme_Car_production_km_asc')
    expect(indexForSortBy('rubbish', page)).toBe('acme_Car_production')
  })
})

describe('URL state ↔ InstantSearch uiState', () => {
  it('round-trips query, page, sort, refinements, ranges and the certified toggle', () => {
    const url =
      'query=hilux&make=Toyota&make=Land+Rover&price=10000%3A50000&km=%3A80000&certified=true&sortBy=Car_production%3Aprice%3Aasc&page=3'
    const state = parseSearchUrl(url)
    const ui = uiStateFromUrlState(state, page)
    expect(ui).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'acme_Car_production_price_asc',
      refinementList: { make: ['Toyota', 'Land Rover'] },
      range: { price: '10000:50000', km: ':80000' },
      toggle: { certified: true },
    })
    expect(serialiseSearchUrl(urlStateFromUiState(ui, page))).toBe(serialiseSearchUrl(state))
  })

  it('drops the certified toggle on tenants without it', () => {
    const ui = uiStateFromUrlState(parseSearchUrl('certified=true'), { ...page, certifiedToggle: false })
    expect(ui.toggle).toBeUndefined()
  })
})

describe('the helper parameters the server computes the first page with', () => {
  it('asks for every list and range facet disjunctively, with the refinements and the stock filter', () => {
    const parameters = helperParametersFor(
      parseSearchUrl('make=Kia&price=5000%3A&location_name=Parramatta&page=2&sortBy=Car_production%3Acreated%3Adesc'),
      page,
    )
    expect(parameters.index).toBe('acme_Car_production_created_desc')
    expect(parameters.page).toBe(1)
    expect(parameters.filters).toBe(page.filters)
    expect(parameters.disjunctiveFacets).toEqual(
      expect.arrayContaining(['make', 'model', 'car_type', 'price', 'km', 'year', 'location_name']),
    )
    expect(parameters.disjunctiveFacetsRefinements).toEqual({ make: ['Kia'], location_name: ['Parramatta'] })
    expect(parameters.numericRefinements).toEqual({ price: { '>=': [5000] } })
    expect(parameters.facets).toEqual(['certified'])
  })

  it('keeps a refinement on an attribute without a list as a hidden refinement', () => {
    const state = parseSearchUrl('dealership_name=Southern+Cross+Parramatta&make=Kia')
    expect(hiddenRefinementAttributes(state)).toEqual(['dealership_name'])
    expect(helperParametersFor(state, page).disjunctiveFacetsRefinements.dealership_name).toEqual(['Southern Cross Parramatta'])
  })

  it('applies a range the URL carries without a slider (subscription_price) as a numeric refinement, and keeps it in the UI state', () => {
    const state = parseSearchUrl('subscription_price=100%3A300&price=5000%3A')
    expect(hiddenRangeAttributes(state)).toEqual(['subscription_price'])
    const parameters = helperParametersFor(state, page)
    expect(parameters.numericRefinements).toEqual({ price: { '>=': [5000] }, subscription_price: { '>=': [100], '<=': [300] } })
    expect(parameters.disjunctiveFacets).toEqual(expect.arrayContaining(['subscription_price']))
    expect(uiStateFromUrlState(state, page).range).toEqual({ price: '5000:', subscription_price: '100:300' })
    expect(serialiseSearchUrl(urlStateFromUiState(uiStateFromUrlState(state, page), page))).toBe(
      'price=5000%3A&subscription_price=100%3A300',
    )
  })
})

describe('route presets', () => {
  it('fill attributes the query string leaves empty and never override the query string', () => {
    expect(withRoutePreset(parseSearchUrl(''), { make: ['Toyota'] }).refinements).toEqual({ make: ['Toyota'] })
    expect(withRoutePreset(parseSearchUrl('make=Kia'), { make: ['Toyota'] }).refinements).toEqual({ make: ['Kia'] })
    expect(withRoutePreset(parseSearchUrl('model=Camry'), { make: ['Toyota'] }).refinements).toEqual({ make: ['Toyota'], model: ['Camry'] })
  })
})
