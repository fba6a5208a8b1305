/**
 * An in-process, Algolia-compatible search index for car stock: dictionary-encoded facet columns and
 * numeric columns in typed arrays, a token index for the text query, and one maintained row order
 * per sort. A request is one scan over the rows in sort order, checking a filter bitset, then one
 * pass over the matches per requested facet.
 *
 * Ranking: with an empty query, hits follow the sort order. With a query, the primary index orders
 * by match quality (see textIndex.ts: exact before prefix before typos) then custom ranking; a
 * replica orders by its sort attribute first, then match quality, then custom ranking, as Algolia's
 * standard replicas do. objectID breaks the remaining ties.
 */
import { FacetColumn, NumericColumn, grownCapacity, readAttribute } from './columns'
import { SearchRequestError } from './errors'
import { FacetAnswerCache, countFacetValues, numericStats } from './facetCounting'
import {
  type Bitset,
  type FilterColumns,
  LeafBitsCache,
  bitsetOfRows,
  clearRow,
  emptyBitset,
  evaluateFilter,
  hasRow,
  rowsOfBitset,
  setRow,
} from './filterEvaluation'
import { type FilterNode, type NumericOperator, tagsAttribute } from './filterSyntax'
import { type HitWindow, type SearchParams, encodeParams, normaliseSearchParams } from './params'
import type { FacetCounts, FacetStats, SearchRecord, SearchResponse } from './response'
import { type IndexSettings, type ResolvedSettings, carIndexSettings, resolveSettings } from './settings'
import { type IndexSort, SortedRows, compileKeyEquality, compileRowComparator, relevanceSort, sortId, sortKeysOf } from './sorting'
import { TextIndex, type TextMatch } from './textIndex'

export interface SearchOptions {
  /** The order to rank in; the index's relevance + custom ranking when omitted. */
  sort?: IndexSort
}

interface PreparedSort {
  rows: SortedRows
  /** Whether two rows tie on the keys placed before relevance; undefined when there are none. */
  tiesBeforeRelevance: ((rowA: number, rowB: number) => boolean) | undefined
}

export class SearchIndex<TRecord extends SearchRecord = SearchRecord> implements FilterColumns {
  readonly settings: ResolvedSettings
  /** Rows in use or freed: every column is scanned up to here. */
  private usedRows = 0
  private capacity: number
  private readonly records: Array<TRecord | undefined> = []
  private readonly objectIDs: string[] = []
  private readonly rowOfObjectID = new Map<string, number>()
  private readonly freeRows: number[] = []
  private readonly facetColumns = new Map<string, FacetColumn>()
  private readonly tags: FacetColumn
  private readonly numericColumns = new Map<string, NumericColumn>()
  private readonly detectsNumericAttributes: boolean
  /** The attributes numeric filters may use when the settings list them; undefined: every numeric one. */
  private readonly filterableNumeric: ReadonlySet<string> | undefined
  private readonly equalOnlyNumeric: ReadonlySet<string>
  private readonly text = new TextIndex()
  private readonly preparedSorts = new Map<string, PreparedSort>()
  private readonly defaultSort: IndexSort
  private liveRows: Bitset
  /** Reused by every search for the matched rows: searches are synchronous, so never shared. */
  private matchedRowsScratch: Uint32Array
  private readonly leafCache: LeafBitsCache
  private readonly facetCache: FacetAnswerCache
  /**
   * Text matches by query, with their rows as a bitset, kept until a record changes: shoppers type the
   * same few makes and models, and each answer asks for the same text with several filters. Read only.
   */
  private readonly textMatches = new Map<string, { match: TextMatch; bits: Bitset } | null>()

