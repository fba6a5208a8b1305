import type { Metadata } from 'next'

import { SearchPage, searchPageMetadata, type SearchRouteProps, searchRoutePath } from '@/site/SearchPage'
import { siteNotFound } from '@/site/SiteNotFound'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: SearchRouteProps): Promise<Metadata> {
  const segments = (await params).segments ?? []
  return searchPageMetadata(params, segments, searchRoutePath(segments))
}

export default async function SearchRoute({ params }: SearchRouteProps) {
  const segments = (await params).segments ?? []
  const rendered = await SearchPage({ params, pathname: searchRoutePath(segments) })
  if (!rendered) return siteNotFound(params)
  return rendered
}
