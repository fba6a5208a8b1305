import { pageSlugForSegments, pathForPageSlug } from '@forecourt/cms'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { REMEMBERED_CAR_TYPE_PARAM } from '@/lib/http/siteRoute'
import { siteFromParams } from '@/lib/reads/tenant'
import { CmsPage, cmsPageMetadata } from '@/site/CmsPage'
import { showroomFor } from '@/site/ShowroomPage'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

type Args = { params: Promise<{ site: string; q: string; slug?: string[] }> }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

/**
 * The showroom page of a path no CMS page has (`/models`, `/{model slug}`, `/{model slug}/accessories`),
 * spelled as page slugs are (decoded, lower case); the home page is never one.
 */
async function showroomForRequest(params: Args['params']) {
  const { tenant, query, origin } = await siteFromParams(params)
  const raw = (await params).slug ?? []
  const slug = raw.length ? pageSlugForSegments(raw) : null
  if (!tenant || !slug) return null
  return showroomFor(tenant, slug.split('/'), query, origin)
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const page = await cmsPageMetadata(params, pageSlugForSegments((await params).slug))
  if (page) return page
  const { tenant } = await siteFromParams(params)
  const showroom = await showroomForRequest(params)
  if (tenant && showroom) {
    return {
      title: `${showroom.title} | ${tenant.name}`,
      description: showroom.description ?? undefined,
      alternates: { canonical: showroom.canonical },
    }
  }
  return siteNotFoundMetadata(params)
}

/**
 * Paths other parts of the site link to (the vehicle page's 'Book a Test Drive' goes to /book-test-drive/)
 * that the templates seed under another slug; a page the tenant made at the path itself still wins.
 */
const pageAliases: Readonly<Record<string, string>> = { 'book-test-drive': 'book-a-test-drive' }

function queryString(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams))
    if (key !== REMEMBERED_CAR_TYPE_PARAM)
      for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, entry)
  const text = query.toString()
  return text ? `?${text}` : ''
}

export default async function TenantPage({ params }: Args) {
  const slug = pageSlugForSegments((await params).slug)
  const rendered = await CmsPage({ params, slug })
  if (rendered) return rendered
  const { query } = await siteFromParams(params)
  const alias = pageAliases[slug ?? '']
  if (alias) redirect(`${pathForPageSlug(alias)}${queryString(query)}`)
  // No CMS page here: a model of the site's make, else the framed 404.
  const showroom = await showroomForRequest(params)
  if (showroom) return showroom.render()
  return siteNotFound(params)
}
