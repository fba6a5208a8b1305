/**
 * Evaluates a filter tree into a bitset over rows: one tight scan of one column per leaf (per
 * attribute for an OR of values of the same facet), then word-wise AND / OR / NOT.
 *
 * Semantics (the tests' brute-force reference follows the same rules):
 * - facet `attr:value`: some facet value of the record equals `value`, ignoring case. On an attribute
 *   that is not a facet but has a numeric column, a numeric `value` compares numerically.
 * - tag `_tags:value`: case-sensitive.
 * - numeric comparisons and ranges: a record without a number for the attribute never matches, not
 *   even `!=` (write `NOT attr = 5` to include records lacking it).
 * - NOT: every row the inner filter does not match, records lacking the attribute included.
 */
import { type FacetColumn, type NumericColumn, multipleValues } from './columns'
import { type FilterNode, type NumericOperator, parseNumber } from './filterSyntax'

export type Bitset = Uint32Array

export function emptyBitset(rowCount: number): Bitset {
  return new Uint32Array((rowCount + 31) >>> 5)
}

export function hasRow(bits: Bitset, row: number): boolean {
  return (((bits[row >>> 5] as number) >>> (row & 31)) & 1) === 1
}

export function setRow(bits: Bitset, row: number): void {
  bits[row >>> 5] = (bits[row >>> 5] as number) | (1 << (row & 31))
}

export function clearRow(bits: Bitset, row: number): void {
  bits[row >>> 5] = (bits[row >>> 5] as number) & ~(1 << (row & 31))
}

/** Rows whose bit is set, ascending, written into `into` (which must be large enough). */
export function rowsOfBitset(bits: Bitset, into: Uint32Array): Uint32Array {
  let count = 0
  for (let word = 0; word < bits.length; word++) {
    let remaining = bits[word] as number
    const firstRow = word << 5
    while (remaining !== 0) {
      const lowest = remaining & -remaining
      into[count++] = firstRow + 31 - Math.clz32(lowest)
      remaining ^= lowest
    }
  }
  return into.subarray(0, count)
}

export function bitsetOfRows(rows: ArrayLike<number>, rowCount: number): Bitset {
  const bits = emptyBitset(rowCount)
  for (let index = 0; index < rows.length; index++) {
    setRow(bits, rows[index] as number)
  }
  return bits
}

export interface FilterColumns {
  readonly rowCount: number
  facetColumn(attribute: string): FacetColumn | undefined
  tagColumn(): FacetColumn
  /** The column a numeric filter with this operator may read; undefined when it may not (or there is none). */
  numericColumn(attribute: string, operator?: NumericOperator | 'range'): NumericColumn | undefined
  /** The leaf's bits, from a cache when there is one; the caller may modify what it gets. */
  leafBits(key: string, compute: () => Bitset): Bitset
}

/**
 * Leaf results kept between requests: every results page repeats the stock filter and popular
 * refinements. The owner clears it whenever a record changes; the least recently used leaf goes
 * when it is full.
 */
export class LeafBitsCache {
  private readonly entries = new Map<string, Bitset>()

  constructor(private readonly maxEntries: number) {}

  get(key: string, compute: () => Bitset): Bitset {
    if (this.maxEntries <= 0) return compute()
    let bits = this.entries.get(key)
    if (bits) this.entries.delete(key)
    else {
      bits = compute()
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next()
        if (!oldest.done) this.entries.delete(oldest.value)
      }
    }
    this.entries.set(key, bits)
    return bits.slice()
  }

  clear(): void {
    this.entries.clear()
  }
}

export function evaluateFilter(node: FilterNode, columns: FilterColumns): Bitset {
  switch (node.kind) {
    case 'and':
      return intersectAll(node.children, columns)
    case 'or':
      return uniteAll(node.children, columns)
    case 'not':
      return complement(evaluateFilter(node.child, columns), columns.rowCount)
    case 'tag': {
      const tags = columns.tagColumn()
      return columns.leafBits(`tag\u0000${node.value}`, () => facetCodeBits(tags, tags.codesMatching(node.value, true), columns.rowCount))
    }
    case 'facet':
      return facetBits(node.attribute, [node.value], columns)
    case 'numeric':
      return columns.leafBits(`numeric\u0000${node.attribute}\u0000${node.operator}\u0000${node.value}`, () =>
        numericBits(columns.numericColumn(node.attribute, node.operator), node.operator, node.value, node.value, columns.rowCount),
      )
    case 'range':
      return columns.leafBits(`range\u0000${node.attribute}\u0000${node.lower}\u0000${node.upper}`, () =>
        numericBits(columns.numericColumn(node.attribute, 'range'), 'range', node.lower, node.upper, columns.rowCount),
      )
  }
}

function intersectAll(children: readonly FilterNode[], columns: FilterColumns): Bitset {
  let result: Bitset | undefined
  for (const child of children) {
    const bits = evaluateFilter(child, columns)
    if (!result) {
      result = bits
      continue
    }
    let anySet = 0
    for (let word = 0; word < result.length; word++) {
      const value = (result[word] as number) & (bits[word] as number)
      result[word] = value
      anySet |= value
    }
    if (anySet === 0) break
  }
  return result ?? complement(emptyBitset(columns.rowCount), columns.rowCount)
}

