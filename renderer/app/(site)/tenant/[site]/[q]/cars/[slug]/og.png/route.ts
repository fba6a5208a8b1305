import { carCardTitle } from '@forecourt/domain/carCard'
import { priceDisplay } from '@forecourt/domain/vehicle'

import { shareCardResponse } from '@/lib/images/shareCard'
import { siteBrandFor } from '@/lib/reads/brand'
import { siteFromParams } from '@/lib/reads/tenant'
import { slugFromParam, vehiclePageData } from '@/lib/reads/vehicles'

type Context = { params: Promise<{ site: string; q: string; slug: string }> }

// Drawn once per car, then from the cache like its page (the car's and the brand's tags expire it).
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

/** GET /cars/{slug}/og.png: the car's share card in the dealer's brand: its photo, name and price. */
export async function GET(_request: Request, { params }: Context) {
  const { tenant, origin } = await siteFromParams(params)
  const data = tenant ? await vehiclePageData(tenant, slugFromParam((await params).slug), origin) : null
  if (!tenant || !data) return new Response('Not found', { status: 404 })
  const price = priceDisplay(data.car, data.settings)
  return shareCardResponse({
    brand: await siteBrandFor(tenant.id),
    siteName: tenant.name,
    title: carCardTitle(data.car),
    highlight: price.text,
    photoSrc: data.car.images[0]?.src,
  })
}
