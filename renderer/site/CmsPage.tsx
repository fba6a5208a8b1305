import { RenderBlocks } from '@forecourt/blocks/registry'
import { pathForPageSlug } from '@forecourt/cms'
import type { Metadata } from 'next'

import { blockDataFor } from '@/lib/reads/blockData'
import { publishedPage } from '@/lib/reads/pages'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

/** The tenant's published CMS page with this slug, or null (no tenant, no such page). */
async function cmsPageFor(params: SiteParams, slug: string | null) {
  const { tenant } = await siteFromParams(params)
  if (!tenant || !slug) return null
  const page = await publishedPage(tenant.id, slug)
  return page ? { tenant, slug, page } : null
}

/** A CMS page's title and description; null when there is no such page (the route decides what answers then). */
export async function cmsPageMetadata(params: SiteParams, slug: string | null): Promise<Metadata | null> {
  const found = await cmsPageFor(params, slug)
  if (!found) return null
  return {
    title: found.page.metaTitle,
    description: found.page.metaDescription ?? undefined,
    alternates: { canonical: pathForPageSlug(found.slug) },
  }
}

/**
 * A page a marketer composes from blocks, rendered with its blocks' data. Null when the tenant has no
 * published page with this slug: the route decides what that means (a 404, an alias).
 */
export async function CmsPage({ params, slug }: { params: SiteParams; slug: string | null }) {
  const found = await cmsPageFor(params, slug)
  if (!found) return null
  const { query, origin } = await siteFromParams(params)
  const { tenant, page } = found
  const path = pathForPageSlug(found.slug)
  const blockData = await blockDataFor(tenant, page.layout, { pathname: path, searchParams: query, ...origin }, page.id)
  return (
    <RenderBlocks
      blocks={page.layout}
      data={blockData}
      context={{ tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug }, path }}
    />
  )
}
