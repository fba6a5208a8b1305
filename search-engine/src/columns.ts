/**
 * Typed-array columns, one per attribute, indexed by row. Rows are slots reused after removals, so
 * every column grows by doubling and clears a row when its record goes.
 */

/** Code 0 means the row has no value for the attribute. */
export const noValue = 0
/**
 * Code 1 marks a row with several values; they live in `FacetColumn.valuesOfMultiRow`. Keeping both
 * markers small keeps every code a valid index into per-code tables (and a small integer to V8).
 */
export const multipleValues = 1
/** The first code given to a real value. */
export const firstValueCode = 2

/** Reads `a.b.c` from a record; arrays along the way are not walked into. */
export function readAttribute(record: Readonly<Record<string, unknown>>, attribute: string): unknown {
  if (!attribute.includes('.')) return record[attribute]
  let value: unknown = record
  for (const key of attribute.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/**
 * The facet values of a raw attribute value: strings as they are, numbers and booleans as text (so
 * `certified:true` and `year:2020` match), each element of an array; empty strings, null and objects
 * have no facet value.
 */
export function facetValuesOf(raw: unknown): string[] {
  if (typeof raw === 'string') return raw === '' ? [] : [raw]
  const items = Array.isArray(raw) ? raw : [raw]
  const values: string[] = []
  for (const item of items) {
    let text: string | undefined
    if (typeof item === 'string') text = item
    else if (typeof item === 'number' && Number.isFinite(item)) text = String(item)
    else if (typeof item === 'boolean') text = item ? 'true' : 'false'
    if (text !== undefined && text !== '' && !values.includes(text)) values.push(text)
  }
  return values
}

/** A finite number, or NaN for anything else: numeric filters and sorts treat NaN as "missing". */
export function numericValueOf(raw: unknown): number {
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : Number.NaN
}

export function grownCapacity(current: number, needed: number): number {
  if (current === 0) return Math.max(16, needed)
  let capacity = current
  while (capacity < needed) capacity *= 2
  return capacity
}

/**
 * A dictionary-encoded facet column. Codes are stable for the life of the index (new values append),
 * so a code can be cached between requests; values whose rows all went stay in the dictionary and
 * simply count zero.
 */
export class FacetColumn {
  /** code → value; codes 0 and 1 are the markers above. */
  readonly values: string[] = ['', '']
  /** Per row: its only value's code, `noValue`, or `multipleValues`. Replaced (not resized) on growth. */
  codes: Uint32Array
  /**
   * Rows coded `multipleValues` keep their codes packed in one pool, as `[count, code, code…]` from
   * `multiValueOffsets[row]`: a typed array or Map entry per row would cost more than the column.
   */
  multiValueOffsets: Uint32Array
  multiValuePool = new Uint32Array(256)
  multiRowCount = 0
  private multiValuePoolUsed = 0
  private multiValuePoolGarbage = 0
  /** Codes ordered by value (code-unit order), for facet value ties. */
  private codesInValueOrder: number[] = []
  /** New codes wait here so a bulk load sorts once while a single upsert inserts in place. */
  private unorderedCodes: number[] = []
  private readonly codeOfValue = new Map<string, number>()
  /** Lower-cased value → its first code; values differing only in case are rare and go to the second map. */
  private readonly codeOfFoldedValue = new Map<string, number>()
  private readonly moreCodesOfFoldedValue = new Map<string, number[]>()

  constructor(
    readonly attribute: string,
    capacity: number,
  ) {
    this.codes = new Uint32Array(capacity)
    // Allocated with the first multi-valued row: most attributes never have one.
    this.multiValueOffsets = new Uint32Array(0)
  }

  grow(capacity: number): void {
    const grownCodes = new Uint32Array(capacity)
    grownCodes.set(this.codes)
    this.codes = grownCodes
    if (this.multiValueOffsets.length > 0) this.growOffsets()
  }

  private growOffsets(): void {
    const grownOffsets = new Uint32Array(this.codes.length)
    grownOffsets.set(this.multiValueOffsets)
    this.multiValueOffsets = grownOffsets
  }

  setRow(row: number, raw: unknown): void {
    this.clearRow(row)
    if (!Array.isArray(raw)) {
      // The common single-valued case, without the arrays facetValuesOf builds.
      const value = facetValuesOf(raw)[0]
      this.codes[row] = value === undefined ? noValue : this.codeFor(value)
      return
    }
    const codes = facetValuesOf(raw).map((value) => this.codeFor(value))
    if (codes.length <= 1) {
      this.codes[row] = codes[0] ?? noValue
      return
    }
    this.storeMultiValues(row, codes)
    this.codes[row] = multipleValues
    this.multiRowCount++
  }

  clearRow(row: number): void {
    if (this.codes[row] === multipleValues) {
      this.multiValuePoolGarbage += (this.multiValuePool[this.multiValueOffsets[row] as number] as number) + 1
      this.multiRowCount--
    }
    this.codes[row] = noValue
  }

  /** The codes of a row, whatever its number of values. */
  codesOfRow(row: number): number[] {
    const code = this.codes[row] as number
    if (code === noValue) return []
    if (code !== multipleValues) return [code]
    const offset = this.multiValueOffsets[row] as number
    return Array.from(this.multiValuePool.subarray(offset + 1, offset + 1 + (this.multiValuePool[offset] as number)))
  }

  /** Codes whose value equals `value`, case-insensitively (facets) or exactly (tags). */
  codesMatching(value: string, caseSensitive: boolean): readonly number[] {
    if (caseSensitive) {
      const code = this.codeOfValue.get(value)
      return code === undefined ? [] : [code]
    }
    const folded = value.toLowerCase()
    const first = this.codeOfFoldedValue.get(folded)
    if (first === undefined) return []
    const more = this.moreCodesOfFoldedValue.get(folded)
    return more ? [first, ...more] : [first]
  }

  get dictionarySize(): number {
    return this.values.length
  }

  private storeMultiValues(row: number, codes: readonly number[]): void {
    if (this.multiValueOffsets.length < this.codes.length) this.growOffsets()
    const needed = codes.length + 1
    if (this.multiValuePoolUsed + needed > this.multiValuePool.length) this.compactMultiValuePool(needed)
    const offset = this.multiValuePoolUsed
    this.multiValuePool[offset] = codes.length
    this.multiValuePool.set(codes, offset + 1)
    this.multiValueOffsets[row] = offset
    this.multiValuePoolUsed += needed
  }

  /** Copies the live lists into a pool with room to spare, dropping those of rows since changed. */
  private compactMultiValuePool(needed: number): void {
    const liveSize = this.multiValuePoolUsed - this.multiValuePoolGarbage
    const pool = new Uint32Array(grownCapacity(this.multiValuePool.length, (liveSize + needed) * 2))
    let used = 0
    for (let row = 0; row < this.codes.length; row++) {
      if (this.codes[row] !== multipleValues) continue
      const offset = this.multiValueOffsets[row] as number
      const length = (this.multiValuePool[offset] as number) + 1
      pool.set(this.multiValuePool.subarray(offset, offset + length), used)
      this.multiValueOffsets[row] = used
      used += length
    }
    this.multiValuePool = pool
    this.multiValuePoolUsed = used
    this.multiValuePoolGarbage = 0
  }

  /** Each code's position in `codesByValue()`; rebuilt when a new value has come in since. */
  private ranksByCode: Uint32Array | undefined

  /**
   * Each code's position in value order: picking the first few of thousands of tied values (km, where
   * most values occur once) is then a numeric sort of their ranks rather than a walk over every value.
   */
  valueRanks(): Uint32Array {
    const ordered = this.codesByValue()
    if (!this.ranksByCode) {
      const ranks = new Uint32Array(this.values.length)
      for (let rank = 0; rank < ordered.length; rank++) ranks[ordered[rank] as number] = rank
      this.ranksByCode = ranks
    }
    return this.ranksByCode
  }

  /** Codes sorted by value. */
  codesByValue(): readonly number[] {
    if (this.unorderedCodes.length === 0) return this.codesInValueOrder
    this.ranksByCode = undefined
    const values = this.values
    if (this.unorderedCodes.length <= 64) {
      for (const code of this.unorderedCodes) {
        const value = values[code] as string
        let low = 0
        let high = this.codesInValueOrder.length
        while (low < high) {
          const middle = (low + high) >>> 1
          if ((values[this.codesInValueOrder[middle] as number] as string) < value) low = middle + 1
          else high = middle
        }
        this.codesInValueOrder.splice(low, 0, code)
      }
    } else {
      this.codesInValueOrder = this.codesInValueOrder.concat(this.unorderedCodes).sort((a, b) => {
        const valueA = values[a] as string
        const valueB = values[b] as string
        return valueA < valueB ? -1 : valueA > valueB ? 1 : 0
      })
    }
    this.unorderedCodes = []
    return this.codesInValueOrder
  }

  private codeFor(value: string): number {
    const existing = this.codeOfValue.get(value)
    if (existing !== undefined) return existing
    const code = this.values.length
    this.values.push(value)
    this.codeOfValue.set(value, code)
    const folded = value.toLowerCase()
    if (!this.codeOfFoldedValue.has(folded)) this.codeOfFoldedValue.set(folded, code)
    else {
      const more = this.moreCodesOfFoldedValue.get(folded)
      if (more) more.push(code)
      else this.moreCodesOfFoldedValue.set(folded, [code])
    }
    this.unorderedCodes.push(code)
    return code
  }
}

/** A single-valued numeric column; NaN stands for "missing". */
export class NumericColumn {
  /** Replaced (not resized) on growth. */
  values: Float64Array

  constructor(
    readonly attribute: string,
    capacity: number,
  ) {
    this.values = new Float64Array(capacity).fill(Number.NaN)
  }

  grow(capacity: number): void {
    const grown = new Float64Array(capacity).fill(Number.NaN)
    grown.set(this.values)
    this.values = grown
  }

  setRow(row: number, raw: unknown): void {
    this.values[row] = numericValueOf(raw)
  }

  clearRow(row: number): void {
    this.values[row] = Number.NaN
  }
}
