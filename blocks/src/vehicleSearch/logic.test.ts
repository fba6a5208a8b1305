import { describe, expect, it } from '@jest/globals'

import { buildIndex } from '@forecourt/search-engine'
import {
  addToSearchHistory,
  defaultStockFilter,
  displayedHitCount,
  EMPTY_SEARCH_STATE,
  indexNameFromSortBy,
  initialSearchState,
  keyboardSliderValue,
  moveRangeThumb,
  moveVehiclePagePriceThumb,
  parseSearchUrl,
  parseTypedNumber,
  popularMakes,
  presetForSearchPath,
  presetHeading,
  searchRouteHeading,
  priceRangeSearchHref,
  priceSliderConfig,
  rangeFromRefinement,
  searchFilterString,
  searchStateReducer,
  serialiseSearchUrl,
  setPage,
  setQuery,
  showMeButtonText,
  sortCarTypes,
  sortOptions,
  toggleRefinement,
  visibleMakes,
  withPersistedCarType,
  carTypeCookie,
  parseCarTypeCookie,
  type SearchCatalogue,
} from '.'

const NOW = Date.parse('2024-06-15T00:00:00Z')
const NOW_S = NOW / 1000

describe('stock filter', () => {
  it('writes the default filter with the sold window in epoch seconds', () => {
    expect(defaultStockFilter(NOW)).toBe(
      `((status:in_stock OR status:coming_soon) OR (status:sold AND sold_date_timestamp >= ${NOW_S - 3 * 86400})) AND show_on_dealer_website:true`,
    )
    expect(defaultStockFilter(NOW, { include_sold_cars_days: 7 })).toContain(`>= ${NOW_S - 7 * 86400}`)
  })

  it('adds price > 0 and certified:true only for tenants that ask', () => {
    const tenant = { price_asc_requires_price: true, certified_only_toggle: true }
    const filter = searchFilterString(tenant, { nowMs: NOW, indexName: 'Car_production_price_asc', certifiedOnly: true })
    expect(filter.endsWith(' AND price > 0 AND certified:true')).toBe(true)
    expect(searchFilterString({}, { nowMs: NOW, indexName: 'Car_production_price_asc', certifiedOnly: true })).toBe(defaultStockFilter(NOW))
    expect(searchFilterString(tenant, { nowMs: NOW, indexName: 'Car_production_price_desc' })).toBe(defaultStockFilter(NOW))
  })

  it('is accepted by the in-process engine and selects the right cars', () => {
    const day = 86400
    const car = (
      objectID: string,
      fields: { status: string; sold_date_timestamp?: number | null; certified?: boolean; show_on_dealer_website?: boolean },
    ) => ({
      objectID,
      make: 'Toyota',
      sold_date_timestamp: null,
      certified: true,
      show_on_dealer_website: true,
      ...fields,
    })
    const cars = [
      car('in stock', { status: 'in_stock' }),
      car('coming soon', { status: 'coming_soon' }),
      car('sold yesterday', { status: 'sold', sold_date_timestamp: NOW_S - day }),
      car('sold three days ago', { status: 'sold', sold_date_timestamp: NOW_S - 3 * day }),
      car('sold four days ago', { status: 'sold', sold_date_timestamp: NOW_S - 4 * day }),
      car('sold, no date', { status: 'sold' }),
      car('not certified', { status: 'in_stock', certified: false }),
      car('not on the website', { status: 'in_stock', show_on_dealer_website: false }),
    ]
    const index = buildIndex(cars)
    const filter = searchFilterString({ certified_only_toggle: true }, { nowMs: NOW, certifiedOnly: true })
    const result = index.search({ filters: filter, hitsPerPage: 1000 })
    expect(result.hits.map((hit) => hit.objectID).sort()).toEqual(['coming soon', 'in stock', 'sold three days ago', 'sold yesterday'])
  })
})

