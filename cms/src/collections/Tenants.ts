import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '../access/isSuperAdmin'
import { tenantsOnboardingCanUpdate } from '../access/tenantsOnboardingCanUpdate'
import { normaliseDomain, tenantSlugPattern } from '../tenancy/host'

export const tenantTemplates = ['toyota-dealer', 'used-car-group', 'caravan-dealer', 'blank'] as const

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'status', 'template'],
    description: 'Dealer sites. Each answers at its domains and at {slug}.localhost.',
  },
  access: {
    create: isSuperAdmin,
    delete: isSuperAdmin,
    // Signed-in users see their own tenants (the multi-tenant plugin adds that constraint).
    read: ({ req }) => Boolean(req.user),
    update: tenantsOnboardingCanUpdate,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Lower-case letters, digits and dashes. The site also answers at {slug}.localhost.' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && tenantSlugPattern.test(value)
          ? true
          : 'Use lower-case letters, digits and dashes (at most 63), starting and ending with a letter or digit.',
    },
    {
      name: 'domains',
      type: 'array',
      labels: { singular: 'Domain', plural: 'Domains' },
      admin: { description: 'Host names this site answers at, without https:// (www. is implied).' },
      fields: [
        {
          name: 'domain',
          type: 'text',
          required: true,
          index: true,
          hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? normaliseDomain(value) : value)] },
        },
      ],
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'blank',
      options: tenantTemplates.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'onboarding',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Onboarding', value: 'onboarding' },
        { label: 'Suspended', value: 'suspended' },
      ],
      admin: { position: 'sidebar', description: 'Suspended sites answer "no site at this address".' },
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        {
          name: 'address',
          type: 'group',
          fields: [
            { name: 'street', type: 'text' },
            { name: 'city', type: 'text' },
            { name: 'state', type: 'select', options: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] },
            { name: 'postcode', type: 'text' },
          ],
        },
      ],
    },
  ],
}
