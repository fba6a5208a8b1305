export * from './stockFilter'
export * from './rangeSlider'
export * from './sortOptions'
export * from './urlState'
export * from './routePresets'
export * from './resultsDisplay'
export * from './searchState'

import { sortByFromIndexName } from './sortOptions'
import { VEHICLE_PAGE_PRICE_RANGE, type NumericRange } from './rangeSlider'

/** The vehicle page's price-range button: search within the range, highest price first. */
export function priceRangeSearchHref(range: NumericRange, searchPath = '/search'): string {
  const min = Math.max(range.min, VEHICLE_PAGE_PRICE_RANGE.min)
  const max = Math.min(range.max, VEHICLE_PAGE_PRICE_RANGE.max)
  const params = new URLSearchParams({ price: `${min}:${max}`, sortBy: sortByFromIndexName('Car_production_price_desc') })
  return `${searchPath}?${params.toString()}`
}
