import type { Metadata } from 'next'

import { carCardTitle } from '@forecourt/domain/carCard'
import { reservationTexts } from '@forecourt/domain/reservation'
import { isAvailable, isCheckoutEnabledForCar } from '@forecourt/domain/vehicle'
import { ReservePage } from '@forecourt/site-ui/reservation'

import { siteFromParams } from '@/lib/reads/tenant'
import { slugFromParam, vehiclePageData } from '@/lib/reads/vehicles'
import { siteNotFound, siteNotFoundMetadata } from './SiteNotFound'

export type ReserveParams = Promise<{ site: string; q: string; slug: string }>
type ReservePath = 'checkout' | 'buy-online'

/**
 * The reserve page of a car, at the one of /checkout and /buy-online the site uses: only for a car the
 * Reserve button shows on (checkout on, a payment processor on the car), and also while the car is held,
 * so the shopper coming back from the processor sees their reservation.
 */
async function reserveData(params: ReserveParams, path: ReservePath) {
  const { tenant, origin } = await siteFromParams(params)
  if (!tenant) return null
  const data = await vehiclePageData(tenant, slugFromParam((await params).slug), origin)
  if (!data) return null
  const sitePath: ReservePath = data.settings.checkout_uses_buy_online_path ? 'buy-online' : 'checkout'
  const offered = isAvailable(data.car) && isCheckoutEnabledForCar(data.car, data.settings)
  return sitePath === path && offered ? { tenant, data } : null
}

export async function reserveMetadata(params: ReserveParams, path: ReservePath): Promise<Metadata> {
  const found = await reserveData(params, path)
  if (!found) return siteNotFoundMetadata(params)
  return {
    title: `${reservationTexts.heading}: ${carCardTitle(found.data.car)} | ${found.tenant.name}`,
    // A form page for one car: nothing for search engines to list.
    robots: { index: false },
  }
}

export async function ReserveRoute({ params, path }: { params: ReserveParams; path: ReservePath }) {
  const found = await reserveData(params, path)
  if (!found) return siteNotFound(params)
  return <ReservePage data={found.data} />
}
