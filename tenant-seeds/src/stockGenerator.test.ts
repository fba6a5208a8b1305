import { describe, expect, it } from '@jest/globals'

import { generateStock, seededRandom } from './stockGenerator'

describe('generateStock', () => {
  it('is deterministic: the same seed and size give the same cars, whatever the day', () => {
    expect(generateStock(200, { seed: 5 })).toEqual(generateStock(200, { seed: 5 }))
    expect(generateStock(50, { seed: 5 })).toEqual(generateStock(200, { seed: 5 }).slice(0, 50))
    expect(generateStock(50, { seed: 6 })).not.toEqual(generateStock(50, { seed: 5 }))
  })

  it('gives unique objectIDs and stock numbers', () => {
    const cars = generateStock(5000)
    expect(new Set(cars.map((car) => car.objectID)).size).toBe(5000)
    expect(new Set(cars.map((car) => car.stocknum)).size).toBe(5000)
  })

  it('makes plausible stock', () => {
    const cars = generateStock(3000)
    const referenceYear = 2026
    for (const car of cars) {
      expect(car.name).toBe(`${car.year} ${car.make} ${car.model} ${car.badge}`)
      expect(car.price % 1000).toBe(990)
      if (car.car_type === 'new') expect([car.year, car.km < 100]).toEqual([referenceYear, true])
      if (car.car_type === 'used') expect(car.year).toBeLessThan(referenceYear)
      expect(car.sold_date_timestamp === null).toBe(car.status !== 'sold')
      if (car.fuel === 'Electric') expect(car.transmission).toBe('Automatic')
      if (car.certified) expect(car.car_type).toBe('used')
    }
    const share = (predicate: (car: (typeof cars)[number]) => boolean) => cars.filter(predicate).length / cars.length
    expect(share((car) => car.car_type === 'used')).toBeGreaterThan(0.45)
    expect(share((car) => car.status === 'in_stock')).toBeGreaterThan(0.7)
    expect(new Set(cars.map((car) => car.state))).toEqual(new Set(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'ACT', 'TAS', 'NT']))
    expect(new Set(cars.map((car) => car.fuel))).toEqual(new Set(['Petrol', 'Diesel', 'Hybrid', 'Electric', 'PHEV']))
    expect(cars.some((car) => car.model === 'X-Trail')).toBe(true)
    expect(cars.some((car) => car.make === 'Land Rover' && car.model === 'Defender')).toBe(true)
  })
})

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const first = seededRandom(1)
    const second = seededRandom(1)
    const draws = Array.from({ length: 1000 }, () => first.next())
    expect(draws).toEqual(Array.from({ length: 1000 }, () => second.next()))
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...draws)).toBeLessThan(1)
    const integers = Array.from({ length: 1000 }, () => first.integer(3, 5))
    expect(new Set(integers)).toEqual(new Set([3, 4, 5]))
  })
})
