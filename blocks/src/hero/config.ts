import type { Block } from 'payload'

import { buttonField } from '../shared/linkField'

export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    buttonField(),
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'dark',
      options: [
        { label: 'Light text on a dark image', value: 'dark' },
        { label: 'Dark text on a light background', value: 'light' },
      ],
    },
  ],
}
