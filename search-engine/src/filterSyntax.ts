/**
 * Algolia's three filter dialects (`filters`, `facetFilters`, `numericFilters`, plus `tagFilters`)
 * parsed into one boolean AST, so the index evaluates a single tree whatever the client sent.
 *
 * Deliberate difference from Algolia: any nesting of AND / OR / NOT is accepted and evaluated as plain
 * boolean logic. Algolia rejects some shapes (`A OR (B AND C)`, `NOT (A OR B)`); accepting a superset
 * never changes the answer to a filter Algolia accepts.
 */
import { SearchRequestError } from './errors'

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  /** Facet values match case-insensitively, as in Algolia. */
  | { kind: 'facet'; attribute: string; value: string }
  /** `_tags` values match case-sensitively, as in Algolia. */
  | { kind: 'tag'; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  /** Both bounds inclusive. */
  | { kind: 'range'; attribute: string; lower: number; upper: number }

export const tagsAttribute = '_tags'

const numberPattern = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/

export function parseNumber(text: string): number | undefined {
  if (!numberPattern.test(text)) return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

// ---------------------------------------------------------------------------------------------
// `filters`: tokens

type Token =
  | { type: 'word'; text: string; col: number }
  | { type: 'quoted'; text: string; col: number }
  | { type: 'keyword'; text: 'AND' | 'OR' | 'NOT' | 'TO'; col: number }
  | { type: 'punct'; text: '(' | ')' | ':'; col: number }
  | { type: 'operator'; text: NumericOperator; col: number }
  | { type: 'end'; col: number }

const keywords = new Set(['AND', 'OR', 'NOT', 'TO'])
/** Characters that end an unquoted word: they are syntax of their own. */
const wordBreakers = new Set(['(', ')', ':', '<', '>', '=', '!', '"', "'"])

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r'
}

function tokenizeFilters(input: string, paramName: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < input.length) {
    const char = input[index] as string
    if (isSpace(char)) {
      index++
      continue
    }
    const col = index
    if (char === '(' || char === ')' || char === ':') {
      tokens.push({ type: 'punct', text: char, col })
      index++
      continue
    }
    if (char === '<' || char === '>' || char === '=' || char === '!') {
      const twoChars = input.slice(index, index + 2)
      if (twoChars === '<=' || twoChars === '>=' || twoChars === '!=') {
        tokens.push({ type: 'operator', text: twoChars, col })
        index += 2
      } else if (char === '!') {
        throw new SearchRequestError(`${paramName}: Unexpected token '!' expected '!=' at col ${col}`)
      } else {
        tokens.push({ type: 'operator', text: char as NumericOperator, col })
        index++
      }
      continue
    }
    if (char === '"' || char === "'") {
      const { text, next } = readQuoted(input, index, paramName)
      tokens.push({ type: 'quoted', text, col })
      index = next
      continue
    }
    let end = index
    while (end < input.length && !isSpace(input[end] as string) && !wordBreakers.has(input[end] as string)) end++
    const text = input.slice(index, end)
    if (keywords.has(text)) tokens.push({ type: 'keyword', text: text as 'AND' | 'OR' | 'NOT' | 'TO', col })
    else tokens.push({ type: 'word', text, col })
    index = end
  }
  tokens.push({ type: 'end', col: input.length })
  return tokens
}

/** A quoted string; a backslash escapes the next character, so both quote kinds can appear inside. */
function readQuoted(input: string, start: number, paramName: string): { text: string; next: number } {
  const quote = input[start]
  let text = ''
  let index = start + 1
  while (index < input.length) {
    const char = input[index] as string
    if (char === '\\' && index + 1 < input.length) {
      text += input[index + 1]
      index += 2
      continue
    }
    if (char === quote) return { text, next: index + 1 }
    text += char
    index++
  }
  throw new SearchRequestError(`${paramName}: Unterminated string starting at col ${start}`)
}

function describeToken(token: Token): string {
  switch (token.type) {
    case 'word':
    case 'quoted':
      return `string(${token.text})`
    case 'keyword':
    case 'punct':
      return `'${token.text}'`
    case 'operator':
      return token.text
    case 'end':
      return 'end of filter'
  }
}

// ---------------------------------------------------------------------------------------------
// `filters`: recursive descent. OR binds loosest, then AND, then NOT.

/**
 * How deep parentheses and NOTs may nest. Far beyond any filter a page builds, and low enough that
 * parsing and evaluating (both recursive) never run out of stack on a hostile one.
 */
export const maxFilterNesting = 64

class FilterParser {
  private position = 0
  private depth = 0

  constructor(
    private readonly tokens: Token[],
    private readonly paramName: string,
  ) {}

  parse(): FilterNode {
    const node = this.parseOr()
    this.expectEnd()
    return node
  }

