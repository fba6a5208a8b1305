import { headerDropdown } from '@/lib/reads/navigation'
import { siteFromParams } from '@/lib/reads/tenant'

type Context = { params: Promise<{ site: string; q: string; key: string }> }

// Answered once per tenant and key, then from the cache like the pages (the proxy's public Cache-Control
// applies): the navigation's tags, stated by its read, expire it with the header that links to it.
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

/**
 * GET /menus/{key}/panel.json: a header dropdown's contents (`HeaderItemView`), which the header fetches
 * when the visitor first reaches for it instead of carrying it in every page; 404 for another key.
 */
export async function GET(_request: Request, { params }: Context) {
  const { tenant } = await siteFromParams(params)
  let key = (await params).key
  try {
    key = decodeURIComponent(key)
  } catch {
    // Left as it is: no menu key has a percent sign, so it is answered 404 below.
  }
  const item = tenant ? await headerDropdown(tenant, key) : null
  if (!item) return Response.json({ error: 'Not found' }, { status: 404 })
  return Response.json(item)
}
