import type { BlogCategoriesBlock } from '@forecourt/schema'
import { BlogCategoryCards } from '@forecourt/site-ui/blog'

import type { BlockRenderContext } from '../shared/context'

export function BlogCategoriesComponent({ block, context }: { block: BlogCategoriesBlock; context: BlockRenderContext }) {
  const cards = context.blogCategories ?? []
  // A blog without published articles shows nothing rather than an empty heading.
  if (cards.length === 0) return null
  const heading = block.heading?.trim()
  return (
    <section className="fc-blog-categories" aria-label={heading ? undefined : 'Blog categories'}>
      {heading ? <h2 className="fc-blog-categories__heading">{heading}</h2> : null}
      <BlogCategoryCards cards={cards} heading={heading ? 'h3' : 'h2'} />
    </section>
  )
}
