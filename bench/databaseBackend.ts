// The database side of bench/search.ts: generated stock written to a Payload SQLite database, and
// the same results-page requests the engine answers, answered through Payload instead.
//
// What a request costs on the database path, per query of the multi-query:
// - the request's params go through the engine's own parser (`normaliseSearchParams`), and the
//   filter tree is translated into a Payload `where` (tenant, default stock filter, refinements,
//   numeric ranges; a text query becomes, per word, `like` on make/model/badge/name/stocknum);
// - hits: `payload.find` with that `where`, the index name's sort, `limit`/`page`, `depth: 0` and a
//   `select` of the search record's fields (Payload runs its COUNT and the page's SELECT); a
//   hitsPerPage:0 query uses `payload.count`;
// - facet counts and price/km/year stats: since the Local API has no group-by, one statement on
//   `payload.db.drizzle` (matched rows materialised once, a COUNT(*) … GROUP BY per facet, MIN/MAX/SUM/
//   COUNT per numeric facet), whose WHERE is the SQL Payload's drizzle adapter builds from that same
//   `where` (its `buildQuery`, which `payload.find` and `payload.count` use too).
import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

import type { FlattenedField, Payload, Where } from 'payload'

import * as drizzleProxy from '../cms/node_modules/@payloadcms/db-sqlite/dist/drizzle-proxy/index.js'
import type { Vehicle } from '@forecourt/schema'
import { vehicleSearchRecord } from '../cms/src/search/registry'
import {
  type FacetCounts,
  type FacetStats,
  type FilterNode,
  type NumericOperator,
  type QueryRequest,
  type SearchRecord,
  type SearchResponse,
  carIndexSettings,
  encodeParams,
  normaliseSearchParams,
  pageOf,
  paramsOfRequest,
  resolveSettings,
  sortForIndexName,
  sortKeysOf,
} from '../search-engine/src/index'
import type { CarStockRecord } from '../tenant-seeds/src/stockGenerator'
import type { SearchBackend } from './search'

/**
 * Vehicle ids start here so every id has the same number of digits: the engine breaks ties by
 * objectID as a string and the database by id as a number, and with equal widths the two orders agree.
 */
export const vehicleIdBase = 1_000_000

// The little of drizzle used here, typed here: drizzle-orm's own types do not resolve from bench/
// (it is a dependency of @payloadcms/db-sqlite, reachable only through pnpm's store).
interface SqlFragment {
  readonly getSQL: () => unknown
}
interface SqlTag {
  (strings: TemplateStringsArray, ...values: unknown[]): SqlFragment
  raw(text: string): SqlFragment
}
interface DrizzleLike {
  all<T>(query: SqlFragment): PromiseLike<T[]>
}
/** Payload's libsql client (`payload.db.client`). */
interface LibsqlClientLike {
  execute(statement: string): Promise<{ rows: Array<Record<string, unknown>> }>
  batch(statements: Array<{ sql: string; args: unknown[] }>, mode: 'write'): Promise<unknown>
}
interface SqliteAdapterLike {
  client: LibsqlClientLike
  drizzle: DrizzleLike
  /** Drizzle tables: column key → column. */
  tables: Record<string, Record<string, unknown> | undefined>
  tableNameMap: Map<string, string>
}

const { sql } = drizzleProxy as unknown as { sql: SqlTag }

const settings = resolveSettings(carIndexSettings)

// ---------------------------------------------------------------------------------------------
// Stock → vehicles

const isoOfSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString()

/**
 * A generated car as the vehicle document Payload returns for it (depth 0). The search record takes
 * body, fuel and transmission from the `simple_*` fields when set (vehicleSearchRecord), so those are
 * what the database filters on; the raw fields get the same values, as a feed would send them.
 */
