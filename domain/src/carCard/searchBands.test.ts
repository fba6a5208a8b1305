import { describe, expect, it } from '@jest/globals'

import { carCategories, priceRangeBand, weeklyPriceRangeBand } from './searchBands'

describe('derived search attributes', () => {
  it('bands prices, with no advertised price in the $0 band', () => {
    expect(priceRangeBand(9_999)).toBe('$0 - $10,000')
    expect(priceRangeBand(10_000)).toBe('$10,000 - $20,000')
    expect(priceRangeBand(74_990)).toBe('$50,000 - $75,000')
    expect(priceRangeBand(250_000)).toBe('$150,000+')
    expect(priceRangeBand(null)).toBe('$0 - $10,000')
  })

  it('bands the weekly repayment a card shows: the quote, else the estimate; none without a price', () => {
    expect(weeklyPriceRangeBand({ price: 30_000, youxQuote: { weeklyRepaymentAmount: 145 } })).toBe('$100 - $150')
    expect(weeklyPriceRangeBand({ price: 30_000, youxQuote: null })).toMatch(/^\$\d+ - \$\d+$|^\$400\+$/)
    expect(weeklyPriceRangeBand({ price: 0, youxQuote: null })).toBeNull()
  })

  it('lists what a car is, its body category and Electrified', () => {
    expect(carCategories({ body: 'SUV', fuel: 'Plug-in Hybrid' })).toEqual(['Cars', 'SUVs & 4WDs', 'Electrified'])
    expect(carCategories({ item_type: 'car', body: 'Sedan', fuel: 'Petrol' })).toEqual(['Cars', 'Hatch & sedans'])
    expect(carCategories({ item_type: 'caravan', body: 'Caravan' })).toEqual(['Caravans'])
    expect(carCategories({ body: 'Cab Chassis' })).toEqual(['Cars', 'Utes & Vans'])
  })
})
