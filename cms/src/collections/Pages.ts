import type { CollectionConfig } from 'payload'

import { layoutBlocks } from '@forecourt/blocks/configs'

import { isAuthenticated } from '../access/isAuthenticated'
import { publishedInRequestTenant } from '../access/publishedInRequestTenant'
import { sitePreview } from '../preview/sitePreviewUrl'
import { pageSlugPattern } from '../tenancy/pagePath'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'

export const Pages: CollectionConfig = tenantScoped({
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    // Preview button and Live Preview: the draft on the tenant's own site (preview/sitePreviewUrl.ts).
    ...sitePreview('pages'),
  },
  hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: publishedInRequestTenant,
    update: isAuthenticated,
    readVersions: isAuthenticated,
  },
  versions: {
    drafts: { schedulePublish: true },
    maxPerDoc: 50,
  },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The path without the leading slash: "home" is the home page, "pages/about-us" is /pages/about-us.',
      },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && pageSlugPattern.test(value)
          ? true
          : 'Use lower-case words separated by dashes, with "/" between path segments (e.g. "pages/about-us").',
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: layoutBlocks,
      admin: { initCollapsed: false },
    },
    {
      name: 'seo',
      type: 'group',
      label: 'SEO',
      fields: [
        { name: 'title', type: 'text', admin: { description: 'Defaults to the page title.' } },
        { name: 'description', type: 'textarea', maxLength: 300 },
      ],
    },
  ],
})
