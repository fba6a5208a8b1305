import type { Where } from 'payload'

import { isListedOnWebsite, listedOnWebsiteWhere } from '../search/listedOnWebsite'

/**
 * "A car a shopper may see": one of the site's own cars that the dealer shows on the website. Every
 * path a shopper can name a car by (the car page and its view count, PDF and print sheet, compare,
 * the watchlist, phone reveals, enquiries and trade-in or finance forms by car id, reservations and
 * the purchase journey) finds its car through this rule, so a hidden car answers exactly like a car
 * that does not exist. Staff reads (the admin, the feed, the search index) have rules of their own.
 */
export type ShopperCarKey = { id: number | string } | { slug: string }

export function shopperCarWhere(tenantId: number | string, key: ShopperCarKey): Where {
  const match: Where = 'id' in key ? { id: { equals: key.id } } : { slug: { equals: key.slug } }
  return { and: [listedOnWebsiteWhere(tenantId), match] }
}

/** The same rule for a car already read (a watchlist entry's car): false when the dealer has hidden it. */
export function isShopperVisibleCar(car: { show_on_dealer_website?: boolean | null }): boolean {
  return isListedOnWebsite(car)
}
