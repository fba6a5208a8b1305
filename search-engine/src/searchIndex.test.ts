import { describe, expect, it } from '@jest/globals'

import { SearchRequestError } from './errors'
import { carIndexResolver, runQueries } from './multiQuery'
import type { SearchRecord } from './response'
import { buildIndex } from './searchIndex'
import { type IndexSettings, carIndexSettings } from './settings'
import { sortForIndexName } from './sorting'

interface Car extends SearchRecord {
  make: string
  model: string
  badge?: string
  name: string
  stocknum: string
  price?: number
  km?: number
  year: number
  body: string
  car_type: string
  status: string
  custom_rank: number
  created_at_timestamp: number
  certified: boolean
  show_on_dealer_website: boolean
  filtered_features?: string[]
  _tags?: string[]
}

function car(objectID: string, fields: Partial<Car> & Pick<Car, 'make' | 'model'>): Car {
  return {
    objectID,
    name: `${fields.year ?? 2020} ${fields.make} ${fields.model} ${fields.badge ?? ''}`.trim(),
    stocknum: `ST${objectID.padStart(4, '0')}`,
    year: 2020,
    body: 'suv',
    car_type: 'used',
    status: 'in_stock',
    custom_rank: 0,
    created_at_timestamp: 1_700_000_000,
    certified: false,
    show_on_dealer_website: true,
    ...fields,
  }
}

