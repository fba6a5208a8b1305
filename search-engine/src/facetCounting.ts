/**
 * Facet value counts and numeric stats over the matched rows: one pass over a column's codes per
 * facet, then a top-N pick that never sorts more than N values (numeric facets such as km can have
 * tens of thousands of distinct values).
 */
import { type FacetColumn, type NumericColumn, firstValueCode, multipleValues } from './columns'
import type { FacetCounts, FacetStats } from './response'

/** `matchedRows` ascending, so the column is read front to back. */
export function countFacetValues(column: FacetColumn, matchedRows: Uint32Array, maxValues: number): FacetCounts {
  const counts = new Uint32Array(column.dictionarySize)
  const rowCodes = column.codes
  // Markers are counted too (in slots 0 and 1) so the hot loop has no branch.
  for (let index = 0; index < matchedRows.length; index++) {
    const code = rowCodes[matchedRows[index] as number] as number
    counts[code] = (counts[code] as number) + 1
  }
  if ((counts[multipleValues] as number) > 0) countMultiValueRows(column, matchedRows, counts)
  const present: number[] = []
  for (let code = firstValueCode; code < counts.length; code++) if ((counts[code] as number) > 0) present.push(code)
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
  return result
}

function countMultiValueRows(column: FacetColumn, matchedRows: Uint32Array, counts: Uint32Array): void {
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
      counts[code] = (counts[code] as number) + 1
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
  const chosen = touched.filter((code) => (counts[code] as number) > threshold)
  let tiesWanted = limit - chosen.length
  for (const code of column.codesByValue()) {
    if (tiesWanted === 0) break
    if (counts[code] === threshold) {
      chosen.push(code)
      tiesWanted--
    }
  }
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