describe('range sliders', () => {
  const bounds = { min: 4990, max: 89990 }
  it('snaps price and km to 1000 and clamps to the bounds and the other thumb', () => {
    expect(moveRangeThumb('price', bounds, bounds, 'min', 12_499).range).toEqual({ min: 12_000, max: 89_990 })
    expect(moveRangeThumb('price', bounds, bounds, 'max', 89_600).range).toEqual({ min: 4990, max: 89_990 })
    expect(moveRangeThumb('year', { min: 2000, max: 2024 }, { min: 2000, max: 2024 }, 'min', 2015).range.min).toBe(2015)
    expect(moveRangeThumb('price', bounds, { min: 4990, max: 20_000 }, 'min', 30_000).range).toEqual({ min: 20_000, max: 20_000 })
    expect(moveRangeThumb('km', bounds, { min: 40_000, max: 89_990 }, 'max', 10_000).range).toEqual({ min: 40_000, max: 40_000 })
  })
  it('ignores and reports values outside the range', () => {
    const update = moveRangeThumb('price', bounds, bounds, 'max', 500_000)
    expect(update.range).toEqual(bounds)
    expect(update.rejected).toEqual({ thumb: 'max', value: 500_000, reason: 'outside_range' })
    expect(rangeFromRefinement('price', bounds, { min: 1, max: 50_200 })).toEqual({
      range: { min: 4990, max: 50_000 },
      rejected: [{ thumb: 'min', value: 1, reason: 'outside_range' }],
    })
  })
  it('defaults the price slider and steps by range/100', () => {
    expect(priceSliderConfig(null)).toEqual({ min: 0, max: 100_000, step: 1000 })
    expect(priceSliderConfig({ min: 10_000, max: 60_000 })).toEqual({ min: 10_000, max: 60_000, step: 500 })
  })
  it('moves with the keyboard and parses typed numbers', () => {
    const slider = { min: 0, max: 100_000, step: 1000 }
    expect(keyboardSliderValue('ArrowRight', 5000, slider)).toBe(6000)
    expect(keyboardSliderValue('ArrowDown', 500, slider)).toBe(0)
    expect(keyboardSliderValue('PageUp', 5000, slider)).toBe(15_000)
    expect(keyboardSliderValue('PageDown', 5000, slider)).toBe(0)
    expect(keyboardSliderValue('Home', 5000, slider)).toBe(0)
    expect(keyboardSliderValue('End', 5000, slider)).toBe(100_000)
    expect(keyboardSliderValue('a', 5000, slider)).toBeNull()
    expect(parseTypedNumber('$25,000')).toBe(25_000)
    expect(parseTypedNumber('  ')).toBeNull()
    expect(parseTypedNumber('abc')).toBeNull()
  })
  it('keeps the vehicle page price thumbs on the 500 grid and one step apart', () => {
    const range = { min: 5000, max: 250_000 }
    expect(moveVehiclePagePriceThumb(range, 'min', 12_340)).toEqual({ min: 12_500, max: 250_000 })
    expect(moveVehiclePagePriceThumb({ min: 5000, max: 20_000 }, 'min', 25_000)).toEqual({ min: 19_500, max: 20_000 })
    expect(moveVehiclePagePriceThumb({ min: 30_000, max: 250_000 }, 'max', 1000)).toEqual({ min: 30_000, max: 30_500 })
    expect(moveVehiclePagePriceThumb(range, 'max', 900_000)).toEqual(range)
    expect(priceRangeSearchHref({ min: 10_000, max: 40_000 })).toBe('/search?price=10000%3A40000&sortBy=Car_production%3Aprice%3Adesc')
  })
})

