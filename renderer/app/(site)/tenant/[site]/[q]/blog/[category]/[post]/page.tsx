import { blogCategoryBySlug, blogDateText, blogPostHref } from '@forecourt/domain/blog'
import { OptimisedImage } from '@forecourt/site-ui/media'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { blogPost } from '@/lib/reads/blog'
import { siteFromParams } from '@/lib/reads/tenant'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

type Args = { params: Promise<{ site: string; q: string; category: string; post: string }> }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

function decoded(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}

async function postForRequest(params: Args['params']) {
  const { tenant } = await siteFromParams(params)
  const { category: categoryParam, post: slug } = await params
  const category = blogCategoryBySlug(categoryParam)
  if (!tenant || !category) return null
  const post = await blogPost(tenant.id, category.slug, decoded(slug))
  return post ? { tenant, category, post } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = await postForRequest(params)
  if (!found) return siteNotFoundMetadata(params)
  const { summary } = found.post
  return {
    title: `${summary.title} | ${found.tenant.name}`,
    description: summary.excerpt ?? undefined,
    alternates: { canonical: blogPostHref(summary.category, summary.slug) },
  }
}

/** One published blog article. */
export default async function BlogPostRoute({ params }: Args) {
  const found = await postForRequest(params)
  if (!found) return siteNotFound(params)
  const { category, post } = found
  const date = blogDateText(post.summary.publishedDate)
  return (
    <article className="fc-page fc-blog-article">
      <nav className="fc-locations-back" aria-label="Breadcrumb">
        <Link href={`/blog/${category.slug}`}>{category.label}</Link>
      </nav>
      <h1>{post.summary.title}</h1>
      {date ? <p className="fc-blog-article__meta">{date}</p> : null}
      {post.summary.image ? (
        <OptimisedImage
          className="fc-blog-card__image"
          src={post.summary.image.src}
          alt={post.summary.image.alt}
          width={post.summary.image.width}
          height={post.summary.image.height}
          sizes="(min-width: 900px) 860px, 100vw"
          priority
        />
      ) : null}
      {post.content ? (
        <div className="fc-richtext">
          <RichText data={post.content} />
        </div>
      ) : null}
    </article>
  )
}
