/**
 * Deterministic, realistic Australian car stock: the same seed and size always give the same
 * records, so tests, benchmarks and demo seeding agree. Nothing here reads the clock.
 */

export type CarType = 'new' | 'used' | 'demo'
export type CarStatus = 'in_stock' | 'sold' | 'coming_soon'

/** A type alias (not an interface) so it satisfies the index's `SearchRecord` index signature. */
export type CarStockRecord = {
  objectID: string
  id: number
  slug: string
  name: string
  make: string
  model: string
  badge: string
  make_model: string
  car_type: CarType
  status: CarStatus
  price: number
  km: number
  year: number
  body: string
  fuel: string
  transmission: string
  drive: string
  colour: string
  seats: number
  state: string
  city: string
  location_name: string
  dealership_name: string
  dealership_slug: string
  certified: boolean
  custom_rank: number
  /** Unix seconds. */
  created_at_timestamp: number
  /** Unix seconds; null unless sold. */
  sold_date_timestamp: number | null
  show_on_dealer_website: boolean
  stocknum: string
  filtered_features: string[]
  photos_count: number
  tag?: string
  _tags?: string[]
}

export interface GenerateStockOptions {
  seed?: number
  /** "Now" for ages and timestamps; fixed by default so output never depends on the day it runs. */
  referenceDate?: Date
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  integer(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T
  chance(probability: number): boolean
}

/** mulberry32: tiny, fast and good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      return (items[items.length - 1] as readonly [(typeof items)[number][0], number])[0]
    },
    chance: (probability) => next() < probability,
  }
  return random
}

// ---------------------------------------------------------------------------------------------
// Catalogue

interface ModelSpec {
  model: string
  body: string
  badges: readonly string[]
  /** New price range, AUD drive-away. */
  price: readonly [number, number]
  fuels: ReadonlyArray<readonly [string, number]>
  drives: readonly string[]
  seats: readonly number[]
  /** Share of manual gearboxes. */
  manual?: number
  weight: number
}

interface MakeSpec {
  make: string
  /** Popularity in the used market. */
  weight: number
  models: readonly ModelSpec[]
}

const petrol = [['Petrol', 1]] as const
const diesel = [['Diesel', 1]] as const
const electric = [['Electric', 1]] as const

