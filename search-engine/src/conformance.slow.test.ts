/**
 * Conformance: the columnar index against a brute-force reference written here from the documented
 * rules (tokenize.ts, textIndex.ts, filterEvaluation.ts, sorting.ts), over ~3,000 generated cars and
 * ~45 varied queries, before and after a burst of upserts and removals. Only the filter parser is
 * shared: it has its own tests, and the reference evaluates its tree directly on the records.
 */
import { describe, expect, it } from '@jest/globals'

import { type FilterNode, parseAllFilters } from './filterSyntax'
import type { SearchParams } from './params'
import type { FacetStats, SearchResponse } from './response'
import { buildIndex } from './searchIndex'
import { carIndexSettings } from './settings'
import { type SortKey, sortForIndexName } from './sorting'
import { type TestCar, seededRandom, testCars } from '../test/testCars'

// ---------------------------------------------------------------------------------------------
// The reference

type Car = TestCar

const modifier = /^\w+\((.+)\)$/
const facetAttributes = new Set(carIndexSettings.attributesForFaceting.map((name) => name.replace(modifier, '$1')))
const countableFacets = carIndexSettings.attributesForFaceting.filter((name) => !name.startsWith('filterOnly('))
const numericAttributes = new Set(carIndexSettings.numericAttributesForFiltering)

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function wordParts(text: string): string[][] {
  return fold(text)
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((parts) => parts.length > 0)
}

function referenceTokens(car: Car): Set<string> {
  const tokens = new Set<string>()
  for (const attribute of carIndexSettings.searchableAttributes) {
    const raw = car[attribute as keyof Car]
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value !== 'string' && typeof value !== 'number') continue
      const words = wordParts(String(value))
      words.forEach((parts, position) => {
        for (const part of parts) tokens.add(part)
        tokens.add(parts.join(''))
        if (position > 0) tokens.add((words[position - 1] as string[]).join('') + parts.join(''))
      })
    }
  }
  return tokens
}

/** Plain optimal-string-alignment distance. */
function osaDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[]
      const above = d[i - 1] as number[]
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1)
    }
  }
  return (d[a.length] as number[])[b.length] as number
}

function wordCost(word: string, isLastWord: boolean, tokens: Set<string>): number | undefined {
  const typos = /\d/.test(word) ? 0 : word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
  let best: number | undefined
  const consider = (cost: number) => {
    if (best === undefined || cost < best) best = cost
  }
  for (const token of tokens) {
    if (token === word) return 0
    if (isLastWord && token.startsWith(word)) consider(1)
    if (typos > 0 && !/\d/.test(token) && Math.abs(token.length - word.length) <= typos) {
      const distance = osaDistance(word, token)
      if (distance <= typos) consider(2 * distance)
    }
  }
  return best
}

/** Match quality (lower is better), or undefined when the car does not match the query. */
function referenceQuality(tokens: Set<string>, query: string): number | undefined {
  const words = wordParts(query).map((parts) => parts.join(''))
  let total = 0
  for (let position = 0; position < words.length; position++) {
    const cost = wordCost(words[position] as string, position === words.length - 1, tokens)
    if (cost === undefined) return undefined
    total += cost
  }
  return Math.min(total, 254)
}

function facetValuesOf(raw: unknown): string[] {
  const values = new Set<string>()
  for (const item of Array.isArray(raw) ? raw : [raw]) {
    if (typeof item === 'string' && item !== '') values.add(item)
    if (typeof item === 'number' && Number.isFinite(item)) values.add(String(item))
    if (typeof item === 'boolean') values.add(String(item))
  }
  return [...values]
}

