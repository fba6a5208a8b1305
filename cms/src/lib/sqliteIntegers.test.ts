import { describe, expect, it } from '@jest/globals'

import { numbersFromBigints } from './sqliteIntegers'

type Result = Parameters<typeof numbersFromBigints>[0]

/** A row as the libsql client builds it: hidden indices and length, the first of a repeated name enumerable. */
function libsqlRow(columns: string[], values: unknown[]) {
  const row: Record<string | number, unknown> = {}
  Object.defineProperty(row, 'length', { value: values.length })
  values.forEach((value, index) => {
    Object.defineProperty(row, index, { value })
    const column = columns[index] as string
    if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true })
  })
  return row
}

const resultOf = (columns: string[], rows: unknown[][]) =>
  ({
    columns,
    columnTypes: [],
    rows: rows.map((values) => libsqlRow(columns, values)),
    rowsAffected: 0,
    lastInsertRowid: undefined,
  }) as unknown as Result

describe('numbersFromBigints', () => {
  it('reads safe integers exactly and larger ones as the nearest number, by name and by index', () => {
    const result = numbersFromBigints(resultOf(['id', 'offer', 'name'], [[7n, 99999999999999999n, 'Jane']]))
    const row = result.rows[0]!
    expect(row.id).toBe(7)
    expect(row.offer).toBe(1e17)
    expect(Array.prototype.slice.call(row)).toEqual([7, 1e17, 'Jane'])
    expect(Object.keys(row)).toEqual(['id', 'offer', 'name'])
    expect(row.length).toBe(3)
  })

  it('keeps each value of a repeated column name by index, and the first by name, as the client does', () => {
    const row = numbersFromBigints(resultOf(['id', 'id'], [[1n, 2n]])).rows[0]!
    expect([row[0], row[1], row.id]).toEqual([1, 2, 1])
    expect(Object.keys(row)).toEqual(['id'])
  })

  it('leaves a result without bigints as it is', () => {
    const result = resultOf(['name'], [['x']])
    const before = result.rows
    expect(numbersFromBigints(result).rows).toBe(before)
  })
})