// One car a line, read as a table: Prettier would spread the longer ones over a dozen lines.
// prettier-ignore
const fleet: Car[] = [
  car('1', { make: 'Toyota', model: 'HiLux', badge: 'SR5', price: 45990, km: 30000, year: 2021, body: 'ute', custom_rank: 50, certified: true, filtered_features: ['Tow Bar', 'Apple CarPlay'] }),
  car('2', { make: 'Toyota', model: 'HiLux', badge: 'SR', price: 38990, km: 60000, year: 2019, body: 'ute', custom_rank: 90 }),
  car('3', { make: 'Toyota', model: 'RAV4', badge: 'GXL', price: 41990, km: 12000, year: 2023, custom_rank: 70, car_type: 'demo', filtered_features: ['Apple CarPlay'] }),
  car('4', { make: 'Nissan', model: 'X-Trail', badge: 'ST-L', price: 36990, km: 45000, year: 2020, custom_rank: 60, status: 'sold' }),
  car('5', { make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', price: 39990, km: 20, year: 2026, custom_rank: 80, car_type: 'new', _tags: ['featured'] }),
  car('6', { make: 'Land Rover', model: 'Defender', badge: '110 SE', price: 129990, km: 8000, year: 2024, custom_rank: 10, status: 'coming_soon' }),
  car('7', { make: 'Mazda', model: 'BT-50', badge: 'XT', km: 70000, year: 2018, body: 'ute', custom_rank: 40, show_on_dealer_website: false }),
  car('8', { make: 'Kia', model: 'Sportage', badge: 'GT-Line', price: 38990, year: 2022, custom_rank: 90, filtered_features: ['Sunroof', 'Tow Bar'] }),
]

function fleetIndex(settings: IndexSettings = carIndexSettings) {
  return buildIndex(fleet, settings)
}

const ids = (response: { hits: Array<{ objectID: string }> }) => response.hits.map((hit) => hit.objectID)

describe('facets', () => {
  it('counts values over the matching records, most frequent first, ties by value', () => {
    const response = fleetIndex().search({ facets: ['make', 'body'], hitsPerPage: 0 })
    expect(Object.entries(response.facets?.make ?? {})).toEqual([
      ['Toyota', 3],
      ['Mazda', 2],
      ['Kia', 1],
      ['Land Rover', 1],
      ['Nissan', 1],
    ])
    expect(response.facets?.body).toEqual({ suv: 5, ute: 3 })
  })

  it('counts after filtering, and omits attributes with no values', () => {
    const response = fleetIndex().search({ filters: 'body:ute', facets: ['make', 'tag'] })
    expect(response.facets).toEqual({ make: { Toyota: 2, Mazda: 1 } })
  })

  it('keeps maxValuesPerFacet values, choosing by count then value', () => {
    const index = fleetIndex()
    expect(Object.entries(index.search({ facets: ['make'], maxValuesPerFacet: 2 }).facets?.make ?? {})).toEqual([
      ['Toyota', 3],
      ['Mazda', 2],
    ])
    expect(Object.entries(index.search({ facets: ['make'], maxValuesPerFacet: 4 }).facets?.make ?? {})).toEqual([
      ['Toyota', 3],
      ['Mazda', 2],
      ['Kia', 1],
      ['Land Rover', 1],
    ])
    expect(index.search({ facets: ['price'], maxValuesPerFacet: 1 }).facets?.price).toEqual({ '38990': 2 })
  })

  it('counts each value of a multi-valued attribute and filters on any of them', () => {
    const index = fleetIndex()
    expect(index.search({ facets: ['filtered_features'] }).facets?.filtered_features).toEqual({
      'Apple CarPlay': 2,
      'Tow Bar': 2,
      Sunroof: 1,
    })
    expect(ids(index.search({ facetFilters: ['filtered_features:Tow Bar'] }))).toEqual(['8', '1'])
  })

  it("answers ['*'] with every countable facet, never filter-only ones", () => {
    const facets = fleetIndex().search({ facets: ['*'] }).facets ?? {}
    expect(Object.keys(facets)).toEqual(expect.arrayContaining(['make', 'model', 'body', 'price', 'year', 'certified']))
    expect(facets).not.toHaveProperty('stocknum')
    expect(facets.certified).toEqual({ false: 7, true: 1 })
  })

  it('ignores facets that are not faceting attributes', () => {
    expect(fleetIndex().search({ facets: ['custom_rank', 'stocknum', 'nope'] }).facets).toEqual({})
  })
})

describe('facets_stats', () => {
  it('gives min, max, avg and sum of numeric facets over the matches, skipping records without a number', () => {
    const response = fleetIndex().search({ filters: 'make:Toyota OR make:Mazda', facets: ['price', 'km', 'make'] })
    expect(response.facets_stats).toEqual({
      price: { min: 38990, max: 45990, avg: (45990 + 38990 + 41990 + 39990) / 4, sum: 45990 + 38990 + 41990 + 39990 },
      km: { min: 20, max: 70000, avg: (30000 + 60000 + 12000 + 20 + 70000) / 5, sum: 30000 + 60000 + 12000 + 20 + 70000 },
    })
  })

  it('is left out when no numeric facet is asked for or nothing matches', () => {
    expect(fleetIndex().search({ facets: ['make'] }).facets_stats).toBeUndefined()
    expect(fleetIndex().search({ facets: ['price'], filters: 'make:Holden' }).facets_stats).toBeUndefined()
  })
})

describe('pagination', () => {
  it('pages with hitsPerPage and page, and counts pages', () => {
    const index = fleetIndex()
    const first = index.search({ hitsPerPage: 3 })
    expect(first).toMatchObject({ nbHits: 8, page: 0, nbPages: 3, hitsPerPage: 3 })
    expect(ids(first)).toEqual(['2', '8', '5'])
    expect(ids(index.search({ hitsPerPage: 3, page: 2 }))).toEqual(['7', '6'])
    expect(ids(index.search({ hitsPerPage: 3, page: 3 }))).toEqual([])
  })

  it('defaults to 20 hits per page', () => {
    expect(fleetIndex().search({})).toMatchObject({ hitsPerPage: 20, page: 0, nbPages: 1 })
  })

  it('takes offset and length instead of pages', () => {
    const response = fleetIndex().search({ offset: 2, length: 3 })
    expect(ids(response)).toEqual(['5', '3', '4'])
    expect(response).toMatchObject({ offset: 2, length: 3, hitsPerPage: 3, page: 0, nbHits: 8 })
    expect(ids(fleetIndex().search({ offset: 7, length: 5 }))).toEqual(['6'])
  })

  it('answers hitsPerPage 0 with counts and no hits', () => {
    const response = fleetIndex().search({ hitsPerPage: 0, facets: ['make'] })
    expect(response).toMatchObject({ hits: [], nbHits: 8, nbPages: 0 })
    expect(response.facets?.make?.Toyota).toBe(3)
  })

  it('never returns hits past paginationLimitedTo', () => {
    const index = fleetIndex({ ...carIndexSettings, paginationLimitedTo: 5 })
    expect(index.search({ hitsPerPage: 2 })).toMatchObject({ nbHits: 8, nbPages: 3 })
    expect(ids(index.search({ hitsPerPage: 2, page: 2 }))).toEqual(['4'])
  })

  it('reads numbers sent as strings, and rejects bad values with a 400', () => {
    expect(fleetIndex().search({ hitsPerPage: '2', page: '1' })).toMatchObject({ page: 1, hitsPerPage: 2 })
    for (const params of [
      { hitsPerPage: 1001 },
      { hitsPerPage: -1 },
      { page: 'x' },
      { page: 1.5 },
      { maxValuesPerFacet: 0 },
      { offset: -3 },
    ]) {
      expect(() => fleetIndex().search(params)).toThrow(SearchRequestError)
    }
    expect(() => fleetIndex().search({ hitsPerPage: 1001 })).toThrow(
      'Invalid value for "hitsPerPage": expected an integer between 0 and 1000, got 1001',
    )
  })
})

describe('sorting', () => {
  const index = fleetIndex()
  const sorted = (indexName: string, params = {}) => ids(index.search(params, { sort: sortForIndexName(indexName) }))

  it('ranks the primary index by custom_rank desc, then objectID', () => {
    expect(sorted('Car_production')).toEqual(['2', '8', '5', '3', '4', '1', '7', '6'])
    expect(ids(index.search({}))).toEqual(sorted('Car_production'))
  })

  it('sorts each replica by its attribute, custom rank breaking ties, missing values last', () => {
    expect(sorted('Car_production_price_asc')).toEqual(['4', '2', '8', '5', '3', '1', '6', '7'])
    expect(sorted('Car_production_price_desc')).toEqual(['6', '1', '3', '5', '2', '8', '4', '7'])
    expect(sorted('Car_production_km_asc')).toEqual(['5', '6', '3', '1', '4', '2', '7', '8'])
    expect(sorted('Car_production_km_desc')).toEqual(['7', '2', '4', '1', '3', '6', '5', '8'])
    expect(sorted('Car_production_year_desc')).toEqual(['5', '6', '3', '8', '1', '4', '2', '7'])
  })

  it('sorts the created replica newest first', () => {
    const dated = buildIndex(fleet.map((each, position) => ({ ...each, created_at_timestamp: 1_700_000_000 + position * 60 })))
    expect(ids(dated.search({}, { sort: sortForIndexName('Car_production_created_desc') }))).toEqual([
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ])
  })

  it('maps index names to sorts, and unknown names to none', () => {
    expect(sortForIndexName('Car_production_price_asc')).toEqual({
      beforeRelevance: [{ attribute: 'price', direction: 'asc' }],
      afterRelevance: [{ attribute: 'custom_rank', direction: 'desc' }],
    })
    expect(sortForIndexName('Car_production')).toEqual({
      beforeRelevance: [],
      afterRelevance: [{ attribute: 'custom_rank', direction: 'desc' }],
    })
    expect(sortForIndexName('Car_production_colour_asc')).toBeUndefined()
    expect(sortForIndexName('Car_staging')).toBeUndefined()
  })
})

describe('text query', () => {
  const index = fleetIndex()

  it('matches prefixes of the last word', () => {
    expect(ids(index.search({ query: 'toy' }))).toEqual(['2', '3', '1'])
    expect(ids(index.search({ query: 'land rov' }))).toEqual(['6'])
  })

  it('tolerates typos', () => {
    expect(ids(index.search({ query: 'toyta' }))).toEqual(['2', '3', '1'])
    expect(ids(index.search({ query: 'defnder' }))).toEqual(['6'])
    expect(ids(index.search({ query: 'tayto' }))).toEqual([])
  })

  it('finds hyphenated models as x-trail, xtrail and x trail', () => {
    for (const query of ['x-trail', 'xtrail', 'x trail', 'X-TRAIL', 'nissan xtrail st-l'])
      expect(ids(index.search({ query }))).toEqual(['4'])
    expect(ids(index.search({ query: 'cx5' }))).toEqual(['5'])
  })

  it('searches stock numbers by prefix', () => {
    expect(ids(index.search({ query: 'st0004' }))).toEqual(['4'])
  })

  it('ranks better matches first, then by custom rank', () => {
    // "sr" is exact for car 2 (SR) and a prefix for car 1 (SR5).
    expect(ids(index.search({ query: 'hilux sr' }))).toEqual(['2', '1'])
    expect(ids(index.search({ query: 'hilux sr5' }))).toEqual(['1'])
  })

  it('keeps the replica order first, relevance second', () => {
    const sort = sortForIndexName('Car_production_price_desc')
    expect(ids(index.search({ query: 'hilux sr' }, { sort }))).toEqual(['1', '2'])
  })

  it('echoes the query and combines it with filters', () => {
    const response = index.search({ query: 'toyota', filters: 'car_type:demo' })
    expect(response.query).toBe('toyota')
    expect(ids(response)).toEqual(['3'])
  })
})

describe('filters on the index', () => {
  const index = fleetIndex()

  it('match facet values case-insensitively and tags case-sensitively', () => {
    expect(ids(index.search({ filters: 'make:"land rover"' }))).toEqual(['6'])
    expect(ids(index.search({ filters: '_tags:featured' }))).toEqual(['5'])
    expect(ids(index.search({ filters: '_tags:Featured' }))).toEqual([])
    expect(ids(index.search({ filters: 'featured' }))).toEqual(['5'])
  })

  it('combine filters, facetFilters, numericFilters and tagFilters with AND', () => {
    const response = index.search({
      filters: '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true',
      facetFilters: [['make:Toyota', 'make:Kia']],
      numericFilters: ['price>=38000', 'price<=42000'],
    })
    expect(ids(response)).toEqual(['2', '8', '3'])
    expect(ids(index.search({ tagFilters: ['-featured'], facetFilters: ['make:Mazda'] }))).toEqual(['7'])
  })

  it('never match a missing number, even with !=; NOT does include it', () => {
    expect(ids(index.search({ filters: 'make:Mazda AND price != 1' }))).toEqual(['5'])
    expect(ids(index.search({ filters: 'make:Mazda AND NOT price = 1' }))).toEqual(['5', '7'])
  })

  it('compare strictly with > and <, so a record exactly at the bound is dropped (price > 0 leaves out price-0 cars)', () => {
    const priced = buildIndex([
      car('free', { make: 'Kia', model: 'Rio', price: 0 }),
      car('one', { make: 'Kia', model: 'Rio', price: 1 }),
      car('unpriced', { make: 'Kia', model: 'Rio' }),
      car('dear', { make: 'Kia', model: 'Rio', price: 50000 }),
    ])
    const matched = (params: Parameters<typeof priced.search>[0]) => ids(priced.search(params)).sort()
    expect(matched({ filters: 'price > 0' })).toEqual(['dear', 'one'])
    expect(matched({ numericFilters: ['price>0'] })).toEqual(['dear', 'one'])
    expect(matched({ filters: 'price >= 0' })).toEqual(['dear', 'free', 'one'])
    expect(matched({ filters: 'price < 50000' })).toEqual(['free', 'one'])
    expect(matched({ filters: 'price <= 50000' })).toEqual(['dear', 'free', 'one'])
  })

  it('match nothing on unknown attributes rather than failing', () => {
    expect(index.search({ filters: 'colour:Red' }).nbHits).toBe(0)
    expect(index.search({ numericFilters: ['weight>1'] }).nbHits).toBe(0)
  })

  it('turn malformed filters into a 400', () => {
    expect(() => index.search({ filters: 'make:Toyota AND' })).toThrow(SearchRequestError)
  })
})

describe('retrieval and response', () => {
  it('returns copies trimmed to attributesToRetrieve, objectID always', () => {
    const index = fleetIndex()
    const [hit] = index.search({ attributesToRetrieve: ['make', 'price'], hitsPerPage: 1 }).hits
    expect(hit).toEqual({ objectID: '2', make: 'Toyota', price: 38990 })
    const [all] = index.search({ attributesToRetrieve: ['*', '-stocknum'], hitsPerPage: 1 }).hits
    expect(all).not.toHaveProperty('stocknum')
    expect(all).toHaveProperty('model', 'HiLux')
    const [copy] = index.search({ hitsPerPage: 1 }).hits
    if (copy) copy.make = 'Changed'
    expect(index.get('2')?.make).toBe('Toyota')
  })

  it('has the Algolia shape and echoes params URL-encoded', () => {
    const response = fleetIndex().search({ query: 'toyota hilux', facets: ['make'], hitsPerPage: 2 })
    expect(response).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 2,
      query: 'toyota hilux',
      params: 'query=toyota%20hilux&facets=%5B%22make%22%5D&hitsPerPage=2',
      exhaustiveFacetsCount: true,
    })
    expect(typeof response.processingTimeMS).toBe('number')
  })
})

