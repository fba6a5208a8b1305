import type { CollectionConfig } from 'payload'

import { isAuthenticated } from '../access/isAuthenticated'
import { inRequestTenant } from '../access/inRequestTenant'
import { mediaDir } from '../lib/paths'
import { tenantScoped } from '../lib/feature'

export const Media: CollectionConfig = tenantScoped({
  slug: 'media',
  admin: { useAsTitle: 'alt' },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: inRequestTenant,
    update: isAuthenticated,
  },
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 1000, height: 750, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1920, height: 800, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for screen readers.' } }],
})
