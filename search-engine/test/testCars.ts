/**
 * Cars for the engine's own tests (test-only; not part of the package's front door): any number, the
 * same every run for a seed. Kept apart from the demo stock generator in tenant-seeds, which the engine
 * must not depend on. What matters here is variety for the queries to find: hyphenated and two-word
 * makes and models (x-trail, Land Rover), badges shared across models, repeated and missing numbers,
 * multi-valued features, tags, and a few unlisted cars.
 */

export interface TestRandom {
  /** Uniform in [0, 1). */
  next(): number
  integer(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

/** mulberry32: tiny, fast and good enough for test data. */
export function seededRandom(seed: number): TestRandom {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  }
}

/** A type alias (not an interface) so it satisfies the index's `SearchRecord` index signature. */
export type TestCar = {
  objectID: string
  id: number
  slug: string
  name: string
  make: string
  model: string
  badge: string
  make_model: string
  car_type: 'new' | 'used' | 'demo'
  status: 'in_stock' | 'sold' | 'coming_soon'
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

// [model, body, badges, new price range in thousands, fuels, drives, seats]
type ModelRow = readonly [
  string,
  string,
  readonly string[],
  readonly [number, number],
  readonly string[],
  readonly string[],
  readonly number[],
]
// [make, how common it is on used lots, models]
const catalogue: ReadonlyArray<readonly [string, number, readonly ModelRow[]]> = [
  [
    'Toyota',
    4,
    [
      ['HiLux', 'ute', ['WorkMate', 'SR', 'SR5', 'Rogue', 'GR Sport'], [34, 78], ['Diesel', 'Petrol'], ['4WD', '2WD'], [5, 2]],
      ['RAV4', 'suv', ['GX', 'GXL', 'Cruiser', 'Edge'], [38, 58], ['Hybrid', 'Petrol'], ['AWD', 'FWD'], [5]],
      ['Corolla', 'hatch', ['Ascent Sport', 'SX', 'ZR'], [28, 40], ['Hybrid', 'Petrol'], ['FWD'], [5]],
      ['LandCruiser', 'suv', ['GX', 'GXL', 'Sahara', 'GR Sport'], [95, 150], ['Diesel'], ['4WD'], [7, 5]],
    ],
  ],
  [
    'Mazda',
    2,
    [
      ['CX-5', 'suv', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP'], [36, 55], ['Petrol'], ['FWD', 'AWD'], [5]],
      ['CX-3', 'suv', ['Neo Sport', 'Maxx Sport', 'Akari'], [28, 40], ['Petrol'], ['FWD'], [5]],
      ['BT-50', 'ute', ['XS', 'XT', 'GT', 'Thunder'], [38, 70], ['Diesel'], ['4WD', '2WD'], [5]],
    ],
  ],
  [
    'Ford',
    3,
    [
      ['Ranger', 'ute', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], [38, 90], ['Diesel', 'PHEV'], ['4WD', '2WD'], [5, 2]],
      ['Everest', 'suv', ['Ambiente', 'Trend', 'Sport', 'Platinum'], [55, 85], ['Diesel'], ['4WD', 'RWD'], [7]],
      ['Mustang', 'coupe', ['GT', 'Dark Horse'], [70, 100], ['Petrol'], ['RWD'], [4]],
    ],
  ],
  [
    'Land Rover',
    1,
    [
      ['Defender', 'suv', ['90 S', '110 SE', '130 Outbound'], [95, 180], ['Diesel', 'Petrol', 'PHEV'], ['4WD'], [5, 7]],
      ['Range Rover Sport', 'suv', ['SE', 'Dynamic HSE', 'Autobiography'], [150, 250], ['Diesel', 'PHEV'], ['4WD'], [5]],
      ['Discovery Sport', 'suv', ['S', 'Dynamic SE'], [75, 95], ['Diesel', 'Petrol'], ['AWD'], [7]],
    ],
  ],
  [
    'Mercedes-Benz',
    1,
    [
      ['C-Class', 'sedan', ['C200', 'C300', 'C43 AMG'], [80, 130], ['Petrol'], ['RWD', 'AWD'], [5]],
      ['GLC', 'suv', ['GLC200', 'GLC300'], [90, 140], ['Petrol'], ['AWD'], [5]],
      ['EQA', 'suv', ['EQA250', 'EQA350'], [80, 95], ['Electric'], ['FWD', 'AWD'], [5]],
    ],
  ],
  [
    'Kia',
    2,
    [
      ['Sportage', 'suv', ['S', 'SX', 'SX+', 'GT-Line'], [35, 55], ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], [5]],
      ['Carnival', 'people mover', ['S', 'Sport', 'GT-Line', 'Platinum'], [50, 75], ['Diesel', 'Petrol', 'Hybrid'], ['FWD'], [8]],
      ['EV6', 'suv', ['Air', 'GT-Line', 'GT'], [72, 100], ['Electric'], ['RWD', 'AWD'], [5]],
    ],
  ],
  [
    'Hyundai',
    2,
    [
      ['i30', 'hatch', ['Active', 'Elite', 'N Line', 'N'], [27, 50], ['Petrol'], ['FWD'], [5]],
      ['Tucson', 'suv', ['Elite', 'Highlander', 'N Line'], [36, 58], ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], [5]],
    ],
  ],
  [
    'Nissan',
    2,
    [
      ['X-Trail', 'suv', ['ST', 'ST-L', 'Ti', 'Ti-L', 'N-Trek'], [38, 60], ['Petrol', 'Hybrid'], ['FWD', 'AWD'], [5, 7]],
      ['Navara', 'ute', ['SL', 'ST', 'ST-X', 'PRO-4X'], [36, 70], ['Diesel'], ['4WD', '2WD'], [5, 2]],
    ],
  ],
  ['Isuzu', 1, [['D-Max', 'ute', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], [36, 72], ['Diesel'], ['4WD', '2WD'], [5, 2]]]],
  [
    'Tesla',
    1,
    [
      ['Model 3', 'sedan', ['RWD', 'Long Range', 'Performance'], [55, 85], ['Electric'], ['RWD', 'AWD'], [5]],
      ['Model Y', 'suv', ['RWD', 'Long Range', 'Performance'], [60, 90], ['Electric'], ['RWD', 'AWD'], [5, 7]],
    ],
  ],
  [
    'MG',
    1,
    [
      ['MG3', 'hatch', ['Vibe', 'Excite', 'Hybrid+ Essence'], [20, 30], ['Petrol', 'Hybrid'], ['FWD'], [5]],
      ['ZS', 'suv', ['Vibe', 'Excite', 'Essence'], [25, 45], ['Petrol', 'Electric'], ['FWD'], [5]],
    ],
  ],
]

