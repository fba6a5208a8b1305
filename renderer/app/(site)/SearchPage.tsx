import { VehicleSearchClient } from '@forecourt/blocks/vehicleSearch/client'
import type { Metadata } from 'next'

import { searchPageView } from '../../lib/search'
import { siteFromParams, type SiteParams } from '../../lib/tenant'

export type SearchRouteProps = { params: Promise<{ site: string; q: string; segments?: string[] }> }

function headingFor(segments: readonly string[]): string {
  const [first, second] = segments.map((segment) => decodeURIComponent(segment).replace(/-/g, ' '))
  if (!first || first === 'new used and demo cars') return 'New, used and demo cars'
  const words = [first, second].filter(Boolean).join(' ')
  return words.endsWith('cars')
    ? words.charAt(0).toUpperCase() + words.slice(1)
    : `${words.replace(/\b\w/g, (letter) => letter.toUpperCase())} cars`
}

export async function searchPageMetadata(params: SiteParams, segments: readonly string[]): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return { title: `${headingFor(segments)} for sale | ${tenant.name}` }
}

/** A search route's page: the tenant's frame around the search UI, first page rendered here. Null for a path the stock does not know. */
export async function SearchPage({ params, pathname }: { params: SiteParams; pathname: string }) {
  const { tenant, origin, query } = await siteFromParams(params)
  if (!tenant) return null
  const view = await searchPageView(tenant, { pathname, searchParams: query, ...origin })
  if (!view) return null
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .slice(pathname.startsWith('/search') ? 1 : 0)
  return (
    <div className="fc-search-page">
      <h1>{view.routeHeading ?? headingFor(segments)}</h1>
      <VehicleSearchClient view={view} />
    </div>
  )
}