/** Facet values of one attribute ORed together are matched in a single scan. */
function uniteAll(children: readonly FilterNode[], columns: FilterColumns): Bitset {
  const valuesByAttribute = new Map<string, string[]>()
  const others: FilterNode[] = []
  for (const child of children) {
    if (child.kind === 'facet') {
      const values = valuesByAttribute.get(child.attribute)
      if (values) values.push(child.value)
      else valuesByAttribute.set(child.attribute, [child.value])
    } else {
      others.push(child)
    }
  }
  const result = emptyBitset(columns.rowCount)
  const parts = [
    ...[...valuesByAttribute].map(([attribute, values]) => facetBits(attribute, values, columns)),
    ...others.map((child) => evaluateFilter(child, columns)),
  ]
  for (const bits of parts) {
    for (let word = 0; word < result.length; word++) result[word] = (result[word] as number) | (bits[word] as number)
  }
  return result
}

function complement(bits: Bitset, rowCount: number): Bitset {
  for (let word = 0; word < bits.length; word++) bits[word] = ~(bits[word] as number)
  const spareBits = bits.length * 32 - rowCount
  if (spareBits > 0 && bits.length > 0) {
    const last = bits.length - 1
    bits[last] = (bits[last] as number) & (0xffffffff >>> spareBits)
  }
  return bits
}

function facetBits(attribute: string, values: readonly string[], columns: FilterColumns): Bitset {
  const folded = [...new Set(values.map((value) => value.toLowerCase()))].sort()
  return columns.leafBits(`facet\u0000${attribute}\u0000${folded.join('\u0000')}`, () => uncachedFacetBits(attribute, folded, columns))
}

function uncachedFacetBits(attribute: string, values: readonly string[], columns: FilterColumns): Bitset {
  const column = columns.facetColumn(attribute)
  if (column) {
    const codes = values.flatMap((value) => column.codesMatching(value, false))
    return facetCodeBits(column, codes, columns.rowCount)
  }
  const result = emptyBitset(columns.rowCount)
  const numeric = columns.numericColumn(attribute)
  for (const value of values) {
    const number = parseNumber(value)
    if (number === undefined) continue
    const bits = numericBits(numeric, '=', number, number, columns.rowCount)
    for (let word = 0; word < result.length; word++) result[word] = (result[word] as number) | (bits[word] as number)
  }
  return result
}

function facetCodeBits(column: FacetColumn, codes: readonly number[], rowCount: number): Bitset {
  const bits = emptyBitset(rowCount)
  if (codes.length === 0) return bits
  // The marker slots (0: no value, 1: several values) stay 0, so the hot loop needs no branch.
  const wanted = new Uint8Array(column.dictionarySize)
  for (const code of codes) wanted[code] = 1
  const rowCodes = column.codes
  for (let word = 0; word < bits.length; word++) {
    const firstRow = word << 5
    const rowsInWord = Math.min(32, rowCount - firstRow)
    let wordBits = 0
    for (let bit = 0; bit < rowsInWord; bit++) {
      if (wanted[rowCodes[firstRow + bit] as number] === 1) wordBits |= 1 << bit
    }
    bits[word] = wordBits
  }
  if (column.multiRowCount > 0) addMultiValueRows(column, wanted, rowCount, bits)
  return bits
}

function addMultiValueRows(column: FacetColumn, wanted: Uint8Array, rowCount: number, bits: Bitset): void {
  const rowCodes = column.codes
  const offsets = column.multiValueOffsets
  const pool = column.multiValuePool
  for (let row = 0; row < rowCount; row++) {
    if (rowCodes[row] !== multipleValues) continue
    const offset = offsets[row] as number
    const end = offset + (pool[offset] as number)
    for (let at = offset + 1; at <= end; at++) {
      if (wanted[pool[at] as number] === 1) {
        setRow(bits, row)
        break
      }
    }
  }
}

function numericBits(
  column: NumericColumn | undefined,
  operator: NumericOperator | 'range',
  low: number,
  high: number,
  rowCount: number,
): Bitset {
  if (!column) return emptyBitset(rowCount)
  switch (operator) {
    case '<':
      return numbersWithin(column.values, rowCount, Number.NEGATIVE_INFINITY, true, low, false)
    case '<=':
      return numbersWithin(column.values, rowCount, Number.NEGATIVE_INFINITY, true, low, true)
    case '=':
      return numbersWithin(column.values, rowCount, low, true, low, true)
    case '>=':
      return numbersWithin(column.values, rowCount, low, true, Number.POSITIVE_INFINITY, true)
    case '>':
      return numbersWithin(column.values, rowCount, low, false, Number.POSITIVE_INFINITY, true)
    case 'range':
      return numbersWithin(column.values, rowCount, low, true, high, true)
    case '!=': {
      const bits = numbersWithin(column.values, rowCount, Number.NEGATIVE_INFINITY, true, low, false)
      const above = numbersWithin(column.values, rowCount, low, false, Number.POSITIVE_INFINITY, true)
      for (let word = 0; word < bits.length; word++) bits[word] = (bits[word] as number) | (above[word] as number)
      return bits
    }
  }
}

/** Rows whose number lies between the bounds; NaN (missing) fails every comparison, so never matches. */
function numbersWithin(
  values: Float64Array,
  rowCount: number,
  lower: number,
  lowerInclusive: boolean,
  upper: number,
  upperInclusive: boolean,
): Bitset {
  const bits = emptyBitset(rowCount)
  for (let word = 0; word < bits.length; word++) {
    const firstRow = word << 5
    const rowsInWord = Math.min(32, rowCount - firstRow)
    let wordBits = 0
    for (let bit = 0; bit < rowsInWord; bit++) {
      const value = values[firstRow + bit] as number
      const aboveLower = lowerInclusive ? value >= lower : value > lower
      const belowUpper = upperInclusive ? value <= upper : value < upper
      if (aboveLower && belowUpper) wordBits |= 1 << bit
    }
    bits[word] = wordBits
  }
  return bits
}
