import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { isSuperAdmin } from '../access/isSuperAdmin'
import { tenantSecretFieldReadable } from '../access/tenantSecretFieldReadable'
import { tenantsOnboardingCanUpdate } from '../access/tenantsOnboardingCanUpdate'
import { rowLabelOfField } from '../lib/rowLabelOfField'
import { validateAlgoliaSettings } from '../search/tenantSearchConfig'
import { revalidateTenantRecordAfterChange, revalidateTenantRecordAfterDelete } from '../hooks/revalidateTenantContent'
import { deleteTenantContent } from '../tenancy/deleteTenantContent'
import { normaliseDomain, tenantSlugPattern } from '../tenancy/host'
import { australianPhoneProblem } from '@forecourt/domain/locations'

export const tenantTemplates = ['toyota-dealer', 'used-car-group', 'caravan-dealer', 'blank'] as const

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'status', 'template'],
    description: 'Dealer sites. Each answers at its domains and at {slug}.localhost.',
  },
  hooks: {
    beforeDelete: [deleteTenantContent],
    afterChange: [revalidateTenantRecordAfterChange],
    afterDelete: [revalidateTenantRecordAfterDelete],
  },
  access: {
    create: isSuperAdmin,
    // Deleting a site removes all its content and its own users (tenancy/deleteTenantContent).
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
      name: 'search',
      type: 'group',
      admin: {
        description:
          'Leave empty to use the built-in search. A dealer group with its own Algolia application fills in all three keys; stock is then synced to and searched on Algolia.',
      },
      validate: validateAlgoliaSettings,
      fields: [
        { name: 'algoliaAppId', type: 'text', label: 'Algolia application id' },
        { name: 'algoliaSearchKey', type: 'text', label: 'Algolia search-only key', admin: { description: 'Public: sent to browsers.' } },
        {
          name: 'algoliaAdminKey',
          type: 'text',
          label: 'Algolia admin key',
          access: { read: tenantSecretFieldReadable },
          admin: { description: 'Secret: used by the server to write the stock index.' },
        },
        {
          name: 'algoliaIndexName',
          type: 'text',
          label: 'Algolia index name',
          admin: { description: 'Primary index; sort replicas are {index}_price_asc and so on. Default Car_production.' },
        },
      ],
    },
    {
      name: 'leadDelivery',
      type: 'group',
      label: 'Lead delivery',
      admin: {
        description:
          'Where enquiries from this site go. Each lead is emailed (with its ADF/XML attached) and, when a webhook URL is set, posted as signed JSON.',
      },
      fields: [
        {
          name: 'recipients',
          type: 'array',
          labels: { singular: 'Recipient', plural: 'Recipients' },
          admin: { description: 'Staff addresses that receive every lead. Left empty, leads go to the contact email below.' },
          fields: [{ name: 'email', type: 'email', required: true }],
        },
        {
          name: 'webhookUrl',
          type: 'text',
          label: 'Webhook URL',
          admin: { description: 'Optional: a CRM endpoint that receives each lead as JSON (POST).' },
          validate: (value: string | null | undefined) => {
            if (value === null || value === undefined || value.trim() === '') return true
            try {
              const url = new URL(value.trim())
              return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Use an http:// or https:// address.'
            } catch {
              return 'Use a full address, like https://crm.example.com/leads.'
            }
          },
        },
        {
          name: 'webhookSecret',
          type: 'text',
          label: 'Webhook shared secret',
          access: { read: tenantSecretFieldReadable },
          admin: { description: 'Secret: each delivery is signed with it (X-Forecourt-Signature: sha256=HMAC of the body).' },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ webhookUrl: string | null }> }) => {
            if (!siblingData?.webhookUrl?.trim()) return true
            // A guessable secret lets anyone forge leads into the dealer's CRM.
            return typeof value === 'string' && value.trim().length >= 16
              ? true
              : 'A webhook needs a shared secret of at least 16 characters.'
          },
        },
      ],
    },
    {
      name: 'payments',
      type: 'group',
      label: 'Payments',
      admin: {
        description:
          'With all three Stripe keys filled in, deposits and online purchases go through Stripe (its webhook: https://{site}/api/reservations/webhook/stripe). Without them a site takes no payment (Reserve Online and Buy Online are off) unless it is marked as a test site below.',
      },
      fields: [
        {
          name: 'testMode',
          type: 'checkbox',
          label: 'Test site: take payments through the built-in test processor',
          defaultValue: false,
          admin: {
            description:
              'For demo and test sites only: no real money moves, any test card "pays", and every payment page says "Test mode". A real dealer leaves this off and fills in its Stripe keys. Only super-admins and onboarding staff can change it.',
          },
        },
        { name: 'stripePublishableKey', type: 'text', label: 'Stripe publishable key', admin: { description: 'pk_live_… or pk_test_…' } },
        {
          name: 'stripeSecretKey',
          type: 'text',
          label: 'Stripe secret key',
          access: { read: tenantSecretFieldReadable },
          admin: { description: 'Secret: sk_live_… or sk_test_…, used by the server only.' },
        },
        {
          name: 'stripeWebhookSecret',
          type: 'text',
          label: 'Stripe webhook signing secret',
          access: { read: tenantSecretFieldReadable },
          admin: { description: 'Secret: whsec_…; webhooks whose signature does not verify are refused.' },
        },
      ],
    },
    {
      name: 'onboarding',
      type: 'group',
      label: 'Onboarding',
      admin: {
        description:
          "Filled in by the clone command. The list below is what still carries the template's example values: replace each where it says, then remove its row.",
      },
      fields: [
        {
          name: 'needsReplacing',
          type: 'array',
          label: 'Needs replacing: template values',
          labels: { singular: 'Template value', plural: 'Template values' },
          admin: {
            description: 'Each row is a value this site still shows from the template it was cloned from.',
            components: { RowLabel: rowLabelOfField('item', 'Template value') },
          },
          fields: [{ name: 'item', type: 'text', label: 'Where, and the template value', required: true }],
        },
        {
          name: 'clonedAt',
          type: 'date',
          label: 'Clone finished at',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Empty while a clone is unfinished: running it again completes it.',
          },
        },
        {
          name: 'seededDocuments',
          type: 'json',
          label: 'Created by the clone',
          admin: {
            readOnly: true,
            description:
              'What the clone (or the demo seed) created for this site. Running it again never re-creates these, even after they are deleted.',
          },
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        {
          name: 'phone',
          type: 'text',
          // The site's Call buttons fall back to it (domain/locations/contactRules.ts).
          validate: ((value) => australianPhoneProblem(value) ?? true) satisfies TextFieldSingleValidation,
        },
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