// [dealership, slug, location, city, state, stock number prefix, makes it sells new and as demonstrators]
const yards = [
  ['Harbourside Toyota', 'harbourside-toyota', 'Harbourside Toyota Parramatta', 'Parramatta', 'NSW', 'HTP', ['Toyota']],
  [
    'Southern Cross Motor Group',
    'southern-cross-motors',
    'Southern Cross Dandenong',
    'Dandenong',
    'VIC',
    'SCD',
    ['Mazda', 'Kia', 'Hyundai', 'MG'],
  ],
  [
    'Southern Cross Motor Group',
    'southern-cross-motors',
    'Southern Cross Geelong',
    'Geelong',
    'VIC',
    'SCG',
    ['Mazda', 'Kia', 'Hyundai', 'MG'],
  ],
  [
    'Southern Cross Motor Group',
    'southern-cross-motors',
    'Southern Cross Albury',
    'Albury',
    'NSW',
    'SCA',
    ['Mazda', 'Kia', 'Hyundai', 'MG'],
  ],
  ['Bayside Ford', 'bayside-ford', 'Bayside Ford Capalaba', 'Capalaba', 'QLD', 'BFC', ['Ford']],
  ['Swan Valley Nissan Isuzu', 'swan-valley', 'Swan Valley Midland', 'Midland', 'WA', 'SVM', ['Nissan', 'Isuzu']],
  [
    'Adelaide Hills Prestige',
    'adelaide-hills-prestige',
    'Adelaide Hills Prestige Mount Barker',
    'Mount Barker',
    'SA',
    'AHP',
    ['Mercedes-Benz', 'Land Rover'],
  ],
  ['Capital Auto Group', 'capital-auto-group', 'Capital Auto Fyshwick', 'Fyshwick', 'ACT', 'CAF', ['Kia', 'Hyundai']],
  ['Top End Motors', 'top-end-motors', 'Top End Motors Darwin', 'Darwin', 'NT', 'TEM', ['Toyota', 'Isuzu']],
  ['Derwent EV Centre', 'derwent-ev', 'Derwent EV Centre Hobart', 'Hobart', 'TAS', 'DEV', ['Tesla', 'MG']],
] as const

