/**
 * The feed columns the importer understands, each tied to one field of the Vehicles collection.
 * Column and key names are matched loosely (case, spaces and dashes do not matter) so the same
 * table serves CSV headers typed by people and JSON keys written by dealer-management systems.
 */
import { EARLIEST_MODEL_YEAR, MAX_COUNT, MAX_KILOMETRES, MAX_MONEY_DOLLARS } from '@forecourt/domain/limits'

export type FieldKind =
  | 'text'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  /** Unix seconds (the spec's `sold_date_timestamp`), stored as the date field it names. */
  | 'timestamp'
  | 'carType'
  | 'status'
  /** `|`-separated in CSV, an array in JSON; stored as a JSON array of strings. */
  | 'list'
  /** Like `list`, each item an http(s) URL. */
  | 'urlList'
  /** JSON text in CSV, any JSON value in JSON; stored as is. */
  | 'json'
  /** `|`-separated URLs in CSV, an array (of URLs or `{ url }`) in JSON; stored as the images array. */
  | 'images'

export interface FeedField {
  /** Canonical name: the Vehicles field path, dotted for group fields (`location.address.city`). */
  name: string
  kind: FieldKind
  /** The Vehicles field the value is stored in, when it differs from `name`. */
  target?: string
  aliases?: readonly string[]
  required?: boolean
  /** Inclusive bounds for numbers (`max` may be a function of the clock for years). */
  min?: number
  max?: number | (() => number)
}

const text = (name: string, aliases?: readonly string[]): FeedField => ({ name, kind: 'text', aliases })
// Every number has both bounds: a value past them is a typo or a probe, and above 2^53 it would not
// even read back. Counts and measurements default to MAX_COUNT; money, odometers and ids have their own.
const integer = (name: string, min = 0, aliases?: readonly string[], max = MAX_COUNT): FeedField => ({
  name,
  kind: 'integer',
  min,
  max,
  aliases,
})
const number = (name: string, min = 0, aliases?: readonly string[], max = MAX_COUNT): FeedField => ({
  name,
  kind: 'number',
  min,
  max,
  aliases,
})
const money = (name: string): FeedField => ({ name, kind: 'number', min: 0, max: MAX_MONEY_DOLLARS })
const boolean = (name: string): FeedField => ({ name, kind: 'boolean' })
const date = (name: string): FeedField => ({ name, kind: 'date' })

// Cars are listed up to a couple of model years ahead (next year's models arrive mid-year).
const latestModelYear = () => new Date().getUTCFullYear() + 2

