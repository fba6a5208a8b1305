import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SearchPage, searchPageMetadata, type SearchRouteProps } from '../../../../../SearchPage'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: SearchRouteProps): Promise<Metadata> {
  return searchPageMetadata(params, (await params).segments ?? [])
}

export default async function SearchRoute({ params }: SearchRouteProps) {
  const segments = (await params).segments ?? []
  const rendered = await SearchPage({ params, pathname: ['/search', ...segments.map(encodeURIComponent)].join('/') })
  if (!rendered) notFound()
  return rendered
}
