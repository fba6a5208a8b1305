import type { CollectionConfig } from 'payload'

import { buttonField } from '@forecourt/blocks/configs'

import { isAuthenticated } from '../access/isAuthenticated'
import { publishedInRequestTenant } from '../access/publishedInRequestTenant'
import { sitePreview } from '../preview/sitePreviewUrl'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'

/** The promotional dialog every page of the site opens with until the shopper closes it or it expires. */
export const Popups: CollectionConfig = tenantScoped({
  slug: 'popups',
  hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
  labels: { singular: 'Popup', plural: 'Popups' },
  // Preview button and Live Preview: the draft on the tenant's own site (preview/sitePreviewUrl.ts).
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'expiry', '_status', 'updatedAt'], ...sitePreview('popups') },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: publishedInRequestTenant,
    update: isAuthenticated,
    readVersions: isAuthenticated,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    buttonField('button'),
    {
      name: 'expiry',
      type: 'date',
      admin: { description: 'Hidden from this moment (a date alone: after that day). Empty: never.' },
    },
  ],
})
