/**
 * Demo stock for a caravan dealer: vans, pop-tops and camper trailers from Australian builders, in the
 * same record shape as the car generator, so seeding, search and cards treat them alike.
 */
import { type CarStockRecord, seededRandom } from './stockGenerator'

const builders: ReadonlyArray<{ make: string; models: ReadonlyArray<{ model: string; body: string; from: number; to: number }> }> = [
  {
    make: 'Jayco',
    models: [
      { model: 'Journey', body: 'Caravan', from: 62_000, to: 89_000 },
      { model: 'Crosstrak', body: 'Caravan', from: 78_000, to: 99_000 },
      { model: 'Swan', body: 'Camper Trailer', from: 28_000, to: 38_000 },
    ],
  },
  {
    make: 'Coromal',
    models: [
      { model: 'Element', body: 'Caravan', from: 58_000, to: 74_000 },
      { model: 'Lifestyle', body: 'Pop Top', from: 52_000, to: 66_000 },
    ],
  },
  {
    make: 'Avan',
    models: [
      { model: 'Aliner', body: 'Camper Trailer', from: 34_000, to: 49_000 },
      { model: 'Cruiseliner', body: 'Pop Top', from: 55_000, to: 72_000 },
    ],
  },
  { make: 'Lotus Caravans', models: [{ model: 'Trooper', body: 'Caravan', from: 95_000, to: 128_000 }] },
  { make: 'Zone RV', models: [{ model: 'Z-4', body: 'Caravan', from: 110_000, to: 140_000 }] },
]
const caravanBodies = new Set(['Caravan', 'Pop Top', 'Camper Trailer'])

/** The builders the caravan stock comes from. */
export const CARAVAN_MAKES: readonly string[] = builders.map((builder) => builder.make)

export function isCaravanBody(body: string | null | undefined): boolean {
  return caravanBodies.has(body ?? '')
}

/** `count` caravans, deterministic for a seed; mostly new, some used, a few sold or coming soon. */
export function generateCaravanStock(count: number, seed: number, referenceDate = new Date('2026-11-01T00:00:00Z')): CarStockRecord[] {
  const random = seededRandom(seed)
  const now = Math.floor(referenceDate.getTime() / 1000)
  return Array.from({ length: count }, (_, index) => {
    const builder = random.pick(builders)
    const line = random.pick(builder.models)
    const carType = random.weighted([
      ['new', 6],
      ['used', 3],
      ['demo', 1],
    ] as const)
    const status = random.weighted([
      ['in_stock', 17],
      ['coming_soon', 2],
      ['sold', 1],
    ] as const)
    const year = carType === 'used' ? random.integer(2014, 2024) : 2026
    const price = Math.round((random.integer(line.from, line.to) * (carType === 'used' ? 0.7 : 1)) / 100) * 100 - 10
    const created = now - random.integer(0, 120) * 86_400
    const stocknum = `CV${String(10_000 + index)}`
    return {
      objectID: stocknum,
      id: index + 1,
      slug: '',
      make_model: `${builder.make} ${line.model}`,
      name: `${year} ${builder.make} ${line.model}`,
      make: builder.make,
      model: line.model,
      badge: random.pick(['', 'Outback', 'Family', 'Touring']),
      car_type: carType,
      status,
      price,
      km: 0,
      year,
      body: line.body,
      fuel: '',
      transmission: '',
      drive: '',
      colour: random.pick(['White', 'Silver', 'Grey']),
      seats: random.integer(2, 6),
      state: 'QLD',
      city: 'Caboolture',
      location_name: 'Sunshine Coast Caravans Caboolture',
      dealership_name: 'Sunshine Coast Caravans',
      dealership_slug: 'sunshine-coast-caravans',
      certified: false,
      custom_rank: random.integer(0, 100),
      created_at_timestamp: created,
      sold_date_timestamp: status === 'sold' ? now - random.integer(0, 5) * 86_400 : null,
      show_on_dealer_website: true,
      stocknum,
      filtered_features: random.chance(0.5) ? ['Solar Panels', 'Ensuite'] : ['Annexe'],
      // A van still on order has no photos yet; the rest get the seed's generated ones.
      photos_count: status === 'coming_soon' ? 0 : 3,
    }
  })
}
