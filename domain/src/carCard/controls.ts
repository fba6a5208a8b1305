import { carEnquiryHref, enquireButtonLabel } from '../vehicle/actions'
import { isSoldForCard } from './tags'
import type { CardTenantSettings, CarForCard } from './types'

type CardControl = 'favourite' | 'compare'

function hasImages(car: Pick<CarForCard, 'images' | 'thumbnails' | 'primary_image_url'>): boolean {
  return (car.images?.length ?? 0) > 0 || (car.thumbnails?.length ?? 0) > 0 || Boolean(car.primary_image_url?.trim())
}

/** Favourite and compare are for cars a visitor can still buy; the strict mode also drops cars that could not be compared meaningfully. */
export function showCardControl(control: CardControl, car: CarForCard, tenant: CardTenantSettings): boolean {
  const enabled = control === 'favourite' ? tenant.favourites_enabled : tenant.compare_enabled
  if (!enabled) return false
  if (car.status !== 'in_stock' || car.sold === true) return false
  if (tenant.strict_favourite_rules) {
    if (!(typeof car.price === 'number' && car.price > 0)) return false
    if (!hasImages(car)) return false
  }
  if (tenant.favourites_used_only && car.car_type !== 'used') return false
  return true
}

/** A sold car can still be removed from the watchlist, but never newly saved. */
export function showWatchlistSaveButton(car: Pick<CarForCard, 'status' | 'sold'>, alreadySaved: boolean): boolean {
  const sold = car.sold === true || (car.status !== 'in_stock' && car.status !== 'coming_soon')
  return alreadySaved || !sold
}

type CardEnquiry = { label: string; href: string }

/**
 * The card's Enquire Now ('Message Now' on some sites): the same form the car page's Enquire button
 * opens, for a car that can still be bought and a dealer that has the button. Null for a sold car,
 * whose card offers 'Find Me Something Similar' instead.
 */
export function cardEnquiry(car: Pick<CarForCard, 'slug' | 'status' | 'sold'>, tenant: CardTenantSettings): CardEnquiry | null {
  if (tenant.enquire_enabled === false || isSoldForCard(car)) return null
  return { label: enquireButtonLabel(tenant), href: carEnquiryHref(car) }
}