export function vehicleOf(car: CarStockRecord, tenantId: number): Vehicle {
  const created = isoOfSeconds(car.created_at_timestamp)
  return {
    id: vehicleIdBase + car.id,
    tenant: tenantId,
    name: car.name,
    stocknum: car.stocknum,
    slug: car.slug,
    car_type: car.car_type,
    status: car.status,
    show_on_dealer_website: car.show_on_dealer_website,
    reserved: false,
    sold: car.status === 'sold',
    sold_date: car.sold_date_timestamp === null ? null : isoOfSeconds(car.sold_date_timestamp),
    preorder: false,
    tag: car.tag ?? null,
    make: car.make,
    model: car.model,
    badge: car.badge,
    year: car.year,
    price: car.price,
    km: car.km,
    has_nvic: false,
    colour: car.colour,
    seats: car.seats,
    drive: car.drive,
    simple_body: car.body,
    body: car.body,
    trans: car.transmission,
    simple_transmission: car.transmission,
    simple_fuel: car.fuel,
    fuel: car.fuel,
    certified: car.certified,
    views: 0,
    custom_rank: car.custom_rank,
    filtered_features: car.filtered_features,
    photos_count: car.photos_count,
    dealership_slug: car.dealership_slug,
    dealership_name: car.dealership_name,
    city: car.city,
    state: car.state,
    location: { name: car.location_name },
    createdAt: created,
    updatedAt: created,
  }
}

/** The vehicle's values by drizzle column key: group fields flattened as the SQL adapters store them. */
function columnValuesOf(vehicle: Vehicle): Array<[key: string, value: unknown]> {
  const { location, ...topLevel } = vehicle
  const entries: Array<[string, unknown]> = Object.entries(topLevel)
  if (location?.name !== undefined) entries.push(['location_name', location.name])
  return entries
}

/** As libsql binds them: booleans as integers, JSON fields as text. */
function sqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value !== null && typeof value === 'object') return JSON.stringify(value)
  return value
}

function sqliteOf(payload: Payload): SqliteAdapterLike {
  return payload.db as unknown as SqliteAdapterLike
}

function vehiclesTable(payload: Payload): { name: string; columns: Record<string, unknown> } {
  const adapter = sqliteOf(payload)
  const name = adapter.tableNameMap.get('vehicles')
  const columns = name ? adapter.tables[name] : undefined
  if (!name || !columns) throw new Error('no vehicles table')
  return { name, columns }
}

function sqlNameOf(columns: Record<string, unknown>, key: string): string {
  const name = (columns[key] as { name?: unknown } | undefined)?.name
  if (typeof name !== 'string') throw new Error(`vehicles has no column for ${key}`)
  return name
}

/**
 * One covering index for everything the results page filters, counts, sorts and text-matches on,
 * led by the columns every request constrains (tenant, default stock filter). Measured here against
 * single-column indexes on the same columns: SQLite then walks a facet's index to skip the GROUP BY
 * sort and pays a table lookup per row, several times slower than scanning this index alone.
 */
export const searchPageIndexColumns = [
  'tenant_id',
  'status',
  'show_on_dealer_website',
  'make',
  'model',
  'simple_body',
  'simple_fuel',
  'simple_transmission',
  'car_type',
  'state',
  'colour',
  'year',
  'price',
  'km',
  'custom_rank',
  'created_at',
  'badge',
  'name',
  'stocknum',
] as const

/** SQLite's default page cache is 2 MB; the bench gives it room for the whole scratch database. */
export const pageCachePragma = 'PRAGMA cache_size = -1000000'

export type StockLoad = { rows: number; throughLocalApi: number; ms: number }

/**
 * Replaces the vehicles table's content with `vehicles`, all of one tenant. All but the last go in
 * with multi-row INSERTs through Payload's libsql client in one batch (a Local API create per car, with
 * hooks and validation, would take most of the time budget at 100k); the last goes through
 * `payload.create`, so the read-back check also covers a row Payload wrote itself. The covering index
 * is built after the load, then ANALYZE, then the page cache size (per connection, and Payload's
 * create ran on a connection of its own).
 */
