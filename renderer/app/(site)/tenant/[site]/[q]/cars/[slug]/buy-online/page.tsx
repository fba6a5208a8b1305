import type { Metadata } from 'next'

import { ReserveRoute, reserveMetadata, type ReserveParams } from '@/site/ReserveRoute'

// Rendered on its first request per tenant and car, then served from the cache like the car's page.
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: ReserveParams }): Promise<Metadata> {
  return reserveMetadata(params, 'buy-online')
}

export default async function Route({ params }: { params: ReserveParams }) {
  return <ReserveRoute params={params} path="buy-online" />
}
