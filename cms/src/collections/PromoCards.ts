import type { CollectionConfig } from 'payload'

import { buttonField } from '@forecourt/blocks/configs'

import { isAuthenticated } from '../access/isAuthenticated'
import { inRequestTenant } from '../access/inRequestTenant'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'

/** Cards a marketer places between search results, inside a date window. */
export const PromoCards: CollectionConfig = tenantScoped({
  slug: 'promo-cards',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'position', 'start', 'expiry', 'strictDisplay'] },
  hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: inRequestTenant,
    update: isAuthenticated,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    buttonField('button'),
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', admin: { description: 'Shown from this moment. Empty: at once.' } },
        { name: 'expiry', type: 'date', admin: { description: 'Hidden from this moment (a date alone: after that day). Empty: never.' } },
      ],
    },
    {
      name: 'position',
      type: 'number',
      min: 1,
      admin: { description: 'Place in the results grid (1 is first). Empty: the site’s next free promo slot.' },
    },
    {
      name: 'display',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Demo', value: 'demo' },
        { label: 'Used', value: 'used' },
      ],
      admin: { description: 'The car types this card is about.' },
    },
    {
      name: 'strictDisplay',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show only when the shopper has chosen one of the car types above.' },
    },
  ],
})
