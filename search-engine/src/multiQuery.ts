/**
 * Answers a multi-query (`POST /1/indexes/*\/queries`) as Algolia does: each request names an index
 * (the primary or a sort replica) and carries its params either flat beside `indexName` (algoliasearch
 * v5) or in `params`, as an object or a URL-encoded string (older clients, react-instantsearch).
 */
import { SearchRequestError } from './errors'
import { type SearchParams, parseParamsString } from './params'
import type { SearchRecord, SearchResponse } from './response'
import type { SearchIndex } from './searchIndex'
import { type IndexSort, carBaseIndexName, sortForIndexName } from './sorting'

export interface QueryRequest {
  indexName: string
  params?: SearchParams | string
  [parameter: string]: unknown
}

export interface IndexTarget<TRecord extends SearchRecord = SearchRecord> {
  index: SearchIndex<TRecord>
  sort: IndexSort
}

export type IndexResolver<TRecord extends SearchRecord = SearchRecord> = (indexName: string) => IndexTarget<TRecord> | undefined

export type QueryResult<TRecord extends SearchRecord = SearchRecord> = SearchResponse<TRecord> & { index: string }

/** The primary car index and its sort replicas, all answered by one in-process index. */
export function carIndexResolver<TRecord extends SearchRecord>(
  index: SearchIndex<TRecord>,
  baseIndexName: string = carBaseIndexName,
): IndexResolver<TRecord> {
  return (indexName) => {
    const sort = sortForIndexName(indexName, baseIndexName, index.settings.customRanking)
    return sort ? { index, sort } : undefined
  }
}

/** One request's params: the flat ones, overlaid by those in `params`. */
export function paramsOfRequest(request: QueryRequest): SearchParams {
  const { indexName: _indexName, params, type: _type, ...flat } = request
  if (params === undefined || params === null) return flat
  if (typeof params === 'string') return { ...flat, ...parseParamsString(params) }
  if (typeof params === 'object' && !Array.isArray(params)) return { ...flat, ...params }
  throw new SearchRequestError('Invalid value for "params": expected an object or a URL-encoded string')
}

export function runQueries<TRecord extends SearchRecord>(
  resolve: IndexResolver<TRecord>,
  requests: readonly QueryRequest[],
): { results: Array<QueryResult<TRecord>> } {
  if (!Array.isArray(requests)) throw new SearchRequestError('Invalid value for "requests": expected an array')
  return {
    results: requests.map((request) => {
      if (!request || typeof request.indexName !== 'string') throw new SearchRequestError('Each request needs an indexName')
      const target = resolve(request.indexName)
      if (!target) throw new SearchRequestError(`Index ${request.indexName} does not exist`, 404)
      return { ...target.index.search(paramsOfRequest(request), { sort: target.sort }), index: request.indexName }
    }),
  }
}
