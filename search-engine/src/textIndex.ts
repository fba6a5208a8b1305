/**
 * The token index beside the columns: token → rows, a sorted token list for prefix matches, and
 * digit-free tokens bucketed by length for typo matches.
 *
 * Match quality of a record (lower is better) is the sum over query words of the cheapest way the
 * word matches one of the record's tokens: exact 0, prefix 1 (last query word only, as Algolia's
 * default prefixLast), each typo 2. Every query word must match (AND).
 */
import { boundedTypoDistance, hasDigit, queryWords, tokensOfFields, typoBudget } from './tokenize'

export const exactCost = 0
export const prefixCost = 1
export const costPerTypo = 2
/** Qualities are kept in a byte per row; sums beyond this tie, which only matters for absurd queries. */
export const worstQuality = 254

export interface TextMatch {
  /** Rows matching every query word, in no particular order. */
  rows: Uint32Array
  /** Quality per row, indexed by row; meaningful only for matched rows. */
  quality: Uint8Array
}

interface TokenCandidate {
  token: string
  cost: number
}

export class TextIndex {
  private readonly postings = new Map<string, number[]>()
  private sortedTokens: string[] = []
  /** New tokens wait here so a bulk load sorts once instead of inserting one by one. */
  private pendingTokens: string[] = []
  private readonly typoTokensByLength: string[][] = []

  addRow(row: number, fieldTexts: readonly string[]): void {
    const tokens = tokensOfFields(fieldTexts)
    for (const token of tokens) {
      const rows = this.postings.get(token)
      if (rows) {
        rows.push(row)
        continue
      }
      this.postings.set(token, [row])
      this.pendingTokens.push(token)
      if (!hasDigit(token)) this.typoBucket(token.length).push(token)
    }
  }

  /** `fieldTexts` must be those the row was added with: tokens are recomputed rather than kept per row. */
  removeRow(row: number, fieldTexts: readonly string[]): void {
    for (const token of tokensOfFields(fieldTexts)) {
      const rows = this.postings.get(token)
      if (!rows) continue
      const at = rows.indexOf(row)
      if (at >= 0) {
        rows[at] = rows[rows.length - 1] as number
        rows.pop()
      }
      if (rows.length === 0) this.forgetToken(token)
    }
  }

  /** Rows matching every word of the query, with their quality; undefined when the query has no words. */
  match(query: string, rowCount: number): TextMatch | undefined {
    const words = queryWords(query)
    if (words.length === 0) return undefined
    this.flushPendingTokens()
    const quality = new Uint8Array(rowCount)
    const wordCost = new Uint8Array(rowCount)
    let candidates: Uint32Array | undefined
    for (let wordIndex = 0; wordIndex < words.length; wordIndex++) {
      const word = words[wordIndex] as string
      const touched = this.scoreWord(word, wordIndex === words.length - 1, wordCost)
      candidates = candidates ? keepMatched(candidates, wordCost, quality) : firstWordRows(touched, wordCost, quality)
      for (const row of touched) wordCost[row] = 0
      if (candidates.length === 0) break
    }
    return { rows: candidates ?? new Uint32Array(0), quality }
  }

  /** Records in wordCost (cost + 1, 0 meaning no match) the best match of each row; returns the rows touched. */
  private scoreWord(word: string, isLastWord: boolean, wordCost: Uint8Array): number[] {
    const touched: number[] = []
    for (const { token, cost } of this.candidateTokens(word, isLastWord)) {
      const stored = cost + 1
      const rows = this.postings.get(token)
      if (!rows) continue
      for (const row of rows) {
        const previous = wordCost[row] as number
        if (previous === 0) {
          touched.push(row)
          wordCost[row] = stored
        } else if (stored < previous) {
          wordCost[row] = stored
        }
      }
    }
    return touched
  }

  private candidateTokens(word: string, isLastWord: boolean): TokenCandidate[] {
    const candidates: TokenCandidate[] = []
    if (this.postings.has(word)) candidates.push({ token: word, cost: exactCost })
    if (isLastWord) {
      for (let at = lowerBound(this.sortedTokens, word); at < this.sortedTokens.length; at++) {
        const token = this.sortedTokens[at] as string
        if (!token.startsWith(word)) break
        if (token !== word) candidates.push({ token, cost: prefixCost })
      }
    }
    const budget = typoBudget(word)
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      for (const token of this.typoTokensByLength[length] ?? []) {
        if (token === word) continue
        const distance = boundedTypoDistance(word, token, budget)
        if (distance <= budget) candidates.push({ token, cost: distance * costPerTypo })
      }
    }
    return candidates
  }

  private typoBucket(length: number): string[] {
    let bucket = this.typoTokensByLength[length]
    if (!bucket) {
      bucket = []
      this.typoTokensByLength[length] = bucket
    }
    return bucket
  }

  private forgetToken(token: string): void {
    this.postings.delete(token)
    const pendingAt = this.pendingTokens.indexOf(token)
    if (pendingAt >= 0) this.pendingTokens.splice(pendingAt, 1)
    else {
      const at = lowerBound(this.sortedTokens, token)
      if (this.sortedTokens[at] === token) this.sortedTokens.splice(at, 1)
    }
    if (!hasDigit(token)) {
      const bucket = this.typoBucket(token.length)
      const at = bucket.indexOf(token)
      if (at >= 0) {
        bucket[at] = bucket[bucket.length - 1] as string
        bucket.pop()
      }
    }
  }

  /** A few new tokens are inserted in place; many (a bulk load) are merged with one sort. */
  private flushPendingTokens(): void {
    if (this.pendingTokens.length === 0) return
    if (this.pendingTokens.length <= 64) {
      for (const token of this.pendingTokens) this.sortedTokens.splice(lowerBound(this.sortedTokens, token), 0, token)
    } else {
      this.sortedTokens = this.sortedTokens.concat(this.pendingTokens).sort(compareStrings)
    }
    this.pendingTokens = []
  }
}

function firstWordRows(touched: number[], wordCost: Uint8Array, quality: Uint8Array): Uint32Array {
  const rows = new Uint32Array(touched.length)
  for (let index = 0; index < touched.length; index++) {
    const row = touched[index] as number
    rows[index] = row
    quality[row] = (wordCost[row] as number) - 1
  }
  return rows
}

function keepMatched(candidates: Uint32Array, wordCost: Uint8Array, quality: Uint8Array): Uint32Array {
  let kept = 0
  for (let index = 0; index < candidates.length; index++) {
    const row = candidates[index] as number
    const stored = wordCost[row] as number
    if (stored === 0) continue
    quality[row] = Math.min(worstQuality, (quality[row] as number) + stored - 1)
    candidates[kept++] = row
  }
  return candidates.subarray(0, kept)
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((sorted[middle] as string) < value) low = middle + 1
    else high = middle
  }
  return low
}
