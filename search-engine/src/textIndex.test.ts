import { describe, expect, it } from '@jest/globals'

import { TextIndex } from './textIndex'
import { boundedTypoDistance, foldText, queryWords, tokensOfFields, typoBudget } from './tokenize'

describe('tokenising', () => {
  it('folds case and accents', () => {
    expect(foldText('Citroën C4 ÉLAN')).toBe('citroen c4 elan')
  })

  it('gives a hyphenated word its parts and their concatenation', () => {
    expect(tokensOfFields(['X-Trail'])).toEqual(expect.arrayContaining(['x', 'trail', 'xtrail']))
    expect(tokensOfFields(['CX-5'])).toEqual(expect.arrayContaining(['cx', '5', 'cx5']))
  })

  it('concatenates adjacent words of one field, not across fields', () => {
    const tokens = tokensOfFields(['Land Rover', 'Defender'])
    expect(tokens).toContain('landrover')
    expect(tokens).not.toContain('roverdefender')
  })

  it('reads each query word as one token', () => {
    expect(queryWords('  X-Trail   st-l ')).toEqual(['xtrail', 'stl'])
    expect(queryWords(' - ')).toEqual([])
  })

  it('allows 1 typo from 4 letters, 2 from 8, none in words with digits', () => {
    expect([typoBudget('kia'), typoBudget('ford'), typoBudget('mercedes'), typoBudget('u12345'), typoBudget('cx5')]).toEqual([
      0, 1, 2, 0, 0,
    ])
  })

  it('counts a transposition as one typo and gives up past the limit', () => {
    expect(boundedTypoDistance('toyota', 'toyota', 2)).toBe(0)
    expect(boundedTypoDistance('toytoa', 'toyota', 2)).toBe(1)
    expect(boundedTypoDistance('tyota', 'toyota', 2)).toBe(1)
    expect(boundedTypoDistance('mercedez', 'mercedes', 2)).toBe(1)
    expect(boundedTypoDistance('mercdez', 'mercedes', 2)).toBe(2)
    expect(boundedTypoDistance('hyundai', 'toyota', 2)).toBe(3)
    expect(boundedTypoDistance('ab', 'abcdef', 1)).toBe(2)
  })
})

describe('TextIndex', () => {
  function indexOf(texts: string[][]): TextIndex {
    const index = new TextIndex()
    texts.forEach((fields, row) => index.addRow(row, fields))
    return index
  }

  const cars = [
    ['Nissan', 'X-Trail', 'ST-L', 'HTP10001'],
    ['Toyota', 'HiLux', 'SR5', 'HTP10002'],
    ['Toyota', 'HiLux', 'SR', 'HTP10003'],
    ['Land Rover', 'Defender', '110 SE', 'AHP10004'],
    ['Mercedes-Benz', 'GLC', 'GLC300', 'AHP10005'],
  ]

  function matches(index: TextIndex, query: string): Record<number, number> {
    const match = index.match(query, 10)
    if (!match) return {}
    return Object.fromEntries([...match.rows].sort((a, b) => a - b).map((row) => [row, match.quality[row] as number]))
  }

  it('matches nothing-to-search queries as "no text filter"', () => {
    expect(indexOf(cars).match('   ', 10)).toBeUndefined()
  })

  it('scores exact 0, prefix of the last word 1, and 2 per typo', () => {
    const index = indexOf(cars)
    expect(matches(index, 'toyota')).toEqual({ 1: 0, 2: 0 })
    expect(matches(index, 'toy')).toEqual({ 1: 1, 2: 1 })
    expect(matches(index, 'toyta')).toEqual({ 1: 2, 2: 2 })
    expect(matches(index, 'mercedez')).toEqual({ 4: 2 })
  })

  it('finds hyphenated models however they are typed', () => {
    const index = indexOf(cars)
    expect(matches(index, 'x-trail')).toEqual({ 0: 0 })
    expect(matches(index, 'xtrail')).toEqual({ 0: 0 })
    expect(matches(index, 'x trail')).toEqual({ 0: 0 })
    expect(matches(index, 'X-Tr')).toEqual({ 0: 1 })
    expect(matches(index, 'landrover')).toEqual({ 3: 0 })
    expect(matches(index, 'mercedes benz')).toEqual({ 4: 0 })
  })

  it('ANDs the words and prefix-matches only the last one', () => {
    const index = indexOf(cars)
    expect(matches(index, 'hilux sr')).toEqual({ 1: 1, 2: 0 })
    expect(matches(index, 'hil sr5')).toEqual({})
    expect(matches(index, 'toyota defender')).toEqual({})
  })

  it('does not allow typos on words with digits, but prefix-matches stock numbers', () => {
    const index = indexOf(cars)
    expect(matches(index, 'htp10001')).toEqual({ 0: 0 })
    expect(matches(index, 'htp10009')).toEqual({})
    expect(matches(index, 'ahp1')).toEqual({ 3: 1, 4: 1 })
  })

  it('forgets a removed row and tokens no row has any more', () => {
    const index = indexOf(cars)
    index.removeRow(0, cars[0] as string[])
    expect(matches(index, 'xtrail')).toEqual({})
    expect(matches(index, 'nis')).toEqual({})
    index.addRow(0, ['Nissan', 'Navara', 'ST-X', 'SVM1'])
    expect(matches(index, 'navara')).toEqual({ 0: 0 })
    expect(matches(index, 'x-trail')).toEqual({})
  })
})
