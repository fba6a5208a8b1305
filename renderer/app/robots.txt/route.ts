import { requestOrigin } from '@/lib/http/requestOrigin'
import { robotsTxt } from '@/lib/reads/sitemap'
import { requestTenant } from '@/lib/reads/tenant'

/** Each tenant's robots.txt, pointing at its own sitemap. */
export async function GET(): Promise<Response> {
  const tenant = await requestTenant()
  if (!tenant) return new Response('No site at this address', { status: 404 })
  const { host, protocol } = await requestOrigin()
  return new Response(robotsTxt(`${protocol}://${host}`), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export const dynamic = 'force-dynamic'
