import { LocationsSection } from '@forecourt/site-ui/locations'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { locationsSection } from '../../../lib/locations'
import { requestTenant } from '../../../lib/tenant'

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await requestTenant()
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return {
    title: `Our Locations | ${tenant.name}`,
    description: `Addresses, opening hours and directions for ${tenant.name}.`,
    alternates: { canonical: '/our-location' },
  }
}

export default async function OurLocationsPage() {
  const tenant = await requestTenant()
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
