import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { isAuthenticated } from '../access/isAuthenticated'
import { nobody } from '../access/nobody'
import { shopperEndpoints } from './endpoints'
import { tenantScoped } from '../lib/feature'

/** A shopper's saved cars go with them (the entries point at the shopper, which the database enforces). */
const deleteWatchlistOfShopper: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({ collection: 'watchlist', where: { shopper: { equals: id } }, depth: 0, overrideAccess: true, req })
}

/**
 * The site's signed-in shoppers, known by their mobile number (E.164) and belonging to one dealer's site:
 * the same number on another site is another shopper. An auth collection with no password and no
 * Payload session: a shopper signs in with a one-time code (shoppers/signIn.ts) and holds the site's own
 * session cookie (shoppers/session.ts), so a shopper is never `req.user` and never reaches the admin or
 * any access function written for staff.
 */
export const Shoppers: CollectionConfig = tenantScoped({
  slug: 'shoppers',
  labels: { singular: 'Shopper', plural: 'Shoppers' },
  auth: { disableLocalStrategy: true, useSessions: false },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'last_signed_in_at', 'createdAt'],
    description: 'Shoppers who signed in on the site with their mobile number (to save cars, My Garage).',
    group: 'Leads',
  },
  defaultSort: '-last_signed_in_at',
  // One shopper per number and site, even when two sign-ins of a new number race.
  indexes: [{ fields: ['tenant', 'phone'], unique: true }],
  access: {
    // Never the admin: shoppers sign in on the site only. Staff read their site's shoppers (the
    // multi-tenant plugin narrows reads to the user's tenants) and may delete one on request.
    admin: () => false,
    read: isAuthenticated,
    delete: isAuthenticated,
    create: nobody,
    update: nobody,
  },
  hooks: { beforeDelete: [deleteWatchlistOfShopper] },
  endpoints: shopperEndpoints,
  fields: [
    { name: 'phone', label: 'Mobile', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'last_signed_in_at',
      label: 'Last signed in',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Raised by "Sign out everywhere": every session cookie carries the value it was issued with.
      name: 'session_version',
      type: 'number',
      defaultValue: 0,
      min: 0,
      max: 1_000_000,
      admin: { hidden: true },
    },
  ],
})
