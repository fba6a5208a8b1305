import type { CollectionConfig } from 'payload'

import { isAuthenticated } from '../access/isAuthenticated'
import { publishedInRequestTenant } from '../access/publishedInRequestTenant'
import { sitePreview } from '../preview/sitePreviewUrl'
import { normaliseDomain } from '../tenancy/host'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'

/** Special offers shown on /special-offers and their own detail pages, drafted and scheduled like pages. */
export const Offers: CollectionConfig = tenantScoped({
  slug: 'offers',
  hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
  labels: { singular: 'Offer', plural: 'Offers' },
  // Preview button and Live Preview: the draft on the tenant's own site (preview/sitePreviewUrl.ts).
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'manufacturer', 'start', 'end', '_status'], ...sitePreview('offers') },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: publishedInRequestTenant,
    update: isAuthenticated,
    readVersions: isAuthenticated,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'Shown in full up to 200 characters; longer ones are cut at 160 with "View more".' },
    },
    {
      name: 'disclaimer',
      type: 'textarea',
      admin: { description: 'Cut at 200 characters with "View full disclaimer".' },
    },
    { name: 'category', type: 'text', admin: { description: 'e.g. Finance offer' } },
    {
      type: 'row',
      fields: [
        // Text until the manufacturers and models collections exist; the URL rule slugifies it.
        { name: 'manufacturer', type: 'text', admin: { description: 'e.g. Toyota. Multi-brand sites put it in the offer address.' } },
        {
          name: 'model',
          type: 'group',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'slug', type: 'text' },
            {
              name: 'override_url',
              label: 'Link instead',
              type: 'text',
              admin: { description: 'Where the model link goes instead of the model page.' },
            },
          ],
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'image_url',
      label: 'Image URL',
      type: 'text',
      admin: { description: 'An outside image address, used when no image is uploaded.' },
    },
    {
      name: 'excluded_websites',
      label: 'Hidden on these websites',
      type: 'text',
      hasMany: true,
      admin: { description: "Domains of this dealer's websites that must not show the offer, e.g. example.com.au." },
      hooks: {
        // Stored the way hosts are compared (lower case, no scheme, port or www.), so matching is exact.
        beforeChange: [
          ({ value }) => (Array.isArray(value) ? value.map((domain) => normaliseDomain(String(domain))).filter(Boolean) : value),
        ],
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', admin: { description: 'Shown from this moment. Empty: at once.' } },
        { name: 'end', type: 'date', admin: { description: 'Hidden from this moment (a date alone: after that day). Empty: never.' } },
      ],
    },
  ],
})