// One model a line, read as a table: Prettier would spread each over a dozen lines.
// prettier-ignore
export const carCatalogue: readonly MakeSpec[] = [
  {
    make: 'Toyota',
    weight: 20,
    models: [
      { model: 'HiLux', body: 'ute', badges: ['WorkMate', 'SR', 'SR5', 'Rogue', 'Rugged X', 'GR Sport'], price: [34000, 78000], fuels: [['Diesel', 9], ['Petrol', 1]], drives: ['4WD', '2WD'], seats: [5, 2], manual: 0.15, weight: 10 },
      { model: 'RAV4', body: 'suv', badges: ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], price: [38000, 58000], fuels: [['Hybrid', 7], ['Petrol', 3]], drives: ['AWD', 'FWD'], seats: [5], weight: 9 },
      { model: 'Corolla', body: 'hatch', badges: ['Ascent Sport', 'SX', 'ZR'], price: [28000, 40000], fuels: [['Hybrid', 6], ['Petrol', 4]], drives: ['FWD'], seats: [5], weight: 7 },
      { model: 'LandCruiser', body: 'suv', badges: ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], price: [95000, 150000], fuels: diesel, drives: ['4WD'], seats: [7, 5], weight: 4 },
      { model: 'Camry', body: 'sedan', badges: ['Ascent', 'SL', 'SX'], price: [38000, 50000], fuels: [['Hybrid', 1]], drives: ['FWD'], seats: [5], weight: 3 },
      { model: 'HiAce', body: 'van', badges: ['LWB', 'SLWB', 'Commuter'], price: [50000, 75000], fuels: [['Diesel', 8], ['Petrol', 2]], drives: ['RWD'], seats: [2, 3, 12], weight: 2 },
      { model: 'Prado', body: 'suv', badges: ['GX', 'GXL', 'VX', 'Kakadu'], price: [75000, 110000], fuels: diesel, drives: ['4WD'], seats: [7], weight: 4 },
    ],
  },
  {
    make: 'Mazda',
    weight: 10,
    models: [
      { model: 'CX-5', body: 'suv', badges: ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], price: [36000, 55000], fuels: petrol, drives: ['FWD', 'AWD'], seats: [5], weight: 8 },
      { model: 'CX-3', body: 'suv', badges: ['Neo Sport', 'Maxx Sport', 'Akari'], price: [28000, 40000], fuels: petrol, drives: ['FWD'], seats: [5], weight: 4 },
      { model: 'Mazda3', body: 'hatch', badges: ['G20 Pure', 'G20 Evolve', 'G25 Astina'], price: [32000, 45000], fuels: petrol, drives: ['FWD'], seats: [5], manual: 0.1, weight: 5 },
      { model: 'BT-50', body: 'ute', badges: ['XS', 'XT', 'GT', 'Thunder'], price: [38000, 70000], fuels: diesel, drives: ['4WD', '2WD'], seats: [5], manual: 0.1, weight: 4 },
      { model: 'CX-90', body: 'suv', badges: ['Touring', 'GT', 'Azami'], price: [75000, 100000], fuels: petrol, drives: ['AWD'], seats: [7], weight: 2 },
      { model: 'MX-5', body: 'convertible', badges: ['Roadster', 'RF GT'], price: [42000, 55000], fuels: petrol, drives: ['RWD'], seats: [2], manual: 0.5, weight: 1 },
    ],
  },
  {
    make: 'Ford',
    weight: 12,
    models: [
      { model: 'Ranger', body: 'ute', badges: ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], price: [38000, 90000], fuels: [['Diesel', 9], ['PHEV', 1]], drives: ['4WD', '2WD'], seats: [5, 2], manual: 0.05, weight: 10 },
      { model: 'Everest', body: 'suv', badges: ['Ambiente', 'Trend', 'Sport', 'Platinum'], price: [55000, 85000], fuels: diesel, drives: ['4WD', 'RWD'], seats: [7], weight: 4 },
      { model: 'Mustang', body: 'coupe', badges: ['GT', 'Dark Horse'], price: [70000, 100000], fuels: petrol, drives: ['RWD'], seats: [4], manual: 0.3, weight: 1 },
      { model: 'Transit', body: 'van', badges: ['Custom', 'Trend', 'Sport'], price: [50000, 75000], fuels: diesel, drives: ['FWD', 'RWD'], seats: [3], weight: 2 },
      { model: 'Puma', body: 'suv', badges: ['Titanium', 'ST-Line'], price: [32000, 42000], fuels: petrol, drives: ['FWD'], seats: [5], weight: 2 },
    ],
  },
  {
    make: 'Land Rover',
    weight: 3,
    models: [
      { model: 'Defender', body: 'suv', badges: ['90 S', '110 SE', '110 X-Dynamic HSE', '130 Outbound'], price: [95000, 180000], fuels: [['Diesel', 7], ['Petrol', 2], ['PHEV', 1]], drives: ['4WD'], seats: [5, 7], weight: 5 },
      { model: 'Range Rover Sport', body: 'suv', badges: ['SE', 'Dynamic HSE', 'Autobiography'], price: [150000, 250000], fuels: [['Diesel', 6], ['PHEV', 4]], drives: ['4WD'], seats: [5], weight: 3 },
      { model: 'Range Rover Evoque', body: 'suv', badges: ['S', 'SE', 'Dynamic SE'], price: [75000, 95000], fuels: [['Petrol', 7], ['PHEV', 3]], drives: ['AWD'], seats: [5], weight: 2 },
      { model: 'Discovery Sport', body: 'suv', badges: ['S', 'Dynamic SE'], price: [75000, 95000], fuels: [['Diesel', 5], ['Petrol', 5]], drives: ['AWD'], seats: [7], weight: 2 },
    ],
  },
  {
    make: 'Mercedes-Benz',
    weight: 5,
    models: [
      { model: 'C-Class', body: 'sedan', badges: ['C200', 'C300', 'C43 AMG'], price: [80000, 130000], fuels: petrol, drives: ['RWD', 'AWD'], seats: [5], weight: 4 },
      { model: 'GLC', body: 'suv', badges: ['GLC200', 'GLC300', 'GLC43 AMG'], price: [90000, 140000], fuels: petrol, drives: ['AWD'], seats: [5], weight: 4 },
      { model: 'A-Class', body: 'hatch', badges: ['A180', 'A200', 'A250', 'A45 S AMG'], price: [55000, 110000], fuels: petrol, drives: ['FWD', 'AWD'], seats: [5], weight: 3 },
      { model: 'Sprinter', body: 'van', badges: ['315 CDI', '319 CDI', '519 CDI'], price: [75000, 110000], fuels: diesel, drives: ['RWD'], seats: [3], weight: 2 },
      { model: 'EQA', body: 'suv', badges: ['EQA250', 'EQA350'], price: [80000, 95000], fuels: electric, drives: ['FWD', 'AWD'], seats: [5], weight: 1 },
    ],
  },
  {
    make: 'Kia',
    weight: 9,
    models: [
      { model: 'Sportage', body: 'suv', badges: ['S', 'SX', 'SX+', 'GT-Line'], price: [35000, 55000], fuels: [['Petrol', 6], ['Diesel', 2], ['Hybrid', 2]], drives: ['FWD', 'AWD'], seats: [5], weight: 7 },
      { model: 'Cerato', body: 'hatch', badges: ['S', 'Sport', 'GT'], price: [26000, 36000], fuels: petrol, drives: ['FWD'], seats: [5], weight: 4 },
      { model: 'Carnival', body: 'people mover', badges: ['S', 'Sport', 'GT-Line', 'Platinum'], price: [50000, 75000], fuels: [['Diesel', 5], ['Petrol', 3], ['Hybrid', 2]], drives: ['FWD'], seats: [8], weight: 3 },
      { model: 'Seltos', body: 'suv', badges: ['S', 'Sport', 'GT-Line'], price: [30000, 42000], fuels: petrol, drives: ['FWD', 'AWD'], seats: [5], weight: 4 },
      { model: 'EV6', body: 'suv', badges: ['Air', 'GT-Line', 'GT'], price: [72000, 100000], fuels: electric, drives: ['RWD', 'AWD'], seats: [5], weight: 2 },
      { model: 'Sorento', body: 'suv', badges: ['S', 'Sport', 'GT-Line'], price: [55000, 80000], fuels: [['Diesel', 5], ['Petrol', 2], ['PHEV', 3]], drives: ['AWD'], seats: [7], weight: 3 },
    ],
  },
  {
    make: 'Hyundai',
    weight: 9,
    models: [
      { model: 'i30', body: 'hatch', badges: ['Active', 'Elite', 'N Line', 'N'], price: [27000, 50000], fuels: petrol, drives: ['FWD'], seats: [5], manual: 0.1, weight: 6 },
      { model: 'Tucson', body: 'suv', badges: ['Base', 'Elite', 'Highlander', 'N Line'], price: [36000, 58000], fuels: [['Petrol', 6], ['Diesel', 2], ['Hybrid', 2]], drives: ['FWD', 'AWD'], seats: [5], weight: 7 },
      { model: 'Santa Fe', body: 'suv', badges: ['Elite', 'Calligraphy'], price: [55000, 75000], fuels: [['Hybrid', 6], ['Petrol', 4]], drives: ['AWD'], seats: [7], weight: 3 },
      { model: 'Kona', body: 'suv', badges: ['Base', 'N Line', 'Premium'], price: [33000, 65000], fuels: [['Petrol', 5], ['Hybrid', 3], ['Electric', 2]], drives: ['FWD'], seats: [5], weight: 4 },
      { model: 'Ioniq 5', body: 'suv', badges: ['Dynamiq', 'Epiq', 'N'], price: [70000, 115000], fuels: electric, drives: ['RWD', 'AWD'], seats: [5], weight: 2 },
      { model: 'Staria', body: 'van', badges: ['Load', 'Highlander'], price: [50000, 80000], fuels: diesel, drives: ['FWD', 'AWD'], seats: [3, 8], weight: 1 },
    ],
  },
  {
    make: 'MG',
    weight: 6,
    models: [
      { model: 'MG3', body: 'hatch', badges: ['Vibe', 'Excite', 'Hybrid+ Essence'], price: [20000, 30000], fuels: [['Petrol', 7], ['Hybrid', 3]], drives: ['FWD'], seats: [5], weight: 5 },
      { model: 'ZS', body: 'suv', badges: ['Vibe', 'Excite', 'Essence', 'EV Essence'], price: [25000, 45000], fuels: [['Petrol', 7], ['Electric', 3]], drives: ['FWD'], seats: [5], weight: 6 },
      { model: 'HS', body: 'suv', badges: ['Vibe', 'Excite', 'Essence', 'Plus EV'], price: [33000, 50000], fuels: [['Petrol', 7], ['PHEV', 3]], drives: ['FWD'], seats: [5], weight: 4 },
      { model: 'MG4', body: 'hatch', badges: ['Excite 51', 'Essence 64', 'XPOWER'], price: [37000, 60000], fuels: electric, drives: ['RWD', 'AWD'], seats: [5], weight: 3 },
    ],
  },
  {
    make: 'Suzuki',
    weight: 4,
    models: [
      { model: 'Swift', body: 'hatch', badges: ['GL', 'GLX', 'Sport'], price: [22000, 33000], fuels: [['Petrol', 7], ['Hybrid', 3]], drives: ['FWD'], seats: [5], manual: 0.2, weight: 5 },
      { model: 'Vitara', body: 'suv', badges: ['Base', 'Turbo', 'Turbo AllGrip'], price: [32000, 42000], fuels: petrol, drives: ['FWD', 'AWD'], seats: [5], weight: 3 },
      { model: 'Jimny', body: 'suv', badges: ['Lite', 'Base', 'XL'], price: [32000, 40000], fuels: petrol, drives: ['4WD'], seats: [4], manual: 0.4, weight: 4 },
      { model: 'S-Cross', body: 'suv', badges: ['Base', 'Plus', 'Prestige'], price: [34000, 42000], fuels: petrol, drives: ['FWD', 'AWD'], seats: [5], weight: 2 },
    ],
  },
  {
    make: 'Nissan',
    weight: 7,
    models: [
      { model: 'X-Trail', body: 'suv', badges: ['ST', 'ST-L', 'Ti', 'Ti-L', 'N-Trek'], price: [38000, 60000], fuels: [['Petrol', 7], ['Hybrid', 3]], drives: ['FWD', 'AWD'], seats: [5, 7], weight: 7 },
      { model: 'Navara', body: 'ute', badges: ['SL', 'ST', 'ST-X', 'PRO-4X'], price: [36000, 70000], fuels: diesel, drives: ['4WD', '2WD'], seats: [5, 2], manual: 0.15, weight: 6 },
      { model: 'Patrol', body: 'suv', badges: ['Ti', 'Ti-L', 'Warrior'], price: [85000, 110000], fuels: petrol, drives: ['4WD'], seats: [8, 7], weight: 3 },
      { model: 'Qashqai', body: 'suv', badges: ['ST', 'ST+', 'Ti', 'e-Power Ti'], price: [35000, 55000], fuels: [['Petrol', 7], ['Hybrid', 3]], drives: ['FWD'], seats: [5], weight: 4 },
    ],
  },
  {
    make: 'Mitsubishi',
    weight: 6,
    models: [
      { model: 'Triton', body: 'ute', badges: ['GLX', 'GLX+', 'GLS', 'GSR'], price: [34000, 65000], fuels: diesel, drives: ['4WD', '2WD'], seats: [5, 2], manual: 0.2, weight: 7 },
      { model: 'Outlander', body: 'suv', badges: ['ES', 'LS', 'Aspire', 'Exceed'], price: [38000, 70000], fuels: [['Petrol', 6], ['PHEV', 4]], drives: ['FWD', 'AWD'], seats: [7, 5], weight: 6 },
      { model: 'ASX', body: 'suv', badges: ['ES', 'LS', 'Exceed'], price: [28000, 38000], fuels: petrol, drives: ['FWD'], seats: [5], weight: 4 },
      { model: 'Pajero Sport', body: 'suv', badges: ['GLX', 'GLS', 'Exceed'], price: [50000, 65000], fuels: diesel, drives: ['4WD'], seats: [7], weight: 3 },
    ],
  },
  {
    make: 'Volkswagen',
    weight: 4,
    models: [
      { model: 'Golf', body: 'hatch', badges: ['Life', 'R-Line', 'GTI', 'R'], price: [38000, 70000], fuels: petrol, drives: ['FWD', 'AWD'], seats: [5], weight: 4 },
      { model: 'Amarok', body: 'ute', badges: ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], price: [55000, 85000], fuels: diesel, drives: ['4WD'], seats: [5], weight: 4 },
      { model: 'Tiguan', body: 'suv', badges: ['110TSI Life', '162TSI R-Line', 'Allspace'], price: [45000, 70000], fuels: petrol, drives: ['FWD', 'AWD'], seats: [5, 7], weight: 3 },
      { model: 'Polo', body: 'hatch', badges: ['Life', 'Style', 'GTI'], price: [28000, 42000], fuels: petrol, drives: ['FWD'], seats: [5], weight: 2 },
    ],
  },
  {
    make: 'Subaru',
    weight: 4,
    models: [
      { model: 'Forester', body: 'suv', badges: ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S'], price: [38000, 55000], fuels: [['Petrol', 7], ['Hybrid', 3]], drives: ['AWD'], seats: [5], weight: 5 },
      { model: 'Outback', body: 'wagon', badges: ['AWD', 'Sport', 'Touring XT'], price: [45000, 65000], fuels: petrol, drives: ['AWD'], seats: [5], weight: 4 },
      { model: 'Crosstrek', body: 'suv', badges: ['2.0R', '2.0S', 'Hybrid S'], price: [36000, 48000], fuels: [['Petrol', 7], ['Hybrid', 3]], drives: ['AWD'], seats: [5], weight: 3 },
      { model: 'WRX', body: 'sedan', badges: ['Base', 'RS', 'tS'], price: [55000, 70000], fuels: petrol, drives: ['AWD'], seats: [5], manual: 0.4, weight: 2 },
    ],
  },
  {
    make: 'Isuzu',
    weight: 4,
    models: [
      { model: 'D-Max', body: 'ute', badges: ['SX', 'LS-M', 'LS-U', 'X-Terrain'], price: [36000, 72000], fuels: diesel, drives: ['4WD', '2WD'], seats: [5, 2], manual: 0.15, weight: 6 },
      { model: 'MU-X', body: 'suv', badges: ['LS-M', 'LS-U', 'LS-T'], price: [50000, 70000], fuels: diesel, drives: ['4WD', '2WD'], seats: [7], weight: 4 },
    ],
  },
  {
    make: 'Tesla',
    weight: 3,
    models: [
      { model: 'Model 3', body: 'sedan', badges: ['RWD', 'Long Range', 'Performance'], price: [55000, 85000], fuels: electric, drives: ['RWD', 'AWD'], seats: [5], weight: 5 },
      { model: 'Model Y', body: 'suv', badges: ['RWD', 'Long Range', 'Performance'], price: [60000, 90000], fuels: electric, drives: ['RWD', 'AWD'], seats: [5, 7], weight: 6 },
    ],
  },
  {
    make: 'BYD',
    weight: 3,
    models: [
      { model: 'Atto 3', body: 'suv', badges: ['Standard Range', 'Extended Range'], price: [45000, 52000], fuels: electric, drives: ['FWD'], seats: [5], weight: 4 },
      { model: 'Seal', body: 'sedan', badges: ['Dynamic', 'Premium', 'Performance'], price: [50000, 70000], fuels: electric, drives: ['RWD', 'AWD'], seats: [5], weight: 3 },
      { model: 'Dolphin', body: 'hatch', badges: ['Dynamic', 'Premium'], price: [36000, 43000], fuels: electric, drives: ['FWD'], seats: [5], weight: 2 },
      { model: 'Shark 6', body: 'ute', badges: ['Premium'], price: [58000, 60000], fuels: [['PHEV', 1]], drives: ['AWD'], seats: [5], weight: 2 },
    ],
  },
  {
    make: 'Honda',
    weight: 3,
    models: [
      { model: 'CR-V', body: 'suv', badges: ['VTi', 'VTi L7', 'e:HEV RS'], price: [45000, 62000], fuels: [['Petrol', 7], ['Hybrid', 3]], drives: ['FWD', 'AWD'], seats: [5, 7], weight: 4 },
      { model: 'HR-V', body: 'suv', badges: ['Vi X', 'e:HEV L'], price: [37000, 47000], fuels: [['Petrol', 6], ['Hybrid', 4]], drives: ['FWD'], seats: [5], weight: 3 },
      { model: 'Civic', body: 'hatch', badges: ['VTi LX', 'e:HEV LX', 'Type R'], price: [48000, 75000], fuels: [['Petrol', 6], ['Hybrid', 4]], drives: ['FWD'], seats: [5], manual: 0.2, weight: 3 },
    ],
  },
  {
    make: 'GWM',
    weight: 3,
    models: [
      { model: 'Cannon', body: 'ute', badges: ['Lux', 'Ultra', 'Alpha'], price: [36000, 60000], fuels: [['Diesel', 8], ['PHEV', 2]], drives: ['4WD'], seats: [5], weight: 5 },
      { model: 'Haval H6', body: 'suv', badges: ['Lux', 'Ultra', 'GT'], price: [35000, 50000], fuels: [['Petrol', 6], ['Hybrid', 3], ['PHEV', 1]], drives: ['FWD', 'AWD'], seats: [5], weight: 4 },
      { model: 'Haval Jolion', body: 'suv', badges: ['Premium', 'Lux', 'Ultra'], price: [28000, 38000], fuels: [['Petrol', 8], ['Hybrid', 2]], drives: ['FWD'], seats: [5], weight: 3 },
    ],
  },
]

