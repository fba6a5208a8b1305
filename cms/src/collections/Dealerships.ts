import type { CollectionConfig } from 'payload'

import { inRequestTenant } from '../access/inRequestTenant'
import { isAuthenticated } from '../access/isAuthenticated'
import { slugInTenant } from '../lib/slugInTenant'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'

/** A dealership (one franchise or yard business) of the tenant's group; locations belong to one. */
export const Dealerships: CollectionConfig = tenantScoped({
  slug: 'dealerships',
  hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
  labels: { singular: 'Dealership', plural: 'Dealerships' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'dealer_license_number'], group: 'Locations' },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: inRequestTenant,
    update: isAuthenticated,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    // Unique per tenant, not globally: two groups may both have a 'city-toyota'.
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      validate: slugInTenant('dealerships'),
      admin: { description: 'Used in /search/{dealership slug}.' },
    },
    { name: 'manufacturers', type: 'text', hasMany: true, admin: { description: 'Makes this dealership sells, e.g. Toyota.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'dealer_license_number',
          label: 'Dealer licence number',
          type: 'text',
          admin: { description: 'Shown in the footer copyright line.' },
        },
        {
          name: 'motor_vehicle_repairer',
          label: 'Motor vehicle repairer licence',
          type: 'text',
          admin: { description: 'Repairer licence number, where the state has one.' },
        },
      ],
    },
    {
      name: 'review_url',
      label: 'Review page URL',
      type: 'text',
      admin: { description: 'Where the feedback page sends happy customers.' },
    },
    { name: 'visible', type: 'checkbox', defaultValue: true },
  ],
})
