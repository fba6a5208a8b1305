import type { CardTenantSettings, CarForCard } from './types'

export type CardControl = 'favourite' | 'compare'

export function hasImages(car: Pick<CarForCard, 'images' | 'thumbnails' | 'primary_image_url'>): boolean {
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