export const feedFields: readonly FeedField[] = [
  { name: 'stocknum', kind: 'text', required: true, aliases: ['stock_number', 'stock_no', 'stockno', 'stock'] },
  { name: 'vin', kind: 'text' },
  { name: 'car_type', kind: 'carType', required: true, aliases: ['condition'] },
  { name: 'make', kind: 'text', required: true },
  { name: 'model', kind: 'text', required: true },
  { name: 'year', kind: 'integer', required: true, min: EARLIEST_MODEL_YEAR, max: latestModelYear },
  { name: 'status', kind: 'status' },
  // Read only to derive `status` (the spec has both); the stored `sold` checkbox follows status.
  { name: 'sold', kind: 'boolean' },
  date('sold_date'),
  { name: 'sold_date_timestamp', kind: 'timestamp', target: 'sold_date' },
  text('name', ['title']),
  text('slug'),
  text('badge', ['variant_name']),
  text('series'),
  money('price'),
  money('before_price'),
  money('subscription_price'),
  money('offer_price'),
  text('price_type'),
  integer('km', 0, ['odometer', 'kms', 'kilometres', 'kilometers'], MAX_KILOMETRES),
  date('build_date'),
  date('compliance_date'),
  text('regplate', ['rego', 'registration']),
  date('rego_expiry'),
  text('nvic'),
  boolean('has_nvic'),
  text('colour', ['color', 'exterior_colour']),
  text('interior_colour', ['interior_color']),
  integer('seats'),
  integer('doors'),
  text('drive'),
  text('simple_body'),
  text('body'),
  text('trans', ['transmission']),
  text('simple_transmission'),
  text('simple_fuel'),
  text('fuel'),
  text('engine_size'),
  number('engine_size_litres'),
  integer('cylinders'),
  boolean('show_on_dealer_website'),
  boolean('reserved'),
  boolean('preorder'),
  boolean('certified'),
  text('tag'),
  text('item_type'),
  text('carsales_title'),
  text('private_suburb'),
  text('private_postcode'),
  number('custom_rank', -MAX_COUNT),
  text('dealercomments', ['comments', 'description']),
  { name: 'standardEquipment', kind: 'list', aliases: ['standard_equipment'] },
  { name: 'filtered_features', kind: 'list', aliases: ['features'] },
  text('file', ['history_report']),
  text('primary_image_url'),
  { name: 'thumbnails', kind: 'urlList' },
  { name: 'images', kind: 'images', aliases: ['image_urls', 'photos'] },
  integer('photos_count'),
  text('dealership_id'),
  text('dealership_slug'),
  text('dealership_name'),
  text('city'),
  text('state'),
  text('location.id', ['location_id']),
  text('location.name', ['location_name']),
  text('location.slug', ['location_slug']),
  text('location.phone', ['location_phone']),
  text('location.address.street'),
  text('location.address.city'),
  text('location.address.state'),
  text('location.address.postcode'),
  text('location.address.place_url'),
  { name: 'location.distribution_locations', kind: 'json' },
  text('variant.enginesize'),
  number('variant.enginesize_litres'),
  integer('variant.cylinders'),
  text('variant.induction'),
  text('variant.torque'),
  number('variant.fuelconsumptioncombined'),
  number('variant.fuelcapacity'),
  number('variant.grossvehiclemass'),
  number('variant.vehiclelength'),
  number('variant.vehicleheight'),
  number('variant.vehiclewidth'),
  number('variant.towingcapacitybraked'),
  text('variant.bodyconfiguration'),
  number('variant.ancaprating'),
  text('variant.geartype'),
  number('specifications.body_width'),
  number('specifications.body_length'),
  number('specifications.tare_weight'),
  text('specifications.axle_type'),
  integer('specifications.sleeps'),
  number('specifications.aggregate_trailer_mass'),
  money('autograb_data.state_average_market_price'),
  money('autograb_data.average_market_price'),
  money('youxQuote.weeklyRepaymentAmount'),
  number('youxQuote.advertisedRate'),
  number('youxQuote.comparisonRate'),
  { name: 'finance_lenders', kind: 'json' },
  { name: 'payment_processors', kind: 'json' },
]

/**
 * Columns a feed may carry but the importer must not take from it: the tenant comes from the import
 * request (never from a row), and ids, timestamps and view counts belong to this platform.
 */
export const refusedColumns: ReadonlyMap<string, string> = new Map([
  ['tenant', 'the tenant comes from the import, never from the feed'],
  ['tenant_id', 'the tenant comes from the import, never from the feed'],
  ['id', 'vehicles are matched by stock number and VIN, not by id'],
  ['createdat', 'set by the platform'],
  ['created_at', 'set by the platform'],
  ['updatedat', 'set by the platform'],
  ['updated_at', 'set by the platform'],
  ['views', 'counted by the site'],
])

/** Group fields whose JSON objects are flattened into dotted names (`location: { name }` → `location.name`). */
export const groupNames: ReadonlySet<string> = new Set(
  feedFields
    .filter((field) => field.name.includes('.'))
    .flatMap((field) => {
      const parts = field.name.split('.')
      return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('.'))
    }),
)

/** `Stock Number`, `stock-number` and `STOCK_NUMBER` are one column. */
export function normaliseColumnName(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

const byNormalisedName: ReadonlyMap<string, FeedField> = (() => {
  const map = new Map<string, FeedField>()
  for (const field of feedFields) {
    for (const name of [field.name, ...(field.aliases ?? [])]) {
      const key = normaliseColumnName(name)
      if (map.has(key)) throw new Error(`Feed column ${name} is declared twice`)
      map.set(key, field)
    }
  }
  return map
})()

export function feedFieldFor(columnName: string): FeedField | undefined {
  return byNormalisedName.get(normaliseColumnName(columnName))
}

export const requiredFields: readonly FeedField[] = feedFields.filter((field) => field.required)
