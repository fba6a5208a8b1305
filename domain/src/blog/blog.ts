/**
 * The blog's categories, in the order their cards are shown. /blog/vehicle-reviews is the category the
 * dealer sites link to; the others are the usual dealer blog sections.
 */
export const BLOG_CATEGORIES = [
  { slug: 'vehicle-reviews', label: 'Vehicle Reviews' },
  { slug: 'news', label: 'News' },
  { slug: 'tips-and-advice', label: 'Tips & Advice' },
  { slug: 'community', label: 'Community' },
] as const

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug']
type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export function blogCategoryBySlug(slug: string | null | undefined): BlogCategory | null {
  const wanted = slug?.trim().toLowerCase()
  return BLOG_CATEGORIES.find((category) => category.slug === wanted) ?? null
}

export function blogCategoryHref(category: BlogCategorySlug): string {
  return `/blog/${category}`
}

export function blogPostHref(category: BlogCategorySlug, slug: string): string {
  return `/blog/${category}/${encodeURIComponent(slug)}`
}

/** The post facts the cards and lists read; images already resolved to public addresses. */
export type BlogPostSummary = {
  id: number | string
  title: string
  slug: string
  category: BlogCategorySlug
  excerpt: string | null
  publishedDate: string | null
  image: { src: string; alt: string; width: number; height: number } | null
}

export type BlogCategoryCardView = {
  slug: BlogCategorySlug
  label: string
  href: string
  count: number
  /** The newest post's picture stands for the category. */
  image: BlogPostSummary['image']
  latestTitle: string | null
}

const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) => (b.publishedDate ?? '').localeCompare(a.publishedDate ?? '')

/** One card per category that has a post, in the categories' order; a category with none gets no card (it would lead to an empty list). */
export function blogCategoryCards(posts: readonly BlogPostSummary[]): BlogCategoryCardView[] {
  return BLOG_CATEGORIES.flatMap((category) => {
    const inCategory = posts.filter((post) => post.category === category.slug).sort(newestFirst)
    const [latest] = inCategory
    if (!latest) return []
    return [
      {
        slug: category.slug,
        label: category.label,
        href: blogCategoryHref(category.slug),
        count: inCategory.length,
        image: inCategory.find((post) => post.image)?.image ?? null,
        latestTitle: latest.title,
      },
    ]
  })
}

/** A category's posts, newest first. */
export function postsInCategory(posts: readonly BlogPostSummary[], category: BlogCategorySlug): BlogPostSummary[] {
  return posts.filter((post) => post.category === category).sort(newestFirst)
}

/** '2026-11-02T00:00:00.000Z' → '2 November 2026' (the dealer's calendar is Australian). */
export function blogDateText(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' }).format(date)
}
