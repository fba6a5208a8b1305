import { describe, expect, it } from '@jest/globals'

import { demoStockFor, stockSeedOf, vehicleDataOfStock } from './stock'

describe('demo stock', () => {
  it('is the same for a tenant every time and differs between tenants', () => {
    const once = demoStockFor('alpha', { count: 30 })
    expect(demoStockFor('alpha', { count: 30 })).toEqual(once)
    expect(demoStockFor('bravo', { count: 30 }).map((car) => car.stocknum)).not.toEqual(once.map((car) => car.stocknum))
    expect(stockSeedOf('alpha')).toBe(stockSeedOf('alpha'))
  })

  it('keeps to the template’s makes, with unique stock numbers', () => {
    const cars = demoStockFor('toyota-town', { count: 300, makes: ['Toyota'] })
    expect(cars).toHaveLength(300)
    expect(new Set(cars.map((car) => car.make))).toEqual(new Set(['Toyota']))
    expect(new Set(cars.map((car) => car.stocknum)).size).toBe(300)
  })

  it('maps a generated car to vehicle data, timestamps as dates', () => {
    const car = demoStockFor('alpha', { count: 1 })[0]!
    const data = vehicleDataOfStock({ ...car, sold_date_timestamp: 1_700_000_000 }, 7)
    expect(data).toMatchObject({ tenant: 7, stocknum: car.stocknum, make: car.make, sold_date: '2023-11-14T22:13:20.000Z' })
    expect(Date.parse(data.createdAt) / 1000).toBe(car.created_at_timestamp)
  })
})
