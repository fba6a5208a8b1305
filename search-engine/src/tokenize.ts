/**
 * How searchable text becomes tokens, and how query words are read. The rules (also relied on by the
 * tests' brute-force reference):
 *
 * - Text is folded: Unicode NFD, combining marks removed, lower case ("Citroën" → "citroen").
 * - A word is a run of non-space characters; its parts are its runs of letters and digits.
 * - Each word gives its parts and, when it has several, their concatenation: "X-Trail" gives
 *   "x", "trail" and "xtrail", so "x-trail", "xtrail" and "x trail" all find it.
 * - Two adjacent words of one field also give their concatenation ("Land Rover" → "landrover").
 * - A query word is folded and reduced to the concatenation of its parts ("x-trail" → "xtrail").
 */

const marks = /\p{M}/gu
const alphanumericRuns = /[\p{L}\p{N}]+/gu
const digit = /\p{N}/u

export function foldText(text: string): string {
  return text.normalize('NFD').replace(marks, '').toLowerCase()
}

function partsOf(word: string): string[] {
  return word.match(alphanumericRuns) ?? []
}

/** Tokens of one field value. */
export function tokensOfText(text: string): string[] {
  const tokens: string[] = []
  let previousWord: string | undefined
  for (const word of foldText(text).split(/\s+/)) {
    const parts = partsOf(word)
    if (parts.length === 0) continue
    tokens.push(...parts)
    const joined = parts.join('')
    if (parts.length > 1) tokens.push(joined)
    if (previousWord !== undefined) tokens.push(previousWord + joined)
    previousWord = joined
  }
  return tokens
}

/**
 * Makes, models, badges and names repeat across thousands of cars, so their tokens are remembered;
 * the memo is dropped when full rather than managed, since unique values (stock numbers) pass through.
 */
const tokensOfRepeatedText = new Map<string, string[]>()
const memoLimit = 5_000

function memoisedTokensOfText(text: string): string[] {
  let tokens = tokensOfRepeatedText.get(text)
  if (!tokens) {
    tokens = tokensOfText(text)
    if (tokensOfRepeatedText.size >= memoLimit) tokensOfRepeatedText.clear()
    tokensOfRepeatedText.set(text, tokens)
  }
  return tokens
}

/** Distinct tokens of a record's searchable field values. */
export function tokensOfFields(fieldTexts: readonly string[]): string[] {
  const tokens = new Set<string>()
  for (const text of fieldTexts) for (const token of memoisedTokensOfText(text)) tokens.add(token)
  return [...tokens]
}

/** The words of a query, each reduced to one token; empty when the query has nothing searchable. */
export function queryWords(query: string): string[] {
  const words: string[] = []
  for (const word of foldText(query).split(/\s+/)) {
    const joined = partsOf(word).join('')
    if (joined !== '') words.push(joined)
  }
  return words
}

export function hasDigit(token: string): boolean {
  return digit.test(token)
}

/**
 * Typos allowed for a query word, after Algolia's defaults (minWordSizefor1Typo 4, minWordSizefor2Typos
 * 8). Words with digits get none: a stock number or year one key off names a different car.
 */
export function typoBudget(word: string): number {
  if (hasDigit(word)) return 0
  if (word.length >= 8) return 2
  if (word.length >= 4) return 1
  return 0
}

/**
 * Optimal-string-alignment distance (a transposition counts as one typo, as in Algolia), giving up
 * early: returns `limit + 1` as soon as the distance is known to exceed `limit`.
 */
export function boundedTypoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  const width = b.length + 1
  let beforePrevious = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, index) => index)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1
      let cost = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + substitution)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cost = Math.min(cost, (beforePrevious[j - 2] as number) + 1)
      }
      current[j] = cost
      if (cost < rowMinimum) rowMinimum = cost
    }
    if (rowMinimum > limit) return limit + 1
    ;[beforePrevious, previous, current] = [previous, current, beforePrevious]
  }
  const distance = previous[b.length] as number
  return distance > limit ? limit + 1 : distance
}