interface LocationSpec {
  name: string
  city: string
  state: string
  /** Stock number prefix. */
  code: string
}

interface DealershipSpec {
  name: string
  slug: string
  /** Franchises sold new and as demonstrators; every dealership also sells used cars of any make. */
  franchises: readonly string[]
  locations: readonly LocationSpec[]
  weight: number
}

export const dealerships: readonly DealershipSpec[] = [
  {
    name: 'Harbourside Toyota',
    slug: 'harbourside-toyota',
    franchises: ['Toyota'],
    weight: 5,
    locations: [
      { name: 'Harbourside Toyota Parramatta', city: 'Parramatta', state: 'NSW', code: 'HTP' },
      { name: 'Harbourside Toyota Chatswood', city: 'Chatswood', state: 'NSW', code: 'HTC' },
    ],
  },
  {
    name: 'Southern Cross Motor Group',
    slug: 'southern-cross-motors',
    franchises: ['Mazda', 'Kia', 'Hyundai', 'MG'],
    weight: 8,
    locations: [
      { name: 'Southern Cross Dandenong', city: 'Dandenong', state: 'VIC', code: 'SCD' },
      { name: 'Southern Cross Geelong', city: 'Geelong', state: 'VIC', code: 'SCG' },
      { name: 'Southern Cross Ballarat', city: 'Ballarat', state: 'VIC', code: 'SCB' },
      { name: 'Southern Cross Albury', city: 'Albury', state: 'NSW', code: 'SCA' },
    ],
  },
  {
    name: 'Bayside Ford',
    slug: 'bayside-ford',
    franchises: ['Ford'],
    weight: 4,
    locations: [
      { name: 'Bayside Ford Capalaba', city: 'Capalaba', state: 'QLD', code: 'BFC' },
      { name: 'Bayside Ford Gold Coast', city: 'Southport', state: 'QLD', code: 'BFG' },
    ],
  },
  {
    name: 'Swan Valley Nissan Mitsubishi',
    slug: 'swan-valley',
    franchises: ['Nissan', 'Mitsubishi', 'Isuzu'],
    weight: 4,
    locations: [
      { name: 'Swan Valley Midland', city: 'Midland', state: 'WA', code: 'SVM' },
      { name: 'Swan Valley Joondalup', city: 'Joondalup', state: 'WA', code: 'SVJ' },
    ],
  },
  {
    name: 'Adelaide Hills Prestige',
    slug: 'adelaide-hills-prestige',
    franchises: ['Mercedes-Benz', 'Land Rover'],
    weight: 3,
    locations: [{ name: 'Adelaide Hills Prestige Mount Barker', city: 'Mount Barker', state: 'SA', code: 'AHP' }],
  },
  {
    name: 'Capital Auto Group',
    slug: 'capital-auto-group',
    franchises: ['Volkswagen', 'Subaru', 'Honda', 'Suzuki'],
    weight: 3,
    locations: [
      { name: 'Capital Auto Fyshwick', city: 'Fyshwick', state: 'ACT', code: 'CAF' },
      { name: 'Capital Auto Queanbeyan', city: 'Queanbeyan', state: 'NSW', code: 'CAQ' },
    ],
  },
  {
    name: 'Top End Motors',
    slug: 'top-end-motors',
    franchises: ['Toyota', 'Isuzu', 'GWM'],
    weight: 2,
    locations: [{ name: 'Top End Motors Darwin', city: 'Darwin', state: 'NT', code: 'TEM' }],
  },
  {
    name: 'Derwent EV Centre',
    slug: 'derwent-ev',
    franchises: ['Tesla', 'BYD', 'MG'],
    weight: 2,
    locations: [{ name: 'Derwent EV Centre Hobart', city: 'Hobart', state: 'TAS', code: 'DEV' }],
  },
]

