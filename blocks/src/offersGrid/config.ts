import type { Block } from 'payload'

/** The site's current special offers as a card grid (the same cards as /special-offers). */
export const offersGridBlock: Block = {
  slug: 'offersGrid',
  interfaceName: 'OffersGridBlock',
  labels: { singular: 'Special offers', plural: 'Special offers' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Special offers' },
    { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 6, admin: { description: 'How many offers at most.' } },
    { name: 'category', type: 'text', admin: { description: 'Only offers of this category, e.g. Finance offer. Empty: all.' } },
  ],
}