  constructor(settings: IndexSettings = carIndexSettings, expectedSize = 0) {
    this.settings = resolveSettings(settings)
    this.capacity = grownCapacity(0, expectedSize)
    this.liveRows = emptyBitset(this.capacity)
    this.matchedRowsScratch = new Uint32Array(this.capacity)
    this.leafCache = new LeafBitsCache(this.settings.filterCacheEntries)
    this.facetCache = new FacetAnswerCache(this.settings.filterCacheEntries)
    for (const attribute of this.settings.facetAttributes) {
      if (attribute !== tagsAttribute) this.facetColumns.set(attribute, new FacetColumn(attribute, this.capacity))
    }
    this.tags = new FacetColumn(tagsAttribute, this.capacity)
    this.detectsNumericAttributes = this.settings.numericAttributes === undefined
    this.filterableNumeric = this.settings.numericAttributes ? new Set(this.settings.numericAttributes) : undefined
    this.equalOnlyNumeric = new Set(this.settings.equalOnlyNumericAttributes)
    this.defaultSort = relevanceSort(this.settings.customRanking)
    const sortAttributes = [
      ...sortKeysOf(this.defaultSort).map((key) => key.attribute),
      ...Object.values(this.settings.replicaSorts).map((key) => key.attribute),
    ]
    for (const attribute of [...(this.settings.numericAttributes ?? []), ...sortAttributes]) this.addNumericColumn(attribute)
  }

  get size(): number {
    return this.rowOfObjectID.size
  }

  get rowCount(): number {
    return this.usedRows
  }

  /** The stored record: read it, never modify it (the index's columns were built from it). */
  get(objectID: string): TRecord | undefined {
    const row = this.rowOfObjectID.get(objectID)
    return row === undefined ? undefined : this.records[row]
  }

  /** Every stored record (for a full push to another service); treat them as read-only. */
  all(): TRecord[] {
    const records: TRecord[] = []
    for (const row of this.rowOfObjectID.values()) records.push(this.records[row] as TRecord)
    return records
  }

  /**
   * Loads many records, sorting each prepared order once at the end rather than per record. The
   * records are kept by reference, not copied, to keep a bulk load cheap: treat them as immutable.
   */
  load(records: Iterable<TRecord>): void {
    for (const record of records) this.writeRecord(record, false)
    for (const prepared of this.preparedSorts.values()) prepared.rows.load(this.rowOfObjectID.values())
    // Orders not prepared yet sort all rows as they are created.
    this.prepareSort(this.defaultSort)
    for (const key of Object.values(this.settings.replicaSorts)) {
      this.prepareSort({ beforeRelevance: [key], afterRelevance: this.defaultSort.afterRelevance })
    }
  }

  /**
   * Adds or replaces a record; visible to the next search. A copy is kept, so the caller may go on
   * changing its object (the old tokens are recomputed from the stored copy on the next change).
   */
  upsert(record: TRecord): void {
    this.writeRecord(structuredClone(record), true)
  }

  /** Removes a record; false when no record has that objectID. */
  remove(objectID: string): boolean {
    const row = this.rowOfObjectID.get(objectID)
    if (row === undefined) return false
    for (const prepared of this.preparedSorts.values()) prepared.rows.remove(row)
    this.text.removeRow(row, this.searchableTexts(this.records[row] as TRecord))
    for (const column of this.facetColumns.values()) column.clearRow(row)
    this.tags.clearRow(row)
    for (const column of this.numericColumns.values()) column.clearRow(row)
    this.records[row] = undefined
    this.objectIDs[row] = ''
    this.rowOfObjectID.delete(objectID)
    this.freeRows.push(row)
    clearRow(this.liveRows, row)
    this.leafCache.clear()
    this.facetCache.clear()
    this.textMatches.clear()
    return true
  }

