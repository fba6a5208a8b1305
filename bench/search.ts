// Search engine benchmark: build time, memory and server-side latency of a results page.
// Run: cd /work/main && node --import @swc-node/register/esm-register bench/search.ts [sizes…]
//   e.g. `… bench/search.ts 50000` for one size; default 10000 50000 100000.
//
// A "request" is what react-instantsearch sends for one results page: a main query (21 hits, the
// default stock filter, 1–3 refinements, sometimes a text prefix or a sort replica, counts for 11
// facets with price/km/year stats) plus one hitsPerPage:0 query per refined disjunctive facet. Its
// latency is the time to answer all of them, in process, with no HTTP.
//
// To compare another engine (a database, say), implement `SearchBackend` and pass it to
// `measureBackend`; `answerRequest` is the one call that answers "the same request".
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'

import { type CarStockRecord, type Random, carCatalogue, generateStock, seededRandom } from '../cms/src/search/generateStock'
import { type IndexSettings, type SearchResponse, buildIndex, carIndexSettings } from '../cms/src/search/index'
import { type QueryRequest, carIndexResolver, runQueries } from '../cms/src/search/multiQuery'

/** Anything that can answer an InstantSearch multi-query: the in-process index, or a database. */
export interface SearchBackend {
  name: string
  answer(requests: readonly QueryRequest[]): Promise<SearchResponse[]> | SearchResponse[]
}

export function inProcessBackend(cars: readonly CarStockRecord[], settings: IndexSettings = carIndexSettings): SearchBackend {
  const resolve = carIndexResolver(buildIndex(cars, settings))
  return { name: 'in-process columnar index', answer: (requests) => runQueries(resolve, requests).results }
}

/** Answers one results-page request; the unit the latency figures are about. */
export async function answerRequest(backend: SearchBackend, requests: readonly QueryRequest[]): Promise<SearchResponse[]> {
  return backend.answer(requests)
}

// ---------------------------------------------------------------------------------------------
// The requests a results page sends

export const defaultStockFilter = '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true'

const pageFacets = ['make', 'model', 'body', 'fuel', 'transmission', 'car_type', 'state', 'colour', 'year', 'price', 'km']

type Refinement =
  | { kind: 'facet'; attribute: string; values: string[] }
  | { kind: 'range'; attribute: 'price' | 'km' | 'year'; min: number; max: number }

const facetChoices: Record<string, readonly string[]> = {
  make: carCatalogue.map((make) => make.make),
  body: ['suv', 'ute', 'hatch', 'sedan', 'wagon', 'van', 'people mover', 'coupe'],
  fuel: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'PHEV'],
  transmission: ['Automatic', 'Manual'],
  car_type: ['new', 'used', 'demo'],
  state: ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'ACT', 'TAS', 'NT'],
  colour: ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red'],
}

const textPrefixes = ['toy', 'hilu', 'ranger', 'x-tr', 'xtrail', 'cx-5', 'mazda', 'land rov', 'merc', 'kia sp', 'tesla', 'd-max', 'outlan', 'wildtrak', 'hilux sr5', 'corola']

function randomRefinement(random: Random): Refinement {
  const roll = random.next()
  if (roll < 0.15) {
    const min = random.integer(0, 6) * 10_000
    return { kind: 'range', attribute: 'price', min, max: min + random.integer(1, 8) * 10_000 }
  }
  if (roll < 0.22) return { kind: 'range', attribute: 'km', min: 0, max: random.integer(1, 15) * 10_000 }
  if (roll < 0.3) return { kind: 'range', attribute: 'year', min: random.integer(2012, 2024), max: 2026 }
  const attribute = random.pick(Object.keys(facetChoices))
  const choices = facetChoices[attribute] ?? []
  const values = [random.pick(choices)]
  if (random.chance(0.3)) values.push(random.pick(choices))
  return { kind: 'facet', attribute, values: [...new Set(values)] }
}

function facetFiltersOf(refinements: readonly Refinement[], except?: string): string[][] {
  return refinements
    .filter((refinement): refinement is Extract<Refinement, { kind: 'facet' }> => refinement.kind === 'facet' && refinement.attribute !== except)
    .map((refinement) => refinement.values.map((value) => `${refinement.attribute}:${value}`))
}

function numericFiltersOf(refinements: readonly Refinement[], except?: string): string[] {
  return refinements
    .filter((refinement): refinement is Extract<Refinement, { kind: 'range' }> => refinement.kind === 'range' && refinement.attribute !== except)
    .flatMap((refinement) => [`${refinement.attribute}>=${refinement.min}`, `${refinement.attribute}<=${refinement.max}`])
}

const replicaSuffixes = ['', '', '', '_price_asc', '_price_desc', '_created_desc', '_km_asc', '_year_desc']

