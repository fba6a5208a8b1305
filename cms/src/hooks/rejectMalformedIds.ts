import {
  APIError,
  flattenTopLevelFields,
  type Collection,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Payload,
  type SanitizedCollectionConfig,
} from 'payload'

/** Integer ids as the SQL adapters issue them; longer digit strings are past what a serial column holds. */
const serialId = /^\d{1,15}$/

/** A value that can be a numeric document id: a positive safe integer, as a number or as digits. */
export function isSafeDocumentId(id: unknown): boolean {
  return typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : typeof id === 'string' && serialId.test(id)
}

/** What a where clause may compare a numeric id column with: any integer a bigint column holds, or null. */
const comparableId = /^-?\d{1,15}$/
const comparingOperators = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

function comparableWithId(value: unknown): boolean {
  if (value === null || value === undefined || value === 'null') return true
  if (typeof value === 'number') return Number.isSafeInteger(value)
  return typeof value === 'string' && comparableId.test(value.trim())
}

/** Whether a where path ends on a numeric id column: `id`, a relationship to a numeric-id collection, or its `.id`. */
function pathHoldsNumericId(path: string, collection: SanitizedCollectionConfig, payload: Payload): boolean {
  const collections: Partial<Record<string, Collection>> = payload.collections
  const segments = path.split('.')
  if (segments.length === 1 && segments[0] === 'id')
    return (collections[collection.slug]?.customIDType ?? payload.db.defaultIDType) === 'number'
  if (segments.length > 2 || (segments.length === 2 && segments[1] !== 'id')) return false
  const field = flattenTopLevelFields(collection.fields).find((candidate) => 'name' in candidate && candidate.name === segments[0])
  if (!field || (field.type !== 'relationship' && field.type !== 'upload') || typeof field.relationTo !== 'string') return false
  return (collections[field.relationTo]?.customIDType ?? payload.db.defaultIDType) === 'number'
}

/**
 * The first thing in a where clause the SQL adapters cannot run: a clause that is not a set of conditions
 * (`where=x`), a field without an operator (`where[make]=Kia`), or a non-number against a numeric id column.
 */
function malformedWhere(where: unknown, collection: SanitizedCollectionConfig, payload: Payload, at = 'where'): string | undefined {
  if (!where || typeof where !== 'object' || Array.isArray(where))
    return `${at} must be a set of conditions, such as where[make][equals]=Kia.`
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!condition || typeof condition !== 'object')
        return `${at}[${key}] must be a list of conditions, such as ${at}[${key}][0][make][equals]=Kia.`
      for (const [index, nested] of Object.entries(condition)) {
        const found = malformedWhere(nested, collection, payload, `${at}[${key}][${index}]`)
        if (found) return found
      }
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition))
      return `${at}[${key}] needs an operator, such as ${at}[${key}][equals]=….`
    if (!pathHoldsNumericId(key, collection, payload)) continue
    for (const [operator, operand] of Object.entries(condition)) {
      if (!comparingOperators.has(operator)) continue
      // `in` takes a list or a comma-separated string, as Payload reads query strings.
      const values = Array.isArray(operand)
        ? operand
        : typeof operand === 'string' && (operator === 'in' || operator === 'not_in' || operator === 'all')
          ? operand.split(',')
          : [operand]
      const bad = values.find((value) => !comparableWithId(value))
      if (bad !== undefined) return `${at}[${key}][${operator}]: ${JSON.stringify(bad)} is not a document id (ids are whole numbers).`
    }
  }
  return undefined
}

/**
 * A document id that cannot be one (`/api/vehicles/abc`, `/api/tenants/import`) is a document that does
 * not exist: 404. A where clause comparing an id or relationship column with something that is not a
 * number (`where[id][in]=a,b`, `where[tenant][equals]=abc`), or one that is not a set of conditions at all
 * (`where=x`), is a bad request: 400. Without this the SQL
 * adapters put NaN into the query and the database's refusal comes back as a 500. MongoDB ids are
 * strings, checked by its own adapter, so only numeric-id databases are guarded.
 */
export const rejectMalformedIds: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payload.db.defaultIDType !== 'number') return args
  const { id, where } = args as { id?: unknown; where?: unknown }
  if (where !== undefined && where !== null) {
    const problem = malformedWhere(where, collection, req.payload)
    if (problem) throw new APIError(problem, 400, undefined, true)
  }
  if (id === undefined || id === null) return args
  if (isSafeDocumentId(typeof id === 'number' ? id : String(id))) return args
  throw new NotFound(req.t)
}

/** The collection with `rejectMalformedIds` before its own beforeOperation hooks. */
export function withMalformedIdsRejected(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [rejectMalformedIds, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
