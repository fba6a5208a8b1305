import { formatDollars } from './format'
import type { TenantDisplaySettings, VehicleForDisplay } from './types'

const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.'
const PREORDER_TEXT = 'PREORDER'
/** Feeds use 0, 1 or 10 as "no price"; only amounts above this are real prices. */
const MINIMUM_SHOWN_PRICE = 10
/** A smaller gap to the market average is noise, not a bargain worth advertising. */
const MARKET_PRICE_MINIMUM_GAP = 499

export type PriceDisplay =
  { kind: 'price'; amount: number; text: string } | { kind: 'preorder'; text: string } | { kind: 'no_price'; text: string }

export function hasShownPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > MINIMUM_SHOWN_PRICE
}

export function priceDisplay(
  car: Pick<VehicleForDisplay, 'price' | 'preorder'>,
  tenant: Pick<TenantDisplaySettings, 'no_price_text'>,
): PriceDisplay {
  if (hasShownPrice(car.price)) return { kind: 'price', amount: car.price, text: formatDollars(car.price) }
  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT }
  return { kind: 'no_price', text: tenant.no_price_text?.trim() || DEFAULT_NO_PRICE_TEXT }
}

/** Only subscription sites show it, and only a positive amount. */
export function subscriptionPriceText(
  car: Pick<VehicleForDisplay, 'subscription_price'>,
  tenant: Pick<TenantDisplaySettings, 'offers_subscription'>,
): string | null {
  const amount = car.subscription_price
  if (!tenant.offers_subscription || typeof amount !== 'number' || !(amount > 0)) return null
  return formatDollars(amount)
}

/**
 * The struck-through earlier price. Shown only beside a real current price: "was $40,000" next to
 * "Enquire for price." would advertise a reduction nobody can check.
 */
export function wasPriceText(car: Pick<VehicleForDisplay, 'price' | 'before_price'>): string | null {
  const before = car.before_price
  if (!hasShownPrice(car.price) || typeof before !== 'number' || !(before > car.price)) return null
  return formatDollars(before)
}

/**
 * '{amount} below market price'. The state average is preferred, the national one is the fallback.
 * The price must also be below the state average; when no state average exists that condition cannot
 * be tested and is skipped, otherwise the national fallback could never show.
 */
export function marketPriceIndicator(car: Pick<VehicleForDisplay, 'price' | 'autograb_data'>): string | null {
  if (!hasShownPrice(car.price)) return null
  const stateAverage = positiveOrNull(car.autograb_data?.state_average_market_price)
  const nationalAverage = positiveOrNull(car.autograb_data?.average_market_price)
  const average = stateAverage ?? nationalAverage
  if (average === null) return null
  const gap = average - car.price
  if (!(gap > MARKET_PRICE_MINIMUM_GAP)) return null
  if (stateAverage !== null && !(car.price < stateAverage)) return null
  return `${formatDollars(gap)} below market price`
}

function positiveOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && value > 0 ? value : null
}
