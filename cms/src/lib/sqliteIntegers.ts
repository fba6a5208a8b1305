import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

// The libsql client's types, through the adapter that owns the client (the package is not ours to import).
type Client = SQLiteAdapter['client']
type ResultSet = Awaited<ReturnType<Client['execute']>>
type Row = ResultSet['rows'][number]
type Transaction = Awaited<ReturnType<Client['transaction']>>

/**
 * SQLite stores integers up to 2^63, JavaScript numbers are exact only to 2^53. In its default mode the
 * libsql client throws on reading a larger one ("cannot be safely represented as a JavaScript number"),
 * so a single such value, however it got there (an old version that stored it, a raw SQL session, a
 * restored backup), made every list selecting its column answer 500 and the row impossible to open or
 * delete. The client therefore reads integers as bigint (`intMode: 'bigint'`), and every result goes
 * through `numbersFromBigints` before Payload sees it: exact for every safe integer, the nearest
 * double for a larger one. Reads never fail on a stored value; inputs are bounded before they are stored.
 */
export const SQLITE_INT_MODE = 'bigint' as const

function plainNumber(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value
}

const rowValues = Symbol('rowValues')

/**
 * A libsql row is array-like (hidden indices and length; drizzle reads those for joined columns of
 * the same name) with one enumerable property per column name (the first of a repeated name). The
 * converted rows share one prototype per result whose index getters read a per-row array: defining
 * every index on every row, as the client does, would double the cost of reading a large table.
 */
function rowPrototype(width: number): object {
  const prototype = {}
  Object.defineProperty(prototype, 'length', { value: width })
  for (let index = 0; index < width; index += 1) {
    Object.defineProperty(prototype, index, {
      get(this: { [rowValues]: unknown[] }) {
        return this[rowValues][index]
      },
    })
  }
  return prototype
}

function rowWithNumbers(row: Row, columns: readonly string[], prototype: object): Row {
  const values = new Array<unknown>(row.length)
  for (let index = 0; index < row.length; index += 1) values[index] = plainNumber(row[index])
  const converted = Object.create(prototype) as Record<string | symbol, unknown>
  converted[rowValues] = values
  for (let index = 0; index < columns.length; index += 1) {
    const column = columns[index] as string
    if (!Object.hasOwn(converted, column)) converted[column] = values[index]
  }
  return converted as unknown as Row
}

function hasBigint(row: Row): boolean {
  for (let index = 0; index < row.length; index += 1) if (typeof row[index] === 'bigint') return true
  return false
}

export function numbersFromBigints(result: ResultSet): ResultSet {
  if (!result.rows.some(hasBigint)) return result
  const prototype = rowPrototype(result.columns.length)
  // ResultSetImpl's fields are plain writable properties; keeping the object keeps its toJSON.
  ;(result as { rows: Row[] }).rows = result.rows.map((row) => rowWithNumbers(row, result.columns, prototype))
  return result
}

const resultMethods = new Set<PropertyKey>(['execute', 'batch', 'migrate'])

function convertResults(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((each) => numbersFromBigints(each as ResultSet))
  return numbersFromBigints(value as ResultSet)
}

/**
 * Wraps a client (or a transaction) so every result set it returns holds numbers, not bigints. The
 * methods are called on the real object: the client keeps its connection in private fields, which a
 * Proxy receiver could not reach.
 */
export function withPlainNumbers<T extends Client | Transaction>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown
      if (typeof value !== 'function') return value
      if (resultMethods.has(property)) {
        return async (...args: unknown[]) => convertResults(await (value as (...a: unknown[]) => Promise<unknown>).apply(object, args))
      }
      if (property === 'transaction') {
        return async (...args: unknown[]) =>
          withPlainNumbers((await (value as (...a: unknown[]) => Promise<Transaction>).apply(object, args)) as Transaction)
      }
      return (value as (...a: unknown[]) => unknown).bind(object)
    },
  })
}