  private peek(): Token {
    return this.tokens[this.position] ?? { type: 'end', col: 0 }
  }

  private advance(): Token {
    const token = this.peek()
    if (token.type !== 'end') this.position++
    return token
  }

  private fail(token: Token, expected: string): never {
    throw new SearchRequestError(`${this.paramName}: Unexpected token ${describeToken(token)} expected ${expected} at col ${token.col}`)
  }

  private isKeyword(token: Token, keyword: 'AND' | 'OR' | 'NOT' | 'TO'): boolean {
    return token.type === 'keyword' && token.text === keyword
  }

  private expectEnd(): void {
    const token = this.peek()
    if (token.type !== 'end') this.fail(token, 'end of filter')
  }

  private parseOr(): FilterNode {
    const children = [this.parseAnd()]
    while (this.isKeyword(this.peek(), 'OR')) {
      this.advance()
      children.push(this.parseAnd())
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children }
  }

  private parseAnd(): FilterNode {
    const children = [this.parseUnary()]
    while (this.isKeyword(this.peek(), 'AND')) {
      this.advance()
      children.push(this.parseUnary())
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children }
  }

  private parseUnary(): FilterNode {
    if (this.isKeyword(this.peek(), 'NOT')) {
      const not = this.advance()
      return { kind: 'not', child: this.nested(not, () => this.parseUnary()) }
    }
    return this.parsePrimary()
  }

  private nested(token: Token, parse: () => FilterNode): FilterNode {
    if (this.depth >= maxFilterNesting) {
      throw new SearchRequestError(
        `${this.paramName}: Filters are nested too deeply (at most ${maxFilterNesting} levels of parentheses and NOT) at col ${token.col}`,
      )
    }
    this.depth++
    try {
      return parse()
    } finally {
      this.depth--
    }
  }

  private parsePrimary(): FilterNode {
    const token = this.advance()
    if (token.type === 'punct' && token.text === '(') {
      const inner = this.nested(token, () => this.parseOr())
      const closing = this.peek()
      if (!(closing.type === 'punct' && closing.text === ')')) this.fail(closing, "')'")
      this.advance()
      return inner
    }
    if (token.type !== 'word' && token.type !== 'quoted') this.fail(token, "filter or '(' or 'NOT'")
    const next = this.peek()
    if (next.type === 'punct' && next.text === ':') {
      this.advance()
      return this.parseFacetOrRange(token.text)
    }
    if (next.type === 'operator') {
      this.advance()
      return { kind: 'numeric', attribute: token.text, operator: next.text, value: this.expectNumber() }
    }
    // A filter quoted as a whole, `"make:Toyota"` (as facetFilters write them), is a facet filter, as
    // in Algolia: split at the first colon, so the value may hold colons and spaces.
    if (token.type === 'quoted') {
      const colon = token.text.indexOf(':')
      const attribute = colon > 0 ? token.text.slice(0, colon).trim() : ''
      if (attribute !== '') {
        const value = token.text.slice(colon + 1)
        return attribute === tagsAttribute ? { kind: 'tag', value } : { kind: 'facet', attribute, value }
      }
    }
    // A bare value is a tag filter: `published` means `_tags:published`.
    return { kind: 'tag', value: token.text }
  }

  private parseFacetOrRange(attribute: string): FilterNode {
    const valueToken = this.advance()
    if (valueToken.type !== 'word' && valueToken.type !== 'quoted') this.fail(valueToken, 'value')
    if (this.isKeyword(this.peek(), 'TO')) {
      const lower = parseNumber(valueToken.text)
      if (lower === undefined) this.fail(valueToken, 'numeric')
      this.advance()
      return { kind: 'range', attribute, lower, upper: this.expectNumber() }
    }
    if (attribute === tagsAttribute) return { kind: 'tag', value: valueToken.text }
    return { kind: 'facet', attribute, value: valueToken.text }
  }

  private expectNumber(): number {
    const token = this.advance()
    const value = token.type === 'word' || token.type === 'quoted' ? parseNumber(token.text) : undefined
    if (value === undefined) this.fail(token, 'numeric')
    return value
  }
}

/** Parses Algolia's `filters` string. Empty or blank input means no filter (undefined). */
export function parseFilters(input: string, paramName = 'filters'): FilterNode | undefined {
  if (input.trim() === '') return undefined
  return new FilterParser(tokenizeFilters(input, paramName), paramName).parse()
}

// ---------------------------------------------------------------------------------------------
// facetFilters / numericFilters / tagFilters: strings and arrays, outer array AND, inner arrays OR.

export type FilterListInput = string | ReadonlyArray<string | ReadonlyArray<string>>

