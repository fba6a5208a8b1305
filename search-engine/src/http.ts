/**
 * Algolia's REST protocol over the in-process engine, as a fetch-style handler (Request in, Response
 * out) so Next route handlers, a Node server or a test can mount it. Only what `algoliasearch` v5 and
 * react-instantsearch send is answered; see README.md for the routes.
 *
 * Every index belongs to one tenant: `{tenantSlug}_Car_production` and its sort replicas
 * (`…_price_asc`, …), all answered by the tenant's one engine index. An API key belongs to one tenant
 * too; a search-only key reads that tenant's indices, the admin key also writes them.
 */
import { randomUUID } from 'node:crypto'

import { SearchRequestError, isSearchRequestError } from './errors'
import { type IndexResolver, type QueryRequest, paramsOfRequest, runQueries } from './multiQuery'
import { MAX_QUERIES_PER_MULTI_QUERY, MAX_SEARCH_ANSWER_BYTES, checkMultiQueryBounds, multiQueryMessages } from './multiQueryBounds'
import type { SearchIndex } from './searchIndex'
import { carBaseIndexName, carReplicaSorts, sortForIndexName } from './sorting'

export interface SearchKeyGrant {
  tenantSlug: string
  /** The tenant's admin key: batch, clear and settings writes. Search-only keys read. */
  canWrite: boolean
}

export interface SearchHttpDeps {
  /** The grant of an application id + API key pair; undefined (or null) for an unknown pair. */
  lookupKey(appId: string, apiKey: string): SearchKeyGrant | null | undefined | Promise<SearchKeyGrant | null | undefined>
  /** The tenant's engine index, created (or rebuilt from the database) on first use. */
  indexFor(tenantSlug: string): SearchIndex | Promise<SearchIndex>
  /** Empties the tenant's index (`clear` / `clearObjects`). */
  clearIndex(tenantSlug: string): void | Promise<void>
  /** The primary index's name after the tenant prefix; `Car_production` by default. */
  baseIndexName?: string
  /** How long a shared cache (a CDN) may keep a search answer for a search-only key; `searchAnswerCaching` by default. */
  searchAnswerCaching?: SearchAnswerCaching
}

/**
 * A search-only key's search answers are the same for everyone who holds the key (it names its tenant
 * and reads that tenant's listed stock only), so a shared cache may keep them by URL and body. The
 * freshness is short because a stock change must reach shoppers quickly: `sMaxAgeSeconds` fresh, then
 * served stale for at most `staleWhileRevalidateSeconds` while one request fetches the new answer.
 * Browsers do not keep them (`max-age=0`); InstantSearch caches in memory itself.
 */
export interface SearchAnswerCaching {
  sMaxAgeSeconds: number
  staleWhileRevalidateSeconds: number
}

export const defaultSearchAnswerCaching: SearchAnswerCaching = { sMaxAgeSeconds: 5, staleWhileRevalidateSeconds: 10 }

/** Everything but a search-only key's search answer: admin reads, writes, errors. */
export const privateCacheControl = 'private, no-store'

/** The cache tag of a tenant's search answers, for purging them from a CDN when its stock changes. */
export function searchCacheTag(tenantSlug: string): string {
  return `search:${tenantSlug}`
}