function numberOf(car: Car, attribute: string): number | undefined {
  const value = (car as Record<string, unknown>)[attribute]
  return numericAttributes.has(attribute) && typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function referenceFilter(node: FilterNode, car: Car): boolean {
  switch (node.kind) {
    case 'and':
      return node.children.every((child) => referenceFilter(child, car))
    case 'or':
      return node.children.some((child) => referenceFilter(child, car))
    case 'not':
      return !referenceFilter(node.child, car)
    case 'tag':
      return (car._tags ?? []).includes(node.value)
    case 'facet': {
      if (facetAttributes.has(node.attribute)) {
        return facetValuesOf((car as Record<string, unknown>)[node.attribute]).some(
          (value) => value.toLowerCase() === node.value.toLowerCase(),
        )
      }
      return numberOf(car, node.attribute) === Number(node.value)
    }
    case 'numeric': {
      const value = numberOf(car, node.attribute)
      if (value === undefined) return false
      const comparisons = {
        '<': value < node.value,
        '<=': value <= node.value,
        '=': value === node.value,
        '!=': value !== node.value,
        '>=': value >= node.value,
        '>': value > node.value,
      }
      return comparisons[node.operator]
    }
    case 'range': {
      const value = numberOf(car, node.attribute)
      return value !== undefined && value >= node.lower && value <= node.upper
    }
  }
}

function compareByKeys(a: Car, b: Car, keys: readonly SortKey[]): number {
  for (const key of keys) {
    const valueA = numberOf(a, key.attribute)
    const valueB = numberOf(b, key.attribute)
    if (valueA === valueB) continue
    if (valueA === undefined) return 1
    if (valueB === undefined) return -1
    return key.direction === 'asc' ? valueA - valueB : valueB - valueA
  }
  return 0
}

interface ReferenceAnswer {
  hitIDs: string[]
  nbHits: number
  nbPages: number
  facets: Record<string, Array<[string, number]>>
  stats: Record<string, FacetStats>
}

interface StoredCar {
  car: Car
  tokens: Set<string>
}

function referenceSearch(cars: ReadonlyMap<string, StoredCar>, indexName: string, params: SearchParams): ReferenceAnswer {
  const sort = sortForIndexName(indexName)
  if (!sort) throw new Error(`no sort for ${indexName}`)
  const filter = parseAllFilters(params)
  const query = typeof params.query === 'string' ? params.query : ''
  const matches: Array<{ car: Car; quality: number }> = []
  for (const { car, tokens } of cars.values()) {
    const quality = referenceQuality(tokens, query)
    if (quality === undefined) continue
    if (filter && !referenceFilter(filter, car)) continue
    matches.push({ car, quality })
  }
  matches.sort(
    (a, b) =>
      compareByKeys(a.car, b.car, sort.beforeRelevance) ||
      a.quality - b.quality ||
      compareByKeys(a.car, b.car, sort.afterRelevance) ||
      (a.car.objectID < b.car.objectID ? -1 : a.car.objectID > b.car.objectID ? 1 : 0),
  )
  const hitsPerPage = Number(params.hitsPerPage ?? 20)
  const page = Number(params.page ?? 0)
  const reachable = Math.min(matches.length, 1000)
  const start = Math.min(page * hitsPerPage, reachable)
  const end = Math.min(start + hitsPerPage, reachable)

  const requested = (params.facets as string[] | undefined) ?? []
  const facetNames = requested.includes('*') ? countableFacets : requested.filter((name) => countableFacets.includes(name))
  // Algolia reads a larger maxValuesPerFacet as 1000.
  const maxValues = Math.min(Number(params.maxValuesPerFacet ?? 100), 1000)
  const facets: ReferenceAnswer['facets'] = {}
  const stats: ReferenceAnswer['stats'] = {}
  for (const name of facetNames) {
    const counts = new Map<string, number>()
    for (const { car } of matches) {
      for (const value of facetValuesOf((car as Record<string, unknown>)[name])) counts.set(value, (counts.get(value) ?? 0) + 1)
    }
    if (counts.size > 0) facets[name] = byCountThenValue([...counts]).slice(0, maxValues)
    const numbers = matches.map(({ car }) => numberOf(car, name)).filter((value): value is number => value !== undefined)
    if (numbers.length > 0) {
      const sum = numbers.reduce((total, value) => total + value, 0)
      stats[name] = { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum }
    }
  }
  return {
    hitIDs: matches.slice(start, end).map(({ car }) => car.objectID),
    nbHits: matches.length,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    facets,
    stats,
  }
}

function byCountThenValue(entries: Array<[string, number]>): Array<[string, number]> {
  return entries.sort(([valueA, countA], [valueB, countB]) => countB - countA || (valueA < valueB ? -1 : valueA > valueB ? 1 : 0))
}

/** The engine's answer in the reference's terms (JSON objects cannot keep numeric keys in count order). */
function comparable(response: SearchResponse): ReferenceAnswer {
  return {
    hitIDs: response.hits.map((hit) => hit.objectID),
    nbHits: response.nbHits,
    nbPages: response.nbPages,
    facets: Object.fromEntries(
      Object.entries(response.facets ?? {}).map(([name, counts]) => [name, byCountThenValue(Object.entries(counts))]),
    ),
    stats: response.facets_stats ?? {},
  }
}

// ---------------------------------------------------------------------------------------------
// The queries

interface Case {
  name: string
  indexName: string
  params: SearchParams
}

const stock = '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true'
const pageFacets = ['make', 'model', 'body', 'fuel', 'transmission', 'car_type', 'state', 'colour', 'year', 'price', 'km']
const base = 'Car_production'

function handPickedCases(cars: readonly Car[]): Case[] {
  const sample = cars[17] as Car
  return [
    { name: 'everything', indexName: base, params: {} },
    { name: 'default stock filter with page facets', indexName: base, params: { filters: stock, facets: pageFacets, hitsPerPage: 21 } },
    { name: 'make', indexName: base, params: { query: 'toyota', facets: ['model'] } },
    { name: 'make prefix', indexName: base, params: { query: 'toy', hitsPerPage: 50 } },
    { name: 'model and badge prefix', indexName: `${base}_price_asc`, params: { query: 'hilux sr', hitsPerPage: 40 } },
    { name: 'hyphenated model', indexName: base, params: { query: 'x-trail', facets: ['badge'] } },
    { name: 'hyphen dropped', indexName: base, params: { query: 'xtrail' } },
    { name: 'hyphen as space', indexName: base, params: { query: 'x trail' } },
    { name: 'hyphenated prefix', indexName: `${base}_km_asc`, params: { query: 'cx-' } },
    { name: 'one typo', indexName: base, params: { query: 'toyta rav4', hitsPerPage: 30 } },
    { name: 'two typos on a long word', indexName: base, params: { query: 'mercedez-benc', hitsPerPage: 30 } },
    { name: 'typo plus prefix', indexName: `${base}_year_desc`, params: { query: 'rangr wild', facets: ['badge', 'year'] } },
    { name: 'two-word make as one', indexName: base, params: { query: 'landrover', facets: ['model'] } },
    {
      name: 'quoted make with a space',
      indexName: base,
      params: { filters: 'make:"Land Rover" AND NOT model:Defender', facets: ['model', 'price'] },
    },
    { name: 'stock number prefix', indexName: base, params: { query: sample.stocknum.slice(0, -1) } },
    { name: 'exact stock number', indexName: base, params: { query: sample.stocknum } },
    {
      name: 'disjunctive and conjunctive facetFilters',
      indexName: base,
      params: { facetFilters: [['make:Toyota', 'make:Mazda'], 'car_type:used'], facets: ['make', 'model'] },
    },
    {
      name: 'negated facetFilter',
      indexName: `${base}_price_desc`,
      params: { filters: stock, facetFilters: ['make:-Toyota', 'body:ute'], facets: ['make'] },
    },
    {
      name: 'numeric range refinement',
      indexName: `${base}_price_asc`,
      params: { filters: stock, numericFilters: ['price>=20000', 'price<=40000'], facets: ['price', 'km', 'year'] },
    },
    { name: 'numeric TO range', indexName: base, params: { numericFilters: ['year:2018 TO 2022'], facets: ['year'] } },
    {
      name: 'numeric OR group',
      indexName: `${base}_km_desc`,
      params: { numericFilters: [['km<100', 'year>=2026']], facets: ['car_type'] },
    },
    { name: 'boolean facet', indexName: base, params: { filters: 'certified:true AND make:toyota', facets: ['certified', 'model'] } },
    { name: 'tags', indexName: base, params: { filters: '_tags:featured OR tag:"One Owner"', facets: ['tag'] } },
    { name: 'bare tag and tagFilters', indexName: base, params: { filters: 'featured', tagFilters: ['featured'] } },
    {
      name: 'multi-valued facet',
      indexName: base,
      params: { filters: 'filtered_features:"Tow Bar" AND filtered_features:Sunroof', facets: ['filtered_features'] },
    },
    { name: 'missing numbers never match !=', indexName: base, params: { filters: 'sold_date_timestamp != 0', facets: ['status'] } },
    { name: 'NOT includes missing numbers', indexName: base, params: { filters: 'NOT sold_date_timestamp > 0', facets: ['status'] } },
    { name: 'numeric equality on a non-facet attribute', indexName: base, params: { filters: `custom_rank:${sample.custom_rank}` } },
    { name: 'created replica with stock filter', indexName: `${base}_created_desc`, params: { filters: stock, hitsPerPage: 30 } },
    { name: 'all facets, few values', indexName: base, params: { facets: ['*'], maxValuesPerFacet: 5, hitsPerPage: 0 } },
    { name: 'km values truncated', indexName: base, params: { facets: ['km', 'price'], maxValuesPerFacet: 10, hitsPerPage: 0 } },
    // Exact, prefix and typo matches on one page of the primary index: qualities interleave with the ranking.
    { name: 'mixed match qualities, primary index', indexName: base, params: { query: 'ranger', hitsPerPage: 200 } },
    { name: 'mixed match qualities, later page', indexName: base, params: { query: 'kia', hitsPerPage: 9, page: 3 } },
    {
      // Few matched rows among many km values: the sparse count, and ties picked by rank.
      name: 'narrow filter, many-valued facets truncated',
      indexName: base,
      params: { filters: 'make:Toyota AND body:ute', facets: ['km', 'price', 'model'], maxValuesPerFacet: 3, hitsPerPage: 0 },
    },
    {
      name: 'maxValuesPerFacet above 1000 read as 1000',
      indexName: base,
      params: { facets: ['km'], maxValuesPerFacet: 5000, hitsPerPage: 0 },
    },
    {
      name: 'filters quoted as a whole are facet filters',
      indexName: base,
      params: { filters: '"make:Land Rover" OR ("make:toyota" AND NOT "body:ute")', facets: ['make', 'body'] },
    },
    { name: 'deep page', indexName: `${base}_price_asc`, params: { filters: stock, hitsPerPage: 7, page: 30 } },
    { name: 'past the pagination limit', indexName: base, params: { hitsPerPage: 100, page: 9 } },
    { name: 'nothing matches', indexName: base, params: { query: 'zzqxv', facets: ['make'] } },
    { name: 'unknown attribute', indexName: base, params: { filters: 'engine:V8' } },
    {
      name: 'state and location with spaces',
      indexName: base,
      params: { filters: `state:VIC AND location_name:"${'Southern Cross Geelong'}"`, facets: ['city', 'dealership_name'] },
    },
  ]
}

const queryWordsPool = [
  'toyota',
  'hilux',
  'ranger',
  'xlt',
  'mazda',
  'cx-5',
  'kia',
  'sportage',
  'x-trail',
  'ford',
  'tesla',
  'model',
  'gt-line',
  'maxx',
  'defender',
  'corola',
  'hyundia',
  'd-max',
  'sr5',
  'mg',
]

function randomCases(cars: readonly Car[], count: number): Case[] {
  const random = seededRandom(7)
  const suffixes = ['', '_price_asc', '_price_desc', '_created_desc', '_km_asc', '_km_desc', '_year_desc']
  const facetNames = ['make', 'model', 'body', 'fuel', 'transmission', 'car_type', 'state', 'colour', 'seats', 'drive']
  const cases: Case[] = []
  for (let index = 0; index < count; index++) {
    const facetFilters: Array<string | string[]> = []
    for (let refinement = random.integer(0, 3); refinement > 0; refinement--) {
      const attribute = random.pick(facetNames)
      const values = [...new Set([random.pick(cars), random.pick(cars)].map((car) => String((car as Record<string, unknown>)[attribute])))]
      facetFilters.push(values.map((value) => `${attribute}:${random.chance(0.15) ? '-' : ''}${value}`))
    }
    const numericFilters: string[] = []
    if (random.chance(0.4)) numericFilters.push(`price>=${random.integer(0, 8) * 10_000}`)
    if (random.chance(0.3)) numericFilters.push(`km<=${random.integer(1, 20) * 10_000}`)
    const params: SearchParams = {
      filters: random.chance(0.7) ? stock : '',
      facetFilters,
      numericFilters,
      facets: random.chance(0.5) ? pageFacets : [random.pick(facetNames)],
      hitsPerPage: random.pick([0, 5, 21, 50]),
      page: random.chance(0.8) ? 0 : random.integer(1, 3),
    }
    if (random.chance(0.4)) {
      const word = random.pick(queryWordsPool)
      params.query = random.chance(0.5) ? word.slice(0, random.integer(1, word.length)) : word
    }
    cases.push({ name: `random ${index}`, indexName: `${base}${random.pick(suffixes)}`, params })
  }
  return cases
}

// ---------------------------------------------------------------------------------------------
// The checks

function storedCars(cars: readonly Car[]): Map<string, StoredCar> {
  return new Map(cars.map((car) => [car.objectID, { car, tokens: referenceTokens(car) }]))
}

describe('the index agrees with a brute-force reference', () => {
  const cars = testCars(3000, 11)
  const index = buildIndex(cars)
  const reference = storedCars(cars)
  const cases = [...handPickedCases(cars), ...randomCases(cars, 15)]

  function expectAgreement(testCase: Case): void {
    const sort = sortForIndexName(testCase.indexName)
    const answer = comparable(index.search(testCase.params, { sort }))
    const expected = referenceSearch(reference, testCase.indexName, testCase.params)
    expect({ case: testCase.name, ...answer }).toEqual({ case: testCase.name, ...expected })
  }

  it('runs enough varied queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(45)
    // Guard against a vacuous suite: most queries must find something, some must find nothing.
    const withHits = cases.filter((testCase) => referenceSearch(reference, testCase.indexName, testCase.params).nbHits > 0)
    expect(withHits.length).toBeGreaterThan(35)
  })

  it.each(handPickedCases(cars).map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
    expectAgreement(testCase)
  })

  it('random combinations of refinements, text, sorts and pages', () => {
    for (const testCase of randomCases(cars, 15)) expectAgreement(testCase)
  })

  it('still agrees after a burst of upserts and removals', () => {
    const random = seededRandom(99)
    const fresh = testCars(400, 12)
    let nextID = 900_000
    for (let step = 0; step < 600; step++) {
      const roll = random.next()
      const existing = random.pick([...reference.keys()])
      if (roll < 0.3) {
        index.remove(existing)
        reference.delete(existing)
      } else if (roll < 0.65) {
        const changed: Car = {
          ...(reference.get(existing) as StoredCar).car,
          price: random.integer(5, 150) * 1000 - 10,
          status: random.pick(['in_stock', 'sold'] as const),
          custom_rank: random.integer(0, 1000),
        }
        if (random.chance(0.3)) changed.model = random.pick(['X-Trail', 'HiLux', 'Ranger'])
        index.upsert(changed)
        reference.set(changed.objectID, { car: changed, tokens: referenceTokens(changed) })
      } else {
        const added: Car = { ...random.pick(fresh), objectID: String(nextID++) }
        index.upsert(added)
        reference.set(added.objectID, { car: added, tokens: referenceTokens(added) })
      }
    }
    // End on removals, so freed rows are still empty when the queries run (NOT filters reach them).
    for (const objectID of [...reference.keys()].slice(0, 60)) {
      index.remove(objectID)
      reference.delete(objectID)
    }
    expect(index.size).toBe(reference.size)
    for (const testCase of cases) expectAgreement(testCase)
  })
})
