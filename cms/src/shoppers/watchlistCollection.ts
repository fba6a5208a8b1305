import type { CollectionConfig } from 'payload'

import { isAuthenticated } from '../access/isAuthenticated'
import { nobody } from '../access/nobody'
import { watchlistEndpoints } from './watchlist'
import { tenantScoped } from '../lib/feature'

/** The cars each signed-in shopper saved (POST /api/watchlist/save-car and /remove-car). */
export const Watchlist: CollectionConfig = tenantScoped({
  slug: 'watchlist',
  labels: { singular: 'Watchlist entry', plural: 'Watchlist' },
  admin: {
    useAsTitle: 'car_name',
    defaultColumns: ['car_name', 'shopper', 'saved_at'],
    description: 'Cars shoppers saved to their watchlist.',
    group: 'Leads',
  },
  defaultSort: '-saved_at',
  // Saving twice is one entry, whatever the timing.
  indexes: [{ fields: ['shopper', 'car'], unique: true }],
  access: {
    // Staff see their site's entries (the multi-tenant plugin narrows reads); only the endpoints write.
    read: isAuthenticated,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  endpoints: watchlistEndpoints,
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    // Empty once the car is deleted (the database sets it null); the entry is then dropped from lists.
    { name: 'car', type: 'relationship', relationTo: 'vehicles', index: true },
    { name: 'car_name', label: 'Car', type: 'text' },
    { name: 'saved_at', label: 'Saved at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
})
