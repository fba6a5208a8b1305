import { LocationFeature } from '@forecourt/site-ui/locations'
import { jsonForScript, locationJsonLd } from '@forecourt/domain/locations'
import type { Metadata } from 'next'
import Link from 'next/link'

import { siteNotFound, siteNotFoundMetadata } from '../../../../../SiteNotFound'
import { locationBySlug } from '../../../../../../../lib/locations'
import { siteFromParams } from '../../../../../../../lib/tenant'

type Args = { params: Promise<{ site: string; q: string; slug: string }> }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

function slugOf(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}

async function locationForRequest(params: Args['params']) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return null
  const card = await locationBySlug(tenant.id, slugOf((await params).slug))
  return card ? { tenant, card } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = await locationForRequest(params)
  if (!found) {
    return siteNotFoundMetadata(params)
  }
  const { tenant, card } = found
  return {
    title: `${card.name} | ${tenant.name}`,
    description: card.address
      ? `${card.name}, ${card.address}: opening hours, phone and directions.`
      : `${card.name}: opening hours and contact details.`,
    alternates: { canonical: card.href ?? undefined },
  }
}

export default async function LocationPage({ params }: Args) {
  const found = await locationForRequest(params)
  if (!found) return siteNotFound(params)
  const { card } = found
  const { origin } = await siteFromParams(params)
  const jsonLd = locationJsonLd(card, `${origin.protocol}://${origin.host}${card.href ?? ''}`)
  return (
    <>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} /> : null}
      <nav className="fc-locations-back" aria-label="Breadcrumb">
        <Link href="/our-location">All locations</Link>
      </nav>
      <div className="fc-locations-page">
        <LocationFeature card={card} heading="h1" />
      </div>
    </>
  )
}
