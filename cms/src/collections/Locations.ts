import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'

import { MAX_COUNT } from '@forecourt/domain/limits'
import { checkPostcode } from '@forecourt/domain/enquiry'
import {
  australianPhoneProblem,
  clockTimeProblem,
  closingTimeProblem,
  contactMessages,
  postcodeFormatProblem,
} from '@forecourt/domain/locations'

import { inRequestTenant } from '../access/inRequestTenant'
import { isAuthenticated } from '../access/isAuthenticated'
import { slugInTenant } from '../lib/slugInTenant'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { tenantScoped } from '../lib/feature'
import { configuredPostcodeGeocoder } from '../enquiries/postcodeGeocoder'

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

const HOURS_TYPES = [
  { label: 'Sales', value: 'sales' },
  { label: 'Service', value: 'service' },
  { label: 'Parts', value: 'parts' },
]

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, index) => ({
  label,
  value: String(index),
}))

/** A problem in words on the field, or true (Payload's answer for a valid value). */
const answer = (problem: string | null): true | string => problem ?? true

/** A time of day, e.g. 8:30am; `opensAt` names the sibling this one must close after. */
function clockField(name: string, label: string, description: string, opensAt?: string): Field {
  const validate: TextFieldSingleValidation = (value, { siblingData }) => {
    const opens = opensAt ? (siblingData as Record<string, string | null | undefined>)[opensAt] : undefined
    return answer(clockTimeProblem(value) ?? (opensAt ? closingTimeProblem(opens, value) : null))
  }
  return { name, label, type: 'text', validate, admin: { description, width: '25%' } }
}

const phoneField = (name: string, label?: string): Field => ({
  name,
  ...(label ? { label } : {}),
  type: 'text',
  validate: ((value) => answer(australianPhoneProblem(value))) satisfies TextFieldSingleValidation,
})

/**
 * Four digits, and a postcode of the list the enquiry forms check against (the dataset, or the
 * built-in table when it cannot be read; a lookup that fails is not the marketer's fault).
 */
async function validPostcode(value: string | null | undefined): Promise<true | string> {
  const format = postcodeFormatProblem(value)
  if (format || !value?.trim()) return answer(format)
  const checked = await checkPostcode(configuredPostcodeGeocoder(), value)
  return checked.ok ? true : contactMessages.postcodeUnknown(value.trim())
}

/** A place a visitor can go: a sales yard, service centre or parts counter of one dealership. */
export const Locations: CollectionConfig = tenantScoped({
  slug: 'locations',
  hooks: { afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
  labels: { singular: 'Location', plural: 'Locations' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'location_type', 'primary', 'visible', 'dealership'], group: 'Locations' },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: inRequestTenant,
    update: isAuthenticated,
  },
  defaultSort: 'sort_order',
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      validate: slugInTenant('locations'),
      admin: { description: 'The page address: /our-location/{slug}.' },
    },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
    {
      type: 'row',
      fields: [
        {
          name: 'location_type',
          label: 'Location type',
          type: 'select',
          options: HOURS_TYPES,
          admin: { description: 'Empty counts as sales.', width: '33%' },
        },
        { name: 'location_subtype', label: 'Location subtype', type: 'text', admin: { width: '33%' } },
        { name: 'sort_order', label: 'Sort order', type: 'number', defaultValue: 0, admin: { description: 'Lower first.', width: '33%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'primary',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Shown by location blocks set to the primary location.' },
        },
        { name: 'visible', type: 'checkbox', defaultValue: true, admin: { description: 'Unticked: hidden from the site.' } },
        {
          name: 'coming_soon',
          label: 'Coming soon',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Shows a Coming Soon badge.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealer_license_number', label: 'Dealer licence number', type: 'text' },
        { name: 'motor_vehicle_repairer', label: 'Motor vehicle repairer licence', type: 'text' },
      ],
    },
    { name: 'manufacturers', type: 'text', hasMany: true, admin: { description: 'Make slugs, e.g. toyota.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', admin: { width: '40%' } },
            { name: 'state', type: 'select', options: [...STATES], admin: { width: '30%' } },
            { name: 'postcode', type: 'text', validate: validPostcode, admin: { width: '30%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90, admin: { description: 'Latitude, e.g. -33.8494' } },
            { name: 'long', type: 'number', min: -180, max: 180, admin: { description: 'Longitude, e.g. 151.0327' } },
          ],
        },
        {
          name: 'place_url',
          label: 'Maps page URL',
          type: 'text',
          admin: { description: 'The business page on a maps site; Get Directions opens it.' },
        },
        { name: 'place_id', label: 'Maps place id', type: 'text' },
      ],
    },
    {
      name: 'contact_detail',
      label: 'Contact details',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [phoneField('phone'), phoneField('landline_phone', 'Landline phone'), { name: 'email', type: 'email' }],
        },
        {
          name: 'opening_hours',
          label: 'Opening hours',
          type: 'array',
          labels: { singular: 'Opening hours entry', plural: 'Opening hours' },
          admin: { description: 'One entry per day and hours type (sales, service, parts).' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'hours_type',
                  label: 'Hours for',
                  type: 'select',
                  options: HOURS_TYPES,
                  defaultValue: 'sales',
                  required: true,
                  admin: { width: '25%' },
                },
                { name: 'weekday', type: 'select', options: WEEKDAYS, required: true, admin: { width: '25%' } },
                {
                  name: 'status',
                  type: 'select',
                  options: ['Open', 'Closed'],
                  defaultValue: 'Open',
                  required: true,
                  admin: { width: '25%' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'formated_hours',
                  label: 'Hours as shown',
                  type: 'text',
                  admin: { description: "As shown, e.g. '8:30am - 5:30pm'.", width: '50%' },
                },
                clockField('open', 'Opens at', "e.g. '8:30am'"),
                clockField('close', 'Closes at', "e.g. '5:30pm'", 'open'),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'special_hours',
      label: 'Holiday hours',
      type: 'array',
      labels: { singular: 'Holiday hours', plural: 'Holiday hours' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } },
            { name: 'name', type: 'text', admin: { description: "e.g. 'Christmas Day'" } },
            { name: 'status', type: 'select', options: ['Open', 'Closed'], defaultValue: 'Closed', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            clockField('start_hour', 'Opens at', "e.g. '9:00am'"),
            clockField('end_hour', 'Closes at', "e.g. '1:00pm'", 'start_hour'),
          ],
        },
      ],
    },
    {
      name: 'reviews',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'average_rating', label: 'Average rating', type: 'number', min: 0, max: 5 },
            { name: 'count', type: 'number', min: 0, max: MAX_COUNT },
          ],
        },
      ],
    },
  ],
})
