import { cardFinanceEstimate } from '../finance/cardEstimate'
import { formatDollars } from '../vehicle/format'

/*
 * The derived search attributes of spec §3 (categories, price_range, weekly_price_range): values the
 * index stores with each car so a filter on them selects real cars. Bands are labelled the way the
 * facet shows them; a $0 lower bound reads 'Enquire - …' on tenants that ask (labels.ts).
 */

/** Upper bounds of the price bands, in dollars; above the last one is '$150,000+'. */
const PRICE_BAND_BOUNDS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000] as const
/** Upper bounds of the weekly repayment bands, in dollars a week; above the last one is '$400+'. */
const WEEKLY_BAND_BOUNDS = [100, 150, 200, 250, 300, 400] as const

function band(value: number, bounds: readonly number[]): string {
  let lower = 0
  for (const upper of bounds) {
    if (value < upper) return `${formatDollars(lower)} - ${formatDollars(upper)}`
    lower = upper
  }
  return `${formatDollars(lower)}+`
}

/** The car's price band: '$20,000 - $30,000'; a car without an advertised price is in the $0 band. */
export function priceRangeBand(price: number | null | undefined): string {
  return band(typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : 0, PRICE_BAND_BOUNDS)
}

/** The band of the weekly repayment a card shows (the lender's quote, else the card estimate); none without a price. */
export function weeklyPriceRangeBand(car: Parameters<typeof cardFinanceEstimate>[0]): string | null {
  const estimate = cardFinanceEstimate(car)
  return estimate ? band(estimate.weekly, WEEKLY_BAND_BOUNDS) : null
}

const BODY_CATEGORIES: ReadonlyArray<[RegExp, string]> = [
  [/hatch|sedan|liftback/i, 'Hatch & sedans'],
  [/suv|4x4|4wd|wagon/i, 'SUVs & 4WDs'],
  [/ute|van|cab chassis|cab-chassis|bus|people mover|light truck/i, 'Utes & Vans'],
  [/coupe|convertible|cabriolet|roadster/i, 'Sports & convertibles'],
]

/**
 * The categories a car is listed under: what it is (Cars, or the item type: Caravans, …), the body's
 * category as the mega-menu names them, and Electrified for electric, hybrid and plug-in hybrid cars.
 */
export function carCategories(car: { item_type?: string | null; body?: string | null; fuel?: string | null }): string[] {
  const categories: string[] = []
  const itemType = car.item_type?.trim().toLowerCase() || 'car'
  categories.push(itemType === 'car' ? 'Cars' : `${itemType.charAt(0).toUpperCase()}${itemType.slice(1)}s`)
  const body = car.body?.trim() ?? ''
  const bodyCategory = itemType === 'car' ? BODY_CATEGORIES.find(([pattern]) => pattern.test(body))?.[1] : undefined
  if (bodyCategory) categories.push(bodyCategory)
  if (/electric|hybrid|phev/i.test(car.fuel ?? '')) categories.push('Electrified')
  return categories
}
