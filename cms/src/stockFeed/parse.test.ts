import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { repoRoot } from '../lib/paths'
import { FeedError, parseFeedText, sniffFormat } from './parse'
import { parseFeed, parseFeedRows } from './rows'

const header = 'stocknum,vin,car_type,status,make,model,year,price,km,images'
const goodLine =
  'A1,JTMW43FV40D123452,used,in_stock,Toyota,RAV4,2021,"$34,990",52000,https://cdn.example.com/a1/1.jpg|https://cdn.example.com/a1/2.jpg'

const csv = (...lines: string[]) => lines.join('\n')
const reasons = (text: string, format: 'csv' | 'json' = 'csv', dealership?: string) =>
  parseFeed(text, format, { dealership }).rejected.map((each) => each.reason)

describe('CSV feeds', () => {
  it('read the sample Harbourside Toyota feed: 20 cars, typed values, no rejections', () => {
    const text = readFileSync(path.join(repoRoot, 'tenant-seeds/feeds/harbourside-toyota.csv'), 'utf8')
    const feed = parseFeed(text, 'csv', { dealership: 'harbourside-toyota' })
    expect(feed.rejected).toEqual([])
    expect(feed.warnings).toEqual([])
    expect(feed.rows).toHaveLength(20)
    const hilux = feed.rows[0]
    expect(hilux).toMatchObject({ row: 1, line: 2, stocknum: 'HTP2601', vin: 'MR0KB3CD801234561', status: 'in_stock' })
    expect(hilux?.values).toMatchObject({
      car_type: 'new',
      make: 'Toyota',
      model: 'HiLux',
      year: 2025,
      price: 67990,
      km: 12,
      certified: false,
    })
    expect(hilux?.values.images).toHaveLength(12)
    expect(hilux?.values.filtered_features).toEqual(['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Tow Bar'])
    expect(hilux?.values['location.name']).toBe('Harbourside Toyota Parramatta')
    // A quoted comment spanning three lines is one field; the next record's line number accounts for it.
    const kluger = feed.rows.find((row) => row.stocknum === 'HTC2616')
    expect(kluger?.values.dealercomments).toBe('Head-up display,\npanoramic roof,\nrear entertainment.')
    expect(feed.rows.find((row) => row.stocknum === 'HTC2617')?.line).toBe((kluger?.line ?? 0) + 3)
    expect(feed.rows.find((row) => row.stocknum === 'HTP2608')?.status).toBe('sold')
  })

  it('match header names loosely and accept aliases, a BOM and semicolons', () => {
    const text = '\uFEFFStock Number;Condition;MAKE;Model;Year;Odometer;Sold Date\nX9;Demonstrator;Kia;EV6;2024;1 200;03/02/2025'
    const feed = parseFeed(text, 'csv')
    expect(feed.rejected).toEqual([])
    expect(feed.rows[0]).toMatchObject({ stocknum: 'X9', status: 'sold', soldDate: '2025-02-03T00:00:00.000Z' })
    expect(feed.rows[0]?.values).toMatchObject({ car_type: 'demo', make: 'Kia', year: 2024, km: 1200 })
  })

  it('ignore unknown columns and the tenant column with a warning, never reading them', () => {
    const feed = parseFeed(csv('stocknum,car_type,make,model,year,prce,tenant', 'A1,used,Mazda,CX-5,2020,1,999'), 'csv')
    expect(feed.warnings).toEqual([
      'Ignored unknown column "prce"',
      'Ignored column "tenant": the tenant comes from the import, never from the feed',
    ])
    expect(feed.rows[0]?.values).not.toHaveProperty('tenant')
    expect(feed.rows[0]?.values).not.toHaveProperty('price')
  })

  it('refuse a header without a required column, naming it and its accepted names', () => {
    expect(() => parseFeed(csv('stocknum,make,model', 'A1,Toyota,RAV4'), 'csv')).toThrow(FeedError)
    expect(() => parseFeed(csv('stocknum,make,model', 'A1,Toyota,RAV4'), 'csv')).toThrow(
      'The CSV header lacks required columns: car_type (accepted names: car_type, condition); year (accepted names: year).',
    )
  })

  it('refuse a header naming one field twice, and an empty feed', () => {
    expect(() => parseFeed(csv('stocknum,stock_number,car_type,make,model,year', 'A,B,used,Kia,Rio,2020'), 'csv')).toThrow(
      'The CSV header has two columns for stocknum: "stocknum" and "stock_number".',
    )
    expect(() => parseFeed('', 'csv')).toThrow(FeedError)
    expect(() => parseFeed('  \n\n', 'csv')).toThrow('The CSV feed is empty')
  })

  it('report an unclosed quote as a FeedError naming the line, not a crash', () => {
    const text = csv(header, goodLine, 'A2,,used,,Toyota,"HiLux,2020,1,1,', 'A3,,used,,Toyota,Yaris,2020,1,1,')
    let caught: unknown
    try {
      parseFeed(text, 'csv')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(FeedError)
    expect((caught as Error).message).toBe(
      'The CSV could not be read: a quoted field opened after line 2 is never closed (look for a stray " near line 3).',
    )
  })

  it('keep quotes inside unquoted fields (12" wheels) as text', () => {
    const feed = parseFeed(csv('stocknum,car_type,make,model,year,dealercomments', 'A1,used,Kia,Rio,2020,Has 17" alloys'), 'csv')
    expect(feed.rows[0]?.values.dealercomments).toBe('Has 17" alloys')
  })

  it('skip blank lines and rows of empty cells, and number rows by data row and line', () => {
    const text = csv(header, '', goodLine, ',,,,,,,,,', '', 'A2,,used,,Toyota,Yaris,abc,1,1,')
    expect(reasons(text)).toEqual(['Row 2 (line 6): year must be a number ("abc")'])
  })

  it('reject a row with the wrong number of fields, alone', () => {
    const text = csv(header, goodLine, 'A2,,used,,Toyota,Yaris,2020', 'A3,,used,,Toyota,Yaris,2020,1,1,,extra')
    const feed = parseFeed(text, 'csv')
    expect(feed.rows.map((row) => row.stocknum)).toEqual(['A1'])
    expect(feed.rejected.map((each) => each.reason)).toEqual([
      'Row 2 (line 3): has 7 fields but the header has 10',
      'Row 3 (line 4): has 11 fields but the header has 10',
    ])
  })

  it('treat an empty cell as clearing the field, and an empty checkbox or status as not given', () => {
    const feed = parseFeed(csv('stocknum,car_type,make,model,year,badge,certified,status', 'A1,used,Kia,Rio,2020,,,'), 'csv')
    const row = feed.rows[0]
    expect(row?.values.badge).toBeNull()
    expect(row?.values).not.toHaveProperty('certified')
    expect(row?.status).toBeUndefined()
  })
})

describe('every rejection reason', () => {
  const base = { stocknum: 'A1', car_type: 'used', make: 'Toyota', model: 'RAV4', year: 2021 }
  const reasonFor = (extra: Record<string, unknown>, options: { dealership?: string } = {}) =>
    parseFeedRows([{ ...base, ...extra }], options).rejected.map((each) => each.reason)

  it.each([
    [{ stocknum: '' }, 'Row 1: stocknum is required'],
    [{ stocknum: null }, 'Row 1: stocknum is required'],
    [{ car_type: undefined }, 'Row 1: car_type is required'],
    [{ make: ' ' }, 'Row 1: make is required'],
    [{ model: '' }, 'Row 1: model is required'],
    [{ year: '' }, 'Row 1: year is required'],
    [{ price: 'abc' }, 'Row 1: price must be a number ("abc")'],
    [{ price: '1,5' }, 'Row 1: price must be a number ("1,5")'],
    [{ price: -1 }, 'Row 1: price must be at least 0 (-1)'],
    [{ km: '12.5' }, 'Row 1: km must be a whole number ("12.5")'],
    [{ year: 1899 }, 'Row 1: year must be at least 1900 (1899)'],
    [{ year: 3000 }, `Row 1: year must be at most ${new Date().getUTCFullYear() + 2} (3000)`],
    [{ car_type: 'nearly new' }, 'Row 1: car_type must be one of new, used, demo ("nearly new")'],
    [{ status: 'reserved' }, 'Row 1: status must be one of in_stock, sold, coming_soon ("reserved")'],
    [{ certified: 'maybe' }, 'Row 1: certified must be true or false ("maybe")'],
    [{ build_date: '31/02/2024' }, 'Row 1: build_date must be a date as YYYY-MM-DD or DD/MM/YYYY ("31/02/2024")'],
    [{ build_date: '2024/02/01' }, 'Row 1: build_date must be a date as YYYY-MM-DD or DD/MM/YYYY ("2024/02/01")'],
    [{ sold_date_timestamp: 'yesterday' }, 'Row 1: sold_date_timestamp must be Unix seconds ("yesterday")'],
    [{ images: ['https://cdn.example.com/1.jpg', 'not-a-url'] }, 'Row 1: images item 2 must be an http(s) URL ("not-a-url")'],
    [{ images: 'ftp://cdn.example.com/1.jpg' }, 'Row 1: images item 1 must be an http(s) URL ("ftp://cdn.example.com/1.jpg")'],
    [{ images: 42 }, 'Row 1: images must be a list of URLs (42)'],
    [{ thumbnails: ['javascript:alert(1)'] }, 'Row 1: thumbnails item 1 must be an http(s) URL ("javascript:alert(1)")'],
    [{ filtered_features: ['Sunroof', { a: 1 }] }, 'Row 1: filtered_features item 2 is not valid ({"a":1})'],
    [{ make: { name: 'Toyota' } }, 'Row 1: make must be text ({"name":"Toyota"})'],
    [{ status: 'in_stock', sold: true }, 'Row 1: sold is true but status is in_stock'],
    [{ status: 'coming_soon', sold_date: '2025-01-01' }, 'Row 1: sold_date is given but status is coming_soon'],
    [{ status: 'sold', sold: false }, 'Row 1: sold is false but status is sold'],
    [
      { sold_date: '2025-01-01', sold_date_timestamp: 1700000000 },
      'Row 1: sold_date (2025-01-01) and sold_date_timestamp (2023-11-14T22:13:20.000Z) disagree',
    ],
  ])('%j → %s', (extra, reason) => {
    expect(reasonFor(extra)).toEqual([reason])
  })

  it('names every problem of a row, in one reason', () => {
    expect(reasonFor({ price: 'abc', year: 'soon', car_type: 'x' })).toEqual([
      'Row 1: car_type must be one of new, used, demo ("x"); year must be a number ("soon"); price must be a number ("abc")',
    ])
  })

  it('refuses a row naming another dealership', () => {
    expect(reasonFor({ dealership_slug: 'bayside-ford' }, { dealership: 'harbourside-toyota' })).toEqual([
      'Row 1: dealership_slug is "bayside-ford" but this import is for dealership "harbourside-toyota"',
    ])
    expect(reasonFor({ dealership_slug: 'harbourside-toyota' }, { dealership: 'harbourside-toyota' })).toEqual([])
  })

  it('quotes CSV values as the text they were, and the CSV line', () => {
    const text = csv(header, goodLine, 'A2,,used,,Toyota,Yaris,2020,abc,1,', 'A3,,used,,Toyota,Yaris,2020,1,-4,')
    expect(reasons(text)).toEqual(['Row 2 (line 3): price must be a number ("abc")', 'Row 3 (line 4): km must be at least 0 ("-4")'])
  })

  it('keeps the good rows of a feed with bad ones, and the stock number of a bad row', () => {
    const feed = parseFeedRows([base, { ...base, stocknum: 'A2', price: 'abc' }, { ...base, stocknum: 'A3' }])
    expect(feed.rows.map((row) => row.stocknum)).toEqual(['A1', 'A3'])
    expect(feed.rejected).toEqual([{ row: 2, stocknum: 'A2', reason: 'Row 2: price must be a number ("abc")' }])
  })
})

describe('duplicates inside one feed', () => {
  it('reject the later row with a stock number already seen, naming the first', () => {
    const text = csv(header, goodLine, 'A2,,used,,Toyota,Yaris,2020,1,1,', 'A1,,used,,Toyota,Camry,2019,1,1,')
    const feed = parseFeed(text, 'csv')
    expect(feed.rows.map((row) => [row.stocknum, row.values.model])).toEqual([
      ['A1', 'RAV4'],
      ['A2', 'Yaris'],
    ])
    // The first A1 row stands for the car, so the duplicate does not carry its stock number.
    expect(feed.rejected).toEqual([{ row: 3, line: 4, reason: 'Row 3 (line 4): stock number A1 already appears in row 1 (line 2)' }])
  })

  it('reject the later row with a VIN already seen, whatever its spacing or case', () => {
    const feed = parseFeedRows([
      { stocknum: 'A1', vin: 'JTMW43FV40D123452', car_type: 'used', make: 'Toyota', model: 'RAV4', year: 2021 },
      { stocknum: 'A2', vin: 'jtmw43fv40d 123452', car_type: 'used', make: 'Toyota', model: 'RAV4', year: 2021 },
    ])
    expect(feed.rejected.map((each) => each.reason)).toEqual(['Row 2: VIN JTMW43FV40D123452 already appears in row 1 (stock number A1)'])
  })
})

describe('JSON feeds', () => {
  it('read the sample Southern Cross feed: groups flattened, image objects and timestamps read', () => {
    const text = readFileSync(path.join(repoRoot, 'tenant-seeds/feeds/southern-cross-motors.json'), 'utf8')
    const feed = parseFeed(text, 'json')
    expect(feed.rejected).toEqual([])
    expect(feed.warnings).toEqual([])
    expect(feed.rows.map((row) => row.stocknum)).toEqual(['SCD3101', 'SCD3102', 'SCG3103', 'SCB3104', 'SCA3105'])
    expect(feed.rows[0]?.values).toMatchObject({
      'location.name': 'Southern Cross Dandenong',
      'location.address.postcode': '3175',
      price: 45990,
    })
    expect(feed.rows[1]?.values.images).toEqual(['https://cdn.forecourt.example/southern-cross-motors/SCD3102/1.jpg'])
    expect(feed.rows[1]?.values['youxQuote.weeklyRepaymentAmount']).toBe(189)
    expect(feed.rows[2]?.values.rego_expiry).toBe('2026-08-14T00:00:00.000Z')
    expect(feed.rows[3]).toMatchObject({ status: 'sold', soldDate: '2026-01-08T00:00:00.000Z' })
  })

  it('accept a bare array, numbers for text, and leave absent keys untouched but clear null ones', () => {
    const feed = parseFeed(
      JSON.stringify([{ stocknum: 1234, car_type: 'NEW', make: 'Kia', model: 'EV9', year: '2025', badge: null, private_postcode: 3000 }]),
      'json',
    )
    expect(feed.rows[0]?.stocknum).toBe('1234')
    expect(feed.rows[0]?.values).toMatchObject({ car_type: 'new', year: 2025, badge: null, private_postcode: '3000' })
    expect(feed.rows[0]?.values).not.toHaveProperty('price')
    expect(feed.rows[0]?.vin).toBeUndefined()
  })

  it('reject entries that are not objects, and objects giving one field twice', () => {
    const feed = parseFeedRows([
      'A1',
      null,
      { stocknum: 'A2', stock_number: 'A3', car_type: 'used', make: 'Kia', model: 'Rio', year: 2020 },
    ])
    expect(feed.rejected.map((each) => each.reason)).toEqual([
      'Row 1: is not an object (string)',
      'Row 2: is not an object (null)',
      'Row 3: gives stocknum twice ("stocknum" and "stock_number")',
    ])
  })

  it('warn once per unknown key, counting the rows', () => {
    const car = { stocknum: 'A1', car_type: 'used', make: 'Kia', model: 'Rio', year: 2020, colour_code: 'X', tenant: 2 }
    const feed = parseFeedRows({ vehicles: [car, { ...car, stocknum: 'A2' }] })
    expect(feed.warnings).toEqual([
      'Ignored unknown key "colour_code" (in 2 rows)',
      'Ignored key "tenant": the tenant comes from the import, never from the feed (in 2 rows)',
    ])
  })

  it('refuse JSON that is not JSON, or not a list of vehicles, as a whole', () => {
    expect(() => parseFeed('{"vehicles": [', 'json')).toThrow(FeedError)
    expect(() => parseFeed('{"vehicles": [', 'json')).toThrow(/^The JSON could not be read: /)
    expect(() => parseFeed('{"cars": []}', 'json')).toThrow(
      'The JSON feed must be an array of vehicles or an object { "vehicles": [...] }.',
    )
  })

  it('store JSON fields as given in JSON, and parse JSON text in CSV', () => {
    const lenders = { macquarie: { interestRate: 7.99 } }
    expect(
      parseFeedRows([{ stocknum: 'A1', car_type: 'used', make: 'Kia', model: 'Rio', year: 2020, finance_lenders: lenders }]).rows[0]?.values
        .finance_lenders,
    ).toEqual(lenders)
    const text = csv(
      'stocknum,car_type,make,model,year,finance_lenders',
      `A1,used,Kia,Rio,2020,"${JSON.stringify(lenders).replaceAll('"', '""')}"`,
      'A2,used,Kia,Rio,2020,{oops',
    )
    const feed = parseFeed(text, 'csv')
    expect(feed.rows[0]?.values.finance_lenders).toEqual(lenders)
    expect(feed.rejected[0]?.reason).toMatch(/^Row 2 \(line 3\): finance_lenders must be JSON \(/)
  })
})

describe('format detection', () => {
  it('takes a body starting with [ or { as JSON, anything else as CSV', () => {
    expect(sniffFormat('  [{"stocknum":"A1"}]')).toBe('json')
    expect(sniffFormat('\uFEFF{"vehicles":[]}')).toBe('json')
    expect(sniffFormat('stocknum,make\nA1,Kia')).toBe('csv')
    expect(parseFeedText('[]', 'json').records).toEqual([])
  })
})
