import type { Metadata } from 'next'

import type { SiteParams } from '@/lib/reads/tenant'
import { SearchPage, searchPageMetadata } from '@/site/SearchPage'
import { siteNotFound } from '@/site/SiteNotFound'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return searchPageMetadata(params, ['new-used-and-demo-cars'], '/new-used-and-demo-cars')
}

/** The spec's menu links land here with InstantSearch's own parameters (`refinementList[car_type][0]=new`). */
export default async function AllStockRoute({ params }: { params: SiteParams }) {
  const rendered = await SearchPage({ params, pathname: '/new-used-and-demo-cars' })
  if (!rendered) return siteNotFound(params)
  return rendered
}
