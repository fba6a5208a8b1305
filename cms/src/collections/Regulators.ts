import type { CollectionConfig } from 'payload'

import { STATE_CODES } from '@forecourt/domain/legal'

import { isSuperAdmin } from '../access/isSuperAdmin'
import { revalidateSharedAfterChange, revalidateSharedAfterDelete } from '../hooks/revalidateTenantContent'

/**
 * The consumer-affairs regulator of each state: reference data shared by every site (not tenant
 * scoped), public to read, changed only by platform staff.
 */
export const Regulators: CollectionConfig = {
  slug: 'regulators',
  hooks: { afterChange: [revalidateSharedAfterChange], afterDelete: [revalidateSharedAfterDelete] },
  labels: { singular: 'Regulator', plural: 'Regulators' },
  admin: { useAsTitle: 'name', defaultColumns: ['state', 'name', 'website'] },
  access: {
    create: isSuperAdmin,
    delete: isSuperAdmin,
    read: () => true,
    update: isSuperAdmin,
  },
  fields: [
    { name: 'state', type: 'select', required: true, unique: true, options: STATE_CODES.map((code) => ({ label: code, value: code })) },
    { name: 'name', type: 'text', required: true },
    {
      name: 'website',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^https:\/\/\S+$/.test(value) ? true : 'Use a full https:// address.',
    },
  ],
}
