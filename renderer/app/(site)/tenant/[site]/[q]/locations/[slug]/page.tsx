import type { Metadata } from 'next'

import { LocationPage, locationPageMetadata, type LocationRouteProps } from '@/site/LocationPage'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata(props: LocationRouteProps): Promise<Metadata> {
  return locationPageMetadata(props)
}

/** A location's page where the tenant's location pages are /locations/{slug}; see LocationPage. */
export default async function Page(props: LocationRouteProps) {
  return LocationPage({ ...props, family: 'locations' })
}
