import { requestOrigin } from '@/lib/http/requestOrigin'
import { sitemapEntries, sitemapXml } from '@/lib/reads/sitemap'
import { requestTenant } from '@/lib/reads/tenant'

/** Each tenant's own sitemap, at its own host. */
export async function GET(): Promise<Response> {
  const tenant = await requestTenant()
  if (!tenant) return new Response('No site at this address', { status: 404 })
  const { host, protocol } = await requestOrigin()
  return new Response(sitemapXml(`${protocol}://${host}`, await sitemapEntries(tenant)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}

export const dynamic = 'force-dynamic'
