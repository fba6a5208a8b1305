import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'

import { EARLIEST_MODEL_YEAR, LATEST_MODEL_YEAR, MAX_KILOMETRES, MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'

import { isAuthenticated } from '../access/isAuthenticated'
import { listedVehiclesInRequestTenant } from './access'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { syncVehicleAfterChange, syncVehicleAfterDelete } from '../search/registry'
import { stockImportEndpoint } from '../stockFeed/endpoints'
import { vehicleSlugOf } from './slug'
import { dealershipStockSearchEndpoint } from '../search/endpoints'
import { tenantScoped } from '../lib/feature'

// Generated only when empty, so an edited slug (and the links to it) survives later edits of the car.
// An update carries only the fields it changes: the rest come from the stored car, so a price change
// never turns the slug into just a year.
const generateSlug: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...(originalDoc ?? {}), ...data } as Record<string, unknown>
  if (typeof merged.slug === 'string' && merged.slug.trim() !== '') return data
  const slug = vehicleSlugOf([merged.year, merged.make, merged.model, merged.stocknum] as Array<string | number | null | undefined>)
  return slug ? { ...data, slug } : data
}

// Each field takes its admin label here: Payload's own, made from the name, reads "Show_on_dealer_website".
const text = (name: string, label: string, extra: Partial<Field> = {}): Field => ({ name, label, type: 'text', ...extra }) as Field
const num = (name: string, label: string, extra: Partial<Field> = {}): Field => ({ name, label, type: 'number', ...extra }) as Field
const date = (name: string, label: string): Field => ({ name, label, type: 'date' })
const bool = (name: string, label: string, defaultValue = false, description?: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue,
  ...(description ? { admin: { description } } : {}),
})

