import { VehiclePage } from '@forecourt/site-ui/vehiclePage'
import { carCardTitle } from '@forecourt/domain/carCard'
import { sectionOrder } from '@forecourt/domain/vehiclePage'
import { priceDisplay } from '@forecourt/domain/vehicle'
import type { Metadata } from 'next'

import { siteFromParams } from '@/lib/reads/tenant'
import { slugFromParam, vehiclePageData } from '@/lib/reads/vehicles'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'
import { vehicleDialogs } from '@/site/VehicleDialogs'

type Args = { params: Promise<{ site: string; q: string; slug: string }> }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

async function pageForRequest(params: Args['params']) {
  const { tenant, origin } = await siteFromParams(params)
  if (!tenant) return null
  const data = await vehiclePageData(tenant, slugFromParam((await params).slug), origin)
  return data ? { tenant, data, origin } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = await pageForRequest(params)
  if (!found) {
    return siteNotFoundMetadata(params)
  }
  const { tenant, data } = found
  const title = carCardTitle(data.car)
  const price = priceDisplay(data.car, data.settings)
  const where = data.car.location?.name || data.car.location_name || tenant.name
  const description = `${title}${price.kind === 'price' ? ` for ${price.text}` : ''} at ${where}.`
  // The car's share card in the dealer's brand (its photo, name and price): ./og.png/route.ts.
  const shareCard = `${data.pageUrl.replace(/\/$/, '')}/og.png`
  return {
    title: `${title} | ${tenant.name}`,
    description,
    alternates: { canonical: data.pageUrl },
    openGraph: {
      type: 'website',
      url: data.pageUrl,
      siteName: tenant.name,
      title,
      description,
      locale: 'en_AU',
      images: [{ url: shareCard, width: 1200, height: 630, alt: title }],
    },
    twitter: { card: 'summary_large_image', images: [shareCard] },
  }
}

export default async function VehicleRoute({ params }: Args) {
  const found = await pageForRequest(params)
  if (!found) return siteNotFound(params)
  const dialogs = await vehicleDialogs(found.tenant, found.data.car, found.origin)
  return <VehiclePage data={found.data} order={sectionOrder(found.data.settings.section_order)} dialogs={dialogs} />
}
