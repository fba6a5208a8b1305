import { formatThousands, toNumber } from '../vehicle/format'
import { caravanSpecifications, specRows, type SpecRow } from '../vehicle/specs'
import type { VehiclePageCar } from './types'

function measured(value: number | string | null | undefined, unit: string): string | null {
  const number = toNumber(value)
  return number === null || number <= 0 ? null : `${formatThousands(number, Number.isInteger(number) ? 0 : 1)}${unit}`
}

/** The specifications section: the variant's technical figures, then a caravan's own; empty ones hidden. */
export function technicalSpecifications(car: Pick<VehiclePageCar, 'variant' | 'specifications'>): SpecRow[] {
  const variant = car.variant ?? {}
  const ancap = toNumber(variant.ancaprating)
  return [
    ...specRows([
      { key: 'enginesize', label: 'Engine Size', value: variant.enginesize },
      { key: 'induction', label: 'Induction', value: variant.induction },
      { key: 'torque', label: 'Torque', value: variant.torque },
      { key: 'geartype', label: 'Gear Type', value: variant.geartype },
      {
        key: 'fuelconsumptioncombined',
        label: 'Fuel Consumption (Combined)',
        value: measured(variant.fuelconsumptioncombined, ' L/100km'),
      },
      { key: 'fuelcapacity', label: 'Fuel Capacity', value: measured(variant.fuelcapacity, ' L') },
      { key: 'grossvehiclemass', label: 'Gross Vehicle Mass', value: measured(variant.grossvehiclemass, ' kg') },
      { key: 'towingcapacitybraked', label: 'Towing Capacity (Braked)', value: measured(variant.towingcapacitybraked, ' kg') },
      { key: 'vehiclelength', label: 'Length', value: measured(variant.vehiclelength, ' mm') },
      { key: 'vehiclewidth', label: 'Width', value: measured(variant.vehiclewidth, ' mm') },
      { key: 'vehicleheight', label: 'Height', value: measured(variant.vehicleheight, ' mm') },
      { key: 'bodyconfiguration', label: 'Body Configuration', value: variant.bodyconfiguration },
      {
        key: 'ancaprating',
        label: 'ANCAP Safety Rating',
        value: ancap !== null && ancap > 0 ? `${ancap} ${ancap === 1 ? 'star' : 'stars'}` : null,
      },
    ]),
    ...caravanSpecifications(car),
  ]
}

const REGO_KEYS: ReadonlySet<string> = new Set(['regplate', 'rego_expiry'])

/** The key-information rows, less registration when the page has its own registration section. */
export function keyInformationRows(rows: readonly SpecRow[], pageHasRegoSection: boolean): SpecRow[] {
  return pageHasRegoSection ? rows.filter((row) => !REGO_KEYS.has(row.key)) : [...rows]
}

/** Registration rows for the rego section: plate and expiry text; empty when neither is known. */
export function registrationRows(plate: string | null | undefined, expiryText: string | null): SpecRow[] {
  return specRows([
    { key: 'regplate', label: 'Registration', value: plate },
    { key: 'rego_expiry', label: 'Rego Expiry', value: expiryText },
  ])
}

/** 'Kilometres', 'Transmission' and 'Body Type' as the sidebar's three icon lines. */
export function summaryFacts(
  car: Pick<VehiclePageCar, 'km' | 'simple_transmission' | 'trans' | 'simple_body' | 'body'>,
): Array<{ key: 'km' | 'transmission' | 'body'; label: string; value: string }> {
  const facts: Array<{ key: 'km' | 'transmission' | 'body'; label: string; value: string | null | undefined }> = [
    { key: 'km', label: 'Kilometres', value: typeof car.km === 'number' ? `${formatThousands(car.km)} km` : null },
    { key: 'transmission', label: 'Transmission', value: car.simple_transmission || car.trans },
    { key: 'body', label: 'Body Type', value: car.simple_body || car.body },
  ]
  return facts.flatMap((fact) => (fact.value?.trim() ? [{ ...fact, value: fact.value.trim() }] : []))
}

/** `<script type="application/ld+json">` body: '<' escaped so a car name cannot close the script. */
export function jsonLdScriptText(json: unknown): string {
  return JSON.stringify(json).replace(/</g, '\\u003c')
}

const BODY_ACRONYMS: ReadonlySet<string> = new Set(['suv', 'ev', 'mpv'])

/** Feeds (and the demo stock) send body types in lower case: 'suv' → 'SUV', 'people mover' → 'People Mover'. */
export function bodyLabel(body: string | null | undefined): string | null {
  const value = body?.trim()
  if (!value) return null
  if (value !== value.toLowerCase()) return value
  return value
    .split(/\s+/)
    .map((word) => (BODY_ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}

/** The identifying facts the sidebar's vehicle details card lists, in this order. */
const VEHICLE_DETAILS_KEYS = ['stocknum', 'vin', 'regplate', 'year', 'colour', 'km'] as const

/** The vehicle details card: the key-information rows that identify this very car, in the card's order. */
export function vehicleDetailsRows(rows: readonly SpecRow[]): SpecRow[] {
  return VEHICLE_DETAILS_KEYS.flatMap((key) => rows.filter((row) => row.key === key))
}
