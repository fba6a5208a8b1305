import type { BlogCategoryCardView } from '@forecourt/domain/blog'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'

/** The category cards of the tenant's published blog posts (the same for every such block of a page). */
export const loadBlogCategories: BlockLoader<LayoutBlockOf<'blogCategories'>, readonly BlogCategoryCardView[]> = (_block, reads) =>
  reads.blogCategoryCards()
