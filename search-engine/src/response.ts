/** The answer to one query, in Algolia's shape. */

export interface SearchRecord {
  objectID: string
  [attribute: string]: unknown
}

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

/** value → number of matching records, most frequent first, ties by value. */
export type FacetCounts = Record<string, number>

export interface SearchResponse<TRecord extends SearchRecord = SearchRecord> {
  /** Copies of the stored records, trimmed to `attributesToRetrieve` (objectID always kept). */
  hits: Array<Partial<TRecord> & { objectID: string }>
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  /** Present when the request used offset/length instead of page/hitsPerPage. */
  offset?: number
  length?: number
  processingTimeMS: number
  query: string
  /** The request's params, URL-encoded, as Algolia echoes them. */
  params: string
  facets?: Record<string, FacetCounts>
  facets_stats?: Record<string, FacetStats>
  exhaustiveFacetsCount: true
  exhaustiveNbHits: true
}
