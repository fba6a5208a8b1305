import 'server-only'

import {
  type BlogCategorySlug,
  blogCategoryBySlug,
  blogCategoryCards,
  type BlogCategoryCardView,
  type BlogPostSummary,
} from '@forecourt/domain/blog'
import { publicUploadUrl } from '@forecourt/domain/urls'
import type { Media, Post } from '@forecourt/schema'

import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'

import type { DocumentId as TenantId } from '@forecourt/domain/ids'

function imageOf(image: Post['image']): BlogPostSummary['image'] {
  const media = typeof image === 'object' && image ? (image as Media) : null
  const src = media ? publicUploadUrl(media.sizes?.card?.url ?? media.url) : null
  if (!media || !src) return null
  return {
    src,
    alt: media.alt ?? '',
    width: media.sizes?.card?.width ?? media.width ?? 1000,
    height: media.sizes?.card?.height ?? media.height ?? 750,
  }
}

function summaryOf(post: Post): BlogPostSummary | null {
  const category = blogCategoryBySlug(post.category)
  if (!category) return null
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    category: category.slug,
    excerpt: post.excerpt?.trim() || null,
    publishedDate: post.publishedDate ?? post.createdAt ?? null,
    image: imageOf(post.image),
  }
}

/**
 * The tenant's published blog posts, newest first, without their bodies. Read as an anonymous visitor of
 * this tenant (overrideAccess: false) so drafts and other tenants' posts can never appear.
 */
const publishedPosts = cachedRead(
  'blog-posts',
  (tenantId) => tags.tenant(tenantId, 'posts', 'media'),
  async (tenantId: TenantId): Promise<BlogPostSummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: { tenant: { equals: tenantId } },
      select: { title: true, slug: true, category: true, excerpt: true, publishedDate: true, image: true, createdAt: true },
      depth: 1,
      limit: 500,
      sort: '-publishedDate',
      draft: false,
      overrideAccess: false,
      context: { tenantId },
    })
    return docs.flatMap((doc) => {
      const summary = summaryOf(doc as Post)
      return summary ? [summary] : []
    })
  },
)

export async function blogPosts(tenantId: TenantId): Promise<BlogPostSummary[]> {
  return publishedPosts(tenantId)
}

export async function blogCategoryCardsOf(tenantId: TenantId): Promise<BlogCategoryCardView[]> {
  return blogCategoryCards(await publishedPosts(tenantId))
}

/** One published post of the tenant in that category, with its body; null when there is none. */
export const blogPost = cachedRead(
  'blog-post',
  (tenantId) => tags.tenant(tenantId, 'posts', 'media'),
  async (tenantId: TenantId, category: string, slug: string): Promise<{ summary: BlogPostSummary; content: Post['content'] } | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: {
        and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }, { category: { equals: category as BlogCategorySlug } }],
      },
      depth: 1,
      limit: 1,
      draft: false,
      overrideAccess: false,
      context: { tenantId },
    })
    const post = docs[0]
    const summary = post ? summaryOf(post) : null
    return post && summary ? { summary, content: post.content ?? null } : null
  },
)
