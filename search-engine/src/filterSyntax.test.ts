import { describe, expect, it } from '@jest/globals'

import { SearchRequestError } from './errors'
import { type FilterNode, parseAllFilters, parseFacetFilters, parseFilters, parseNumericFilters, parseTagFilters } from './filterSyntax'

const facet = (attribute: string, value: string): FilterNode => ({ kind: 'facet', attribute, value })
const not = (child: FilterNode): FilterNode => ({ kind: 'not', child })

function parseError(run: () => unknown): SearchRequestError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(SearchRequestError)
    return error as SearchRequestError
  }
  throw new Error('expected a SearchRequestError')
}

describe('parseFilters: single filters', () => {
  it('reads facet filters, with bare, double-quoted and single-quoted values', () => {
    expect(parseFilters('make:Toyota')).toEqual(facet('make', 'Toyota'))
    expect(parseFilters('make:"Land Rover"')).toEqual(facet('make', 'Land Rover'))
    expect(parseFilters("make:'Land Rover'")).toEqual(facet('make', 'Land Rover'))
    expect(parseFilters('model:x-trail')).toEqual(facet('model', 'x-trail'))
    expect(parseFilters('  make : Toyota  ')).toEqual(facet('make', 'Toyota'))
  })

  it('reads quoted attribute names, escaped quotes and keywords used as values', () => {
    expect(parseFilters('"location name":"Harbourside \\"Central\\""')).toEqual(facet('location name', 'Harbourside "Central"'))
    expect(parseFilters(`tag:"Dealer's pick"`)).toEqual(facet('tag', "Dealer's pick"))
    expect(parseFilters('badge:"AND"')).toEqual(facet('badge', 'AND'))
  })

  it('reads a filter quoted as a whole as a facet filter, as Algolia does', () => {
    expect(parseFilters('"make:Toyota"')).toEqual(facet('make', 'Toyota'))
    expect(parseFilters('"make:Land Rover" AND NOT "body:ute"')).toEqual({
      kind: 'and',
      children: [facet('make', 'Land Rover'), not(facet('body', 'ute'))],
    })
    expect(parseFilters("'location_name:Harbourside: Central'")).toEqual(facet('location_name', 'Harbourside: Central'))
    expect(parseFilters('"_tags:hot deal"')).toEqual({ kind: 'tag', value: 'hot deal' })
    // Without a colon (or with nothing before it) a quoted value is still a tag.
    expect(parseFilters('"hot deal"')).toEqual({ kind: 'tag', value: 'hot deal' })
    expect(parseFilters('":odd"')).toEqual({ kind: 'tag', value: ':odd' })
  })

  it('reads booleans as facet values', () => {
    expect(parseFilters('certified:true')).toEqual(facet('certified', 'true'))
    expect(parseFilters('show_on_dealer_website:false')).toEqual(facet('show_on_dealer_website', 'false'))
  })

  it('reads numeric comparisons with or without spaces', () => {
    expect(parseFilters('price > 1000')).toEqual({ kind: 'numeric', attribute: 'price', operator: '>', value: 1000 })
    expect(parseFilters('price>=1000')).toEqual({ kind: 'numeric', attribute: 'price', operator: '>=', value: 1000 })
    expect(parseFilters('price = 5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '=', value: 5 })
    expect(parseFilters('price != 5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '!=', value: 5 })
    expect(parseFilters('price<12.99')).toEqual({ kind: 'numeric', attribute: 'price', operator: '<', value: 12.99 })
    expect(parseFilters('price <= -5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '<=', value: -5 })
  })

  it('reads ranges, both bounds inclusive', () => {
    expect(parseFilters('price:1000 TO 5000')).toEqual({ kind: 'range', attribute: 'price', lower: 1000, upper: 5000 })
    expect(parseFilters('year: 2015 TO 2020.5')).toEqual({ kind: 'range', attribute: 'year', lower: 2015, upper: 2020.5 })
  })

  it('reads tag filters, with or without the _tags attribute', () => {
    expect(parseFilters('_tags:featured')).toEqual({ kind: 'tag', value: 'featured' })
    expect(parseFilters('featured')).toEqual({ kind: 'tag', value: 'featured' })
    expect(parseFilters('"hot deal" OR featured')).toEqual({
      kind: 'or',
      children: [
        { kind: 'tag', value: 'hot deal' },
        { kind: 'tag', value: 'featured' },
      ],
    })
  })

  it('treats blank input as no filter', () => {
    expect(parseFilters('')).toBeUndefined()
    expect(parseFilters('   ')).toBeUndefined()
  })
})

describe('parseFilters: boolean combinations', () => {
  it('gives AND precedence over OR, and NOT over both', () => {
    expect(parseFilters('a:1 OR b:2 AND c:3')).toEqual({
      kind: 'or',
      children: [facet('a', '1'), { kind: 'and', children: [facet('b', '2'), facet('c', '3')] }],
    })
    expect(parseFilters('NOT a:1 AND b:2')).toEqual({ kind: 'and', children: [not(facet('a', '1')), facet('b', '2')] })
  })

  it('groups with parentheses, as the default stock filter does', () => {
    expect(parseFilters('(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true')).toEqual({
      kind: 'and',
      children: [
        { kind: 'or', children: [facet('status', 'in_stock'), facet('status', 'coming_soon')] },
        facet('show_on_dealer_website', 'true'),
      ],
    })
    expect(parseFilters('((make:Kia))')).toEqual(facet('make', 'Kia'))
  })

  it('negates numeric filters and nested groups', () => {
    expect(parseFilters('NOT price < 100')).toEqual(not({ kind: 'numeric', attribute: 'price', operator: '<', value: 100 }))
    expect(parseFilters('NOT (a:1 OR b:2)')).toEqual(not({ kind: 'or', children: [facet('a', '1'), facet('b', '2')] }))
    expect(parseFilters('NOT NOT a:1')).toEqual(not(not(facet('a', '1'))))
  })

  it('flattens chains of the same operator', () => {
    expect(parseFilters('a:1 AND b:2 AND c:3')).toEqual({ kind: 'and', children: [facet('a', '1'), facet('b', '2'), facet('c', '3')] })
  })
})

describe('parseFilters: malformed input', () => {
  it.each([
    ['make:', 'filters: Unexpected token end of filter expected value at col 5'],
    ['price >', 'filters: Unexpected token end of filter expected numeric at col 7'],
    ['price > abc', 'filters: Unexpected token string(abc) expected numeric at col 8'],
    ['(make:Toyota', "filters: Unexpected token end of filter expected ')' at col 12"],
    ['make:Toyota AND', "filters: Unexpected token end of filter expected filter or '(' or 'NOT' at col 15"],
    ['make:Toyota and model:HiLux', 'filters: Unexpected token string(and) expected end of filter at col 12'],
    ['make:Toyota)', "filters: Unexpected token ')' expected end of filter at col 11"],
    ['AND make:Toyota', "filters: Unexpected token 'AND' expected filter or '(' or 'NOT' at col 0"],
    ['price:10 TO x', 'filters: Unexpected token string(x) expected numeric at col 12'],
    ['price:low TO 10', 'filters: Unexpected token string(low) expected numeric at col 6'],
    ['price ! 5', "filters: Unexpected token '!' expected '!=' at col 6"],
    ['category.lvl2:Womens>Tailoring', 'filters: Unexpected token > expected end of filter at col 20'],
    ['make:"Toyota', 'filters: Unterminated string starting at col 5'],
    ['()', "filters: Unexpected token ')' expected filter or '(' or 'NOT' at col 1"],
  ])('rejects %j with a 400 and the column', (input, message) => {
    const error = parseError(() => parseFilters(input))
    expect(error.status).toBe(400)
    expect(error.message).toBe(message)
  })
})

describe('parseFacetFilters', () => {
  it('reads one string, a flat array (AND) and nested arrays (OR)', () => {
    expect(parseFacetFilters('make:Toyota')).toEqual(facet('make', 'Toyota'))
    expect(parseFacetFilters(['make:Land Rover', 'body:suv'])).toEqual({
      kind: 'and',
      children: [facet('make', 'Land Rover'), facet('body', 'suv')],
    })
    expect(parseFacetFilters([['body:suv', 'body:ute'], 'car_type:used'])).toEqual({
      kind: 'and',
      children: [{ kind: 'or', children: [facet('body', 'suv'), facet('body', 'ute')] }, facet('car_type', 'used')],
    })
  })

  it('negates a value with a leading minus, and reads \\- as a literal minus', () => {
    expect(parseFacetFilters(['make:-Toyota'])).toEqual(not(facet('make', 'Toyota')))
    expect(parseFacetFilters(['badge:\\-X'])).toEqual(facet('badge', '-X'))
  })

  it('splits at the first colon, so values may hold colons', () => {
    expect(parseFacetFilters(['badge:V6: Turbo'])).toEqual(facet('badge', 'V6: Turbo'))
  })

  it('reads a JSON-encoded array, as sent inside a URL-encoded params string', () => {
    expect(parseFacetFilters('[["make:Kia","make:MG"],"state:VIC"]')).toEqual({
      kind: 'and',
      children: [{ kind: 'or', children: [facet('make', 'Kia'), facet('make', 'MG')] }, facet('state', 'VIC')],
    })
  })

  it('reads _tags as tag filters and ignores empty groups', () => {
    expect(parseFacetFilters(['_tags:featured', []])).toEqual({ kind: 'tag', value: 'featured' })
    expect(parseFacetFilters([])).toBeUndefined()
  })

  it.each([
    [['Toyota'], 'facetFilters: Invalid filter "Toyota": expected attribute:value'],
    [[':Toyota'], 'facetFilters: Invalid filter ":Toyota": expected attribute:value'],
    [[[['make:Kia']]], 'facetFilters: Expected strings or arrays of strings, nested at most two levels'],
    [[42], 'facetFilters: Expected strings or arrays of strings, nested at most two levels'],
    ['[not json', 'facetFilters: Invalid JSON array'],
    [{ make: 'Kia' }, 'facetFilters: Expected a string or an array of strings'],
  ])('rejects %j', (input, message) => {
    const error = parseError(() => parseFacetFilters(input))
    expect(error.status).toBe(400)
    expect(error.message).toBe(message)
  })
})

describe('parseNumericFilters', () => {
  it('reads comparisons and ranges, nested arrays as OR', () => {
    expect(parseNumericFilters(['price>=1000', 'price <= 5000'])).toEqual({
      kind: 'and',
      children: [
        { kind: 'numeric', attribute: 'price', operator: '>=', value: 1000 },
        { kind: 'numeric', attribute: 'price', operator: '<=', value: 5000 },
      ],
    })
    expect(parseNumericFilters('year:2015 TO 2020')).toEqual({ kind: 'range', attribute: 'year', lower: 2015, upper: 2020 })
    expect(parseNumericFilters([['km<10000', 'year>=2025']])).toEqual({
      kind: 'or',
      children: [
        { kind: 'numeric', attribute: 'km', operator: '<', value: 10000 },
        { kind: 'numeric', attribute: 'year', operator: '>=', value: 2025 },
      ],
    })
  })

  it('rejects filters that are not numeric, naming the parameter', () => {
    expect(parseError(() => parseNumericFilters(['make:Toyota'])).message).toBe(
      'numericFilters: Invalid numeric filter "make:Toyota": expected attribute<op>number or attribute:lower TO upper',
    )
    expect(parseError(() => parseNumericFilters(['price>'])).message).toBe(
      'numericFilters: Unexpected token end of filter expected numeric at col 6',
    )
  })
})

describe('parseTagFilters and parseAllFilters', () => {
  it('reads tags with - for exclusion', () => {
    expect(parseTagFilters(['featured', ['a', '-b']])).toEqual({
      kind: 'and',
      children: [
        { kind: 'tag', value: 'featured' },
        { kind: 'or', children: [{ kind: 'tag', value: 'a' }, not({ kind: 'tag', value: 'b' })] },
      ],
    })
  })

  it('ANDs every filter parameter into one tree', () => {
    expect(
      parseAllFilters({
        filters: 'status:in_stock AND certified:true',
        facetFilters: [['make:Kia']],
        numericFilters: ['price<50000'],
        tagFilters: ['featured'],
      }),
    ).toEqual({
      kind: 'and',
      children: [
        facet('status', 'in_stock'),
        facet('certified', 'true'),
        facet('make', 'Kia'),
        { kind: 'numeric', attribute: 'price', operator: '<', value: 50000 },
        { kind: 'tag', value: 'featured' },
      ],
    })
    expect(parseAllFilters({})).toBeUndefined()
    expect(parseError(() => parseAllFilters({ filters: 42 })).message).toBe('filters: Expected a string')
  })
})
