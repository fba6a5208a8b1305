import { isCertifiedPreOwnedToyota } from '../carCard/tags'
import { formatDollars } from '../vehicle/format'
import { canReserveOnline, reserveHref } from '../vehicle/actions'
import type { TenantDisplaySettings } from '../vehicle/types'
import type { VehiclePageCar, VehiclePageSettings } from './types'

/**
 * The selling content of a car page: the guarantee strip and the used-car feature banner on used cars,
 * the 'Why Buy From Us?' list, the Toyota Certified badge and what the make-an-offer form suggests.
 */

export function isToyotaMake(make: string | null | undefined): boolean {
  return make?.trim().toLowerCase() === 'toyota'
}

/** Car type drives the guarantee strip: used cars carry it (and the contact page does). */
export function showsGuaranteeStrip(car: Pick<VehiclePageCar, 'car_type'>): boolean {
  return car.car_type === 'used'
}

/**
 * The strip's 'Reserve online' tile: the car's reserve page when the reserve rule lets this car be
 * reserved (available, and checkout on for the dealer and the car); otherwise the enquiry about this
 * car, where the dealer can hold it by hand. Never a page that does not exist.
 */
export function reserveOnlineTileHref(
  car: Pick<VehiclePageCar, 'slug' | 'status' | 'payment_processors' | 'reserved' | 'reservation_in_progress'>,
  tenant: Pick<TenantDisplaySettings, 'checkout_enabled' | 'checkout_uses_buy_online_path'>,
): string {
  // The same rule as the Reserve button: a car another shopper holds is asked about, not reserved.
  if (canReserveOnline(car, tenant)) return reserveHref(car, tenant)
  return `/contact?car_id=${encodeURIComponent(car.slug)}`
}

/** The used-car feature banner's five points, in the spec's order. */
export const USED_CAR_FEATURES: readonly { title: string; text: string }[] = [
  { title: 'Toyota-Backed Warranty', text: 'Peace of mind with a warranty backed by Toyota.' },
  { title: 'Service History', text: 'Every car comes with its service history checked.' },
  { title: 'Background Check', text: 'No finance owing, not stolen, not written off.' },
  { title: '90 Point Inspection', text: 'Inspected by our technicians from bumper to bumper.' },
  { title: '12-Month Roadside Assist', text: 'Help on the road for the first 12 months.' },
]

/**
 * The banner promises a Toyota-backed warranty, so it belongs to the Toyota dealer configuration (the
 * site whose service advantage is Toyota's), and, as the spec says, to used cars only.
 */
export function showsUsedCarBanner(
  car: Pick<VehiclePageCar, 'car_type'>,
  settings: Pick<VehiclePageSettings, 'service_advantage'>,
): boolean {
  return car.car_type === 'used' && settings.service_advantage === 'toyota'
}

/** What comes with a Toyota Certified Pre-Owned car (spec §9). */
export const TOYOTA_CERTIFIED_BENEFITS = ['1-year extra warranty', '90-point inspection', '12 months roadside assist'] as const

export const TOYOTA_CERTIFIED_TITLE = 'Toyota Certified Pre-Owned'

/** A certified used Toyota on a Toyota dealer's site: the badge, its popup and the benefits section. */
export function isToyotaCertified(
  car: Pick<VehiclePageCar, 'car_type' | 'make' | 'certified'>,
  settings: Pick<VehiclePageSettings, 'service_advantage'>,
): boolean {
  // The card's certified tag and the page's badge are the same rule; the page also needs a Toyota dealer.
  return settings.service_advantage === 'toyota' && isCertifiedPreOwnedToyota(car)
}

export const WHY_BUY_TITLE = 'Why Buy From Us?'
export const WHY_BUY_MAX_ITEMS = 10
export const WHY_BUY_ITEM_MAX_LENGTH = 200

/** What a dealer says until its marketer writes its own list (Site settings → Vehicle page). */
export const DEFAULT_WHY_BUY_FROM_US: readonly string[] = [
  'Every car inspected and prepared by our own technicians',
  'Competitive finance arranged on the spot',
  'A fair, fast valuation for your trade-in',
  'Servicing and genuine parts at our dealership',
  'A local team that is here after you drive away',
]

/** The site's own points, trimmed and capped; none (or only blank ones) gives the defaults. */
export function whyBuyFromUs(items: readonly (string | null | undefined)[] | null | undefined): string[] {
  const own = (items ?? [])
    .map((item) => item?.trim().slice(0, WHY_BUY_ITEM_MAX_LENGTH) ?? '')
    .filter(Boolean)
    .slice(0, WHY_BUY_MAX_ITEMS)
  return own.length > 0 ? own : [...DEFAULT_WHY_BUY_FROM_US]
}

export const MAKE_AN_OFFER_LABEL = 'Make an Offer'

/** The offer field's placeholder suggests the car's price; a car without one (or 10 or less) gets the bare '$'. */
export function offerPlaceholder(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) && price > 10 ? `e.g. ${formatDollars(price)}` : '$'
}
