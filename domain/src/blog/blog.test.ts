import { describe, expect, it } from '@jest/globals'

import { blogCategoryBySlug, blogCategoryCards, blogDateText, blogPostHref, type BlogPostSummary, postsInCategory } from './blog'

const post = (id: number, category: BlogPostSummary['category'], publishedDate: string, image = false): BlogPostSummary => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  category,
  excerpt: null,
  publishedDate,
  image: image ? { src: `/img/${id}.webp`, alt: '', width: 10, height: 10 } : null,
})

describe('blog', () => {
  it('finds a category by its slug, case aside, and nothing for another', () => {
    expect(blogCategoryBySlug('vehicle-reviews')?.label).toBe('Vehicle Reviews')
    expect(blogCategoryBySlug('NEWS')?.slug).toBe('news')
    expect(blogCategoryBySlug('unknown')).toBeNull()
    expect(blogCategoryBySlug(undefined)).toBeNull()
  })

  it('gives one card per category with posts, in the categories’ order, with the count and the newest post', () => {
    const posts = [post(1, 'news', '2026-01-01'), post(2, 'vehicle-reviews', '2026-02-01'), post(3, 'vehicle-reviews', '2026-03-01', true)]
    const cards = blogCategoryCards(posts)
    expect(cards.map((card) => [card.slug, card.count, card.latestTitle, card.href])).toEqual([
      ['vehicle-reviews', 2, 'Post 3', '/blog/vehicle-reviews'],
      ['news', 1, 'Post 1', '/blog/news'],
    ])
    expect(cards[0]?.image?.src).toBe('/img/3.webp')
    expect(cards[1]?.image).toBeNull()
  })

  it('lists a category newest first and writes post addresses and dates', () => {
    const posts = [post(1, 'news', '2026-01-01'), post(2, 'news', '2026-05-01'), post(3, 'community', '2026-09-01')]
    expect(postsInCategory(posts, 'news').map((item) => item.id)).toEqual([2, 1])
    expect(blogPostHref('news', 'a b')).toBe('/blog/news/a%20b')
    expect(blogDateText('2026-11-02T03:00:00.000Z')).toBe('2 November 2026')
    expect(blogDateText('not a date')).toBeNull()
  })
})