/** Accepts the array, a JSON-encoded array (as sent in a URL-encoded params string) or one filter. */
function readFilterList(input: unknown, paramName: string): Array<string | string[]> {
  let list: unknown = input
  if (typeof input === 'string') {
    const trimmed = input.trim()
    if (trimmed === '') return []
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed)
      } catch {
        throw new SearchRequestError(`${paramName}: Invalid JSON array`)
      }
    } else {
      list = [input]
    }
  }
  if (!Array.isArray(list)) throw new SearchRequestError(`${paramName}: Expected a string or an array of strings`)
  return list.map((item) => {
    if (typeof item === 'string') return item
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) return item as string[]
    throw new SearchRequestError(`${paramName}: Expected strings or arrays of strings, nested at most two levels`)
  })
}

function combineList(list: Array<string | string[]>, parseOne: (filter: string) => FilterNode): FilterNode | undefined {
  const conjuncts: FilterNode[] = []
  for (const item of list) {
    if (typeof item === 'string') {
      conjuncts.push(parseOne(item))
      continue
    }
    if (item.length === 0) continue
    const disjuncts = item.map(parseOne)
    conjuncts.push(disjuncts.length === 1 ? (disjuncts[0] as FilterNode) : { kind: 'or', children: disjuncts })
  }
  return andOf(conjuncts)
}

/**
 * One facet filter: `attribute:value`, split at the first colon so values may hold colons and spaces.
 * A value starting with `-` negates; `\-` stands for a literal leading minus.
 */
export function parseFacetFilter(filter: string, paramName = 'facetFilters'): FilterNode {
  const colon = filter.indexOf(':')
  if (colon <= 0) {
    throw new SearchRequestError(`${paramName}: Invalid filter "${filter}": expected attribute:value`)
  }
  const attribute = filter.slice(0, colon).trim()
  let value = filter.slice(colon + 1)
  let negated = false
  if (value.startsWith('-')) {
    negated = true
    value = value.slice(1)
  } else if (value.startsWith('\\-')) {
    value = value.slice(1)
  }
  const node: FilterNode = attribute === tagsAttribute ? { kind: 'tag', value } : { kind: 'facet', attribute, value }
  return negated ? { kind: 'not', child: node } : node
}

export function parseFacetFilters(input: unknown): FilterNode | undefined {
  return combineList(readFilterList(input, 'facetFilters'), (filter) => parseFacetFilter(filter))
}

/** One numeric filter, `price>=1000` or `year:2015 TO 2020`, in the `filters` syntax. */
export function parseNumericFilter(filter: string, paramName = 'numericFilters'): FilterNode {
  const node = parseFilters(filter, paramName)
  if (!node || (node.kind !== 'numeric' && node.kind !== 'range')) {
    throw new SearchRequestError(
      `${paramName}: Invalid numeric filter "${filter}": expected attribute<op>number or attribute:lower TO upper`,
    )
  }
  return node
}

export function parseNumericFilters(input: unknown): FilterNode | undefined {
  return combineList(readFilterList(input, 'numericFilters'), (filter) => parseNumericFilter(filter))
}

/** Tag filters: `value`, or `-value` to exclude. */
export function parseTagFilters(input: unknown): FilterNode | undefined {
  return combineList(readFilterList(input, 'tagFilters'), (filter): FilterNode => {
    if (filter.startsWith('-')) return { kind: 'not', child: { kind: 'tag', value: filter.slice(1) } }
    return { kind: 'tag', value: filter.startsWith('\\-') ? filter.slice(1) : filter }
  })
}

/** AND of the given nodes, flattening nested ANDs; undefined when there is nothing to filter on. */
export function andOf(nodes: ReadonlyArray<FilterNode | undefined>): FilterNode | undefined {
  const children: FilterNode[] = []
  for (const node of nodes) {
    if (!node) continue
    if (node.kind === 'and') children.push(...node.children)
    else children.push(node)
  }
  if (children.length === 0) return undefined
  return children.length === 1 ? children[0] : { kind: 'and', children }
}

export interface FilterParams {
  filters?: unknown
  facetFilters?: unknown
  numericFilters?: unknown
  tagFilters?: unknown
}

/** Every filter parameter of one request as a single tree: they combine with AND. */
export function parseAllFilters(params: FilterParams): FilterNode | undefined {
  if (params.filters !== undefined && params.filters !== null && typeof params.filters !== 'string') {
    throw new SearchRequestError('filters: Expected a string')
  }
  return andOf([
    typeof params.filters === 'string' ? parseFilters(params.filters) : undefined,
    params.facetFilters == null ? undefined : parseFacetFilters(params.facetFilters),
    params.numericFilters == null ? undefined : parseNumericFilters(params.numericFilters),
    params.tagFilters == null ? undefined : parseTagFilters(params.tagFilters),
  ])
}
