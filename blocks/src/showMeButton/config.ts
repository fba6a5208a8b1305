import type { Block } from 'payload'

/** 'Show Me {count} {cars}': a live count of matching stock that links to the search. */
export const showMeButtonBlock: Block = {
  slug: 'showMeButton',
  interfaceName: 'ShowMeButtonBlock',
  labels: { singular: "'Show Me {count} Cars' button", plural: "'Show Me {count} Cars' buttons" },
  fields: [
    {
      name: 'carTypes',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Demo', value: 'demo' },
        { label: 'Used', value: 'used' },
      ],
    },
    { name: 'make', type: 'text' },
    { name: 'model', type: 'text' },
    { name: 'singular', type: 'text', defaultValue: 'Car', admin: { description: 'e.g. Car, Caravan, Ute' } },
    { name: 'plural', type: 'text', defaultValue: 'Cars' },
  ],
}
