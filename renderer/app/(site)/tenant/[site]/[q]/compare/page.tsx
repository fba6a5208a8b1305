import { COMPARE_LIMIT, COMPARE_PARAM, compareHref, compareNotes, compareTable, parseCompareParam } from '@forecourt/domain/compare'
import { ComparePage } from '@forecourt/site-ui/compare'
import type { Metadata } from 'next'

import { siteSettingsFor } from '@/lib/reads/siteSettings'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { compareCars } from '@/lib/reads/vehicles'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx):
// the address names the cars, so the page is the same for everyone who opens it.
export async function generateStaticParams() {
  return []
}

/** The tenant when it has compare switched on; a site without it has no /compare page. */
async function compareTenant(params: SiteParams) {
  const site = await siteFromParams(params)
  if (!site.tenant) return null
  const settings = await siteSettingsFor(site.tenant.id)
  return settings?.compare_enabled ? { ...site, tenant: site.tenant } : null
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await compareTenant(params)
  if (!site) return siteNotFoundMetadata(params)
  // Every combination of cars is an address of its own: none of them is worth a search engine's index.
  return { title: `Compare cars | ${site.tenant.name}`, robots: { index: false, follow: true } }
}

export default async function CompareRoute({ params }: { params: SiteParams }) {
  const site = await compareTenant(params)
  if (!site) return siteNotFound(params)
  const request = parseCompareParam(site.query[COMPARE_PARAM])
  const { cars, notFound, settings, today } = await compareCars(site.tenant, request.slugs)
  const table = compareTable(cars, settings, today)
  const { protocol, host } = site.origin
  return (
    <ComparePage
      table={table}
      notes={compareNotes({ ...request, notFound }, COMPARE_LIMIT)}
      shareUrl={`${protocol}://${host}${compareHref(table.columns.map((column) => column.slug))}`}
    />
  )
}
