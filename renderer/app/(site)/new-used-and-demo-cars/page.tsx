import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SearchPage, searchPageMetadata } from '../SearchPage'

export async function generateMetadata(): Promise<Metadata> {
  return searchPageMetadata(['new-used-and-demo-cars'])
}

/** The spec's menu links land here with InstantSearch's own parameters (`refinementList[car_type][0]=new`). */
export default async function AllStockRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const rendered = await SearchPage({ pathname: '/new-used-and-demo-cars', searchParams: await searchParams })
  if (!rendered) notFound()
  return rendered
}
