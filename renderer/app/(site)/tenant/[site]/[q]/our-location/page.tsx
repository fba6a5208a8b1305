import { LocationsSection } from '@forecourt/site-ui/locations'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { locationsSection } from '@/lib/reads/locations'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return {
    title: `Our Locations | ${tenant.name}`,
    description: `Addresses, opening hours and directions for ${tenant.name}.`,
    alternates: { canonical: '/our-location' },
  }
}

export default async function OurLocationsPage({ params }: { params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) notFound()
  const view = await locationsSection(tenant.id, 'all')
  return (
    <>
      <section className="fc-locations-banner">
        <h1 className="fc-locations-banner__title">View our locations</h1>
      </section>
      <div className="fc-locations-page">
        <LocationsSection view={view} heading="h2" />
      </div>
    </>
  )
}