const colours = [
  ['White', 30],
  ['Black', 14],
  ['Silver', 13],
  ['Grey', 15],
  ['Blue', 9],
  ['Red', 7],
  ['Green', 3],
  ['Orange', 2],
  ['Bronze', 2],
  ['Yellow', 1],
] as const

const features = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  '360 Camera',
  'Adaptive Cruise Control',
  'Sunroof',
  'Leather Seats',
  'Heated Seats',
  'Tow Bar',
  'Bull Bar',
  'Roof Racks',
  'Satellite Navigation',
  'Keyless Entry',
] as const

const tags = ['Price Drop', 'One Owner', 'Low Kms', 'Full Service History'] as const

// ---------------------------------------------------------------------------------------------
// Records

const defaultReferenceDate = new Date(Date.UTC(2026, 0, 15))
const secondsPerDay = 86_400

/** Prices end in 990, as dealers advertise them. */
function dealerPrice(amount: number): number {
  return Math.max(1990, Math.round(amount / 1000) * 1000 - 10)
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** `count` distinct items, by a partial Fisher-Yates shuffle. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items]
  for (let index = 0; index < count && index < pool.length - 1; index++) {
    const swapWith = random.integer(index, pool.length - 1)
    ;[pool[index], pool[swapWith]] = [pool[swapWith] as T, pool[index] as T]
  }
  return pool.slice(0, count)
}

