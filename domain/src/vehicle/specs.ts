import { formatThousands, isBlank, toNumber } from './format'
import type { TenantDisplaySettings, VehicleForDisplay } from './types'
import { collapsibleList, SPEC_GRID_LABELS, SPEC_GRID_LIMIT, type CollapsibleList } from './lists'

export type SpecRow = { key: string; label: string; value: string }

type SpecValue = string | number | null | undefined

/** Rows in order, those without a value dropped: an empty spec is hidden, never shown as '-'. */
export function specRows(rows: ReadonlyArray<{ key: string; label: string; value: SpecValue }>): SpecRow[] {
  return rows.flatMap(({ key, label, value }) => (isBlank(value) ? [] : [{ key, label, value: String(value).trim() }]))
}

/** Engine capacity in litres ('2.5L', one decimal) or cc ('2494cc'), as the tenant chooses. */
export function engineDisplay(
  car: Pick<VehicleForDisplay, 'engine_size' | 'engine_size_litres' | 'variant'>,
  tenant: Pick<TenantDisplaySettings, 'engine_display'>,
): string | null {
  const cc = typeof car.engine_size === 'number' && car.engine_size > 0 ? car.engine_size : null
  if (cc !== null && tenant.engine_display === 'cc') return `${Math.round(cc)}cc`
  if (cc !== null) return `${(cc / 1000).toFixed(1)}L`
  // Without a cc figure, a cc tenant still gets litres: multiplying litres back up would invent precision.
  const litres = toNumber(car.engine_size_litres) ?? toNumber(car.variant?.enginesize_litres)
  return litres !== null && litres > 0 ? `${litres.toFixed(1)}L` : null
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** 'YYYY-MM-DD' from an ISO date or timestamp (its date part) or an Australian 'DD/MM/YYYY'. */
export function calendarDate(text: string | null | undefined): string | null {
  const value = text?.trim() ?? ''
  const iso = value.match(/^(\d{4})-(\d{2})-(\d{2})/)
  const australian = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/)
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : australian
      ? [Number(australian[3]), Number(australian[2]), Number(australian[1])]
      : [NaN, NaN, NaN]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (Number.isNaN(check.getTime()) || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The calendar date ('YYYY-MM-DD') of an instant on a time zone's wall clock: "today" for a dealer. */
export function calendarDateInTimeZone(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** '12 March 2027': unambiguous for Australian readers, unlike 03/12/2027. */
function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`
}

/** 'March 2021' for a build or compliance date: feeds give only the month that matters, as the first. */
export function monthYear(value: string | null | undefined): string | null {
  const date = calendarDate(value)
  if (!date) return null
  const [year, month] = date.split('-').map(Number)
  return `${MONTHS[(month ?? 1) - 1]} ${year}`
}

/**
 * 'Expires on {date}' while the registration runs (an expiry of today still counts as registered);
 * after it, 'Unregistered' on tenants that show it, else nothing. `today` is 'YYYY-MM-DD' in the
 * dealer's time zone, supplied by the caller.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  today: string,
  tenant: Pick<TenantDisplaySettings, 'show_unregistered'>,
): string | null {
  const expiry = calendarDate(regoExpiry)
  if (expiry === null) return null
  if (expiry >= today) return `Expires on ${formatLongDate(expiry)}`
  return tenant.show_unregistered ? 'Unregistered' : null
}

/** The key-information grid of the vehicle page: every spec with a value, in a fixed order. */
export function keyInformation(
  car: VehicleForDisplay,
  tenant: Pick<TenantDisplaySettings, 'engine_display' | 'show_unregistered'>,
  today: string,
): SpecRow[] {
  return specRows([
    { key: 'km', label: 'Kilometres', value: typeof car.km === 'number' ? `${formatThousands(car.km)} km` : null },
    { key: 'transmission', label: 'Transmission', value: car.simple_transmission || car.trans },
    { key: 'body', label: 'Body Type', value: car.simple_body || car.body },
    { key: 'fuel', label: 'Fuel Type', value: car.simple_fuel || car.fuel },
    { key: 'engine', label: 'Engine', value: engineDisplay(car, tenant) },
    { key: 'cylinders', label: 'Cylinders', value: car.cylinders ?? car.variant?.cylinders },
    { key: 'induction', label: 'Induction', value: car.variant?.induction },
    { key: 'drive', label: 'Drive Type', value: car.drive },
    { key: 'colour', label: 'Colour', value: car.colour },
    { key: 'interior_colour', label: 'Interior Colour', value: car.interior_colour },
    { key: 'seats', label: 'Seats', value: car.seats },
    { key: 'doors', label: 'Doors', value: car.doors },
    { key: 'year', label: 'Year', value: car.year },
    { key: 'build_date', label: 'Build Date', value: car.build_date },
    { key: 'compliance_date', label: 'Compliance Date', value: car.compliance_date },
    { key: 'stocknum', label: 'Stock Number', value: car.stocknum },
    { key: 'vin', label: 'VIN', value: car.vin },
    { key: 'regplate', label: 'Registration', value: car.regplate },
    { key: 'rego_expiry', label: 'Rego Expiry', value: regoExpiryText(car.rego_expiry, today, tenant) },
  ])
}

/** The grid shows 4 rows, then 'Show More' / 'Show Less'. */
export function specGrid(rows: readonly SpecRow[], expanded: boolean): CollapsibleList<SpecRow> {
  return collapsibleList(rows, SPEC_GRID_LIMIT, expanded, SPEC_GRID_LABELS)
}

/** A caravan's own specification block; empty for cars and caravans without these figures. */
export function caravanSpecifications(car: Pick<VehicleForDisplay, 'specifications'>): SpecRow[] {
  const specs = car.specifications ?? {}
  return specRows([
    { key: 'body_length', label: 'Body Length', value: specs.body_length },
    { key: 'body_width', label: 'Body Width', value: specs.body_width },
    { key: 'tare_weight', label: 'Tare Weight', value: specs.tare_weight },
    { key: 'aggregate_trailer_mass', label: 'Aggregate Trailer Mass', value: specs.aggregate_trailer_mass },
    { key: 'axle_type', label: 'Axle Type', value: specs.axle_type },
    { key: 'sleeps', label: 'Sleeps', value: specs.sleeps },
  ])
}
