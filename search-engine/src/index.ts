/**
 * @forecourt/search-engine: the in-process, Algolia-compatible search engine (README.md). This list is
 * what other packages may use: the index, its settings and sorts, the multi-query and the REST
 * handler, and the request and response types. Everything else in src/ is the engine's own.
 */
export { SearchIndex, buildIndex, pageOf } from './searchIndex'
export {
  answerSearchRequest,
  defaultSearchAnswerCaching,
  handleSearchRequest,
  privateCacheControl,
  searchCacheTag,
  type SearchAnswerCaching,
  type SearchHttpAnswer,
  type SearchHttpDeps,
  type SearchHttpRequest,
  type SearchKeyGrant,
} from './http'
export { carIndexResolver, paramsOfRequest, runQueries, type QueryRequest, type QueryResult } from './multiQuery'
export {
  MAX_HITS_PER_MULTI_QUERY,
  MAX_QUERIES_PER_MULTI_QUERY,
  MAX_SEARCH_ANSWER_BYTES,
  checkMultiQueryBounds,
  multiQueryMessages,
} from './multiQueryBounds'
export { encodeParams, normaliseSearchParams } from './params'
export { carIndexSettings, resolveSettings, type IndexSettings } from './settings'
export { carBaseIndexName, carReplicaSorts, sortForIndexName, sortKeysOf } from './sorting'
export type { FilterNode, NumericOperator } from './filterSyntax'
export type { FacetCounts, FacetStats, SearchRecord, SearchResponse } from './response'
