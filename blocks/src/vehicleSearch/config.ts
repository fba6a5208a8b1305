import type { Block } from 'payload'

/** The search UI placed on any page; the page's query string drives it as on /search. */
export const vehicleSearchBlock: Block = {
  slug: 'vehicleSearch',
  interfaceName: 'VehicleSearchBlock',
  labels: { singular: 'Car search', plural: 'Car searches' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'carTypes',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Demo', value: 'demo' },
        { label: 'Used', value: 'used' },
      ],
      admin: { description: 'Starts the search on these car types (the shopper can change it). Empty: all stock.' },
    },
    { name: 'make', type: 'text', admin: { description: 'Starts the search on one make, e.g. Toyota.' } },
  ],
}