describe('sort options', () => {
  it('offers the four defaults and km sorts only when turned on', () => {
    expect(sortOptions().map((o) => [o.label, o.indexName, o.urlValue])).toEqual([
      ['Most Relevant', 'Car_production', 'Car_production'],
      ['Latest', 'Car_production_created_desc', 'Car_production:created:desc'],
      ['Highest Price', 'Car_production_price_desc', 'Car_production:price:desc'],
      ['Lowest Price', 'Car_production_price_asc', 'Car_production:price:asc'],
    ])
    expect(
      sortOptions({ km_sort_enabled: true })
        .map((o) => o.indexName)
        .slice(4),
    ).toEqual(['Car_production_km_desc', 'Car_production_km_asc'])
  })
  it('maps URL values to index names, falling back to the base index', () => {
    expect(indexNameFromSortBy('Car_production:price:desc')).toBe('Car_production_price_desc')
    expect(indexNameFromSortBy('Car_production_price_asc')).toBe('Car_production_price_asc')
    expect(indexNameFromSortBy('Car_production:km:asc')).toBe('Car_production')
    expect(indexNameFromSortBy('Car_production:km:asc', { km_sort_enabled: true })).toBe('Car_production_km_asc')
    expect(indexNameFromSortBy(null)).toBe('Car_production')
  })
})

describe('URL state', () => {
  it('round-trips query, page, sortBy, repeated values and ranges', () => {
    const state = parseSearchUrl(
      '?query=corolla&make=Toyota&make=Kia&price=10000:50000&km=:80000&sortBy=Car_production:price:desc&page=3&utm=x',
    )
    expect(state).toEqual({
      query: 'corolla',
      page: 3,
      sortBy: 'Car_production:price:desc',
      refinements: { make: ['Toyota', 'Kia'] },
      ranges: { price: { min: 10_000, max: 50_000 }, km: { max: 80_000 } },
    })
    expect(parseSearchUrl(serialiseSearchUrl(state))).toEqual(state)
    expect(serialiseSearchUrl(EMPTY_SEARCH_STATE)).toBe('')
  })
  it('reads InstantSearch links into the same state', () => {
    const legacy = parseSearchUrl(
      'refinementList%5Bcar_type%5D%5B0%5D=used&refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=1000%3A5000',
    )
    expect(legacy).toEqual(parseSearchUrl('car_type=used&make=Toyota&price=1000:5000'))
    expect(parseSearchUrl('menu[car_type]=new').refinements).toEqual({ car_type: ['new'] })
  })
  it('resets the page on every change but a page change', () => {
    const onPage4 = setPage(parseSearchUrl('make=Kia'), 4)
    expect(onPage4.page).toBe(4)
    expect(setQuery(onPage4, 'x').page).toBe(1)
    const toggled = toggleRefinement(onPage4, 'make', 'Kia')
    expect(toggled.page).toBe(1)
    expect(toggled.refinements).toEqual({})
    expect(parseSearchUrl('page=-2').page).toBe(1)
  })
})

