import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'

/** The category cards of the tenant's published blog posts (the same for every such block of a page). */
export const loadBlogCategories: BlockLoader<LayoutBlockOf<'blogCategories'>> = async (_block, _id, reads) => ({
  blogCategories: await reads.blogCategoryCards(),
})
