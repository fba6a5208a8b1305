import { MenuPage } from '@forecourt/site-ui/navigation'
import type { Metadata } from 'next'

import { headerDropdown } from '@/lib/reads/navigation'
import { siteFromParams } from '@/lib/reads/tenant'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

type Args = { params: Promise<{ site: string; q: string; key: string }> }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

function keyOf(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}

async function dropdownForRequest(params: Args['params']) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return null
  const item = await headerDropdown(tenant, keyOf((await params).key))
  return item ? { tenant, item } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = await dropdownForRequest(params)
  if (!found) return siteNotFoundMetadata(params)
  // A list of links found elsewhere on the site: followed by crawlers, not a result of its own.
  return { title: `${found.item.label} | ${found.tenant.name}`, robots: { index: false, follow: true } }
}

/** /menus/{key}: a header dropdown's links as a page, for visitors and crawlers without scripts (the header's <noscript> link). */
export default async function MenuRoute({ params }: Args) {
  const found = await dropdownForRequest(params)
  if (!found) return siteNotFound(params)
  return <MenuPage item={found.item} />
}