describe('route presets', () => {
  const catalogue: SearchCatalogue = {
    makes: ['Toyota', 'Mercedes-Benz', 'Land Rover'],
    models: [
      { make: 'Toyota', model: 'HiLux' },
      { make: 'Land Rover', model: 'Range Rover Sport' },
    ],
    locations: [{ slug: 'penrith', name: 'Penrith Toyota' }],
    dealerships: [{ slug: 'west-motors', name: 'West Motors' }],
  }
  it('presets car type, make, model, location and dealership', () => {
    expect(presetForSearchPath('/search/used-cars', catalogue)).toEqual({ car_type: ['used'] })
    expect(presetForSearchPath('/search/new-and-demo-cars', catalogue)).toEqual({ car_type: ['new', 'demo'] })
    expect(presetForSearchPath('/search/demo-cars', catalogue)).toEqual({ car_type: ['demo'] })
    expect(presetForSearchPath('/search/mercedes-benz', catalogue)).toEqual({ make: ['Mercedes-Benz'] })
    expect(presetForSearchPath('/search/land-rover/range-rover-sport?page=2', catalogue)).toEqual({
      make: ['Land Rover'],
      model: ['Range Rover Sport'],
    })
    expect(presetForSearchPath('/search/penrith', catalogue)).toEqual({ location_name: ['Penrith Toyota'] })
    expect(presetForSearchPath('/search/west-motors/', catalogue)).toEqual({ dealership_name: ['West Motors'] })
    expect(presetForSearchPath('/search', catalogue)).toEqual({})
    expect(presetForSearchPath('/search/unknown', catalogue)).toBeNull()
    expect(presetForSearchPath('/search/toyota/corolla', catalogue)).toBeNull()
    expect(presetForSearchPath('/cars/x', catalogue)).toBeNull()
  })

  it('presets a body type, with the stock’s own spelling of it where the stock has one', () => {
    const withBodies: SearchCatalogue = { ...catalogue, bodies: ['SUV', 'ute', 'Cab Chassis'] }
    expect(presetForSearchPath('/search/suv', withBodies)).toEqual({ body: ['SUV'] })
    expect(presetForSearchPath('/search/ute', withBodies)).toEqual({ body: ['ute'] })
    expect(presetForSearchPath('/search/cab-chassis', withBodies)).toEqual({ body: ['Cab Chassis'] })
    expect(presetForSearchPath('/search/cabchassis', withBodies)).toEqual({ body: ['Cab Chassis'] })
    // A body type the stock has none of is still its search page (the empty state), not a 404.
    expect(presetForSearchPath('/search/people-mover', withBodies)).toEqual({ body: ['peopleMover'] })
    expect(presetForSearchPath('/search/SEDAN', catalogue)).toEqual({ body: ['sedan'] })
    expect(presetForSearchPath('/search/suv/rav4', withBodies)).toBeNull()
    expect(presetForSearchPath('/search/suvs', withBodies)).toBeNull()
  })

  it('a location slug of the tenant presets that location', () => {
    const withOwn: SearchCatalogue = {
      ...catalogue,
      locations: [{ slug: 'springvale', name: 'Southern Cross Springvale' }, ...catalogue.locations],
    }
    expect(presetForSearchPath('/search/springvale', withOwn)).toEqual({ location_name: ['Southern Cross Springvale'] })
    expect(presetForSearchPath('/search/springvale', catalogue)).toBeNull()
  })

  it('headings name the body type or the location', () => {
    expect(presetHeading({ body: ['SUV'] })).toBe('SUVs')
    expect(presetHeading({ body: ['ute'] })).toBe('Utes')
    expect(presetHeading({ body: ['Cab Chassis'] })).toBe('Cab Chassis')
    expect(presetHeading({ body: ['peopleMover'] })).toBe('People Movers')
    expect(presetHeading({ location_name: ['Southern Cross Springvale'] })).toBe('Our stock at Southern Cross Springvale')
    expect(presetHeading({ make: ['Toyota'] })).toBeNull()
    expect(presetHeading({})).toBeNull()
  })

  it('heads make and model routes with the catalogue’s spelling, not the slug’s', () => {
    const stock: SearchCatalogue = { ...catalogue, makes: ['Mercedes Benz', 'Toyota'], models: [{ make: 'Toyota', model: 'RAV4' }] }
    expect(searchRouteHeading(presetForSearchPath('/search/mercedes-benz', stock))).toBe('Mercedes-Benz cars')
    expect(searchRouteHeading(presetForSearchPath('/search/toyota/rav4', stock))).toBe('Toyota RAV4 cars')
    expect(searchRouteHeading(presetForSearchPath('/search/used-cars', stock))).toBeNull()
    expect(searchRouteHeading(null)).toBeNull()
  })
})