describe('upsert and remove', () => {
  it('shows a new record at once, in filters, facets, text and every sort', () => {
    const index = fleetIndex()
    index.search({ filters: 'make:Holden' })
    index.upsert(car('9', { make: 'Holden', model: 'Commodore', price: 9990, km: 150000, year: 2012, custom_rank: 100 }))
    expect(ids(index.search({ filters: 'make:Holden' }))).toEqual(['9'])
    expect(ids(index.search({ query: 'commodore' }))).toEqual(['9'])
    expect(index.search({ facets: ['make'] }).facets?.make?.Holden).toBe(1)
    expect(ids(index.search({ hitsPerPage: 1 }))).toEqual(['9'])
    expect(ids(index.search({ hitsPerPage: 1 }, { sort: sortForIndexName('Car_production_price_asc') }))).toEqual(['9'])
    expect(ids(index.search({ hitsPerPage: 1 }, { sort: sortForIndexName('Car_production_km_desc') }))).toEqual(['9'])
    expect(index.size).toBe(9)
  })

  it('replaces a record in place, dropping its old values everywhere', () => {
    const index = fleetIndex()
    expect(index.search({ filters: 'status:sold' }).nbHits).toBe(1)
    index.upsert({
      ...(index.get('4') as Car),
      model: 'Navara',
      badge: 'PRO-4X',
      name: '2020 Nissan Navara PRO-4X',
      status: 'in_stock',
      price: 59990,
      custom_rank: 99,
    })
    expect(index.search({ filters: 'status:sold' }).nbHits).toBe(0)
    expect(ids(index.search({ query: 'x-trail' }))).toEqual([])
    expect(ids(index.search({ query: 'navara pro-4x' }))).toEqual(['4'])
    expect(ids(index.search({ hitsPerPage: 1 }))).toEqual(['4'])
    expect(ids(index.search({ hitsPerPage: 1 }, { sort: sortForIndexName('Car_production_price_desc') }))).toEqual(['6'])
    expect(ids(index.search({ hitsPerPage: 2 }, { sort: sortForIndexName('Car_production_price_desc') }))).toEqual(['6', '4'])
    expect(index.search({ facets: ['model'] }).facets?.model).not.toHaveProperty('X-Trail')
    expect(index.size).toBe(8)
  })

  it('removes a record from every answer and reuses its row', () => {
    const index = fleetIndex()
    expect(index.remove('2')).toBe(true)
    expect(index.remove('2')).toBe(false)
    expect(index.get('2')).toBeUndefined()
    expect(ids(index.search({ query: 'hilux' }))).toEqual(['1'])
    expect(ids(index.search({ filters: 'NOT make:Toyota' }))).not.toContain('2')
    expect(index.search({ filters: 'NOT make:Toyota' }).nbHits).toBe(5)
    expect(index.search({ filters: 'NOT make:Toyota', facets: ['make'] }).facets?.make).not.toHaveProperty('Toyota')
    expect(index.search({ facets: ['make'] }).facets?.make?.Toyota).toBe(2)
    expect(index.search({})).toMatchObject({ nbHits: 7 })
    expect(ids(index.search({}))).toEqual(['8', '5', '3', '4', '1', '7', '6'])
    index.upsert(car('10', { make: 'Suzuki', model: 'Jimny', custom_rank: 95, filtered_features: ['Tow Bar', 'Roof Racks'] }))
    expect(ids(index.search({ hitsPerPage: 2 }))).toEqual(['10', '8'])
    expect(index.search({ facets: ['filtered_features'] }).facets?.filtered_features).toEqual({
      'Tow Bar': 3,
      'Apple CarPlay': 2,
      'Roof Racks': 1,
      Sunroof: 1,
    })
  })

  it('keeps a copy on upsert, so a caller reusing its object cannot corrupt the index', () => {
    const index = fleetIndex()
    const draft = car('11', { make: 'Subaru', model: 'Outback', filtered_features: ['Sunroof'] })
    index.upsert(draft)
    draft.model = 'Forester'
    draft.name = '2020 Subaru Forester'
    draft.filtered_features?.push('Tow Bar')
    expect(ids(index.search({ query: 'outback' }))).toEqual(['11'])
    index.upsert(draft)
    expect(ids(index.search({ query: 'outback' }))).toEqual([])
    expect(ids(index.search({ query: 'forester' }))).toEqual(['11'])
    expect(index.search({ facets: ['filtered_features'], filters: 'make:Subaru' }).facets?.filtered_features).toEqual({
      Sunroof: 1,
      'Tow Bar': 1,
    })
  })

  it('grows past its first capacity', () => {
    const index = buildIndex<Car>([])
    for (let id = 1; id <= 100; id++)
      index.upsert(car(String(id), { make: id % 2 ? 'Kia' : 'MG', model: 'Any', custom_rank: id, filtered_features: ['A', `F${id % 3}`] }))
    expect(index.search({ facets: ['make', 'filtered_features'] }).facets).toEqual({
      make: { Kia: 50, MG: 50 },
      filtered_features: { A: 100, F1: 34, F0: 33, F2: 33 },
    })
    expect(ids(index.search({ hitsPerPage: 2, filters: 'make:MG' }))).toEqual(['100', '98'])
  })

  it('finds numeric attributes by itself when settings do not list them', () => {
    const { numericAttributesForFiltering: _listed, ...settings } = carIndexSettings
    const index = buildIndex(fleet, settings)
    expect(ids(index.search({ numericFilters: ['year>=2024'] }))).toEqual(['5', '6'])
    index.upsert({ ...(index.get('1') as Car), doors: 2 })
    expect(ids(index.search({ filters: 'doors < 4' }))).toEqual(['1'])
  })

  it('makes every numeric attribute filterable, nested ones too, when numericAttributesForFiltering is unset, null or empty', () => {
    for (const numericAttributesForFiltering of [undefined, null, []]) {
      const index = buildIndex(fleet, { ...carIndexSettings, numericAttributesForFiltering })
      expect(ids(index.search({ numericFilters: ['year>=2024'] }))).toEqual(['5', '6'])
      index.upsert({ ...(index.get('2') as Car), quote: { weekly: 120 } })
      expect(ids(index.search({ filters: 'quote.weekly < 200' }))).toEqual(['2'])
    }
  })

  it('filters numerically only on the listed attributes when numericAttributesForFiltering names some, equalOnly ones by = and != only', () => {
    // custom_rank is still a sort key (customRanking), so the index holds its numbers: filters must not read them.
    const index = buildIndex(fleet, { ...carIndexSettings, numericAttributesForFiltering: ['price', 'equalOnly(year)'] })
    expect(ids(index.search({ filters: 'price > 100000' }))).toEqual(['6'])
    expect(ids(index.search({ filters: 'custom_rank >= 90' }))).toEqual([])
    expect(ids(index.search({ filters: 'year = 2024' }))).toEqual(['6'])
    expect(ids(index.search({ filters: 'year >= 2024' }))).toEqual([])
    expect(ids(index.search({ numericFilters: ['year:2020 TO 2030'] }))).toEqual([])
    // Sorting by an attribute not listed for filtering still works.
    expect(ids(index.search({ hitsPerPage: 2 }))).toEqual(['2', '8'])
  })

  it('keeps facet answers between searches only until a record changes, and hands out copies', () => {
    const index = fleetIndex()
    const params = { filters: 'status:in_stock', facets: ['make', 'price'] }
    const first = index.search(params)
    expect(first.facets?.make).toEqual({ Toyota: 3, Mazda: 2, Kia: 1 })
    // A caller changing its answer does not change the next one.
    ;(first.facets?.make as Record<string, number>).Toyota = 99
    ;(first.facets_stats?.price as { max: number }).max = 1
    expect(index.search({ ...params, page: 1 }).facets?.make?.Toyota).toBe(3)
    expect(index.search(params).facets_stats?.price?.max).toBe(45990)
    index.upsert(car('9', { make: 'Kia', model: 'Cerato', price: 99990 }))
    expect(index.search(params).facets?.make).toEqual({ Toyota: 3, Kia: 2, Mazda: 2 })
    expect(index.search(params).facets_stats?.price?.max).toBe(99990)
    index.remove('9')
    expect(index.search(params).facets?.make).toEqual({ Toyota: 3, Mazda: 2, Kia: 1 })
  })

  it('keeps text matches between searches only until a record changes', () => {
    const index = fleetIndex()
    expect(ids(index.search({ query: 'kia' }))).toEqual(['8'])
    expect(ids(index.search({ query: 'kia', filters: 'body:suv' }))).toEqual(['8'])
    index.upsert(car('9', { make: 'Kia', model: 'Cerato', custom_rank: 95 }))
    expect(ids(index.search({ query: 'kia' }))).toEqual(['9', '8'])
    index.upsert(car('9', { make: 'MG', model: 'ZS', custom_rank: 95 }))
    expect(ids(index.search({ query: 'kia' }))).toEqual(['8'])
    index.remove('8')
    expect(ids(index.search({ query: 'kia' }))).toEqual([])
  })

  it('reads maxValuesPerFacet above 1000 as 1000, as Algolia does', () => {
    const index = buildIndex(
      Array.from({ length: 1100 }, (_, position) => car(String(position + 1), { make: 'Kia', model: `M${position}` })),
      carIndexSettings,
    )
    expect(Object.keys(index.search({ facets: ['model'], maxValuesPerFacet: 5000 }).facets?.model ?? {})).toHaveLength(1000)
    expect(Object.keys(index.search({ facets: ['model'], maxValuesPerFacet: '1001' }).facets?.model ?? {})).toHaveLength(1000)
    expect(Object.keys(index.search({ facets: ['model'], maxValuesPerFacet: 1000 }).facets?.model ?? {})).toHaveLength(1000)
  })

  it('rejects records without an objectID with a 400', () => {
    const index = fleetIndex()
    expect(() => index.upsert({ make: 'Kia' } as unknown as Car)).toThrow('Record is missing an objectID')
  })
})

