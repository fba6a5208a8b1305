/**
 * Sort orders and the replica index names that select them.
 *
 * An order is: `beforeRelevance` keys, then text match quality, then `afterRelevance` keys (the
 * custom ranking), then objectID ascending so equal records keep a stable order. That is how Algolia
 * ranks a standard replica (`asc(price)` placed above the relevance criteria) and a primary index
 * (custom ranking after relevance). Records missing a sort attribute come last in either direction,
 * as in Algolia.
 */
import { SearchRequestError } from './errors'

export type SortDirection = 'asc' | 'desc'

export interface SortKey {
  attribute: string
  direction: SortDirection
}

export interface IndexSort {
  beforeRelevance: readonly SortKey[]
  afterRelevance: readonly SortKey[]
}

export const carBaseIndexName = 'Car_production'

/** The catalogue's custom ranking: the dealer-set rank, highest first. */
export const carCustomRanking = ['desc(custom_rank)'] as const

/** Replica suffixes of the car index and the attribute each sorts by. */
export const carReplicaSorts: Readonly<Record<string, SortKey>> = {
  price_asc: { attribute: 'price', direction: 'asc' },
  price_desc: { attribute: 'price', direction: 'desc' },
  created_desc: { attribute: 'created_at_timestamp', direction: 'desc' },
  km_asc: { attribute: 'km', direction: 'asc' },
  km_desc: { attribute: 'km', direction: 'desc' },
  year_desc: { attribute: 'year', direction: 'desc' },
}

const rankingExpression = /^(asc|desc)\(([^()]+)\)$/

/** `desc(custom_rank)` → `{ attribute: 'custom_rank', direction: 'desc' }`. */
export function parseRankingExpression(expression: string): SortKey {
  const match = rankingExpression.exec(expression.trim())
  if (!match) throw new SearchRequestError(`Invalid ranking expression "${expression}": expected asc(attribute) or desc(attribute)`)
  return { attribute: (match[2] as string).trim(), direction: match[1] as SortDirection }
}

export function relevanceSort(customRanking: readonly string[]): IndexSort {
  return { beforeRelevance: [], afterRelevance: customRanking.map(parseRankingExpression) }
}

/**
 * The sort an index name selects: the base name ranks by relevance then custom ranking; the base name
 * plus `_price_asc` (and the other suffixes of `carReplicaSorts`) puts that attribute first. Undefined
 * for a name that is neither.
 */
export function sortForIndexName(
  indexName: string,
  baseIndexName: string = carBaseIndexName,
  customRanking: readonly string[] = carCustomRanking,
): IndexSort | undefined {
  if (indexName === baseIndexName) return relevanceSort(customRanking)
  if (!indexName.startsWith(`${baseIndexName}_`)) return undefined
  const replicaKey = carReplicaSorts[indexName.slice(baseIndexName.length + 1)]
  if (!replicaKey) return undefined
  return { beforeRelevance: [replicaKey], afterRelevance: customRanking.map(parseRankingExpression) }
}

/** Identifies an order, so two index names with the same sort share one maintained permutation. */
export function sortId(sort: IndexSort): string {
  const describe = (keys: readonly SortKey[]) => keys.map((key) => `${key.direction}(${key.attribute})`).join(',')
  return `${describe(sort.beforeRelevance)}|${describe(sort.afterRelevance)}`
}

/** The keys of a sort in the order rows are kept, with relevance left out (applied per request). */
export function sortKeysOf(sort: IndexSort): SortKey[] {
  return [...sort.beforeRelevance, ...sort.afterRelevance]
}

export type RowComparator = (rowA: number, rowB: number) => number

export interface SortColumns {
  /** The column object, read afresh on each comparison because growth replaces its array. */
  numericColumn(attribute: string): { readonly values: Float64Array }
  readonly objectIDs: readonly string[]
}

/** Compares two rows by sort keys (missing values last), then by objectID. */
export function compileRowComparator(keys: readonly SortKey[], columns: SortColumns): RowComparator {
  const resolved = keys.map((key) => ({ column: columns.numericColumn(key.attribute), sign: key.direction === 'asc' ? 1 : -1 }))
  const objectIDs = columns.objectIDs
  return (rowA, rowB) => {
    for (const { column, sign } of resolved) {
      const values = column.values
      const valueA = values[rowA] as number
      const valueB = values[rowB] as number
      const missingA = valueA !== valueA
      const missingB = valueB !== valueB
      if (missingA || missingB) {
        if (missingA && missingB) continue
        return missingA ? 1 : -1
      }
      if (valueA !== valueB) return (valueA < valueB ? -1 : 1) * sign
    }
    const idA = objectIDs[rowA] as string
    const idB = objectIDs[rowB] as string
    return idA < idB ? -1 : idA > idB ? 1 : 0
  }
}

/** Whether two rows tie on the given keys (missing ties with missing). */
export function compileKeyEquality(keys: readonly SortKey[], columns: SortColumns): (rowA: number, rowB: number) => boolean {
  const resolved = keys.map((key) => columns.numericColumn(key.attribute))
  return (rowA, rowB) => {
    for (const column of resolved) {
      const values = column.values
      const valueA = values[rowA] as number
      const valueB = values[rowB] as number
      if (valueA !== valueB && !(valueA !== valueA && valueB !== valueB)) return false
    }
    return true
  }
}

/**
 * Live rows kept in one sort order. Updates are a binary search and a memmove, so an upsert costs
 * microseconds per order rather than a re-sort.
 */
export class SortedRows {
  rows: Uint32Array
  length = 0

  constructor(
    private readonly compare: RowComparator,
    capacity: number,
  ) {
    this.rows = new Uint32Array(Math.max(capacity, 16))
  }

  /** Replaces the content with the given rows, sorted once. */
  load(rows: Iterable<number>): void {
    const all = Uint32Array.from(rows)
    all.sort(this.compare)
    if (all.length > this.rows.length) this.rows = new Uint32Array(all.length * 2)
    this.rows.set(all)
    this.length = all.length
  }

  insert(row: number): void {
    if (this.length === this.rows.length) {
      const grown = new Uint32Array(this.rows.length * 2)
      grown.set(this.rows)
      this.rows = grown
    }
    const at = this.positionFor(row)
    this.rows.copyWithin(at + 1, at, this.length)
    this.rows[at] = row
    this.length++
  }

  /** Call before the row's sort values change: the position is found from the current values. */
  remove(row: number): void {
    let at = this.positionFor(row)
    if (this.rows[at] !== row || at >= this.length) at = this.rows.subarray(0, this.length).indexOf(row)
    if (at < 0) return
    this.rows.copyWithin(at, at + 1, this.length)
    this.length--
  }

  private positionFor(row: number): number {
    let low = 0
    let high = this.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.compare(this.rows[middle] as number, row) < 0) low = middle + 1
      else high = middle
    }
    return low
  }
}