export const Vehicles: CollectionConfig = tenantScoped({
  slug: 'vehicles',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stocknum', 'status', 'price', 'updatedAt'],
  },
  access: {
    create: isAuthenticated,
    delete: isAuthenticated,
    read: listedVehiclesInRequestTenant,
    update: isAuthenticated,
  },
  // The same stock number or slug may exist at two dealers, never twice at one.
  indexes: [
    { fields: ['tenant', 'stocknum'], unique: true },
    { fields: ['tenant', 'slug'], unique: true },
  ],
  hooks: {
    beforeValidate: [generateSlug],
    // Keeps the tenant's in-process search index current, when one has been built; then expires the
    // cached car, search and listing pages that read the tenant's stock, here and in the other server
    // processes (contentChanges/channel.ts).
    afterChange: [syncVehicleAfterChange, revalidateTenantAfterChange],
    afterDelete: [syncVehicleAfterDelete, revalidateTenantAfterDelete],
  },
  // POST /api/vehicles/import: a dealership's stock feed (see stockFeed/README.md).
  endpoints: [stockImportEndpoint, dealershipStockSearchEndpoint],
  fields: [
    text('name', 'Name'),
    text('stocknum', 'Stock number', { required: true, index: true } as Partial<Field>),
    text('slug', 'Slug', {
      index: true,
      admin: { position: 'sidebar', description: 'Left empty, it is made from year, make, model and stock number.' },
    } as Partial<Field>),
    {
      name: 'car_type',
      label: 'Car type',
      type: 'select',
      required: true,
      defaultValue: 'used',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Used', value: 'used' },
        { label: 'Demo', value: 'demo' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'in_stock',
      options: [
        { label: 'In stock', value: 'in_stock' },
        { label: 'Sold', value: 'sold' },
        { label: 'Coming soon', value: 'coming_soon' },
      ],
    },
    bool(
      'show_on_dealer_website',
      'Show on the dealer website',
      true,
      'Unticked: the car stays in the admin but is hidden from the site and its search.',
    ),
    bool('reserved', 'Reserved'),
    bool('sold', 'Sold'),
    date('sold_date', 'Sold on'),
    bool('preorder', 'Pre-order'),
    text('tag', 'Tag', { admin: { description: 'A short badge on the car’s card and page, e.g. Just arrived.' } } as Partial<Field>),
    text('make', 'Make'),
    text('model', 'Model'),
    text('badge', 'Badge'),
    text('series', 'Series'),
    num('year', 'Year', { min: EARLIEST_MODEL_YEAR, max: LATEST_MODEL_YEAR } as Partial<Field>),
    num('price', 'Price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    num('before_price', 'Price before discount', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    num('subscription_price', 'Subscription price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    num('offer_price', 'Offer price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    text('price_type', 'Price type', {
      admin: { description: 'How the price is quoted, e.g. drive away or excl. government charges.' },
    } as Partial<Field>),
    num('km', 'Odometer (km)', { min: 0, max: MAX_KILOMETRES } as Partial<Field>),
    date('build_date', 'Build date'),
    date('compliance_date', 'Compliance date'),
    text('regplate', 'Registration plate'),
    date('rego_expiry', 'Registration expiry'),
    text('vin', 'VIN'),
    text('nvic', 'NVIC', {
      admin: { description: 'The vehicle’s Glass’s code (National Vehicle Identification Code), used for finance quotes.' },
    } as Partial<Field>),
    bool('has_nvic', 'Has an NVIC'),
    text('colour', 'Colour'),
    text('interior_colour', 'Interior colour'),
    num('seats', 'Seats'),
    num('doors', 'Doors'),
    text('drive', 'Drive'),
    text('simple_body', 'Body (for search)', {
      admin: { description: 'The plain body type the search filters use, e.g. SUV.' },
    } as Partial<Field>),
    text('body', 'Body'),
    text('trans', 'Transmission'),
    text('simple_transmission', 'Transmission (for search)'),
    text('simple_fuel', 'Fuel (for search)'),
    text('fuel', 'Fuel'),
    text('engine_size', 'Engine size'),
    num('engine_size_litres', 'Engine size (litres)'),
    num('cylinders', 'Cylinders'),
    bool('certified', 'Certified'),
    text('item_type', 'Item type', {
      admin: { description: 'car or caravan: decides which specifications the page shows.' },
    } as Partial<Field>),
    text('carsales_title', 'Carsales title', {
      admin: { description: 'The title the car has on carsales.com.au, when the feed gives one.' },
    } as Partial<Field>),
    text('private_suburb', 'Private seller suburb'),
    text('private_postcode', 'Private seller postcode'),
    num('views', 'Page views', { defaultValue: 0, min: 0 } as Partial<Field>),
    num('custom_rank', 'Custom rank', {
      defaultValue: 0,
      admin: { description: 'Higher comes first in the default search order.' },
    } as Partial<Field>),
    { name: 'dealercomments', type: 'textarea' },
    { name: 'standardEquipment', type: 'json' },
    { name: 'filtered_features', label: 'Features', type: 'json' },
    text('file', 'File', { admin: { description: 'Link to the vehicle history report.' } } as Partial<Field>),
    text('primary_image_url', 'Main image URL'),
    { name: 'thumbnails', type: 'json' },
    {
      name: 'images',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'url', label: 'URL', type: 'text', admin: { description: 'CDN address, for images not uploaded here.' } },
      ],
    },
    num('photos_count', 'Number of photos'),
    // The dealership the car stands at, as the dealership search filters on it: the dealership's record
    // id (a number on SQL, an ObjectId string on MongoDB) or a stock feed's own id. Text, so every
    // database's ids fit, and the search filters on it as a facet value.
    text('dealership_id', 'Dealership id', { maxLength: 64 } as Partial<Field>),
    text('dealership_slug', 'Dealership slug'),
    text('dealership_name', 'Dealership name'),
    text('city', 'City'),
    text('state', 'State'),
    // The location's id and name live in the group: SQL adapters store group fields as
    // `location_id` / `location_name` columns, so top-level fields of those names would collide.
    {
      name: 'location',
      type: 'group',
      fields: [
        text('id', 'Location id'),
        text('name', 'Name'),
        text('slug', 'Slug'),
        text('phone', 'Phone'),
        {
          name: 'address',
          type: 'group',
          fields: [
            text('street', 'Street'),
            text('city', 'City'),
            text('state', 'State'),
            text('postcode', 'Postcode'),
            text('place_url', 'Maps page URL'),
          ],
        },
        { name: 'distribution_locations', label: 'Distribution locations', type: 'json' },
      ],
    },
    {
      name: 'variant',
      type: 'group',
      fields: [
        text('enginesize', 'Engine size (cc)'),
        num('enginesize_litres', 'Engine size (litres)'),
        num('cylinders', 'Cylinders'),
        text('induction', 'Induction'),
        text('torque', 'Torque'),
        num('fuelconsumptioncombined', 'Fuel consumption, combined (L/100 km)'),
        num('fuelcapacity', 'Fuel capacity (litres)'),
        num('grossvehiclemass', 'Gross vehicle mass (kg)'),
        num('vehiclelength', 'Length (mm)'),
        num('vehicleheight', 'Height (mm)'),
        num('vehiclewidth', 'Width (mm)'),
        num('towingcapacitybraked', 'Braked towing capacity (kg)'),
        text('bodyconfiguration', 'Body configuration'),
        num('ancaprating', 'ANCAP rating'),
        text('geartype', 'Gear type'),
      ],
    },
    {
      name: 'specifications',
      type: 'group',
      admin: { description: 'Caravans only.' },
      fields: [
        num('body_width', 'Body width'),
        num('body_length', 'Body length'),
        num('tare_weight', 'Tare weight (kg)'),
        text('axle_type', 'Axle type'),
        num('sleeps', 'Sleeps'),
        num('aggregate_trailer_mass', 'Aggregate trailer mass (ATM, kg)'),
      ],
    },
    {
      name: 'autograb_data',
      label: 'Market data (Autograb)',
      type: 'group',
      fields: [
        num('state_average_market_price', 'Average market price in the state', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
        num('average_market_price', 'Average market price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
      ],
    },
    {
      name: 'youxQuote',
      type: 'group',
      fields: [
        num('weeklyRepaymentAmount', 'Weekly repayment', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
        num('advertisedRate', 'Advertised rate (% p.a.)'),
        num('comparisonRate', 'Comparison rate (% p.a.)'),
      ],
    },
    // Keyed by provider, each with its own shape (interestRate, term{N}, …): JSON rather than fields.
    { name: 'finance_lenders', label: 'Finance lenders', type: 'json' },
    // The spec names the field but not its shape: kept as JSON until a processor integration fixes one.
    { name: 'payment_processors', label: 'Payment processors', type: 'json' },
  ],
})
