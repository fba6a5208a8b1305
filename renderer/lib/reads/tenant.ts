import 'server-only'

import { findTenantByHost, type ResolvedTenant } from '@forecourt/cms'
import { headers } from 'next/headers'
import { cache } from 'react'

import { NO_QUERY, originOfSiteSegment, queryOfSegment, type SearchParamsRecord, type SiteOrigin } from '@/lib/http/siteRoute'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'

/** The tenant that answers at a host (never a query parameter, cookie or body), cached until a tenant record changes. */
export const tenantForHost = cachedRead(
  'tenant-by-host',
  () => tags.shared('tenants'),
  async (host: string): Promise<ResolvedTenant | null> => findTenantByHost(await payloadClient(), host),
)

/**
 * The tenant of a request from its Host header, for the few answers that are per request anyway (the
 * print page, the PDF, robots.txt, sitemap.xml). Site pages take it from their route parameter instead.
 */
export const requestTenant = cache(async (): Promise<ResolvedTenant | null> => tenantForHost((await headers()).get('host') ?? ''))

export type SiteRequest = {
  /** Null for a host no tenant answers at. */
  tenant: ResolvedTenant | null
  origin: SiteOrigin
  /** The query string, as the proxy handed it over (lib/http/siteRoute.ts). */
  query: SearchParamsRecord
}

export type SiteParams = Promise<{ site: string; q?: string }>

const siteOf = cache(async (site: string, q: string): Promise<SiteRequest> => {
  const origin = originOfSiteSegment(site)
  return {
    tenant: origin ? await tenantForHost(origin.host) : null,
    origin: origin ?? { protocol: 'http', host: 'localhost' },
    query: queryOfSegment(q),
  }
})

/** The tenant, origin and query of a site page, from its route parameters alone (so the page can be cached). */
export async function siteFromParams(params: SiteParams): Promise<SiteRequest> {
  const { site, q } = await params
  return siteOf(site, q ?? NO_QUERY)
}