  search(params: SearchParams, options: SearchOptions = {}): SearchResponse<TRecord> {
    const started = performance.now()
    const request = normaliseSearchParams(params)
    const prepared = this.prepareSort(options.sort ?? this.defaultSort)
    const text = this.textMatchOf(request.query)
    const textMatch = text?.match
    const matchBits = this.matchingBits(request.filter, text?.bits)
    const matchedRows = rowsOfBitset(matchBits, this.matchedRowsScratch)

    const { start, count, page, hitsPerPage, nbPages } = pageOf(request.window, matchedRows.length, this.settings.paginationLimitedTo)
    const needed = start + count
    const ordered =
      count === 0
        ? []
        : textMatch
          ? prepared.tiesBeforeRelevance
            ? orderByRelevance(
                this.inSortOrder(prepared.rows, matchBits, Number.POSITIVE_INFINITY),
                textMatch.quality,
                prepared.tiesBeforeRelevance,
                needed,
              )
            : firstByQuality(prepared.rows, matchBits, matchedRows, textMatch.quality, needed)
          : this.inSortOrder(prepared.rows, matchBits, needed)
    const hits: SearchResponse<TRecord>['hits'] = []
    for (let index = start; index < needed && index < ordered.length; index++) {
      hits.push(this.projectHit(ordered[index] as number, request.attributesToRetrieve))
    }

    const response: SearchResponse<TRecord> = {
      hits,
      nbHits: matchedRows.length,
      page,
      nbPages,
      hitsPerPage,
      processingTimeMS: 0,
      query: request.query,
      params: encodeParams(params),
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
    }
    if (request.window.kind === 'offset') {
      response.offset = request.window.offset
      response.length = request.window.length
    }
    if (request.facets.length > 0) {
      // What decides the matched rows: the text query and the filter (the live rows are in the cache's lifetime).
      const matchKey = `${request.query}\u0000${request.filter ? JSON.stringify(request.filter) : ''}`
      Object.assign(response, this.facetsOf(request.facets, matchedRows, request.maxValuesPerFacet, matchKey))
    }
    response.processingTimeMS = Math.round(performance.now() - started)
    return response
  }

  leafBits(key: string, compute: () => Bitset): Bitset {
    return this.leafCache.get(key, compute)
  }

  // FilterColumns, for filter evaluation.
  facetColumn(attribute: string): FacetColumn | undefined {
    return this.facetColumns.get(attribute)
  }

  tagColumn(): FacetColumn {
    return this.tags
  }

  /**
   * The column a numeric filter reads. Sorts keep columns of their own attributes, but a filter on an
   * attribute the settings do not list matches nothing, and an `equalOnly` one takes `=` and `!=` only.
   */
  numericColumn(attribute: string, operator: NumericOperator | 'range' = '='): NumericColumn | undefined {
    if (this.filterableNumeric && !this.filterableNumeric.has(attribute)) return undefined
    if (operator !== '=' && operator !== '!=' && this.equalOnlyNumeric.has(attribute)) return undefined
    return this.numericColumns.get(attribute)
  }

  private writeRecord(record: TRecord, keepSortsCurrent: boolean): void {
    const objectID = objectIDOf(record)
    let row = this.rowOfObjectID.get(objectID)
    if (row === undefined) {
      row = this.allocateRow()
      this.rowOfObjectID.set(objectID, row)
      this.objectIDs[row] = objectID
    } else {
      if (keepSortsCurrent) for (const prepared of this.preparedSorts.values()) prepared.rows.remove(row)
      this.text.removeRow(row, this.searchableTexts(this.records[row] as TRecord))
    }
    if (this.detectsNumericAttributes) this.detectNumericAttributes(record)
    setRow(this.liveRows, row)
    this.leafCache.clear()
    this.facetCache.clear()
    this.textMatches.clear()
    this.records[row] = record
    for (const column of this.facetColumns.values()) column.setRow(row, readAttribute(record, column.attribute))
    this.tags.setRow(row, record[tagsAttribute])
    for (const column of this.numericColumns.values()) column.setRow(row, readAttribute(record, column.attribute))
    this.text.addRow(row, this.searchableTexts(record))
    if (keepSortsCurrent) for (const prepared of this.preparedSorts.values()) prepared.rows.insert(row)
  }

