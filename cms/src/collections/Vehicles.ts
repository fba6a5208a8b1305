import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'

import { EARLIEST_MODEL_YEAR, LATEST_MODEL_YEAR, MAX_KILOMETRES, MAX_MONEY_DOLLARS, MAX_RECORD_ID } from '@forecourt/blocks/shared/numberLimits'

import { isAuthenticated } from '../access/isAuthenticated'
import { listedVehiclesInRequestTenant } from '../access/listedVehiclesInRequestTenant'
import { syncVehicleAfterChange, syncVehicleAfterDelete } from '../search/registry'
import { stockImportEndpoint } from '../stockFeed/endpoint'

/** `2021 Toyota HiLux` + `A1234` → `2021-toyota-hilux-a1234`: readable, and unique because stocknum is. */
export function vehicleSlugOf(parts: ReadonlyArray<string | number | null | undefined>): string {
  return parts
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .map((part) =>
      String(part)
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-')
}

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

const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field
const num = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', ...extra }) as Field
const date = (name: string): Field => ({ name, type: 'date' })
const bool = (name: string, defaultValue = false): Field => ({ name, type: 'checkbox', defaultValue })

export const Vehicles: CollectionConfig = {
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
    // Keeps the tenant's in-process search index current, when one has been built.
    afterChange: [syncVehicleAfterChange],
    afterDelete: [syncVehicleAfterDelete],
  },
  // POST /api/vehicles/import: a dealership's stock feed (see stockFeed/README.md).
  endpoints: [stockImportEndpoint],
  fields: [
    text('name'),
    text('stocknum', { required: true, index: true } as Partial<Field>),
    text('slug', {
      index: true,
      admin: { position: 'sidebar', description: 'Left empty, it is made from year, make, model and stock number.' },
    } as Partial<Field>),
    {
      name: 'car_type',
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
    bool('show_on_dealer_website', true),
    bool('reserved'),
    bool('sold'),
    date('sold_date'),
    bool('preorder'),
    text('tag'),
    text('make'),
    text('model'),
    text('badge'),
    text('series'),
    num('year', { min: EARLIEST_MODEL_YEAR, max: LATEST_MODEL_YEAR } as Partial<Field>),
    num('price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    num('before_price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    num('subscription_price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    num('offer_price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>),
    text('price_type'),
    num('km', { min: 0, max: MAX_KILOMETRES } as Partial<Field>),
    date('build_date'),
    date('compliance_date'),
    text('regplate'),
    date('rego_expiry'),
    text('vin'),
    text('nvic'),
    bool('has_nvic'),
    text('colour'),
    text('interior_colour'),
    num('seats'),
    num('doors'),
    text('drive'),
    text('simple_body'),
    text('body'),
    text('trans'),
    text('simple_transmission'),
    text('simple_fuel'),
    text('fuel'),
    text('engine_size'),
    num('engine_size_litres'),
    num('cylinders'),
    bool('certified'),
    text('item_type'),
    text('carsales_title'),
    text('private_suburb'),
    text('private_postcode'),
    num('views', { defaultValue: 0, min: 0 } as Partial<Field>),
    num('custom_rank', { defaultValue: 0 } as Partial<Field>),
    { name: 'dealercomments', type: 'textarea' },
    { name: 'standardEquipment', type: 'json' },
    { name: 'filtered_features', type: 'json' },
    text('file', { admin: { description: 'Link to the vehicle history report.' } } as Partial<Field>),
    text('primary_image_url'),
    { name: 'thumbnails', type: 'json' },
    {
      name: 'images',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'url', type: 'text', admin: { description: 'CDN address, for images not uploaded here.' } },
      ],
    },
    num('photos_count'),
    num('dealership_id', { min: 0, max: MAX_RECORD_ID } as Partial<Field>),
    text('dealership_slug'),
    text('dealership_name'),
    text('city'),
    text('state'),
    // The location's id and name live in the group: SQL adapters store group fields as
    // `location_id` / `location_name` columns, so top-level fields of those names would collide.
    {
      name: 'location',
      type: 'group',
      fields: [
        text('id'),
        text('name'),
        text('slug'),
        text('phone'),
        {
          name: 'address',
          type: 'group',
          fields: [text('street'), text('city'), text('state'), text('postcode'), text('place_url')],
        },
        { name: 'distribution_locations', type: 'json' },
      ],
    },
    {
      name: 'variant',
      type: 'group',
      fields: [
        text('enginesize'),
        num('enginesize_litres'),
        num('cylinders'),
        text('induction'),
        text('torque'),
        num('fuelconsumptioncombined'),
        num('fuelcapacity'),
        num('grossvehiclemass'),
        num('vehiclelength'),
        num('vehicleheight'),
        num('vehiclewidth'),
        num('towingcapacitybraked'),
        text('bodyconfiguration'),
        num('ancaprating'),
        text('geartype'),
      ],
    },
    {
      name: 'specifications',
      type: 'group',
      admin: { description: 'Caravans only.' },
      fields: [num('body_width'), num('body_length'), num('tare_weight'), text('axle_type'), num('sleeps'), num('aggregate_trailer_mass')],
    },
    {
      name: 'autograb_data',
      type: 'group',
      fields: [num('state_average_market_price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>), num('average_market_price', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>)],
    },
    {
      name: 'youxQuote',
      type: 'group',
      fields: [num('weeklyRepaymentAmount', { min: 0, max: MAX_MONEY_DOLLARS } as Partial<Field>), num('advertisedRate'), num('comparisonRate')],
    },
    // Keyed by provider, each with its own shape (interestRate, term{N}, …): JSON rather than fields.
    { name: 'finance_lenders', type: 'json' },
    // The spec names the field but not its shape: kept as JSON until a processor integration fixes one.
    { name: 'payment_processors', type: 'json' },
  ],
}