function pickModel(random: Random, make: MakeSpec): ModelSpec {
  return random.weighted(make.models.map((model) => [model, model.weight] as const))
}

function makeSpec(name: string): MakeSpec {
  const found = carCatalogue.find((make) => make.make === name)
  if (!found) throw new Error(`Unknown make in dealership franchises: ${name}`)
  return found
}

function generateCar(random: Random, index: number, referenceSeconds: number, referenceYear: number): CarStockRecord {
  const dealership = random.weighted(dealerships.map((each) => [each, each.weight] as const))
  const location = random.pick(dealership.locations)
  const carType = random.weighted<CarType>([
    ['used', 55],
    ['new', 35],
    ['demo', 10],
  ])
  const make =
    carType === 'used'
      ? random.weighted(carCatalogue.map((each) => [each, each.weight] as const))
      : makeSpec(random.pick(dealership.franchises))
  const model = pickModel(random, make)
  const badge = random.pick(model.badges)

  const age = carType === 'new' ? 0 : carType === 'demo' ? random.integer(0, 1) : 1 + (Math.floor(-Math.log(1 - random.next()) * 4) % 15)
  const year = referenceYear - age
  const newPrice = random.integer(model.price[0], model.price[1])
  // Australian used prices hold up: roughly 10% a year, flattening out at about a quarter of new.
  const depreciation = carType === 'used' ? Math.max(0.25, 0.9 ** age) * (0.9 + random.next() * 0.2) : carType === 'demo' ? 0.93 : 1
  const price = dealerPrice(newPrice * depreciation)
  const km =
    carType === 'new'
      ? random.integer(5, 50)
      : carType === 'demo'
        ? random.integer(1000, 15000)
        : Math.round(age * random.integer(8000, 22000) + random.integer(0, 999))

  const status = random.weighted<CarStatus>([
    ['in_stock', 78],
    ['sold', 14],
    ['coming_soon', 8],
  ])
  const createdAt = referenceSeconds - random.integer(0, 240) * secondsPerDay - random.integer(0, secondsPerDay - 1)
  const soldAt = status === 'sold' ? Math.min(referenceSeconds, createdAt + random.integer(3, 90) * secondsPerDay) : null
  const fuel = random.weighted(model.fuels)
  const manualShare = (model.manual ?? 0) * (carType === 'used' ? 1.5 : 1)
  const transmission = fuel === 'Electric' || !random.chance(manualShare) ? 'Automatic' : 'Manual'
  const stocknum = `${location.code}${String(10000 + index)}`
  const name = `${year} ${make.make} ${model.model} ${badge}`
  const featureCount = random.integer(2, 6)
  const carFeatures = sample(random, features, featureCount).sort()
  const id = index + 1

  const record: CarStockRecord = {
    objectID: String(id),
    id,
    slug: slugify(`${name} ${stocknum}`),
    name,
    make: make.make,
    model: model.model,
    badge,
    make_model: `${make.make} ${model.model}`,
    car_type: carType,
    status,
    price,
    km,
    year,
    body: model.body,
    fuel,
    transmission,
    drive: random.pick(model.drives),
    colour: random.weighted(colours),
    seats: random.pick(model.seats),
    state: location.state,
    city: location.city,
    location_name: location.name,
    dealership_name: dealership.name,
    dealership_slug: dealership.slug,
    certified: carType === 'used' && age <= 5 && random.chance(0.4),
    custom_rank: random.integer(0, 1000),
    created_at_timestamp: createdAt,
    sold_date_timestamp: soldAt,
    show_on_dealer_website: random.chance(0.94),
    stocknum,
    filtered_features: carFeatures,
    photos_count: status === 'coming_soon' ? random.integer(0, 3) : random.integer(8, 40),
  }
  if (carType === 'used' && random.chance(0.2)) record.tag = random.pick(tags)
  if (random.chance(0.05)) record._tags = ['featured']
  return record
}

/** `count` cars; the same options always give the same cars. */
export function generateStock(count: number, options: GenerateStockOptions = {}): CarStockRecord[] {
  const random = seededRandom(options.seed ?? 20_261_121)
  const reference = options.referenceDate ?? defaultReferenceDate
  const referenceSeconds = Math.floor(reference.getTime() / 1000)
  const referenceYear = reference.getUTCFullYear()
  const cars: CarStockRecord[] = []
  for (let index = 0; index < count; index++) cars.push(generateCar(random, index, referenceSeconds, referenceYear))
  return cars
}
