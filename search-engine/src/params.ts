/**
 * Search parameters as clients send them (numbers may come as strings and arrays as JSON when they
 * arrive in a URL-encoded `params` string), checked and normalised once per request.
 */
import { SearchRequestError } from './errors'
import { type FilterListInput, type FilterNode, parseAllFilters } from './filterSyntax'

export interface SearchParams {
  query?: string
  filters?: string
  facetFilters?: FilterListInput
  numericFilters?: FilterListInput
  tagFilters?: FilterListInput
  facets?: string | readonly string[]
  maxValuesPerFacet?: number | string
  hitsPerPage?: number | string
  page?: number | string
  offset?: number | string
  length?: number | string
  attributesToRetrieve?: string | readonly string[]
  /** Anything else a client sends (analytics, highlighting, clickAnalytics…) is accepted and ignored. */
  [parameter: string]: unknown
}

export type HitWindow = { kind: 'page'; page: number; hitsPerPage: number } | { kind: 'offset'; offset: number; length: number }

export interface NormalisedSearch {
  query: string
  filter: FilterNode | undefined
  /** As asked; `*` means every countable facet. */
  facets: string[]
  maxValuesPerFacet: number
  window: HitWindow
  /** Undefined means every attribute. */
  attributesToRetrieve: string[] | undefined
}

export const defaultHitsPerPage = 20
export const defaultMaxValuesPerFacet = 100
const maxHitsPerPage = 1000
export const maxValuesPerFacetLimit = 1000

function readInteger(params: SearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = params[name]
  if (raw === undefined || raw === null || raw === '') return fallback
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max >= Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`
    throw new SearchRequestError(`Invalid value for "${name}": expected an integer ${range}, got ${JSON.stringify(raw)}`)
  }
  return value
}

/** A list of names: an array, a JSON-encoded array, or a comma-separated string. */
function readNameList(params: SearchParams, name: string): string[] | undefined {
  const raw = params[name]
  if (raw === undefined || raw === null) return undefined
  let list: unknown = raw
  if (typeof raw === 'string') {
    const trimmed = raw.trim()
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed)
      } catch {
        throw new SearchRequestError(`Invalid value for "${name}": invalid JSON array`)
      }
    } else {
      list = trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim())
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new SearchRequestError(`Invalid value for "${name}": expected an array of strings`)
  }
  return list.filter((item) => item !== '')
}

function readQuery(params: SearchParams): string {
  const raw = params.query
  if (raw === undefined || raw === null) return ''
  if (typeof raw === 'number') return String(raw)
  if (typeof raw !== 'string') throw new SearchRequestError('Invalid value for "query": expected a string')
  return raw
}

function readWindow(params: SearchParams): HitWindow {
  const hitsPerPage = readInteger(params, 'hitsPerPage', defaultHitsPerPage, 0, maxHitsPerPage)
  if (params.offset !== undefined && params.offset !== null && params.offset !== '') {
    return {
      kind: 'offset',
      offset: readInteger(params, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
      length: readInteger(params, 'length', hitsPerPage, 0, maxHitsPerPage),
    }
  }
  return { kind: 'page', page: readInteger(params, 'page', 0, 0, Number.MAX_SAFE_INTEGER), hitsPerPage }
}

export function normaliseSearchParams(params: SearchParams): NormalisedSearch {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new SearchRequestError('Invalid search parameters: expected an object')
  }
  return {
    query: readQuery(params),
    filter: parseAllFilters(params),
    facets: readNameList(params, 'facets') ?? [],
    // Algolia reads any larger value as its maximum, 1000, rather than refusing it.
    maxValuesPerFacet: Math.min(
      readInteger(params, 'maxValuesPerFacet', defaultMaxValuesPerFacet, 1, Number.POSITIVE_INFINITY),
      maxValuesPerFacetLimit,
    ),
    window: readWindow(params),
    attributesToRetrieve: readNameList(params, 'attributesToRetrieve'),
  }
}

/** The params as Algolia echoes them: `key=value` pairs, arrays as JSON, URL-encoded, in the order sent. */
export function encodeParams(params: SearchParams): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return pairs.join('&')
}

/** Reads a URL-encoded params string (the older clients' `{ params: "query=…&hitsPerPage=…" }`). */
export function parseParamsString(encoded: string): SearchParams {
  const params: SearchParams = {}
  for (const [key, value] of new URLSearchParams(encoded)) params[key] = value
  return params
}