export async function loadStock(payload: Payload, vehicles: readonly Vehicle[]): Promise<StockLoad> {
  const started = performance.now()
  const adapter = sqliteOf(payload)
  const { name: tableName, columns } = vehiclesTable(payload)
  const client = adapter.client
  await client.execute('DROP INDEX IF EXISTS bench_vehicles_search_page')
  await client.execute(`DELETE FROM \`${tableName}\``)
  const viaSql = vehicles.slice(0, -1)
  const keys = viaSql[0] ? columnValuesOf(viaSql[0]).map(([key]) => key) : []
  const columnList = keys.map((key) => `"${sqlNameOf(columns, key)}"`).join(', ')
  const rowPlaceholders = `(${keys.map(() => '?').join(', ')})`
  const rowsPerStatement = 100
  const statements: Array<{ sql: string; args: unknown[] }> = []
  for (let start = 0; start < viaSql.length; start += rowsPerStatement) {
    const chunk = viaSql.slice(start, start + rowsPerStatement)
    const args: unknown[] = []
    for (const vehicle of chunk) {
      const values = columnValuesOf(vehicle)
      if (values.length !== keys.length) throw new Error(`vehicle ${vehicle.id} has other fields than the first`)
      for (const [, value] of values) args.push(sqliteValue(value))
    }
    statements.push({ sql: `INSERT INTO "${tableName}" (${columnList}) VALUES ${chunk.map(() => rowPlaceholders).join(', ')}`, args })
  }
  await client.batch(statements, 'write')

  const last = vehicles[vehicles.length - 1]
  if (last) {
    const { id, ...data } = last
    const created = await payload.create({ collection: 'vehicles', data, overrideAccess: true, depth: 0 })
    if (created.id !== id) throw new Error(`the Local API gave the last vehicle id ${created.id}, expected ${id}`)
  }
  await client.execute(
    `CREATE INDEX bench_vehicles_search_page ON "${tableName}" (${searchPageIndexColumns.map((name) => `"${name}"`).join(', ')})`,
  )
  await client.execute('ANALYZE')
  await client.execute(pageCachePragma)
  return { rows: vehicles.length, throughLocalApi: last ? 1 : 0, ms: performance.now() - started }
}

/** Whether the connection Payload queries on still has the bench's page cache (a transaction swaps it). */
export async function pageCacheKept(payload: Payload): Promise<boolean> {
  const { rows } = await sqliteOf(payload).client.execute('PRAGMA cache_size')
  return Number(rows[0]?.cache_size) === -1_000_000
}

/**
 * Reads a sample of the vehicles back through `payload.find` and checks that each gives exactly the
 * search record the engine was built from: the engine and the database hold the same stock.
 */
