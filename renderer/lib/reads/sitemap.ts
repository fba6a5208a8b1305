import 'server-only'

import { pathForPageSlug, type ResolvedTenant } from '@forecourt/cms'
import { blogCategoryHref, blogPostHref } from '@forecourt/domain/blog'
import { modelListGroups } from '@forecourt/domain/navigation'

import { payloadClient } from '@/lib/payload'
import { tenantShowroom } from './navigation'

export type SitemapEntry = { path: string; lastModified?: string }

/** Fixed routes every tenant site has (their pages render from the tenant's data). */
const siteRoutes = ['/search', '/search/new-cars', '/search/used-cars', '/search/demo-cars', '/new-used-and-demo-cars']

/** The showroom of the site's make: the models lists, each model's page and its accessories where it has any. */
async function showroomPaths(tenantId: number | string): Promise<string[]> {
  const { make, models } = await tenantShowroom(tenantId)
  if (!make) return []
  const groups = modelListGroups(models, null) ?? []
  return [
    ...(groups.length ? ['/models'] : []),
    ...groups.map((group) => group.href),
    ...models.flatMap((model) =>
      model.status === 'hidden' ? [] : [`/${model.slug}`, ...(model.accessories?.length ? [`/${model.slug}/accessories`] : [])],
    ),
  ]
}

/**
 * Everything a search engine should find on a tenant's site: its published pages, the search routes,
 * the model showroom and the page of every car it lists. Read as an anonymous visitor of that tenant, so drafts and
 * unlisted cars never appear.
 */
export async function sitemapEntries(tenant: ResolvedTenant): Promise<SitemapEntry[]> {
  const payload = await payloadClient()
  const visitor = { overrideAccess: false, context: { tenantId: tenant.id } } as const
  const pages = await payload.find({
    collection: 'pages',
    where: { tenant: { equals: tenant.id } },
    select: { slug: true, updatedAt: true },
    depth: 0,
    limit: 1000,
    draft: false,
    ...visitor,
  })
  const cars = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenant.id } }, { status: { in: ['in_stock', 'coming_soon'] } }] },
    select: { slug: true, updatedAt: true },
    depth: 0,
    limit: 5000,
    ...visitor,
  })
  const posts = await payload.find({
    collection: 'posts',
    where: { tenant: { equals: tenant.id } },
    select: { slug: true, category: true, updatedAt: true },
    depth: 0,
    limit: 1000,
    draft: false,
    ...visitor,
  })
  const blogCategories = [...new Set(posts.docs.map((post) => post.category))]
  const pagePaths = pages.docs.map((page) => ({ path: pathForPageSlug(page.slug), lastModified: page.updatedAt }))
  // A CMS page at a showroom path is the page served there: listed once, as a page.
  const taken = new Set(pagePaths.map((entry) => entry.path))
  return [
    ...pagePaths,
    ...blogCategories.map((category) => ({ path: blogCategoryHref(category) })),
    ...posts.docs.map((post) => ({ path: blogPostHref(post.category, post.slug), lastModified: post.updatedAt })),
    ...siteRoutes.map((path) => ({ path })),
    ...(await showroomPaths(tenant.id)).filter((path) => !taken.has(path)).map((path) => ({ path })),
    ...cars.docs
      .filter((car) => car.slug)
      .map((car) => ({ path: `/cars/${encodeURIComponent(car.slug as string)}`, lastModified: car.updatedAt })),
  ]
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /onboarding',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