/** The answer's cache headers: shared for a search-only key's search answer, private and unstored otherwise. */
function cacheHeaders(shared: { tenantSlug: string; caching: SearchAnswerCaching } | undefined): Record<string, string> {
  if (!shared) return { 'Cache-Control': privateCacheControl }
  const { sMaxAgeSeconds, staleWhileRevalidateSeconds } = shared.caching
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${sMaxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`,
    // The browser clients send the key in the query string (part of the URL a cache keys on); Node
    // clients send it as headers, which must then be part of the key too.
    Vary: 'x-algolia-api-key, x-algolia-application-id',
    'Cache-Tag': searchCacheTag(shared.tenantSlug),
  }
}

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  'Access-Control-Max-Age': '86400',
}

/** What the handler reads of a request: a fetch `Request` has it, and so can a plain object made from Node's request. */
export interface SearchHttpRequest {
  readonly method: string
  /** Absolute; only the path and query string are read. */
  readonly url: string
  readonly headers: { get(name: string): string | null }
  text(): Promise<string>
}

/** An answer as plain data, for a server that writes it itself (no fetch `Response` and its stream to go through). */
export interface SearchHttpAnswer {
  status: number
  headers: Record<string, string>
  /** JSON text; null for none (the preflight's 204). */
  body: string | null
}

function json(body: unknown, status = 200, caching: Record<string, string> = { 'Cache-Control': privateCacheControl }): SearchHttpAnswer {
  return { status, headers: { ...corsHeaders, ...caching, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) }
}

function algoliaError(message: string, status: number): SearchHttpAnswer {
  return json({ message, status }, status)
}

// Writes are applied before the answer is sent, so every task is already published when asked about.
let lastTaskID = 0
function nextTaskID(): number {
  lastTaskID += 1
  return lastTaskID
}

type BatchAction = 'addObject' | 'updateObject' | 'partialUpdateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject' | 'clear'

interface BatchOperation {
  action: BatchAction
  body?: Record<string, unknown>
}

const batchActions = new Set<string>([
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'clear',
])

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Algolia accepts numeric objectIDs and answers with strings; the engine keys by string. */
function objectIDOf(body: Record<string, unknown> | undefined, required: boolean): string | undefined {
  const raw = body?.objectID
  if (typeof raw === 'string' && raw !== '') return raw
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  if (raw !== undefined && raw !== null) throw new SearchRequestError('objectID must be a string or a number')
  if (required) throw new SearchRequestError('Missing objectID')
  return undefined
}

/** Deeper than any body a client sends (records and search parameters are a few levels at most). */
export const maxBodyNesting = 32

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Refuses what JSON allows but nothing downstream should meet: text with a lone UTF-16 surrogate (a
 * `\ud800` escape with no pair; it cannot be URL-encoded or stored) and nesting deep enough to
 * exhaust the stack of the code that walks it.
 */
function checkBodyValue(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    if (loneSurrogate.test(value))
      throw new SearchRequestError('The request body contains text that is not valid Unicode (an unpaired surrogate)')
    return
  }
  if (typeof value !== 'object' || value === null) return
  if (depth >= maxBodyNesting) throw new SearchRequestError(`The request body is nested too deeply (at most ${maxBodyNesting} levels)`)
  if (Array.isArray(value)) {
    for (const item of value) checkBodyValue(item, depth + 1)
    return
  }
  for (const [key, item] of Object.entries(value)) {
    checkBodyValue(key, depth + 1)
    checkBodyValue(item, depth + 1)
  }
}

async function readBody(request: SearchHttpRequest): Promise<unknown> {
  // The browser lite client posts JSON as text/plain (no CORS preflight): parse whatever the type.
  const text = await request.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    throw new SearchRequestError('Invalid JSON in the request body')
  }
  checkBodyValue(body, 0)
  return body
}

async function readObjectBody(request: SearchHttpRequest): Promise<Record<string, unknown>> {
  const body = await readBody(request)
  if (!isPlainObject(body)) throw new SearchRequestError('The request body must be a JSON object')
  return body
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new SearchRequestError('Malformed URL')
  }
}

interface Context {
  grant: SearchKeyGrant
  deps: SearchHttpDeps
  baseIndexName: string
}

/** A search answer: shared-cacheable for a search-only key, private for the admin key. */
function searchAnswer(body: unknown, context: Context): SearchHttpAnswer {
  const shared = context.grant.canWrite
    ? undefined
    : { tenantSlug: context.grant.tenantSlug, caching: context.deps.searchAnswerCaching ?? defaultSearchAnswerCaching }
  const answer = json(body, 200, cacheHeaders(shared))
  if (answer.body !== null && answer.body.length > MAX_SEARCH_ANSWER_BYTES) throw new SearchRequestError(multiQueryMessages.answerTooLarge)
  return answer
}

/** The credentials the browser client puts in the query string are not search parameters. */
const credentialParameters = new Set(['x-algolia-api-key', 'x-algolia-application-id', 'x-algolia-agent'])

/** Search parameters sent in the query string of a GET (Algolia's `GET /1/indexes/{indexName}`). */
function queryStringParams(url: URL): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of url.searchParams) if (!credentialParameters.has(name.toLowerCase())) params[name] = value
  return params
}

/** The tenant's index behind an index name, or the 403/404 Algolia would give. */
async function targetOf(context: Context, indexName: string, forWrite: boolean) {
  const prefix = `${context.grant.tenantSlug}_`
  if (!indexName.startsWith(prefix)) throw new SearchRequestError(`Index not allowed with this API key`, 403)
  const local = indexName.slice(prefix.length)
  const index = await context.deps.indexFor(context.grant.tenantSlug)
  const sort = sortForIndexName(local, context.baseIndexName, index.settings.customRanking)
  if (!sort) throw new SearchRequestError(`Index ${indexName} does not exist`, 404)
  if (forWrite) {
    if (!context.grant.canWrite) throw new SearchRequestError('Method not allowed with this API key', 403)
    if (local !== context.baseIndexName) throw new SearchRequestError(`Index ${indexName} is a replica: write to its primary`, 400)
  }
  return { index, sort, indexName }
}

function applyBatch(index: SearchIndex, operations: readonly BatchOperation[]): string[] {
  // Validate everything first so a bad operation leaves the index untouched, as Algolia's batch is atomic.
  const planned: Array<() => string | undefined> = operations.map((operation, position) => {
    if (!isPlainObject(operation) || typeof operation.action !== 'string' || !batchActions.has(operation.action)) {
      throw new SearchRequestError(`Invalid action at requests[${position}]`)
    }
    const body = operation.body
    if (operation.action !== 'clear' && !isPlainObject(body)) throw new SearchRequestError(`Missing body at requests[${position}]`)
    switch (operation.action) {
      case 'addObject': {
        const objectID = objectIDOf(body, false) ?? randomUUID()
        return () => (index.upsert({ ...body, objectID }), objectID)
      }
      case 'updateObject': {
        const objectID = objectIDOf(body, true) as string
        return () => (index.upsert({ ...body, objectID }), objectID)
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const objectID = objectIDOf(body, true) as string
        const createIfMissing = operation.action === 'partialUpdateObject'
        return () => {
          const existing = index.get(objectID)
          if (!existing && !createIfMissing) return objectID
          index.upsert({ ...(existing ?? {}), ...body, objectID })
          return objectID
        }
      }
      case 'deleteObject': {
        const objectID = objectIDOf(body, true) as string
        return () => (index.remove(objectID), objectID)
      }
      default:
        return () => undefined
    }
  })
  const objectIDs: string[] = []
  for (const run of planned) {
    const objectID = run()
    if (objectID !== undefined) objectIDs.push(objectID)
  }
  return objectIDs
}

function settingsOf(index: SearchIndex, indexName: string, baseIndexName: string) {
  const { settings } = index
  const countable = new Set(settings.countableFacetAttributes)
  const isPrimary = indexName.endsWith(`_${baseIndexName}`)
  const tenantPrefix = indexName.slice(0, indexName.length - baseIndexName.length)
  return {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.facetAttributes.map((attribute) => (countable.has(attribute) ? attribute : `filterOnly(${attribute})`)),
    customRanking: settings.customRanking,
    ...(settings.numericAttributes
      ? {
          numericAttributesForFiltering: settings.numericAttributes.map((attribute) =>
            settings.equalOnlyNumericAttributes.includes(attribute) ? `equalOnly(${attribute})` : attribute,
          ),
        }
      : {}),
    paginationLimitedTo: settings.paginationLimitedTo,
    ...(isPrimary ? { replicas: Object.keys(carReplicaSorts).map((suffix) => `${tenantPrefix}${baseIndexName}_${suffix}`) } : {}),
  }
}

async function route(request: SearchHttpRequest, segments: string[], context: Context): Promise<SearchHttpAnswer> {
  const method = request.method.toUpperCase()
  // segments after /1/indexes/
  const [first, second, third] = segments
  if (first === undefined) throw new SearchRequestError('Not found', 404)

  if (first === '*' && second === 'queries' && segments.length === 2 && method === 'POST') {
    const body = await readObjectBody(request)
    if (!Array.isArray(body.requests)) throw new SearchRequestError('Invalid value for "requests": expected an array')
    const requests = body.requests as QueryRequest[]
    if (requests.length > MAX_QUERIES_PER_MULTI_QUERY) checkMultiQueryBounds(requests)
    const targets = new Map<string, Awaited<ReturnType<typeof targetOf>>>()
    for (const [position, query] of requests.entries()) {
      if (!isPlainObject(query) || typeof query.indexName !== 'string')
        throw new SearchRequestError(`Missing indexName at requests[${position}]`)
      if (query.type !== undefined && query.type !== 'default')
        throw new SearchRequestError(`Query type ${String(query.type)} is not supported`)
      if (!targets.has(query.indexName)) targets.set(query.indexName, await targetOf(context, query.indexName, false))
    }
    checkMultiQueryBounds(requests)
    const resolve: IndexResolver = (indexName) => targets.get(indexName)
    return searchAnswer(runQueries(resolve, requests), context)
  }

  const indexName = decodeSegment(first)
  if (second === undefined && segments.length === 1 && method === 'GET') {
    // Algolia's GET form of a search: the parameters in the query string, so a CDN can key on the URL.
    const target = await targetOf(context, indexName, false)
    const params = paramsOfRequest({ params: queryStringParams(new URL(request.url)), indexName })
    return searchAnswer({ ...target.index.search(params, { sort: target.sort }), index: indexName }, context)
  }
  if (second === 'query' && segments.length === 2 && method === 'POST') {
    const target = await targetOf(context, indexName, false)
    const body = await readObjectBody(request)
    const params = paramsOfRequest({ ...body, indexName })
    return searchAnswer({ ...target.index.search(params, { sort: target.sort }), index: indexName }, context)
  }
  if (second === 'batch' && segments.length === 2 && method === 'POST') {
    const target = await targetOf(context, indexName, true)
    const body = await readObjectBody(request)
    if (!Array.isArray(body.requests)) throw new SearchRequestError('Invalid value for "requests": expected an array')
    const operations = body.requests as BatchOperation[]
    if (operations.some((operation) => isPlainObject(operation) && operation.action === 'clear')) {
      // A clear empties the index first; Algolia applies it in order, and clients send it alone.
      await context.deps.clearIndex(context.grant.tenantSlug)
      const fresh = await context.deps.indexFor(context.grant.tenantSlug)
      const objectIDs = applyBatch(
        fresh,
        operations.filter((operation) => operation.action !== 'clear'),
      )
      return json({ taskID: nextTaskID(), objectIDs })
    }
    return json({ taskID: nextTaskID(), objectIDs: applyBatch(target.index, operations) })
  }
  if (second === 'clear' && segments.length === 2 && method === 'POST') {
    await targetOf(context, indexName, true)
    await context.deps.clearIndex(context.grant.tenantSlug)
    return json({ taskID: nextTaskID(), updatedAt: new Date().toISOString() })
  }
  if (second === 'task' && third !== undefined && segments.length === 3 && method === 'GET') {
    await targetOf(context, indexName, false)
    if (!/^\d+$/.test(third)) throw new SearchRequestError('Invalid task id')
    return json({ status: 'published', pendingTask: false })
  }
  if (second === 'settings' && segments.length === 2) {
    if (method === 'GET') {
      const target = await targetOf(context, indexName, false)
      // Reading settings needs Algolia's `settings` ACL, which a search-only key does not carry.
      if (!context.grant.canWrite) throw new SearchRequestError('Method not allowed with this API key', 403)
      return json(settingsOf(target.index, indexName, context.baseIndexName))
    }
    if (method === 'PUT') {
      // Replicas take settings too (their ranking), so only the key's right to write is checked.
      await targetOf(context, indexName, false)
      if (!context.grant.canWrite) throw new SearchRequestError('Method not allowed with this API key', 403)
      await readObjectBody(request)
      // The car index's settings are code (settings.ts), shared by every tenant: accepted, not stored.
      return json({ taskID: nextTaskID(), updatedAt: new Date().toISOString() })
    }
  }
  if (second !== undefined && !['query', 'batch', 'clear', 'task', 'settings', 'queries'].includes(second)) {
    const objectID = decodeSegment(second)
    if (segments.length === 2 && method === 'GET') {
      const target = await targetOf(context, indexName, false)
      const record = target.index.get(objectID)
      if (!record) throw new SearchRequestError('ObjectID does not exist', 404)
      return json({ ...record })
    }
    if (segments.length === 2 && method === 'DELETE') {
      const target = await targetOf(context, indexName, true)
      target.index.remove(objectID)
      return json({ taskID: nextTaskID(), deletedAt: new Date().toISOString() })
    }
    if (segments.length === 2 && method === 'PUT') {
      const target = await targetOf(context, indexName, true)
      const body = await readObjectBody(request)
      applyBatch(target.index, [{ action: 'updateObject', body: { ...body, objectID } }])
      return json({ taskID: nextTaskID(), objectID, updatedAt: new Date().toISOString() })
    }
    if (third === 'partial' && segments.length === 3 && method === 'POST') {
      const target = await targetOf(context, indexName, true)
      const body = await readObjectBody(request)
      const create = new URL(request.url).searchParams.get('createIfNotExists') !== 'false'
      applyBatch(target.index, [{ action: create ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate', body: { ...body, objectID } }])
      return json({ taskID: nextTaskID(), objectID, updatedAt: new Date().toISOString() })
    }
  }
  throw new SearchRequestError('Not found', 404)
}

/**
 * Answers one Algolia REST request. The path may carry a prefix (e.g. `/api/search`): everything from
 * `/1/indexes/` on is read.
 */
export async function handleSearchRequest(request: Request, deps: SearchHttpDeps): Promise<Response> {
  const answer = await answerSearchRequest(request, deps)
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}

/** `handleSearchRequest` as plain data in and out, for a server that reads and writes the HTTP itself. */
export async function answerSearchRequest(request: SearchHttpRequest, deps: SearchHttpDeps): Promise<SearchHttpAnswer> {
  if (request.method.toUpperCase() === 'OPTIONS') return { status: 204, headers: { ...corsHeaders }, body: null }
  try {
    const url = new URL(request.url)
    const at = url.pathname.indexOf('/1/indexes/')
    if (at === -1) throw new SearchRequestError('Not found', 404)
    const segments = url.pathname
      .slice(at + '/1/indexes/'.length)
      .split('/')
      .filter((segment) => segment !== '')
    // Node clients send the credentials as headers, the browser lite client in the query string.
    const apiKey = request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key')
    const appId = request.headers.get('x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id')
    if (!apiKey || !appId) throw new SearchRequestError('Invalid Application-ID or API key', 403)
    const grant = await deps.lookupKey(appId, apiKey)
    if (!grant) throw new SearchRequestError('Invalid Application-ID or API key', 403)
    return await route(request, segments, { grant, deps, baseIndexName: deps.baseIndexName ?? carBaseIndexName })
  } catch (error) {
    if (isSearchRequestError(error)) return algoliaError(error.message, error.status)
    // Anything else is our fault, not the caller's: say so without leaking internals.
    return algoliaError('Internal error', 500)
  }
}
