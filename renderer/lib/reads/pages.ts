import 'server-only'

import type { LayoutBlock } from '@forecourt/blocks/registry'
import type { ResolvedTenant } from '@forecourt/cms'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'

export type PageView = {
  id: number | string
  title: string
  metaTitle: string
  metaDescription: string | null
  layout: LayoutBlock[]
}

/**
 * The published page with this slug on this tenant, or null. Reads as an anonymous visitor
 * (overrideAccess: false) with the tenant passed in, so the collection's own access rules apply:
 * published documents of that tenant only.
 */
const readPublishedPage = async (tenantId: ResolvedTenant['id'] | string, slug: string): Promise<PageView | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
    context: { tenantId },
  })
  const page = docs[0]
  if (!page) return null
  return {
    id: page.id,
    title: page.title,
    metaTitle: page.seo?.title || page.title,
    metaDescription: page.seo?.description || null,
    layout: page.layout ?? [],
  }
}

// Blocks show offers, locations and stock, whose reads carry their own tags; this one is the page itself.
export const publishedPage = cachedRead('published-page', (tenantId) => tags.tenant(tenantId, 'pages'), readPublishedPage)
