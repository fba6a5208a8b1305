import type { CollectionConfig } from 'payload'

import { MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'
import { MEGA_MENU_CATEGORIES, megaMenuCategoryValue } from '@forecourt/domain/navigation'

import { anyone } from '../access/anyone'
import { modelCatalogueSearchEndpoint } from '../search/endpoints'
import { superAdminOrOnboarding } from '../access/superAdminOrOnboarding'
import { revalidateSharedAfterChange, revalidateSharedAfterDelete } from '../hooks/revalidateTenantContent'
import { rowLabelOfField } from '../lib/rowLabelOfField'

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
    {
      // The model page every dealer site of this make shows at /{slug}, and its list at /models?body=.
      type: 'collapsible',
      label: 'Showroom page',
      admin: { description: 'What /{slug} shows on every site of this make: the hero, then the variants with their prices.' },
      fields: [
        { name: 'headline', type: 'text', admin: { description: "The hero's heading; empty reads 'The Toyota RAV4'." } },
        { name: 'intro', type: 'textarea', admin: { description: 'A paragraph under the heading.' } },
        {
          name: 'variants',
          type: 'array',
          labels: { singular: 'Variant', plural: 'Variants' },
          admin: {
            description:
              'Grades in the order shown. The lowest price is the "From" price on the models list. Not shown for discontinued models.',
            initCollapsed: true,
            components: { RowLabel: rowLabelOfField('name', 'Variant') },
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                {
                  name: 'price',
                  type: 'number',
                  min: 0,
                  max: MAX_MONEY_DOLLARS,
                  admin: { description: "Dollars. Empty shows 'Enquire for price.'" },
                },
              ],
            },
            { name: 'description', type: 'text', admin: { description: 'Engine, drive and the main equipment in a line.' } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Accessories',
      admin: { description: "/{slug}/accessories and the model page's 'View Accessories' button (shown when there is at least one)." },
      fields: [
        {
          name: 'accessories',
          type: 'array',
          labels: { singular: 'Accessory', plural: 'Accessories' },
          admin: { initCollapsed: true, components: { RowLabel: rowLabelOfField('name', 'Accessory') } },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'part_number', label: 'Part number', type: 'text' },
                { name: 'price', type: 'number', min: 0, max: MAX_MONEY_DOLLARS, admin: { description: 'Dollars, fitted.' } },
              ],
            },
            { name: 'description', type: 'textarea' },
            { name: 'image', type: 'upload', relationTo: 'brand-assets' },
          ],
        },
      ],
    },
  ],
}
