import { siteBrandFor } from '@/lib/reads/brand'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

// Once per tenant (and brand version), then from the cache, expired with the brand: see lib/images/brandRoutes.ts.
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

/** GET /manifest.webmanifest: the site's name, colours and icons for a phone's home screen. */
export async function GET(_request: Request, { params }: { params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return new Response('No site at this address', { status: 404 })
  const brand = await siteBrandFor(tenant.id)
  const manifest = {
    name: tenant.name,
    short_name: tenant.name.length > 12 ? tenant.name.split(/\s+/)[0] : tenant.name,
    start_url: '/',
    display: 'browser',
    theme_color: brand.colours.header_colour,
    background_color: brand.colours.surface_colour,
    icons: [
      { src: `/icon.png?v=${brand.version}`, sizes: '192x192', type: 'image/png' },
      { src: `/icon-512.png?v=${brand.version}`, sizes: '512x512', type: 'image/png' },
    ],
  }
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json' } })
}