/** One results page's multi-query, shaped as react-instantsearch 7 sends it. */
export function resultsPageRequest(random: Random): QueryRequest[] {
  const refinementCount = random.integer(1, 3)
  const refinements: Refinement[] = []
  for (let index = 0; index < refinementCount; index++) {
    const refinement = randomRefinement(random)
    if (!refinements.some((existing) => existing.attribute === refinement.attribute)) refinements.push(refinement)
  }
  const query = random.chance(0.3) ? random.pick(textPrefixes) : ''
  const indexName = `Car_production${random.pick(replicaSuffixes)}`
  const shared = { query, filters: defaultStockFilter, analytics: false, clickAnalytics: false }
  const main: QueryRequest = {
    indexName,
    params: {
      ...shared,
      facets: pageFacets,
      facetFilters: facetFiltersOf(refinements),
      numericFilters: numericFiltersOf(refinements),
      hitsPerPage: 21,
      page: random.chance(0.8) ? 0 : random.integer(1, 3),
      maxValuesPerFacet: 100,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    },
  }
  const disjunctive = refinements.map(
    (refinement): QueryRequest => ({
      indexName,
      params: {
        ...shared,
        facets: [refinement.attribute],
        facetFilters: facetFiltersOf(refinements, refinement.attribute),
        numericFilters: numericFiltersOf(refinements, refinement.attribute),
        hitsPerPage: 0,
        page: 0,
        maxValuesPerFacet: 100,
      },
    }),
  )
  return [main, ...disjunctive]
}

// ---------------------------------------------------------------------------------------------
// Measuring

const gc: () => void = (() => {
  v8.setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
})()

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Heap plus typed-array memory, after collecting twice: array buffers are released after a GC, not by it. */
async function heapInUse(): Promise<number> {
  gc()
  await new Promise((resolve) => setTimeout(resolve, 100))
  gc()
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.arrayBuffers
}

function percentile(sortedMs: readonly number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * fraction))] ?? Number.NaN
}

export async function measureBackend(
  backend: SearchBackend,
  requests: ReadonlyArray<readonly QueryRequest[]>,
  warmUp: number,
): Promise<{ p50: number; p99: number; max: number; meanNbHits: number }> {
  for (const request of requests.slice(0, warmUp)) await answerRequest(backend, request)
  const durations: number[] = []
  let nbHitsTotal = 0
  for (const request of requests.slice(warmUp)) {
    const started = performance.now()
    const results = await answerRequest(backend, request)
    durations.push(performance.now() - started)
    nbHitsTotal += results[0]?.nbHits ?? 0
  }
  durations.sort((a, b) => a - b)
  return {
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    max: durations[durations.length - 1] ?? Number.NaN,
    meanNbHits: nbHitsTotal / Math.max(1, durations.length),
  }
}

function formatLatency(label: string, figures: Awaited<ReturnType<typeof measureBackend>>): string {
  return `${label}: p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms, max ${figures.max.toFixed(1)} ms`
}

async function benchmarkSize(size: number): Promise<void> {
  const cars = generateStock(size, { seed: 42 })
  const before = await heapInUse()
  const buildStarted = performance.now()
  const backend = inProcessBackend(cars)
  const buildMs = performance.now() - buildStarted
  const indexBytes = (await heapInUse()) - before

  const random = seededRandom(size)
  const warmUp = 300
  const measured = 2000
  const requests = Array.from({ length: warmUp + measured }, () => resultsPageRequest(random))
  const queriesPerRequest = requests.reduce((sum, request) => sum + request.length, 0) / requests.length
  const cached = await measureBackend(backend, requests, warmUp)
  // The same requests with the filter-leaf cache off: the cost when every filter is new.
  const uncached = await measureBackend(inProcessBackend(cars, { ...carIndexSettings, filterCacheEntries: 0 }), requests, warmUp)
  console.log(
    [
      `${String(size).padStart(6)} cars`,
      `build ${(buildMs / 1000).toFixed(2)} s`,
      `index memory ${megabytes(indexBytes)} (records not counted)`,
      formatLatency('latency', cached),
      formatLatency('filter cache off', uncached),
      `${measured} requests of ${queriesPerRequest.toFixed(2)} queries, mean nbHits ${cached.meanNbHits.toFixed(0)}`,
    ].join(' | '),
  )
}

async function main(): Promise<void> {
  const sizes = process.argv.slice(2).map(Number).filter((size) => Number.isInteger(size) && size > 0)
  console.log(`node ${process.version}; targets at 50k: build <= 10 s, p50 <= 5 ms, p99 <= 20 ms`)
  for (const size of sizes.length > 0 ? sizes : [10_000, 50_000, 100_000]) await benchmarkSize(size)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
