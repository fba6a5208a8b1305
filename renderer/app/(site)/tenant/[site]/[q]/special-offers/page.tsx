import { OffersGrid } from '@forecourt/site-ui/offers'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { offerCards } from '@/lib/reads/offers'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return { title: `Special Offers | ${tenant.name}`, alternates: { canonical: '/special-offers' } }
}

export default async function SpecialOffersRoute({ params }: { params: SiteParams }) {
  const { tenant, origin } = await siteFromParams(params)
  if (!tenant) notFound()
  const offers = await offerCards(tenant, origin.host)
  return (
    <div className="fc-page fc-offers-page">
      <h1>Special Offers</h1>
      <OffersGrid offers={offers} />
    </div>
  )
}
