import { shareCardResponse } from '@/lib/images/shareCard'
import { siteBrandFor } from '@/lib/reads/brand'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

// Drawn once per tenant (and brand version), then from the cache, expired with the brand: see lib/images/brandRoutes.ts.
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

/** GET /og.png: the site's share card, for every page without one of its own (the settings' share image when set). */
export async function GET(_request: Request, { params }: { params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return new Response('No site at this address', { status: 404 })
  const brand = await siteBrandFor(tenant.id)
  return shareCardResponse({ brand, siteName: tenant.name, title: tenant.name })
}
