import type { CollectionConfig } from 'payload'

import { isAuthenticated } from '../access/isAuthenticated'
import { nobody } from '../access/nobody'
import { phoneRevealEndpoint } from './endpoints'
import { tenantScoped } from '../lib/feature'

/** Clicks on a masked dealer phone number on a car page (POST /api/phone-reveals/record): a call lead signal. */
export const PhoneReveals: CollectionConfig = tenantScoped({
  slug: 'phone-reveals',
  labels: { singular: 'Phone reveal', plural: 'Phone reveals' },
  admin: {
    useAsTitle: 'revealed_at',
    defaultColumns: ['revealed_at', 'car_name', 'car', 'dealership_id'],
    description: 'Shoppers who clicked to see a phone number on a car page.',
    group: 'Leads',
  },
  defaultSort: '-revealed_at',
  access: {
    // The multi-tenant plugin narrows reads to the user's own tenants.
    read: isAuthenticated,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  endpoints: [phoneRevealEndpoint],
  fields: [
    {
      name: 'revealed_at',
      label: 'Revealed at',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    // Empty once the car is deleted (the database sets it null): the reveal stays a lead signal in the
    // dealer's statistics, named by car_name, instead of making the car undeletable.
    { name: 'car', type: 'relationship', relationTo: 'vehicles', admin: { description: 'Empty when the car has since been deleted.' } },
    { name: 'car_name', label: 'Car name', type: 'text', admin: { description: 'The car as it was named when the number was revealed.' } },
    // The car's dealership as its stock names it (see the vehicles' field): a record id of this database
    // (a number on SQL, an ObjectId on MongoDB) or a stock feed's own id, so text.
    { name: 'dealership_id', label: 'Dealership id', type: 'text', maxLength: 64 },
  ],
})
