/**
 * Facet value counts and numeric stats over the matched rows: one pass over a column's codes per
 * facet, then a top-N pick that never sorts more than N values (numeric facets such as km can have
 * tens of thousands of distinct values).
 */
import { type FacetColumn, type NumericColumn, firstValueCode, multipleValues } from './columns'
import type { FacetCounts, FacetStats } from './response'

/**
 * Counts by code, reused by every count (searches are synchronous, so never shared): a facet like km
 * has tens of thousands of values, and a fresh zeroed array per request cost more than counting a
 * narrow result, and fed the garbage collector. Left all zero after each use.
 */
let countsScratch = new Uint32Array(1024)

/** `matchedRows` ascending, so the column is read front to back. */
export function countFacetValues(column: FacetColumn, matchedRows: Uint32Array, maxValues: number): FacetCounts {
  const dictionarySize = column.dictionarySize
  const sparse = matchedRows.length < dictionarySize
  if (countsScratch.length < dictionarySize) countsScratch = new Uint32Array(Math.max(dictionarySize, countsScratch.length * 2))
  const counts = countsScratch
  const rowCodes = column.codes
  let present: number[]
  if (sparse) {
    // Fewer rows than values (km, price, a narrow search): note each value as it is first seen rather
    // than scanning the whole dictionary afterwards.
    present = []
    for (let index = 0; index < matchedRows.length; index++) {
      const code = rowCodes[matchedRows[index] as number] as number
      const count = counts[code] as number
      if (count === 0 && code >= firstValueCode) present.push(code)
      counts[code] = count + 1
    }
    if ((counts[multipleValues] as number) > 0) countMultiValueRows(column, matchedRows, counts, present)
  } else {
    // Markers are counted too (in slots 0 and 1) so the hot loop has no branch.
    for (let index = 0; index < matchedRows.length; index++) {
      const code = rowCodes[matchedRows[index] as number] as number
      counts[code] = (counts[code] as number) + 1
    }
    if ((counts[multipleValues] as number) > 0) countMultiValueRows(column, matchedRows, counts, undefined)
    present = []
    for (let code = firstValueCode; code < dictionarySize; code++) if ((counts[code] as number) > 0) present.push(code)
  }
  const chosen = present.length <= maxValues ? present : mostFrequentCodes(column, counts, present, maxValues)
  const values = column.values
  chosen.sort((a, b) => {
    const byCount = (counts[b] as number) - (counts[a] as number)
    if (byCount !== 0) return byCount
    const valueA = values[a] as string
    const valueB = values[b] as string
    return valueA < valueB ? -1 : valueA > valueB ? 1 : 0
  })
  const result: FacetCounts = {}
  for (const code of chosen) result[values[code] as string] = counts[code] as number
  // Back to zeros for the next count: only the slots this one touched when they are few, else natively
  // (cheaper than clearing value by value, and no fresh array for the garbage collector).
  if (sparse) {
    for (const code of present) counts[code] = 0
    counts[0] = 0
    counts[multipleValues] = 0
  } else counts.fill(0, 0, dictionarySize)
  return result
}

/** Adds the values of multi-valued rows; `present` (when given) gets the codes seen for the first time. */
function countMultiValueRows(column: FacetColumn, matchedRows: Uint32Array, counts: Uint32Array, present: number[] | undefined): void {
  const rowCodes = column.codes
  const offsets = column.multiValueOffsets
  const pool = column.multiValuePool
  for (let index = 0; index < matchedRows.length; index++) {
    const row = matchedRows[index] as number
    if (rowCodes[row] !== multipleValues) continue
    const offset = offsets[row] as number
    const end = offset + (pool[offset] as number)
    for (let at = offset + 1; at <= end; at++) {
      const code = pool[at] as number
      const count = counts[code] as number
      if (count === 0 && present) present.push(code)
      counts[code] = count + 1
    }
  }
}

/**
 * The `limit` codes ranking first by count desc then value asc, unordered: find the count of the
 * limit-th value from a histogram of counts, take every value above it, then fill up with values at
 * exactly that count in value order.
 */
function mostFrequentCodes(column: FacetColumn, counts: Uint32Array, touched: readonly number[], limit: number): number[] {
  let highestCount = 0
  for (const code of touched) highestCount = Math.max(highestCount, counts[code] as number)
  const valuesWithCount = new Uint32Array(highestCount + 1)
  for (const code of touched) {
    const count = counts[code] as number
    valuesWithCount[count] = (valuesWithCount[count] as number) + 1
  }
  let threshold = highestCount
  let above = 0
  while (threshold > 0 && above + (valuesWithCount[threshold] as number) < limit) {
    above += valuesWithCount[threshold] as number
    threshold--
  }
  const chosen: number[] = []
  let tiedCount = 0
  for (const code of touched) {
    const count = counts[code] as number
    if (count > threshold) chosen.push(code)
    else if (count === threshold) tiedCount++
  }
  let tiesWanted = limit - chosen.length
  if (tiesWanted <= 0) return chosen
  if (tiedCount * 16 >= column.dictionarySize) {
    // Ties are common (km: most values occur once or twice): walking the values in order finds the
    // first ones soon.
    for (const code of column.codesByValue()) {
      if (counts[code] !== threshold) continue
      chosen.push(code)
      if (--tiesWanted === 0) break
    }
    return chosen
  }
  // Few ties among many values: sort their ranks in value order (numbers, natively) and take the first ones.
  const ranks = column.valueRanks()
  const tiedRanks = new Uint32Array(tiedCount)
  let at = 0
  for (const code of touched) if (counts[code] === threshold) tiedRanks[at++] = ranks[code] as number
  tiedRanks.sort()
  const ordered = column.codesByValue()
  for (let index = 0; index < tiesWanted && index < tiedRanks.length; index++) chosen.push(ordered[tiedRanks[index] as number] as number)
  return chosen
}

/** min, max, avg and sum of the matched rows that have a number; undefined when none has. */
export function numericStats(column: NumericColumn, matchedRows: Uint32Array): FacetStats | undefined {
  const values = column.values
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  let sum = 0
  let count = 0
  for (let index = 0; index < matchedRows.length; index++) {
    const value = values[matchedRows[index] as number] as number
    if (value !== value) continue
    if (value < min) min = value
    if (value > max) max = value
    sum += value
    count++
  }
  return count === 0 ? undefined : { min, max, avg: sum / count, sum }
}

/** One facet's counts (and stats, for a numeric one) over one set of matched rows. */
export interface FacetAnswer {
  counts: FacetCounts
  stats: FacetStats | undefined
}

/**
 * Facet answers kept between requests, by what decides them: the attribute, maxValuesPerFacet, the
 * text query and the filter (not the sort or the page). A results page asks for the same facets with
 * every sort and page, and InstantSearch asks again for each refined facet without its own refinement,
 * which most visitors share. The owner clears it whenever a record changes; the least recently used
 * entry goes when it is full. Callers get copies, so an answer can be changed without touching it.
 */
export class FacetAnswerCache {
  private readonly entries = new Map<string, FacetAnswer>()

  constructor(private readonly maxEntries: number) {}

  get(key: string, compute: () => FacetAnswer): FacetAnswer {
    if (this.maxEntries <= 0) return compute()
    let answer = this.entries.get(key)
    if (answer) this.entries.delete(key)
    else {
      answer = compute()
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next()
        if (!oldest.done) this.entries.delete(oldest.value)
      }
    }
    this.entries.set(key, answer)
    return { counts: { ...answer.counts }, stats: answer.stats && { ...answer.stats } }
  }

  clear(): void {
    this.entries.clear()
  }
}
