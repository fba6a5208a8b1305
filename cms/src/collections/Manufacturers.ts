import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { superAdminOrOnboarding } from '../access/superAdminOrOnboarding'
import { revalidateSharedAfterChange, revalidateSharedAfterDelete } from '../hooks/revalidateTenantContent'

/** Makes, shared by every tenant: the search page's make list, the makes dropdown, model ownership. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  hooks: { afterChange: [revalidateSharedAfterChange], afterDelete: [revalidateSharedAfterDelete] },
  labels: { singular: 'Manufacturer', plural: 'Manufacturers' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'status'], group: 'Makes and models' },
  access: {
    create: superAdminOrOnboarding,
    delete: superAdminOrOnboarding,
    read: anyone,
    update: superAdminOrOnboarding,
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, admin: { description: 'As stock feeds spell it, e.g. Toyota.' } },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { description: 'Used in /search/{slug}.' } },
    { name: 'logo', type: 'upload', relationTo: 'brand-assets' },
    {
      name: 'override_url',
      label: 'Link instead',
      type: 'text',
      admin: { description: 'Where the make links instead of /search/{slug}.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Hidden', value: 'hidden' },
      ],
      admin: { position: 'sidebar', description: 'Hidden makes are left out of menus and make lists.' },
    },
  ],
}
