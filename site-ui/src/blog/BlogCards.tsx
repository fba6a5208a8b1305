import { blogDateText, blogPostHref, type BlogCategoryCardView, type BlogPostSummary } from '@forecourt/domain/blog'

import { OptimisedImage } from '../media/OptimisedImage'

type Heading = 'h2' | 'h3'

/** The blog's category cards: each category's name, how many articles it has and its newest one, linking to /blog/{category}. */
export function BlogCategoryCards({ cards, heading: HeadingTag = 'h2' }: { cards: readonly BlogCategoryCardView[]; heading?: Heading }) {
  if (cards.length === 0) return null
  return (
    <ul className="fc-blog-cards">
      {cards.map((card) => (
        <li key={card.slug} className="fc-blog-card" data-blog-category={card.slug}>
          {card.image ? (
            <OptimisedImage
              className="fc-blog-card__image"
              src={card.image.src}
              alt=""
              width={card.image.width}
              height={card.image.height}
              sizes="(min-width: 900px) 25vw, 100vw"
            />
          ) : null}
          <div className="fc-blog-card__body">
            <HeadingTag className="fc-blog-card__title">
              <a href={card.href}>{card.label}</a>
            </HeadingTag>
            <p className="fc-blog-card__meta">
              {card.count} {card.count === 1 ? 'article' : 'articles'}
            </p>
            {card.latestTitle ? <p className="fc-blog-card__text">Latest: {card.latestTitle}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A category's articles as cards, newest first, each linking to its page. */
export function BlogPostCards({ posts, heading: HeadingTag = 'h2' }: { posts: readonly BlogPostSummary[]; heading?: Heading }) {
  return (
    <ul className="fc-blog-cards">
      {posts.map((post) => {
        const date = blogDateText(post.publishedDate)
        return (
          <li key={post.id} className="fc-blog-card">
            {post.image ? (
              <OptimisedImage
                className="fc-blog-card__image"
                src={post.image.src}
                alt={post.image.alt}
                width={post.image.width}
                height={post.image.height}
                sizes="(min-width: 900px) 33vw, 100vw"
              />
            ) : null}
            <div className="fc-blog-card__body">
              <HeadingTag className="fc-blog-card__title">
                <a href={blogPostHref(post.category, post.slug)}>{post.title}</a>
              </HeadingTag>
              {date ? <p className="fc-blog-card__meta">{date}</p> : null}
              {post.excerpt ? <p className="fc-blog-card__text">{post.excerpt}</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