describe('runQueries', () => {
  it('answers a multi-query across the primary index and its replicas, params flat or encoded', () => {
    const resolve = carIndexResolver(fleetIndex())
    const { results } = runQueries(resolve, [
      { indexName: 'Car_production', query: 'toyota', hitsPerPage: 1 },
      { indexName: 'Car_production_price_asc', params: 'query=&hitsPerPage=2&facetFilters=%5B%22make%3AToyota%22%5D' },
      { indexName: 'Car_production_km_asc', params: { hitsPerPage: 0, facets: ['make'] } },
    ])
    expect(results.map((result) => [result.index, ids(result), result.nbHits])).toEqual([
      ['Car_production', ['2'], 3],
      ['Car_production_price_asc', ['2', '3'], 3],
      ['Car_production_km_asc', [], 8],
    ])
    expect(results[1]?.params).toBe('query=&hitsPerPage=2&facetFilters=%5B%22make%3AToyota%22%5D')
  })

  it('answers an unknown index with a 404', () => {
    const resolve = carIndexResolver(fleetIndex())
    try {
      runQueries(resolve, [{ indexName: 'Car_elsewhere' }])
      throw new Error('expected a 404')
    } catch (error) {
      expect(error).toBeInstanceOf(SearchRequestError)
      expect((error as SearchRequestError).status).toBe(404)
    }
  })
})
