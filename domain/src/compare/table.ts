import { carCardHref, carCardTitle } from '../carCard/card'
import { displayLabel } from '../carCard/labels'
import type { CardTenantSettings } from '../carCard/types'
import { isAvailable } from '../vehicle/actions'
import { priceDisplay, type PriceDisplay } from '../vehicle/price'
import { keyInformation, specRows, type SpecRow } from '../vehicle/specs'
import type { TenantDisplaySettings } from '../vehicle/types'
import { technicalSpecifications } from '../vehiclePage/details'
import type { VehiclePageCar, VehiclePageImage } from '../vehiclePage/types'

type CompareColumn = {
  id: number | string
  slug: string
  title: string
  href: string
  image: VehiclePageImage | null
  price: PriceDisplay
  /** Sold, or otherwise no longer for sale: its column says so. */
  unavailable: boolean
}

/** One specification across the cars, in column order; null where a car has no value for it. */
type CompareRow = { key: string; label: string; values: Array<string | null>; differs: boolean }

export type CompareTable = { columns: CompareColumn[]; rows: CompareRow[] }

/** Rows whose value names the one car (stock number, VIN, plate): shown, never marked as a difference. */
const IDENTIFYING_KEYS: ReadonlySet<string> = new Set(['stocknum', 'vin', 'regplate', 'rego_expiry'])

/** Values that differ only in case or spacing are the same value ('Automatic' and 'automatic '). */
const comparable = (value: string | null) => (value === null ? null : value.trim().replace(/\s+/g, ' ').toLowerCase())

/** The site's settings the table reads: its price and engine wording, and its label rewrites ('Pre-Owned'). */
export type CompareTenantSettings = Pick<TenantDisplaySettings, 'no_price_text' | 'engine_display' | 'show_unregistered'> &
  Pick<CardTenantSettings, 'used_label_pre_owned' | 'label_rewrites'>

/** Everything a car's column lists, in the order the car page shows it: price and type, key information, specifications. */
function compareSpecifications(car: VehiclePageCar, tenant: CompareTenantSettings, today: string): SpecRow[] {
  return [
    ...specRows([
      { key: 'price', label: 'Price', value: priceDisplay(car, tenant).text },
      { key: 'car_type', label: 'Condition', value: car.car_type ? displayLabel(car.car_type, tenant) : null },
      { key: 'make', label: 'Make', value: car.make ? displayLabel(car.make, { label_rewrites: tenant.label_rewrites }) : null },
      { key: 'model', label: 'Model', value: car.model },
      { key: 'badge', label: 'Badge', value: car.badge },
    ]),
    ...keyInformation(car, tenant, today),
    ...technicalSpecifications(car),
    ...specRows([{ key: 'location', label: 'Location', value: car.location?.name || car.location_name }]),
  ]
}

/**
 * The specifications of several cars aligned: each row is one specification, in the order the cars
 * list them (a row only some cars have sits where those cars put it), and a row is marked as differing
 * when two cars give different values for it or one car has a value and another none. With one car
 * nothing differs.
 */
export function compareRows(columns: ReadonlyArray<readonly SpecRow[]>): CompareRow[] {
  const order: Array<{ key: string; label: string }> = []
  for (const rows of columns) {
    let previous = -1
    for (const row of rows) {
      const at = order.findIndex((entry) => entry.key === row.key)
      if (at >= 0) {
        previous = Math.max(previous, at)
        continue
      }
      order.splice(previous + 1, 0, { key: row.key, label: row.label })
      previous += 1
    }
  }
  return order.map(({ key, label }) => {
    // A key listed twice in one car's rows (the key grid and the specifications both know induction) counts once.
    const values = columns.map((rows) => rows.find((row) => row.key === key)?.value ?? null)
    const distinct = new Set(values.map(comparable))
    return { key, label, values, differs: columns.length > 1 && !IDENTIFYING_KEYS.has(key) && distinct.size > 1 }
  })
}

/** The /compare page's table: one column per car in the given order, every specification aligned. */
export function compareTable(cars: readonly VehiclePageCar[], tenant: CompareTenantSettings, today: string): CompareTable {
  return {
    columns: cars.map((car) => ({
      id: car.id,
      slug: car.slug,
      title: carCardTitle(car),
      href: carCardHref(car),
      image: car.images[0] ?? null,
      price: priceDisplay(car, tenant),
      unavailable: car.sold === true || !isAvailable(car),
    })),
    rows: compareRows(cars.map((car) => compareSpecifications(car, tenant, today))),
  }
}

/** The note above the table for what the address asked for and the page could not show. */
export function compareNotes(request: { beyondLimit: number; unreadable: number; notFound: number }, limit: number): string[] {
  const notes: string[] = []
  const missing = request.notFound + request.unreadable
  if (missing > 0) {
    notes.push(
      missing === 1
        ? 'One car in this link is not listed on this site any more, so it is not shown.'
        : `${missing} cars in this link are not listed on this site any more, so they are not shown.`,
    )
  }
  if (request.beyondLimit > 0) notes.push(`Up to ${limit} cars can be compared: the first ${limit} in the link are shown.`)
  return notes
}
