import type { CollectionConfig } from 'payload'

import { BLOG_CATEGORIES } from '@forecourt/domain/blog'

import { isAuthenticated } from '../access/isAuthenticated'
import { publishedInRequestTenant } from '../access/publishedInRequestTenant'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { slugInTenant } from '../lib/slugInTenant'
import { tenantScoped } from '../lib/feature'

/** A tenant's blog posts: listed at /blog/{category}, each at /blog/{category}/{slug}, drafted and scheduled like pages. */
export const Posts: CollectionConfig = tenantScoped({
  slug: 'posts',
  hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedDate', '_status'] },
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
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      validate: slugInTenant('posts'),
      admin: { description: 'The page address: /blog/{category}/{slug}.' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: BLOG_CATEGORIES[0].slug,
      options: BLOG_CATEGORIES.map((category) => ({ label: category.label, value: category.slug })),
    },
    { name: 'publishedDate', label: 'Published date', type: 'date', admin: { description: 'Shown on the post; newest first.' } },
    { name: 'excerpt', type: 'textarea', admin: { description: 'A sentence or two for the lists.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
  ],
})
