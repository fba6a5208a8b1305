import { priceDisplay, type PriceDisplay } from '../vehicle/price'
import { displayLabel } from './labels'
import type { CardTenantSettings, CarForCard } from './types'

export function carCardHref(car: Pick<CarForCard, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}

/** The feed's name when it has one; otherwise year, make, model and badge, with the make rewritten for display. */
export function carCardTitle(car: Pick<CarForCard, 'name' | 'year' | 'make' | 'model' | 'badge'>): string {
  const name = car.name?.trim()
  if (name) return name
  const make = car.make?.trim() ? displayLabel(car.make) : null
  return [car.year, make, car.model, car.badge]
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join(' ')
}

/** Same rules as the vehicle page, so a card never disagrees with the page it links to. */
export function carCardPrice(car: Pick<CarForCard, 'price' | 'preorder'>, tenant: Pick<CardTenantSettings, 'no_price_text'>): PriceDisplay {
  return priceDisplay(car, tenant)
}
