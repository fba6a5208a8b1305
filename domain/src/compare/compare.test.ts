import { describe, expect, it } from '@jest/globals'

import type { VehiclePageCar } from '../vehiclePage/types'
import {
  COMPARE_LIMIT,
  COMPARE_PARAM_MAX_LENGTH,
  compareAnnouncement,
  compareHref,
  isCompared,
  parseCompareList,
  parseCompareParam,
  removeFromCompare,
  toggleCompare,
  type CompareEntry,
} from './list'
import { compareNotes, compareRows, compareTable } from './table'

const entry = (id: number): CompareEntry => ({ id, slug: `car-${id}`, title: `Car ${id}`, image: null })

describe('the compare list', () => {
  it('adds cars in order, removes a car named again, and refuses a fifth', () => {
    let list: CompareEntry[] = []
    for (const id of [1, 2, 3, 4]) {
      const toggled = toggleCompare(list, entry(id))
      expect(toggled.outcome).toBe('added')
      list = toggled.list
    }
    expect(list.map((item) => item.id)).toEqual([1, 2, 3, 4])
    const fifth = toggleCompare(list, entry(5))
    expect(fifth.outcome).toBe('full')
    expect(fifth.list).toEqual(list)
    const removed = toggleCompare(list, { ...entry(2), id: '2' })
    expect(removed.outcome).toBe('removed')
    expect(removed.list.map((item) => item.id)).toEqual([1, 3, 4])
    expect(isCompared(removed.list, 2)).toBe(false)
    expect(removeFromCompare(list, 4).map((item) => item.id)).toEqual([1, 2, 3])
  })

  it('reads a stored list defensively: junk, duplicates and a fifth car are dropped', () => {
    expect(parseCompareList(null)).toEqual([])
    expect(parseCompareList('not json')).toEqual([])
    expect(parseCompareList('{"id":1}')).toEqual([])
    const stored = JSON.stringify([
      entry(1),
      { id: 1, slug: 'again', title: 'Again' },
      { slug: 'no-id', title: 'No id' },
      { id: 2, slug: 'has space', title: 'Bad slug' },
      { id: 3, slug: 'car-3', title: 'Car 3', image: '/uploads/car-3.webp' },
      entry(4),
      entry(5),
      entry(6),
      entry(7),
    ])
    const list = parseCompareList(stored)
    expect(list.map((item) => item.id)).toEqual([1, 3, 4, 5])
    expect(list[1]?.image).toBe('/uploads/car-3.webp')
    expect(list).toHaveLength(COMPARE_LIMIT)
  })

  it('says politely what changed, with the count', () => {
    const added = toggleCompare([entry(1)], entry(2))
    expect(compareAnnouncement(added, 'Car 2')).toBe('Added Car 2 to compare. 2 of 4 cars to compare.')
    expect(compareAnnouncement(toggleCompare(added.list, entry(1)), 'Car 1')).toBe('Removed Car 1 from compare. 1 of 4 cars to compare.')
    const full = toggleCompare([1, 2, 3, 4].map(entry), entry(5))
    expect(compareAnnouncement(full, 'Car 5')).toBe('You can compare up to 4 cars. Remove one to add Car 5.')
  })
})

describe('the shareable address', () => {
  it('names the cars by slug, comma separated', () => {
    expect(compareHref(['2024-kia-ev6-a1', '2023-mg-zs-b2'])).toBe('/compare?cars=2024-kia-ev6-a1,2023-mg-zs-b2')
    expect(compareHref([])).toBe('/compare')
  })

  it('keeps the first four distinct slugs and counts what it left out', () => {
    expect(parseCompareParam('a,b,,a, c ,d,e,f')).toEqual({ slugs: ['a', 'b', 'c', 'd'], beyondLimit: 2, unreadable: 0 })
    expect(parseCompareParam(['x,y', 'z'])).toEqual({ slugs: ['x', 'y'], beyondLimit: 0, unreadable: 0 })
    expect(parseCompareParam(undefined)).toEqual({ slugs: [], beyondLimit: 0, unreadable: 0 })
    expect(parseCompareParam(`a,${'b'.repeat(201)},c d`)).toEqual({ slugs: ['a'], beyondLimit: 0, unreadable: 2 })
  })

  it('reads only a bounded part of a huge parameter', () => {
    const huge = Array.from({ length: 100_000 }, (_, index) => `car-${index}`).join(',')
    const parsed = parseCompareParam(huge)
    expect(parsed.slugs).toEqual(['car-0', 'car-1', 'car-2', 'car-3'])
    // Only the first COMPARE_PARAM_MAX_LENGTH characters were split: a few hundred slugs, not 100,000.
    expect(parsed.beyondLimit).toBeLessThan(COMPARE_PARAM_MAX_LENGTH / 4)
  })

  it('words what the page could not show', () => {
    expect(compareNotes({ beyondLimit: 0, unreadable: 0, notFound: 0 }, 4)).toEqual([])
    expect(compareNotes({ beyondLimit: 2, unreadable: 0, notFound: 1 }, 4)).toEqual([
      'One car in this link is not listed on this site any more, so it is not shown.',
      'Up to 4 cars can be compared: the first 4 in the link are shown.',
    ])
    expect(compareNotes({ beyondLimit: 0, unreadable: 1, notFound: 2 }, 4)[0]).toBe(
      '3 cars in this link are not listed on this site any more, so they are not shown.',
    )
  })
})

