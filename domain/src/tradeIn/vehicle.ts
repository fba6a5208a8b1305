import type { AustralianState } from '../enquiry/fields'

/** The car a rego names, as a lookup answers it. */
export type RegoVehicle = {
  make: string
  model: string
  variant: string
  year: number
  /** What an average example of this car fetches today, in dollars: the estimate starts from it. */
  referenceValue: number
}

/**
 * The local stand-in for a registry lookup: every well-formed rego names a car, the same car every
 * time, chosen from this table by a hash of the rego and its state, with a year from 2011 to 2025. So
 * a demo or a test can take both paths: some regos name a car young enough for an online estimate,
 * others one over 7 years old. `referenceValue` is the car's price new; the estimate depreciates it.
 */
const LOCAL_VEHICLES: ReadonlyArray<{ make: string; model: string; variants: readonly string[]; priceNew: number }> = [
  { make: 'Toyota', model: 'Corolla', variants: ['Ascent Sport', 'SX', 'ZR Hybrid'], priceNew: 32_000 },
  { make: 'Toyota', model: 'RAV4', variants: ['GX', 'GXL Hybrid', 'Cruiser'], priceNew: 45_000 },
  { make: 'Toyota', model: 'HiLux', variants: ['Workmate', 'SR5', 'Rogue'], priceNew: 58_000 },
  { make: 'Mazda', model: 'CX-5', variants: ['Maxx', 'Touring', 'Akera'], priceNew: 42_000 },
  { make: 'Mazda', model: 'Mazda3', variants: ['G20 Pure', 'G25 Evolve', 'G25 Astina'], priceNew: 33_000 },
  { make: 'Hyundai', model: 'i30', variants: ['Active', 'Elite', 'N Line'], priceNew: 29_000 },
  { make: 'Hyundai', model: 'Tucson', variants: ['Base', 'Elite', 'Highlander'], priceNew: 41_000 },
  { make: 'Ford', model: 'Ranger', variants: ['XL', 'XLT', 'Wildtrak'], priceNew: 60_000 },
  { make: 'Mitsubishi', model: 'Outlander', variants: ['ES', 'LS', 'Exceed'], priceNew: 40_000 },
  { make: 'Kia', model: 'Sportage', variants: ['S', 'SX', 'GT-Line'], priceNew: 39_000 },
  { make: 'Volkswagen', model: 'Golf', variants: ['110TSI Life', '110TSI R-Line', 'GTI'], priceNew: 38_000 },
  { make: 'Subaru', model: 'Forester', variants: ['2.5i', '2.5i-L', '2.5i-S'], priceNew: 40_000 },
]

const LOCAL_VEHICLE_FIRST_YEAR = 2011
const LOCAL_VEHICLE_YEARS = 15

/** FNV-1a: a small, stable hash, so the same rego names the same car on every server. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The car the local lookup answers for a (checked, compact) rego and its state. */
export function localRegoVehicle(rego: string, state: AustralianState): RegoVehicle {
  const hash = stableHash(`${state}:${rego}`)
  const entry = LOCAL_VEHICLES[hash % LOCAL_VEHICLES.length]!
  const variant = entry.variants[Math.floor(hash / LOCAL_VEHICLES.length) % entry.variants.length]!
  const year = LOCAL_VEHICLE_FIRST_YEAR + (Math.floor(hash / 1024) % LOCAL_VEHICLE_YEARS)
  return { make: entry.make, model: entry.model, variant, year, referenceValue: entry.priceNew }
}

/** 'Toyota Corolla Ascent Sport' with its year first, as the shopper confirms it. */
export function regoVehicleTitle(vehicle: Pick<RegoVehicle, 'year' | 'make' | 'model' | 'variant'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' ')
}
