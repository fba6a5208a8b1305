import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { superAdminOrOnboarding } from '../access/superAdminOrOnboarding'
import { mediaDir } from '../lib/paths'
import { revalidateSharedAfterChange, revalidateSharedAfterDelete } from '../hooks/revalidateTenantContent'

/**
 * Make logos and model pictures. Not tenant-scoped like `media`: every dealer site shows the same
 * Toyota logo, so the files sit beside the tenants' media (served by the site's /uploads route) and
 * only platform staff change them.
 */
export const BrandAssets: CollectionConfig = {
  slug: 'brand-assets',
  hooks: { afterChange: [revalidateSharedAfterChange], afterDelete: [revalidateSharedAfterDelete] },
  labels: { singular: 'Brand image', plural: 'Brand images' },
  admin: { useAsTitle: 'alt', group: 'Makes and models' },
  access: {
    create: superAdminOrOnboarding,
    delete: superAdminOrOnboarding,
    read: anyone,
    update: superAdminOrOnboarding,
  },
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/png', 'image/webp', 'image/jpeg'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for screen readers.' } }],
}
