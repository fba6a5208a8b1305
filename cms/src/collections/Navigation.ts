import type { ArrayField, CollectionConfig, Field } from 'payload'

import { isAuthenticated } from '../access/isAuthenticated'
import { inRequestTenant } from '../access/inRequestTenant'
import { rowLabelOfField } from '../lib/rowLabelOfField'
import { socialPlatforms } from '../settings/siteSettingsSchema'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'

const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      {
        name: 'url',
        label: 'URL',
        type: 'text',
        required: true,
        admin: {
          description:
            "A path on this site (/service), a full https:// address, or {host}/path for a page of the dealer's own brand site (Site settings → Base domain; without one the item is left out).",
        },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'mandatory', type: 'checkbox', defaultValue: true, admin: { description: 'Mandatory items always show.' } },
      {
        name: 'shown',
        type: 'checkbox',
        label: 'Show this optional item',
        defaultValue: false,
        admin: { description: 'Optional items show only when ticked.' },
      },
    ],
  },
]

function menuItems(
  name: string,
  labels: { singular: string; plural: string },
  options: { dynamic?: boolean; childLabel?: string; description?: string } = {},
): ArrayField {
  return {
    name,
    type: 'array',
    label: labels.plural,
    labels,
    // Each row reads as its own label ("New Vehicles"), not "Menu item 03".
    admin: { description: options.description, initCollapsed: true, components: { RowLabel: rowLabelOfField('label', labels.singular) } },
    fields: [
      ...linkFields,
      ...(options.dynamic
        ? [
            {
              name: 'dynamic',
              type: 'select',
              options: [
                { label: 'Models of the brand (mega-menu)', value: 'models' },
                { label: 'Makes', value: 'makes' },
              ],
              admin: { description: 'Fills the dropdown from the shared makes and models instead of the links below.' },
            } satisfies Field,
          ]
        : []),
      {
        name: 'children',
        type: 'array',
        label: 'Links below',
        admin: { components: { RowLabel: rowLabelOfField('label', options.childLabel ?? 'Dropdown link') } },
        labels: { singular: options.childLabel ?? 'Dropdown link', plural: `${options.childLabel ?? 'Dropdown link'}s` },
        fields: linkFields,
      },
    ],
  }
}

/** One per tenant (the multi-tenant plugin keeps it single): the header menu, footer and social links. */
export const Navigation: CollectionConfig = tenantScoped(
  {
    slug: 'navigation',
    hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
    labels: { singular: 'Navigation', plural: 'Navigation' },
    admin: { description: 'Header menu, footer links, social links and the copyright line of this site.' },
    access: {
      create: isAuthenticated,
      delete: isAuthenticated,
      read: inRequestTenant,
      update: isAuthenticated,
    },
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Header',
            fields: [
              menuItems(
                'menu_items',
                { singular: 'Menu item', plural: 'Menu items' },
                { dynamic: true, description: 'The site’s base menu, in order.' },
              ),
              {
                name: 'dealer_mode',
                label: 'Dealer menu mode',
                type: 'select',
                defaultValue: 'append',
                options: [
                  { label: 'Append to the menu above (same label replaces in place)', value: 'append' },
                  { label: 'Override: keep only the mandatory items above', value: 'override' },
                ],
              },
              menuItems(
                'dealer_items',
                { singular: 'Dealer menu item', plural: 'Dealer menu items' },
                { dynamic: true, description: 'This dealer’s own items, merged into the menu above.' },
              ),
              {
                name: 'models_manufacturer',
                label: 'Make for the models menu',
                type: 'relationship',
                relationTo: 'manufacturers',
                admin: { description: 'Whose models fill the models dropdown; default the site’s manufacturer setting.' },
              },
              { name: 'show_search', type: 'checkbox', label: 'Search bar in the header', defaultValue: true },
            ],
          },
          {
            label: 'Footer',
            fields: [
              menuItems(
                'footer_items',
                { singular: 'Footer item', plural: 'Footer items' },
                {
                  childLabel: 'Column link',
                  description: 'Items without links below are single links; items with links below are columns.',
                },
              ),
              {
                name: 'social_links',
                label: 'Social links',
                labels: { singular: 'Social link', plural: 'Social links' },
                type: 'array',
                fields: [
                  { name: 'platform', type: 'select', required: true, options: socialPlatforms.map((value) => ({ label: value, value })) },
                  { name: 'url', label: 'URL', type: 'text', required: true },
                ],
              },
              {
                name: 'copyright_name',
                label: 'Copyright name',
                type: 'text',
                admin: { description: 'Name in the copyright line; default the site name.' },
              },
              {
                name: 'licence_numbers',
                label: 'Licence numbers',
                labels: { singular: 'Licence number', plural: 'Licence numbers' },
                type: 'array',
                fields: [{ name: 'number', type: 'text', required: true }],
              },
              {
                name: 'footer_text',
                label: 'Footer text',
                type: 'textarea',
                admin: { description: 'Extra small print under the copyright line (ABN, licence details).' },
              },
            ],
          },
        ],
      },
    ],
  },
  { isGlobal: true },
)