  private allocateRow(): number {
    const reused = this.freeRows.pop()
    if (reused !== undefined) return reused
    const row = this.usedRows++
    if (this.usedRows > this.capacity) {
      this.capacity = grownCapacity(this.capacity, this.usedRows)
      for (const column of this.facetColumns.values()) column.grow(this.capacity)
      this.tags.grow(this.capacity)
      for (const column of this.numericColumns.values()) column.grow(this.capacity)
      const live = emptyBitset(this.capacity)
      live.set(this.liveRows)
      this.liveRows = live
      this.matchedRowsScratch = new Uint32Array(this.capacity)
    }
    return row
  }

  /** Every attribute holding a number is filterable, nested ones too (`youxQuote.weeklyRepaymentAmount`), as in Algolia. */
  private detectNumericAttributes(record: Readonly<Record<string, unknown>>, prefix = '', depth = 0): void {
    for (const attribute in record) {
      const value = record[attribute]
      if (typeof value === 'number') {
        const path = prefix + attribute
        if (!this.numericColumns.has(path)) this.addNumericColumn(path)
      } else if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < maxNumericNesting) {
        this.detectNumericAttributes(value as Record<string, unknown>, `${prefix}${attribute}.`, depth + 1)
      }
    }
  }

  private addNumericColumn(attribute: string): NumericColumn {
    const existing = this.numericColumns.get(attribute)
    if (existing) return existing
    const column = new NumericColumn(attribute, this.capacity)
    for (const row of this.rowOfObjectID.values()) {
      const record = this.records[row]
      if (record) column.setRow(row, readAttribute(record, attribute))
    }
    this.numericColumns.set(attribute, column)
    // A facet's stats come from its numeric column: answers kept from before it existed lack them.
    this.facetCache.clear()
    return column
  }

  private searchableTexts(record: TRecord): string[] {
    const texts: string[] = []
    for (const attribute of this.settings.searchableAttributes) {
      const value = readAttribute(record, attribute)
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string') texts.push(item)
        else if (typeof item === 'number' && Number.isFinite(item)) texts.push(String(item))
      }
    }
    return texts
  }

  /** The maintained row order for a sort, built (one sort of all rows) the first time it is asked for. */
  private prepareSort(sort: IndexSort): PreparedSort {
    const id = sortId(sort)
    const existing = this.preparedSorts.get(id)
    if (existing) return existing
    for (const key of sortKeysOf(sort)) this.addNumericColumn(key.attribute)
    const columns = { numericColumn: (attribute: string) => this.numericColumns.get(attribute) as NumericColumn, objectIDs: this.objectIDs }
    const rows = new SortedRows(compileRowComparator(sortKeysOf(sort), columns), this.capacity)
    rows.load(this.rowOfObjectID.values())
    const prepared: PreparedSort = {
      rows,
      tiesBeforeRelevance: sort.beforeRelevance.length > 0 ? compileKeyEquality(sort.beforeRelevance, columns) : undefined,
    }
    this.preparedSorts.set(id, prepared)
    return prepared
  }

  /** Live rows passing the filter and the text query. Without either it is `liveRows` itself: read only. */
  private matchingBits(filter: FilterNode | undefined, textBits: Bitset | undefined): Bitset {
    let bits: Bitset | undefined
    if (filter) {
      bits = evaluateFilter(filter, this)
      const live = this.liveRows
      for (let word = 0; word < bits.length; word++) bits[word] = (bits[word] as number) & (live[word] as number)
    }
    if (textBits) {
      if (!bits) return textBits
      for (let word = 0; word < bits.length; word++) bits[word] = (bits[word] as number) & (textBits[word] as number)
    }
    return bits ?? this.liveRows
  }

  /** The rows matching a text query and their qualities (undefined for a query without words), cached as the field says. */
  private textMatchOf(query: string): { match: TextMatch; bits: Bitset } | undefined {
    const cached = this.textMatches.get(query)
    if (cached !== undefined) {
      // Most recently used last, so the oldest goes first when the map is full.
      this.textMatches.delete(query)
      this.textMatches.set(query, cached)
      return cached ?? undefined
    }
    const match = this.text.match(query, this.rowCount)
    const entry = match ? { match, bits: bitsetOfRows(match.rows, this.rowCount) } : null
    if (this.settings.filterCacheEntries > 0) {
      if (this.textMatches.size >= textMatchCacheEntries) {
        const oldest = this.textMatches.keys().next()
        if (!oldest.done) this.textMatches.delete(oldest.value)
      }
      this.textMatches.set(query, entry)
    }
    return entry ?? undefined
  }

  /** The first `limit` matched rows in sort order; stops early, so page one of a big result is cheap. */
  private inSortOrder(sorted: SortedRows, matchBits: Bitset, limit: number): Uint32Array {
    const rows = sorted.rows
    const total = sorted.length
    const found: number[] = []
    for (let position = 0; position < total && found.length < limit; position++) {
      const row = rows[position] as number
      if (hasRow(matchBits, row)) found.push(row)
    }
    return Uint32Array.from(found)
  }

  private facetsOf(
    requested: readonly string[],
    matchedRows: Uint32Array,
    maxValuesPerFacet: number,
    matchKey: string,
  ): { facets: Record<string, FacetCounts>; facets_stats?: Record<string, FacetStats> } {
    const countable = this.settings.countableFacetAttributes
    const attributes = requested.includes('*') ? countable : [...new Set(requested)].filter((name) => countable.includes(name))
    const facets: Record<string, FacetCounts> = {}
    const stats: Record<string, FacetStats> = {}
    for (const attribute of attributes) {
      const column = attribute === tagsAttribute ? this.tags : this.facetColumns.get(attribute)
      if (!column) continue
      const { counts, stats: attributeStats } = this.facetCache.get(`${attribute}\u0000${maxValuesPerFacet}\u0000${matchKey}`, () => {
        const numeric = this.numericColumns.get(attribute)
        return {
          counts: countFacetValues(column, matchedRows, maxValuesPerFacet),
          stats: numeric ? numericStats(numeric, matchedRows) : undefined,
        }
      })
      if (Object.keys(counts).length > 0) facets[attribute] = counts
      if (attributeStats) stats[attribute] = attributeStats
    }
    return Object.keys(stats).length > 0 ? { facets, facets_stats: stats } : { facets }
  }

  private projectHit(row: number, attributes: readonly string[] | undefined): SearchResponse<TRecord>['hits'][number] {
    const record = this.records[row] as TRecord
    if (!attributes || (attributes.includes('*') && !attributes.some((name) => name.startsWith('-')))) return { ...record }
    if (attributes.includes('*')) {
      const copy: Record<string, unknown> = { ...record }
      for (const name of attributes) if (name.startsWith('-') && name !== '-objectID') delete copy[name.slice(1)]
      return copy as SearchResponse<TRecord>['hits'][number]
    }
    const picked: Record<string, unknown> = { objectID: record.objectID }
    for (const name of attributes) if (name in record) picked[name] = record[name]
    return picked as SearchResponse<TRecord>['hits'][number]
  }
}

