import type { CollectionConfig } from 'payload'

import { MEGA_MENU_CATEGORIES, megaMenuCategoryValue } from '@forecourt/domain/navigation'

import { anyone } from '../access/anyone'
import { modelCatalogueSearchEndpoint } from '../search/catalogueSearch'
import { superAdminOrOnboarding } from '../access/superAdminOrOnboarding'
import { revalidateSharedAfterChange, revalidateSharedAfterDelete } from '../hooks/revalidateTenantContent'

/** Models of each make, shared by every tenant; the New Vehicles mega-menu is built from them. */
export const Models: CollectionConfig = {
  slug: 'models',
  hooks: { afterChange: [revalidateSharedAfterChange], afterDelete: [revalidateSharedAfterDelete] },
  labels: { singular: 'Model', plural: 'Models' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturer', 'status', 'body_categories', 'order'], group: 'Makes and models' },
  defaultSort: 'order',
  endpoints: [modelCatalogueSearchEndpoint],
  access: {
    create: superAdminOrOnboarding,
    delete: superAdminOrOnboarding,
    read: anyone,
    update: superAdminOrOnboarding,
  },
  fields: [
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The model page is /{slug} unless an override URL is set.' },
    },
    {
      name: 'body_categories',
      label: 'Body categories',
      type: 'select',
      hasMany: true,
      options: MEGA_MENU_CATEGORIES.map((category) => ({ label: category, value: megaMenuCategoryValue(category) })),
      admin: { description: 'Mega-menu groups the model appears in. A coming-soon model without one shows under Upcoming.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Coming soon', value: 'coming_soon' },
        { label: 'Discontinued', value: 'discontinued' },
        { label: 'Hidden', value: 'hidden' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Coming soon shows as Upcoming, without the Our Stock button; hidden models are left out.',
      },
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 100,
      admin: { position: 'sidebar', description: 'Lower numbers come first in the menu.' },
    },
    { name: 'image', type: 'upload', relationTo: 'brand-assets' },
    { name: 'override_url', label: 'Link instead', type: 'text', admin: { description: 'Where Explore links instead of /{slug}.' } },
  ],
}
