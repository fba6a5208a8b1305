import type { BlogCategoriesBlock } from '@forecourt/schema'
import type { BlogCategoryCardView } from '@forecourt/domain/blog'
import { BlogCategoryCards } from '@forecourt/site-ui/blog'

import type { BlockRenderContext } from '../shared/context'

export function BlogCategoriesComponent({
  block,
  data: cards,
  context,
}: {
  block: BlogCategoriesBlock
  data: readonly BlogCategoryCardView[]
  context: BlockRenderContext
}) {
  // A blog without published articles shows nothing rather than an empty heading.
  if (cards.length === 0) return null
  const heading = block.heading?.trim()
  // The page's main heading where the block opens the page, as the other blocks do.
  const Heading = context.index === 0 ? 'h1' : 'h2'
  return (
    <section className="fc-blog-categories" aria-label={heading ? undefined : 'Blog categories'}>
      {heading ? <Heading className="fc-blog-categories__heading">{heading}</Heading> : null}
      <BlogCategoryCards cards={cards} heading={heading ? (Heading === 'h1' ? 'h2' : 'h3') : 'h2'} />
    </section>
  )
}
