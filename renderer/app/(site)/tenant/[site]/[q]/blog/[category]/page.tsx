import { blogCategoryBySlug, postsInCategory } from '@forecourt/domain/blog'
import { BlogPostCards } from '@forecourt/site-ui/blog'
import type { Metadata } from 'next'
import Link from 'next/link'

import { blogPosts } from '@/lib/reads/blog'
import { siteFromParams } from '@/lib/reads/tenant'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

type Args = { params: Promise<{ site: string; q: string; category: string }> }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

async function categoryForRequest(params: Args['params']) {
  const { tenant } = await siteFromParams(params)
  const category = blogCategoryBySlug((await params).category)
  return tenant && category ? { tenant, category } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = await categoryForRequest(params)
  if (!found) return siteNotFoundMetadata(params)
  return {
    title: `${found.category.label} | ${found.tenant.name}`,
    description: `${found.category.label} from ${found.tenant.name}.`,
    alternates: { canonical: `/blog/${found.category.slug}` },
  }
}

/** A blog category: its published articles, newest first; a category without any says so (an unknown category is a 404). */
export default async function BlogCategoryRoute({ params }: Args) {
  const found = await categoryForRequest(params)
  if (!found) return siteNotFound(params)
  const { tenant, category } = found
  const posts = postsInCategory(await blogPosts(tenant.id), category.slug)
  return (
    <div className="fc-page fc-blog-page">
      <nav className="fc-locations-back" aria-label="Breadcrumb">
        <Link href="/blog">Blog</Link>
      </nav>
      <h1>{category.label}</h1>
      {posts.length > 0 ? <BlogPostCards posts={posts} /> : <p>There are no articles here yet.</p>}
    </div>
  )
}
