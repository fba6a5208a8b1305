import { VehicleSearchClient } from '@forecourt/blocks/vehicleSearch/client'
import type { Metadata } from 'next'

import { requestOrigin } from '../../lib/requestOrigin'
import { searchPageView } from '../../lib/search'
import { requestTenant } from '../../lib/tenant'

export type SearchRouteProps = {
  params: Promise<{ segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

function headingFor(segments: readonly string[]): string {
  const [first, second] = segments.map((segment) => decodeURIComponent(segment).replace(/-/g, ' '))
  if (!first || first === 'new used and demo cars') return 'New, used and demo cars'
  const words = [first, second].filter(Boolean).join(' ')
  return words.endsWith('cars')
    ? words.charAt(0).toUpperCase() + words.slice(1)
    : `${words.replace(/\b\w/g, (letter) => letter.toUpperCase())} cars`
}

export async function searchPageMetadata(segments: readonly string[]): Promise<Metadata> {
  const tenant = await requestTenant()
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return { title: `${headingFor(segments)} for sale | ${tenant.name}` }
}

/** A search route's page: the tenant's frame around the search UI, first page rendered here. Null for a path the stock does not know. */
export async function SearchPage({
  pathname,
  searchParams,
}: {
  pathname: string
  searchParams: Record<string, string | string[] | undefined>
}) {
  const tenant = await requestTenant()
  if (!tenant) return null
  const view = await searchPageView(tenant, { pathname, searchParams, ...(await requestOrigin()) })
  if (!view) return null
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .slice(pathname.startsWith('/search') ? 1 : 0)
  return (
    <div className="fc-search-page">
      <h1>{headingFor(segments)}</h1>
      <VehicleSearchClient view={view} />
    </div>
  )
}
