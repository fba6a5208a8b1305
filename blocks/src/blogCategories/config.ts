import type { Block } from 'payload'

/** The blog's category cards: one per category with published articles, linking to /blog/{category}. */
export const blogCategoriesBlock: Block = {
  slug: 'blogCategories',
  interfaceName: 'BlogCategoriesBlock',
  labels: { singular: 'Blog categories', plural: 'Blog categories' },
  fields: [{ name: 'heading', type: 'text', admin: { description: 'Optional heading above the cards.' } }],
}
