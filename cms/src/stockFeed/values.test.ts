import { describe, expect, it } from '@jest/globals'
import type { Field } from 'payload'

import { Vehicles } from '../vehicles/collection'
import { feedFieldFor, feedFields, type FieldKind } from './fields'
import { convertValue, parseFeedDate, sameValue } from './values'

const price = feedFieldFor('price')
if (!price) throw new Error('price is a feed field')

describe('numbers', () => {
  it.each([
    ['45990', 45990],
    ['45,990', 45990],
    ['$45,990', 45990],
    ['$ 1,045,990.50', 1045990.5],
    [' 45990.00 ', 45990],
    [45990, 45990],
  ])('%j reads as %d', (raw, value) => {
    expect(convertValue(price, raw, 'csv')).toEqual({ ok: true, value })
  })

  it.each(['1,5', '45,99', '4 5 9 9 0 x', 'NaN', '1e5x', 'Infinity'])('%j is refused', (raw) => {
    expect(convertValue(price, raw, 'csv').ok).toBe(false)
  })
})

describe('dates', () => {
  it.each([
    ['2025-02-03', '2025-02-03T00:00:00.000Z'],
    ['3/2/2025', '2025-02-03T00:00:00.000Z'],
    ['03/02/2025', '2025-02-03T00:00:00.000Z'],
    ['2025-02-03T10:30:00Z', '2025-02-03T10:30:00.000Z'],
    ['2025-02-03T10:30:00+10:00', '2025-02-03T00:30:00.000Z'],
    ['2025-02-03 10:30', new Date('2025-02-03T10:30').toISOString()],
  ])('%s reads as %s', (raw, iso) => {
    expect(parseFeedDate(raw)).toBe(iso)
  })

  it.each(['2025-02-30', '30/02/2025', '02-03-2025', 'Feb 3 2025', '2025-13-01'])('%s is not a date', (raw) => {
    expect(parseFeedDate(raw)).toBeUndefined()
  })
})

describe('sameValue, which decides whether a car is rewritten', () => {
  it('sees the same instant in two spellings as equal', () => {
    expect(sameValue('date', '2025-02-03T00:00:00.000Z', '2025-02-03T00:00:00Z')).toBe(true)
    expect(sameValue('date', '2025-02-03T00:00:00.000Z', '2025-02-04T00:00:00.000Z')).toBe(false)
    expect(sameValue('date', null, undefined)).toBe(true)
  })

  it('sees empty text, null and a missing value as equal, and numbers by value', () => {
    expect(sameValue('text', null, '')).toBe(true)
    expect(sameValue('text', 'SR5', 'SR5 ')).toBe(false)
    expect(sameValue('number', 45990, 45990)).toBe(true)
    expect(sameValue('number', 0, null)).toBe(false)
    expect(sameValue('boolean', false, null)).toBe(true)
  })

  it('compares image URLs in order, and never equals uploaded images', () => {
    const urls = ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg']
    const stored = urls.map((url, index) => ({ id: `row${index}`, image: null, url }))
    expect(sameValue('images', urls, stored)).toBe(true)
    expect(sameValue('images', [...urls].reverse(), stored)).toBe(false)
    expect(sameValue('images', null, [])).toBe(true)
    expect(sameValue('images', urls, [{ ...stored[0], image: 7 }, stored[1]])).toBe(false)
  })

  it('compares lists and JSON deeply, an empty list being no list', () => {
    expect(sameValue('list', ['Sunroof'], ['Sunroof'])).toBe(true)
    expect(sameValue('list', null, [])).toBe(true)
    expect(sameValue('json', { a: { b: 1 }, c: 2 }, { c: 2, a: { b: 1 } })).toBe(true)
    expect(sameValue('json', { a: 1 }, { a: 2 })).toBe(false)
  })
})

describe('the feed field table', () => {
  // Every feed field must land in a Vehicles field of a matching type: otherwise an import would
  // write a value Payload drops, and the next import would see a change again and again.
  const storedTypes = new Map<string, Field>()
  const walk = (fields: readonly Field[], prefix: string) => {
    for (const field of fields) {
      if (!('name' in field)) continue
      const name = prefix + field.name
      storedTypes.set(name, field)
      if (field.type === 'group') walk(field.fields, `${name}.`)
    }
  }
  walk(Vehicles.fields, '')

  const typesFor: Record<FieldKind, readonly string[]> = {
    text: ['text', 'textarea'],
    integer: ['number'],
    number: ['number'],
    boolean: ['checkbox'],
    date: ['date'],
    timestamp: ['date'],
    carType: ['select'],
    status: ['select'],
    list: ['json'],
    urlList: ['json'],
    json: ['json'],
    images: ['array'],
  }

  it.each(feedFields.map((field) => [field.name, field] as const))('%s has a Vehicles field of a matching type', (_name, field) => {
    const stored = storedTypes.get(field.target ?? field.name)
    expect(stored).toBeDefined()
    expect(typesFor[field.kind]).toContain(stored?.type)
  })

  it('offers exactly the select options Vehicles has for car_type and status', () => {
    for (const name of ['car_type', 'status']) {
      const stored = storedTypes.get(name)
      const options =
        stored && stored.type === 'select' ? stored.options.map((option) => (typeof option === 'string' ? option : option.value)) : []
      const field = feedFieldFor(name)
      if (!field) throw new Error(`${name} is a feed field`)
      for (const value of options) expect(convertValue(field, value, 'json')).toEqual({ ok: true, value })
      expect(options.length).toBeGreaterThan(0)
    }
  })
})