/** Used cars of any make, the common ones more often. */
const usedMakes = catalogue.flatMap((entry) => Array.from({ length: entry[1] }, () => entry))

function franchiseMake(make: string): (typeof catalogue)[number] {
  const found = catalogue.find((entry) => entry[0] === make)
  if (!found) throw new Error(`No models for the franchise ${make}`)
  return found
}

const colours = ['White', 'White', 'White', 'Black', 'Silver', 'Grey', 'Grey', 'Blue', 'Red', 'Green', 'Orange'] as const
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
  'Keyless Entry',
] as const
const tags = ['Price Drop', 'One Owner', 'Low Kms', 'Full Service History'] as const
const secondsPerDay = 86_400

/** `count` cars; the same arguments always give the same cars. `now` (Unix seconds) dates them. */
export function testCars(count: number, seed = 1, now = Date.UTC(2026, 0, 15) / 1000): TestCar[] {
  const random = seededRandom(seed)
  const thisYear = new Date(now * 1000).getUTCFullYear()
  const cars: TestCar[] = []
  for (let index = 0; index < count; index++) {
    const yard = random.pick(yards)
    const carType = random.chance(0.55) ? 'used' : random.chance(0.75) ? 'new' : 'demo'
    const [make, , models] = carType === 'used' ? random.pick(usedMakes) : franchiseMake(random.pick<string>(yard[6]))
    const [model, body, badges, [low, high], fuels, drives, seats] = random.pick(models)
    const badge = random.pick(badges)
    const age = carType === 'new' ? 0 : carType === 'demo' ? random.integer(0, 1) : random.integer(1, 14)
    const year = thisYear - age
    // Whole thousands less 10, as dealers advertise: many cars share a price, so sorts meet ties.
    const price = Math.max(1990, Math.round(random.integer(low, high) * Math.max(0.25, 0.9 ** age)) * 1000 - 10)
    const km =
      carType === 'new' ? random.integer(5, 50) : carType === 'demo' ? random.integer(1000, 15000) : age * random.integer(8000, 22000)
    const status = random.chance(0.78) ? 'in_stock' : random.chance(0.6) ? 'sold' : 'coming_soon'
    const createdAt = now - random.integer(0, 240) * secondsPerDay - random.integer(0, secondsPerDay - 1)
    const fuel = random.pick(fuels)
    const stocknum = `${yard[5]}${10000 + index}`
    const name = `${year} ${make} ${model} ${badge}`
    const carFeatures = features.filter(() => random.chance(0.3))
    const car: TestCar = {
      objectID: String(index + 1),
      id: index + 1,
      slug: `${name} ${stocknum}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      make,
      model,
      badge,
      make_model: `${make} ${model}`,
      car_type: carType,
      status,
      price,
      km,
      year,
      body,
      fuel,
      transmission: fuel !== 'Electric' && random.chance(0.1) ? 'Manual' : 'Automatic',
      drive: random.pick(drives),
      colour: random.pick(colours),
      seats: random.pick(seats),
      state: yard[4],
      city: yard[3],
      location_name: yard[2],
      dealership_name: yard[0],
      dealership_slug: yard[1],
      certified: carType === 'used' && age <= 5 && random.chance(0.4),
      custom_rank: random.integer(0, 1000),
      created_at_timestamp: createdAt,
      sold_date_timestamp: status === 'sold' ? Math.min(now, createdAt + random.integer(3, 90) * secondsPerDay) : null,
      show_on_dealer_website: random.chance(0.94),
      stocknum,
      filtered_features: carFeatures,
      photos_count: status === 'coming_soon' ? random.integer(0, 3) : random.integer(8, 40),
    }
    if (carType === 'used' && random.chance(0.2)) car.tag = random.pick(tags)
    if (random.chance(0.05)) car._tags = ['featured']
    cars.push(car)
  }
  return cars
}