describe('the aligned table', () => {
  it('aligns rows by specification, keeps each car’s order, and marks differences', () => {
    const rows = compareRows([
      [
        { key: 'km', label: 'Kilometres', value: '12,000 km' },
        { key: 'fuel', label: 'Fuel Type', value: 'Petrol' },
        { key: 'stocknum', label: 'Stock Number', value: 'A1' },
      ],
      [
        { key: 'km', label: 'Kilometres', value: '30,500 km' },
        { key: 'transmission', label: 'Transmission', value: 'Automatic' },
        { key: 'fuel', label: 'Fuel Type', value: ' petrol' },
        { key: 'stocknum', label: 'Stock Number', value: 'B2' },
      ],
    ])
    expect(rows.map((row) => row.key)).toEqual(['km', 'transmission', 'fuel', 'stocknum'])
    expect(rows.find((row) => row.key === 'km')).toEqual({
      key: 'km',
      label: 'Kilometres',
      values: ['12,000 km', '30,500 km'],
      differs: true,
    })
    // A value one car has and another lacks is a difference; case and spacing are not.
    expect(rows.find((row) => row.key === 'transmission')).toMatchObject({ values: [null, 'Automatic'], differs: true })
    expect(rows.find((row) => row.key === 'fuel')?.differs).toBe(false)
    // Every car has its own stock number: that is no difference worth highlighting.
    expect(rows.find((row) => row.key === 'stocknum')?.differs).toBe(false)
  })

  it('marks nothing for a single car', () => {
    expect(compareRows([[{ key: 'km', label: 'Kilometres', value: '1 km' }]])[0]?.differs).toBe(false)
  })

  const car = (overrides: Partial<VehiclePageCar>): VehiclePageCar => ({
    id: 1,
    slug: '2022-kia-sportage-a1',
    make: 'Kia',
    model: 'Sportage',
    year: 2022,
    price: 34990,
    car_type: 'used',
    status: 'in_stock',
    km: 20000,
    trans: 'Automatic',
    fuel: 'Petrol',
    stocknum: 'A1',
    images: [],
    ...overrides,
  })

  it('builds columns and rows from the cars, with the site’s wording', () => {
    const table = compareTable(
      [car({}), car({ id: 2, slug: '2021-kia-sportage-b2', year: 2021, price: 0, km: 45000, stocknum: 'B2', status: 'sold', sold: true })],
      { no_price_text: 'Call for price', used_label_pre_owned: true, engine_display: 'litres', show_unregistered: false },
      '2026-11-26',
    )
    expect(table.columns.map((column) => [column.title, column.href, column.price.text, column.unavailable])).toEqual([
      ['2022 Kia Sportage', '/cars/2022-kia-sportage-a1', '$34,990', false],
      ['2021 Kia Sportage', '/cars/2021-kia-sportage-b2', 'Call for price', true],
    ])
    const byKey = Object.fromEntries(table.rows.map((row) => [row.key, row]))
    expect(byKey.price).toMatchObject({ values: ['$34,990', 'Call for price'], differs: true })
    expect(byKey.car_type).toMatchObject({ label: 'Condition', values: ['Pre-Owned', 'Pre-Owned'], differs: false })
    expect(byKey.year).toMatchObject({ values: ['2022', '2021'], differs: true })
    expect(byKey.transmission).toMatchObject({ values: ['Automatic', 'Automatic'], differs: false })
    expect(table.rows[0]?.key).toBe('price')
  })
})
