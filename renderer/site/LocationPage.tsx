import { LocationFeature } from '@forecourt/site-ui/locations'
import type { LocationPageFamily } from '@forecourt/domain/locations'
import { jsonForScript, locationJsonLd } from '@forecourt/site-ui/locations'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { locationBySlug, locationPagesOf } from '@/lib/reads/locations'
import { siteFromParams } from '@/lib/reads/tenant'
import { siteNotFound, siteNotFoundMetadata } from './SiteNotFound'

export type LocationRouteProps = { params: Promise<{ site: string; q: string; slug: string }> }

function slugOf(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}

async function locationForRequest(params: LocationRouteProps['params']) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return null
  const card = await locationBySlug(tenant.id, slugOf((await params).slug))
  return card ? { tenant, card } : null
}

export async function locationPageMetadata({ params }: LocationRouteProps): Promise<Metadata> {
  const found = await locationForRequest(params)
  if (!found) return siteNotFoundMetadata(params)
  const { tenant, card } = found
  return {
    title: `${card.name} | ${tenant.name}`,
    description: card.address
      ? `${card.name}, ${card.address}: opening hours, phone and directions.`
      : `${card.name}: opening hours and contact details.`,
    alternates: { canonical: card.href ?? undefined },
  }
}

/**
 * One location's page, at the path family the tenant's settings choose (/our-location, /contact-us or
 * /locations, each followed by the location's slug). The same location asked for under another family is
 * sent to the tenant's own, so links written for any of them lead somewhere.
 */
export async function LocationPage({ params, family }: LocationRouteProps & { family: LocationPageFamily }) {
  const found = await locationForRequest(params)
  if (!found) return siteNotFound(params)
  const { tenant, card } = found
  if ((await locationPagesOf(tenant.id)) !== family && card.href) redirect(card.href)
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
        {card.stockHref ? (
          <p className="fc-location__stock">
            <Link className="fc-button fc-button--primary" href={card.stockHref}>
              View our stock<span className="fc-visually-hidden"> at {card.name}</span>
            </Link>
          </p>
        ) : null}
      </div>
    </>
  )
}
