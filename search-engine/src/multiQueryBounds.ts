/**
 * How much one multi-query (`POST /1/indexes/*\/queries`) may ask of the process. A results page asks
 * for one query of a page of cars plus one `hitsPerPage: 0` query per refined disjunctive facet (a
 * dozen at most), so these bounds are far above what a site sends; 200 queries of 1,000 hits each
 * (63 MB of answer) kept one process busy for seconds and stalled every other tenant's site.
 */
import { SearchRequestError } from './errors'
import { type QueryRequest, paramsOfRequest } from './multiQuery'
import { normaliseSearchParams } from './params'

/** Algolia's own ceiling for one multi-query. */
export const MAX_QUERIES_PER_MULTI_QUERY = 50
/** The hits all queries of one multi-query may return together: one query of the largest page Algolia allows. */
export const MAX_HITS_PER_MULTI_QUERY = 1000
/** An answer larger than this is refused rather than sent (a results page answers in tens of kilobytes). */
export const MAX_SEARCH_ANSWER_BYTES = 8 * 1024 * 1024

export const multiQueryMessages = {
  tooManyQueries: (count: number) =>
    `A multi-query may hold at most ${MAX_QUERIES_PER_MULTI_QUERY} queries (this one has ${count}). Send fewer queries at once.`,
  tooManyHits: (hits: number) =>
    `The queries of one multi-query may ask for at most ${MAX_HITS_PER_MULTI_QUERY} hits together (these ask for ${hits}: the sum of each query's hitsPerPage or length). Ask for smaller pages.`,
  answerTooLarge: `The answer would be larger than ${MAX_SEARCH_ANSWER_BYTES / 1024 / 1024} MB. Ask for fewer hits, facets or attributes.`,
}

/** The hits one query may return: its page size (`hitsPerPage`, or `length` with `offset`). */
function hitsAskedFor(request: QueryRequest): number {
  const { window } = normaliseSearchParams(paramsOfRequest(request))
  return window.kind === 'page' ? window.hitsPerPage : window.length
}

/** Throws the 400 that refuses a multi-query over the bounds, before any of its queries runs. */
export function checkMultiQueryBounds(requests: readonly QueryRequest[]): void {
  if (requests.length > MAX_QUERIES_PER_MULTI_QUERY) throw new SearchRequestError(multiQueryMessages.tooManyQueries(requests.length))
  const hits = requests.reduce((sum, request) => sum + hitsAskedFor(request), 0)
  if (hits > MAX_HITS_PER_MULTI_QUERY) throw new SearchRequestError(multiQueryMessages.tooManyHits(hits))
}
