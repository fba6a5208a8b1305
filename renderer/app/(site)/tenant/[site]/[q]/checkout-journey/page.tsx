import type { Metadata } from 'next'

import { carCardTitle } from '@forecourt/domain/carCard'
import { journeyTexts } from '@forecourt/domain/purchaseJourney'
import { isAvailable, offersOnlinePurchase } from '@forecourt/domain/vehicle'
import { PurchaseJourneyPage } from '@forecourt/site-ui/purchaseJourney'

import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { vehiclePageData } from '@/lib/reads/vehicles'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx):
// the address names the car (and the shopper's journey, which the page itself never shows: that is read in the browser).
export async function generateStaticParams() {
  return []
}

/** The car of ?car_id= when the site sells it online (the spec's rule: used cars, or Kia and MG, on dealers that enable it). */
async function journeyData(params: SiteParams) {
  const { tenant, origin, query } = await siteFromParams(params)
  if (!tenant) return null
  const slug = typeof query.car_id === 'string' ? query.car_id.trim() : ''
  if (!slug) return null
  const data = await vehiclePageData(tenant, slug, origin)
  if (!data || !offersOnlinePurchase(data.car, data.settings) || !isAvailable(data.car)) return null
  return { tenant, data }
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const found = await journeyData(params)
  if (!found) return siteNotFoundMetadata(params)
  // A form page for one car and one shopper: nothing for search engines to list.
  return { title: `${journeyTexts.heading}: ${carCardTitle(found.data.car)} | ${found.tenant.name}`, robots: { index: false } }
}

export default async function CheckoutJourneyRoute({ params }: { params: SiteParams }) {
  const found = await journeyData(params)
  if (!found) return siteNotFound(params)
  return <PurchaseJourneyPage data={found.data} />
}