describe('result display', () => {
  it('overrides hit counts only above 1999', () => {
    const statusFacet = { in_stock: 1900, coming_soon: 80, sold: 40 }
    expect(displayedHitCount(1999, statusFacet, { configured_stock_count: 5000 })).toBe(1999)
    expect(displayedHitCount(2500, statusFacet, { configured_stock_count: 5000 })).toBe(5000)
    expect(displayedHitCount(2500, statusFacet)).toBe(2020)
    expect(displayedHitCount(2500, statusFacet, { use_in_stock_facet_count: true })).toBe(1900)
    expect(displayedHitCount(2500, null)).toBe(2500)
  })
  it('writes the button text', () => {
    expect(showMeButtonText(1)).toBe('Show Me 1 Car')
    expect(showMeButtonText(0)).toBe('Show Me 0 Cars')
    expect(showMeButtonText(12_345)).toBe('Show Me 12,345 Cars')
  })
  it('limits make lists and orders car types', () => {
    const makes = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    expect(visibleMakes(makes, false)).toEqual({ shown: makes.slice(0, 7), showAllButton: true })
    expect(visibleMakes(makes, true).shown).toHaveLength(8)
    const facet = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`Make${String(i).padStart(2, '0')}`, i % 5]))
    expect(popularMakes(facet)).toHaveLength(20)
    expect(popularMakes({ Kia: 3, Audi: 3, Ford: 9 })).toEqual(['Ford', 'Audi', 'Kia'])
    expect(sortCarTypes(['used', 'caravan', 'new', 'demo'], (v) => v)).toEqual(['new', 'demo', 'used', 'caravan'])
  })
  it('applies a persisted car type only when none is chosen', () => {
    expect(withPersistedCarType(EMPTY_SEARCH_STATE, ['used']).refinements.car_type).toEqual(['used'])
    const chosen = parseSearchUrl('car_type=new')
    expect(withPersistedCarType(chosen, ['used'])).toBe(chosen)
  })
  it('keeps the last five searches, newest first, without duplicates', () => {
    let history: string[] = []
    for (const entry of ['a', 'b', 'c', 'd', 'e', 'f', 'C ']) history = addToSearchHistory(history, entry)
    expect(history).toEqual(['C', 'f', 'e', 'd', 'b'])
  })
})

describe('search state reducer', () => {
  it('keeps the last good results on loading and error and drops stale answers', () => {
    let state = initialSearchState<string[], Record<string, number>>()
    state = searchStateReducer(state, { type: 'request', requestId: 1 })
    state = searchStateReducer(state, { type: 'success', requestId: 1, results: ['a'], facets: { x: 1 } })
    expect(state.status).toBe('hasData')
    state = searchStateReducer(state, { type: 'request', requestId: 2 })
    expect(state).toMatchObject({ status: 'loading', results: ['a'], facets: { x: 1 } })
    state = searchStateReducer(state, { type: 'success', requestId: 1, results: ['stale'], facets: {} })
    expect(state.results).toEqual(['a'])
    state = searchStateReducer(state, { type: 'failure', requestId: 2, error: 'boom' })
    expect(state).toMatchObject({ status: 'hasError', results: ['a'], facets: { x: 1 }, error: 'boom' })
  })
})

describe('the persisted car-type cookie', () => {
  it('keeps only known car types, in the display order', () => {
    expect(parseCarTypeCookie('used,new')).toEqual(['new', 'used'])
    expect(parseCarTypeCookie(' Demo ,tractor,')).toEqual(['demo'])
    expect(parseCarTypeCookie(undefined)).toEqual([])
  })
  it('writes a month-long cookie for a choice and expires it when the choice is cleared', () => {
    expect(carTypeCookie(['used', 'demo'])).toBe('fc-car-type=demo,used; Path=/; Max-Age=2592000; SameSite=Lax')
    expect(carTypeCookie([])).toBe('fc-car-type=; Path=/; Max-Age=0; SameSite=Lax')
    expect(carTypeCookie(['<script>'])).toBe('fc-car-type=; Path=/; Max-Age=0; SameSite=Lax')
  })
})
