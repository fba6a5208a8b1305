import type { Block } from 'payload'

/** Dealership locations: the primary one, those of one type, all, or one chosen location. */
export const locationsBlock: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: 'Locations', plural: 'Locations' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Optional heading above the locations.' } },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'primary',
      required: true,
      options: [
        { label: 'Primary location', value: 'primary' },
        { label: 'Sales', value: 'sales' },
        { label: 'Service', value: 'service' },
        { label: 'Parts', value: 'parts' },
        { label: 'Service and parts', value: 'service-and-parts' },
        { label: 'All locations', value: 'all' },
        { label: 'One location', value: 'one' },
      ],
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { condition: (_, siblingData) => siblingData?.variant === 'one', description: 'The location to show.' },
    },
    {
      name: 'display',
      type: 'select',
      defaultValue: 'grid',
      options: [
        { label: 'Grid of cards', value: 'grid' },
        { label: 'Carousel', value: 'carousel' },
      ],
      admin: { description: 'How several locations are laid out; one location is always shown large.' },
    },
  ],
}