/** Text queries whose matches are kept (each a byte per row and a bit per row: 100 KB at 50k cars). */
const textMatchCacheEntries = 64

/** How deep inside a record numbers are looked for (records are a level or two deep; a bound keeps a hostile one cheap). */
const maxNumericNesting = 4

function objectIDOf(record: SearchRecord): string {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    throw new SearchRequestError('Record must be an object')
  }
  const id: unknown = record.objectID
  if (typeof id === 'string' && id !== '') return id
  if (typeof id === 'number' && Number.isFinite(id)) return String(id)
  throw new SearchRequestError('Record is missing an objectID')
}

interface PageSlice {
  start: number
  count: number
  page: number
  hitsPerPage: number
  nbPages: number
}

/** Which hits a window returns, never past `paginationLimitedTo`, as Algolia. */
export function pageOf(window: HitWindow, nbHits: number, paginationLimitedTo: number): PageSlice {
  const reachable = Math.min(nbHits, paginationLimitedTo)
  if (window.kind === 'offset') {
    const start = Math.min(window.offset, reachable)
    const count = Math.min(window.length, reachable - start)
    const hitsPerPage = window.length
    return {
      start,
      count,
      page: hitsPerPage > 0 ? Math.floor(window.offset / hitsPerPage) : 0,
      hitsPerPage,
      nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    }
  }
  const { page, hitsPerPage } = window
  const start = Math.min(page * hitsPerPage, reachable)
  return {
    start,
    count: Math.min(hitsPerPage, reachable - start),
    page,
    hitsPerPage,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
  }
}

