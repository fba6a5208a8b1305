import type { Block } from 'payload'

/** The guarantee strip: the five promises and a 'Reserve online' tile (the contact page carries it). */
export const guaranteeStripBlock: Block = {
  slug: 'guaranteeStrip',
  interfaceName: 'GuaranteeStripBlock',
  labels: { singular: 'Guarantee strip', plural: 'Guarantee strips' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Optional heading above the promises.' } },
    {
      name: 'reserveUrl',
      label: "'Reserve online' link",
      type: 'text',
      defaultValue: '/search/used-cars',
      admin: { description: 'A path on this site, e.g. /search/used-cars.' },
    },
  ],
}
