import type { Metadata } from 'next'

import type { SiteParams } from '@/lib/reads/tenant'
import { CmsPage, cmsPageMetadata } from '@/site/CmsPage'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

/**
 * /cars/trade-in?car_id={id}, the spec's trade-in page every car page's Trade-In button opens: the
 * tenant's CMS page of that slug (a trade-in form the marketer edits), with the car filled in from
 * car_id. Its own route, since /cars/{slug} would take it for a car.
 */
const SLUG = 'cars/trade-in'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return (await cmsPageMetadata(params, SLUG)) ?? siteNotFoundMetadata(params)
}

export default async function TradeInRoute({ params }: { params: SiteParams }) {
  const rendered = await CmsPage({ params, slug: SLUG })
  return rendered ?? siteNotFound(params)
}
