import { describe, expect, it } from '@jest/globals'

import { insertPromoCards, isInPromoWindow, matchesStrictDisplay, placePromoCards, type PromoCard } from './placement'

const NOW = Date.parse('2024-06-15T12:00:00Z')
const card = (id: string, overrides: Partial<PromoCard<string>> = {}): PromoCard<string> => ({ id, node: id, ...overrides })
const options = { nowMs: NOW, chosenCarTypes: [] as string[], slots: [8, 17] }

describe('promo cards', () => {
  it('shows cards only inside their start-expiry window', () => {
    expect(isInPromoWindow({ start: '2024-06-01', expiry: '2024-06-30' }, NOW)).toBe(true)
    expect(isInPromoWindow({ start: '2024-06-16' }, NOW)).toBe(false)
    expect(isInPromoWindow({ expiry: '2024-06-15' }, NOW)).toBe(true)
    expect(isInPromoWindow({ expiry: '2024-06-15T11:00:00Z' }, NOW)).toBe(false)
    expect(isInPromoWindow({}, NOW)).toBe(true)
  })

  it('shows strict-display cards only for matching car_type filters', () => {
    const strict = { strictDisplay: true, display: ['new'] }
    expect(matchesStrictDisplay(strict, [])).toBe(false)
    expect(matchesStrictDisplay(strict, ['used'])).toBe(false)
    expect(matchesStrictDisplay(strict, ['new', 'used'])).toBe(true)
    expect(matchesStrictDisplay({ display: ['new'] }, [])).toBe(true)
  })

  it('puts positioned cards first at their positions and fills free slots with the rest', () => {
    const placed = placePromoCards([card('a'), card('b', { position: 8 }), card('c'), card('d'), card('e', { position: '3' })], options)
    expect(placed.map(({ card: c, position }) => [c.id, position])).toEqual([
      ['e', 3],
      ['b', 8],
      ['a', 17],
    ])
  })

  it('inserts cards into a page without losing or duplicating hits', () => {
    const hits = Array.from({ length: 21 }, (_, i) => i + 1)
    const grid = insertPromoCards(hits, [card('a'), card('b'), card('x', { expiry: '2024-01-01' })], options)
    expect(grid).toHaveLength(23)
    expect(grid.filter((item) => item.kind === 'hit').map((item) => (item.kind === 'hit' ? item.hit : 0))).toEqual(hits)
    expect(grid.findIndex((item) => item.kind === 'promo' && item.card.id === 'a')).toBe(7)
    expect(grid.findIndex((item) => item.kind === 'promo' && item.card.id === 'b')).toBe(16)
  })

  it('puts a card last on a short page and none on an empty one', () => {
    expect(insertPromoCards([1, 2], [card('a')], options).map((item) => item.kind)).toEqual(['hit', 'hit', 'promo'])
    expect(insertPromoCards([], [card('a')], options)).toEqual([])
  })
})