/**
 * The first `needed` matches in final order. Without a query the sort order is final. With one, each
 * run of rows tying on the keys before relevance (all rows, for the primary index) is reordered by
 * quality, stably, so custom ranking and objectID still break ties within a quality.
 */
function orderByRelevance(
  matched: Uint32Array,
  quality: Uint8Array | undefined,
  tiesBeforeRelevance: ((rowA: number, rowB: number) => boolean) | undefined,
  needed: number,
): ArrayLike<number> {
  if (!quality) return matched.subarray(0, needed)
  const ordered: number[] = []
  let runStart = 0
  while (runStart < matched.length && ordered.length < needed) {
    let runEnd = matched.length
    if (tiesBeforeRelevance) {
      runEnd = runStart + 1
      const first = matched[runStart] as number
      while (runEnd < matched.length && tiesBeforeRelevance(first, matched[runEnd] as number)) runEnd++
    }
    appendByQuality(matched, runStart, runEnd, quality, ordered, needed)
    runStart = runEnd
  }
  return ordered
}

/**
 * The first `needed` matches by quality, then sort order: `orderByRelevance` for a sort with nothing
 * before relevance (the primary index), without collecting every match in sort order first. How many
 * matches each quality has is known from the matched rows, so the walk in sort order stops as soon as
 * every row the page needs has been seen (at once, usually: a page of exact matches).
 */
function firstByQuality(sorted: SortedRows, matchBits: Bitset, matchedRows: Uint32Array, quality: Uint8Array, needed: number): number[] {
  const wanted = new Uint32Array(256)
  for (let index = 0; index < matchedRows.length; index++) {
    const level = quality[matchedRows[index] as number] as number
    wanted[level] = (wanted[level] as number) + 1
  }
  // Keep the whole of the best levels and only the first rows of the last one the page reaches.
  let remaining = needed
  for (let level = 0; level < wanted.length; level++) {
    const take = Math.min(wanted[level] as number, remaining)
    wanted[level] = take
    remaining -= take
  }
  let stillWanted = needed - remaining
  const byLevel: number[][] = []
  const rows = sorted.rows
  for (let position = 0; position < sorted.length && stillWanted > 0; position++) {
    const row = rows[position] as number
    if (!hasRow(matchBits, row)) continue
    const level = quality[row] as number
    if (wanted[level] === 0) continue
    wanted[level] = (wanted[level] as number) - 1
    stillWanted--
    ;(byLevel[level] ??= []).push(row)
  }
  const ordered: number[] = []
  for (const levelRows of byLevel) if (levelRows) ordered.push(...levelRows)
  return ordered
}

function appendByQuality(matched: Uint32Array, from: number, to: number, quality: Uint8Array, ordered: number[], needed: number): void {
  const present = new Set<number>()
  for (let index = from; index < to; index++) present.add(quality[matched[index] as number] as number)
  for (const level of [...present].sort((a, b) => a - b)) {
    for (let index = from; index < to && ordered.length < needed; index++) {
      const row = matched[index] as number
      if (quality[row] === level) ordered.push(row)
    }
    if (ordered.length >= needed) return
  }
}

/** Builds an index over the given records (later records win on a repeated objectID). */
export function buildIndex<TRecord extends SearchRecord>(
  records: Iterable<TRecord>,
  settings: IndexSettings = carIndexSettings,
): SearchIndex<TRecord> {
  const list = Array.isArray(records) ? (records as TRecord[]) : [...records]
  const index = new SearchIndex<TRecord>(settings, list.length)
  index.load(list)
  return index
}
