import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SearchPage, searchPageMetadata, type SearchRouteProps } from '../../SearchPage'

export async function generateMetadata({ params }: SearchRouteProps): Promise<Metadata> {
  return searchPageMetadata((await params).segments ?? [])
}

export default async function SearchRoute({ params, searchParams }: SearchRouteProps) {
  const segments = (await params).segments ?? []
  const rendered = await SearchPage({
    pathname: ['/search', ...segments.map(encodeURIComponent)].join('/'),
    searchParams: await searchParams,
  })
  if (!rendered) notFound()
  return rendered
}
