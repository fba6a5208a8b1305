import type { CollectionConfig } from 'payload'

import { PRIVACY_POLICY_TOPICS } from '@forecourt/domain/legal'

import { isAuthenticated } from '../access/isAuthenticated'
import { inRequestTenant } from '../access/inRequestTenant'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'

/** One per tenant: the dealer's own privacy-policy wording and complaints text. */
export const LegalContent: CollectionConfig = tenantScoped(
  {
    slug: 'legal-content',
    hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
    labels: { singular: 'Legal content', plural: 'Legal content' },
    admin: { description: 'Privacy policy sections and the complaints page text.' },
    access: {
      create: isAuthenticated,
      delete: isAuthenticated,
      read: inRequestTenant,
      update: isAuthenticated,
    },
    fields: [
      {
        name: 'complaints_text',
        label: 'Complaints text',
        type: 'textarea',
        admin: { description: 'Shown above the regulators on /pages/complaint-handling-process. Empty: the standard text.' },
      },
      {
        name: 'privacy_sections',
        label: 'Privacy policy sections',
        labels: { singular: 'Privacy section', plural: 'Privacy sections' },
        type: 'array',
        admin: { description: 'Your wording for each privacy-policy topic; topics without a section show the standard text.' },
        fields: [
          {
            name: 'topic',
            type: 'select',
            required: true,
            options: PRIVACY_POLICY_TOPICS.map((topic) => ({ label: topic, value: topic })),
          },
          { name: 'body', type: 'textarea', required: true },
        ],
      },
    ],
  },
  { isGlobal: true },
)
