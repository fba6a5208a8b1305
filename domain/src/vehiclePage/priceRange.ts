/** The vehicle page's price-range slider (vehicle-page spec §5): 5,000 to 250,000 in steps of 500. */
export const VEHICLE_PAGE_PRICE_RANGE = { min: 5_000, max: 250_000, step: 500 } as const

type PriceRange = { min: number; max: number }

/** Where the slider starts: the whole range. */
export const INITIAL_PRICE_RANGE: PriceRange = { min: VEHICLE_PAGE_PRICE_RANGE.min, max: VEHICLE_PAGE_PRICE_RANGE.max }

/** The button's search is sorted highest price first (spec §2: sortBy=Car_production:price:desc). */
const PRICE_RANGE_SORT_BY = 'Car_production:price:desc'

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/** Moves one thumb: onto the 500 grid, inside 5,000–250,000, and never closer than one step to the other thumb. */
export function moveVehiclePagePriceThumb(current: PriceRange, thumb: 'min' | 'max', value: number): PriceRange {
  const { min, max, step } = VEHICLE_PAGE_PRICE_RANGE
  if (!Number.isFinite(value)) return current
  const snapped = min + Math.round((value - min) / step) * step
  if (thumb === 'min') return { min: clamp(snapped, min, Math.min(current.max, max) - step), max: current.max }
  return { min: current.min, max: clamp(snapped, Math.max(current.min, min) + step, max) }
}

/** The slider's button: search within the range, highest price first. */
export function priceRangeSearchHref(range: PriceRange, searchPath = '/search'): string {
  const min = Math.max(range.min, VEHICLE_PAGE_PRICE_RANGE.min)
  const max = Math.min(range.max, VEHICLE_PAGE_PRICE_RANGE.max)
  const params = new URLSearchParams({ price: `${min}:${max}`, sortBy: PRICE_RANGE_SORT_BY })
  return `${searchPath}?${params.toString()}`
}
