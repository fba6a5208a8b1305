import { OffersGrid } from '@forecourt/site-ui/offers'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { offerCards } from '../../../lib/offers'
import { requestTenant } from '../../../lib/tenant'

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await requestTenant()
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return { title: `Special Offers | ${tenant.name}`, alternates: { canonical: '/special-offers' } }
}

export default async function SpecialOffersRoute() {
  const tenant = await requestTenant()
  if (!tenant) notFound()
  const offers = await offerCards(tenant)
  return (
    <div className="fc-page fc-offers-page">
      <h1>Special Offers</h1>
      <OffersGrid offers={offers} />
    </div>
  )
}