export async function checkReadBack(payload: Payload, vehicles: readonly Vehicle[], sampleSize: number): Promise<number> {
  const step = Math.max(1, Math.floor(vehicles.length / sampleSize))
  const sample = vehicles.filter((_, index) => index % step === 0 || index === vehicles.length - 1)
  for (let start = 0; start < sample.length; start += 500) {
    const chunk = sample.slice(start, start + 500)
    const found = await payload.find({
      collection: 'vehicles',
      where: { id: { in: chunk.map((vehicle) => vehicle.id) } },
      limit: chunk.length,
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    if (found.docs.length !== chunk.length) throw new Error(`read back ${found.docs.length} of ${chunk.length} vehicles`)
    found.docs.forEach((doc, index) => {
      const want = JSON.stringify(vehicleSearchRecord(chunk[index] as Vehicle))
      const got = JSON.stringify(vehicleSearchRecord(doc))
      if (want !== got) throw new Error(`vehicle ${doc.id} reads back as a different search record:\n  stored ${got}\n  engine ${want}`)
    })
  }
  return sample.length
}

// ---------------------------------------------------------------------------------------------
// Requests → Payload

type FieldKind = 'text' | 'number' | 'checkbox' | 'date'

/** Search attribute → vehicle field (Payload path) and drizzle column key. */
const fieldOfAttribute: Readonly<Record<string, { path: string; column: string; kind: FieldKind }>> = (() => {
  const fields: Record<string, { path: string; column: string; kind: FieldKind }> = {}
  const same = (kind: FieldKind, ...names: string[]) => {
    for (const name of names) fields[name] = { path: name, column: name, kind }
  }
  same(
    'text',
    'make',
    'model',
    'badge',
    'name',
    'car_type',
    'status',
    'colour',
    'state',
    'city',
    'drive',
    'tag',
    'stocknum',
    'dealership_name',
    'dealership_slug',
  )
  same('number', 'price', 'km', 'year', 'seats', 'custom_rank', 'photos_count')
  same('checkbox', 'show_on_dealer_website', 'certified')
  fields.body = { path: 'simple_body', column: 'simple_body', kind: 'text' }
  fields.fuel = { path: 'simple_fuel', column: 'simple_fuel', kind: 'text' }
  fields.transmission = { path: 'simple_transmission', column: 'simple_transmission', kind: 'text' }
  fields.location_name = { path: 'location.name', column: 'location_name', kind: 'text' }
  fields.created_at_timestamp = { path: 'createdAt', column: 'createdAt', kind: 'date' }
  fields.sold_date_timestamp = { path: 'sold_date', column: 'sold_date', kind: 'date' }
  return fields
})()

function fieldOf(attribute: string) {
  const field = fieldOfAttribute[attribute]
  if (!field) throw new Error(`database backend: no vehicle field for search attribute "${attribute}"`)
  return field
}

const payloadOperator: Record<
  NumericOperator,
  'less_than' | 'less_than_equal' | 'equals' | 'not_equals' | 'greater_than_equal' | 'greater_than'
> = {
  '<': 'less_than',
  '<=': 'less_than_equal',
  '=': 'equals',
  '!=': 'not_equals',
  '>=': 'greater_than_equal',
  '>': 'greater_than',
}

function numericValue(kind: FieldKind, value: number): number | string {
  return kind === 'date' ? isoOfSeconds(value) : value
}

/**
 * A facet value as the field stores it. Values are compared with `equals`, which SQLite evaluates
 * case-sensitively where the engine folds case; the page's values are spelt as the stock spells them.
 */
function facetValue(kind: FieldKind, value: string): string | number | boolean {
  if (kind === 'checkbox') return value.toLowerCase() === 'true'
  if (kind === 'number') return Number(value)
  return value
}

export function whereOfFilter(node: FilterNode): Where {
  switch (node.kind) {
    case 'and':
      return { and: node.children.map(whereOfFilter) }
    case 'or':
      return { or: node.children.map(whereOfFilter) }
    case 'facet': {
      const field = fieldOf(node.attribute)
      return { [field.path]: { equals: facetValue(field.kind, node.value) } }
    }
    case 'numeric': {
      const field = fieldOf(node.attribute)
      return { [field.path]: { [payloadOperator[node.operator]]: numericValue(field.kind, node.value) } }
    }
    case 'range': {
      const field = fieldOf(node.attribute)
      return {
        and: [
          { [field.path]: { greater_than_equal: numericValue(field.kind, node.lower) } },
          { [field.path]: { less_than_equal: numericValue(field.kind, node.upper) } },
        ],
      }
    }
    case 'not':
      if (node.child.kind === 'facet') {
        const field = fieldOf(node.child.attribute)
        return { [field.path]: { not_equals: facetValue(field.kind, node.child.value) } }
      }
      throw new Error(`database backend: NOT of ${node.child.kind} filters is not translated`)
    case 'tag':
      throw new Error('database backend: _tags filters are not translated (vehicles have no _tags field)')
  }
}

/** The engine's searchable attributes; a word must appear in one of them, as in the engine. */
const textPaths = settings.searchableAttributes.map((attribute) => fieldOf(attribute).path)

/**
 * Each word of the query as a case-insensitive substring (`like`) of one of the searchable fields.
 * That is what Payload can express; the engine also matches typos and joined words, and ranks by
 * match quality, so the two agree only on queries that need neither (see the cross-check).
 */
export function whereOfText(query: string): Where | undefined {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
  if (words.length === 0) return undefined
  return { and: words.map((word): Where => ({ or: textPaths.map((path): Where => ({ [path]: { like: word } })) })) }
}

/** The index name's order as Payload sort paths; `id` last stands for the engine's objectID tie-break. */
export function payloadSortOf(indexName: string): string[] {
  const sort = sortForIndexName(indexName)
  if (!sort) throw new Error(`database backend: unknown index ${indexName}`)
  return [...sortKeysOf(sort).map((key) => `${key.direction === 'desc' ? '-' : ''}${fieldOf(key.attribute).path}`), 'id']
}

// ---------------------------------------------------------------------------------------------
// The backend

interface BuiltQuery {
  joins: unknown[]
  where: SqlFragment | undefined
}
type BuildQuery = (args: { adapter: unknown; fields: FlattenedField[]; tableName: string; where: Where }) => BuiltQuery

/**
 * Payload's drizzle adapter's own `buildQuery` (used by its find and count). It is not exported by
 * @payloadcms/db-sqlite, so it is loaded from where db-sqlite itself resolves @payloadcms/drizzle.
 */
async function loadBuildQuery(): Promise<BuildQuery> {
  const dbSqlitePackage = realpathSync(new URL('../cms/node_modules/@payloadcms/db-sqlite/package.json', import.meta.url))
  const entry = createRequire(dbSqlitePackage).resolve('@payloadcms/drizzle')
  const module = (await import(pathToFileURL(entry).href)) as { buildQuery: BuildQuery }
  return module.buildQuery
}

/** What `vehicleSearchRecord` reads: the hits are search records, so the page selects only these. */
const searchRecordSelect = {
  name: true,
  slug: true,
  make: true,
  model: true,
  badge: true,
  year: true,
  car_type: true,
  status: true,
  price: true,
  subscription_price: true,
  km: true,
  body: true,
  simple_body: true,
  fuel: true,
  simple_fuel: true,
  trans: true,
  simple_transmission: true,
  drive: true,
  colour: true,
  seats: true,
  state: true,
  city: true,
  location: { id: true, name: true },
  dealership_name: true,
  dealership_slug: true,
  certified: true,
  custom_rank: true,
  createdAt: true,
  sold_date: true,
  show_on_dealer_website: true,
  stocknum: true,
  filtered_features: true,
  photos_count: true,
  primary_image_url: true,
  images: true,
  item_type: true,
  tag: true,
} as const

const identifier = /^[a-z_][a-z0-9_]*$/i

function joinSql(fragments: readonly SqlFragment[], separator: SqlFragment): SqlFragment {
  return fragments.slice(1).reduce((joined, fragment) => sql`${joined}${separator}${fragment}`, fragments[0] ?? sql``)
}

export async function databaseBackend(payload: Payload, tenantId: number): Promise<SearchBackend> {
  const buildQuery = await loadBuildQuery()
  const adapter = sqliteOf(payload)
  const { name: tableName, columns } = vehiclesTable(payload)
  const fields = payload.collections.vehicles.config.flattenedFields
  const numericAttributes = new Set(settings.numericAttributes ?? [])

  const sqlConditionOf = (where: Where): SqlFragment => {
    const built = buildQuery({ adapter, fields, tableName, where })
    if (built.joins.length > 0) throw new Error('database backend: the where needs joins, which the facet SQL does not add')
    return built.where ?? sql`1 = 1`
  }

  /**
   * Facet counts and numeric stats of one query in one statement: the matched rows' facet columns
   * are materialised once, then each facet is a GROUP BY over them (top `limit` by count, ties in value
   * order as text, as the engine orders them) and each numeric facet adds MIN/MAX/SUM/COUNT.
   */
  async function facetsOf(attributes: readonly string[], condition: SqlFragment, limit: number) {
    for (const attribute of attributes) if (!identifier.test(attribute)) throw new Error(`odd attribute ${attribute}`)
    const materialised = joinSql(
      attributes.map((attribute) => sql`${columns[fieldOf(attribute).column]} AS ${sql.raw(`"${attribute}"`)}`),
      sql`, `,
    )
    const branches = attributes.map((attribute) => {
      const present =
        fieldOf(attribute).kind === 'text' ? `"${attribute}" IS NOT NULL AND "${attribute}" <> ''` : `"${attribute}" IS NOT NULL`
      return `SELECT * FROM (SELECT '${attribute}' AS facet, "${attribute}" AS value, count(*) AS n, NULL AS low, NULL AS high, NULL AS total
        FROM matched WHERE ${present} GROUP BY "${attribute}" ORDER BY n DESC, CAST("${attribute}" AS TEXT) LIMIT ${limit})`
    })
    for (const attribute of attributes.filter((name) => numericAttributes.has(name))) {
      branches.push(
        `SELECT '#${attribute}', NULL, count("${attribute}"), min("${attribute}"), max("${attribute}"), sum("${attribute}") FROM matched`,
      )
    }
    const rows = await adapter.drizzle.all<{ facet: string; value: unknown; n: number; low: unknown; high: unknown; total: unknown }>(
      sql`WITH matched AS MATERIALIZED (SELECT ${materialised} FROM ${sql.raw(`"${tableName}"`)} WHERE ${condition})
          ${sql.raw(branches.join(' UNION ALL '))}`,
    )
    const facets: Record<string, FacetCounts> = {}
    const stats: Record<string, FacetStats> = {}
    for (const row of rows) {
      if (row.facet.startsWith('#')) {
        const count = Number(row.n)
        const sum = Number(row.total)
        if (count > 0) stats[row.facet.slice(1)] = { min: Number(row.low), max: Number(row.high), avg: sum / count, sum }
        continue
      }
      const value = fieldOf(row.facet).kind === 'checkbox' ? (row.value ? 'true' : 'false') : String(row.value)
      ;(facets[row.facet] ??= {})[value] = Number(row.n)
    }
    return { facets, stats }
  }

  async function answerOne(request: QueryRequest): Promise<SearchResponse> {
    const params = paramsOfRequest(request)
    const normalised = normaliseSearchParams(params)
    if (normalised.window.kind !== 'page') throw new Error('database backend: offset/length windows are not translated')
    const conditions: Where[] = [{ tenant: { equals: tenantId } }]
    if (normalised.filter) conditions.push(whereOfFilter(normalised.filter))
    const text = whereOfText(normalised.query)
    if (text) conditions.push(text)
    const where: Where = { and: conditions }

    const { page, hitsPerPage } = normalised.window
    let nbHits: number
    let hits: SearchRecord[] = []
    if (hitsPerPage > 0) {
      const found = await payload.find({
        collection: 'vehicles',
        where,
        sort: payloadSortOf(request.indexName),
        limit: hitsPerPage,
        page: page + 1,
        depth: 0,
        select: searchRecordSelect,
        overrideAccess: true,
      })
      nbHits = found.totalDocs
      // The selected fields are all vehicleSearchRecord reads, so the partial document gives the full record.
      hits = (found.docs as unknown as Vehicle[]).map((vehicle) => vehicleSearchRecord(vehicle))
    } else {
      nbHits = (await payload.count({ collection: 'vehicles', where, overrideAccess: true })).totalDocs
    }
    const slice = pageOf(normalised.window, nbHits, settings.paginationLimitedTo)

    const response: SearchResponse = {
      hits: hits.slice(0, slice.count),
      nbHits,
      page: slice.page,
      nbPages: slice.nbPages,
      hitsPerPage: slice.hitsPerPage,
      processingTimeMS: 0,
      query: normalised.query,
      params: encodeParams(params),
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
    }
    const requested = normalised.facets.includes('*')
      ? settings.countableFacetAttributes
      : [...new Set(normalised.facets)].filter((name) => settings.countableFacetAttributes.includes(name))
    if (requested.length > 0) {
      const { facets, stats } = await facetsOf(requested, sqlConditionOf(where), normalised.maxValuesPerFacet)
      response.facets = facets
      if (Object.keys(stats).length > 0) response.facets_stats = stats
    }
    return response
  }

  return {
    name: 'Payload on SQLite',
    answer: async (requests) => {
      const results: SearchResponse[] = []
      // One at a time: the libsql client runs statements synchronously on one connection anyway.
      for (const request of requests) results.push(await answerOne(request))
      return results
    },
  }
}
