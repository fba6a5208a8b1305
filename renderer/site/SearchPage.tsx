import { VehicleSearchClient } from '@forecourt/blocks/vehicleSearch/client'
import type { Metadata } from 'next'

import { searchPageView } from '@/lib/reads/search'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { siteNotFoundMetadata } from './SiteNotFound'

export type SearchRouteProps = { params: Promise<{ site: string; q: string; segments?: string[] }> }

function headingFor(segments: readonly string[]): string {
  const [first, second] = segments.map((segment) => decodeURIComponent(segment).replace(/-/g, ' '))
  if (!first || first === 'new used and demo cars') return 'New, used and demo cars'
  const words = [first, second].filter(Boolean).join(' ')
  return words.endsWith('cars')
    ? words.charAt(0).toUpperCase() + words.slice(1)
    : `${words.replace(/\b\w/g, (letter) => letter.toUpperCase())} cars`
}

/** The path a /search route renders, as SearchPage and its metadata both ask for it (one cached read). */
export function searchRoutePath(segments: readonly string[]): string {
  return ['/search', ...segments.map(encodeURIComponent)].join('/')
}

export async function searchPageMetadata(params: SiteParams, segments: readonly string[], pathname: string): Promise<Metadata> {
  const { tenant, origin, query } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  // A path the stock does not know answers the framed 404 (SearchPage is null): so does its title. The view is a cached read.
  const view = await searchPageView(tenant, { pathname, searchParams: query, ...origin })
  if (!view) return siteNotFoundMetadata(params)
  // A body type or a location names its page ('SUVs'), which the path alone does not spell.
  return { title: `${view.heading ?? headingFor(segments)} for sale | ${tenant.name}` }
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
      <h1>{view.heading ?? headingFor(segments)}</h1>
      <VehicleSearchClient view={view} />
    </div>
  )
}
