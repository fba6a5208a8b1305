import {
  APIError,
  flattenTopLevelFields,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Payload,
  type SanitizedCollectionConfig,
} from 'payload'

import { documentIdType, isObjectIdValue, parseDocumentId, type DocumentIdType } from '../lib/documents'

/** What a where clause may compare a numeric id column with: any integer a bigint column holds, or null. */
const comparableSerial = /^-?\d{1,15}$/
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

/** Ids the database itself checks the form of: serial numbers on SQL, ObjectIds on MongoDB. */
type CheckedIdType = Exclude<DocumentIdType, 'text'>

const idsAre: Record<CheckedIdType, string> = {
  number: 'ids are whole numbers',
  objectId: 'ids are 24-character hexadecimal ObjectIds',
}

function comparableWithId(value: unknown, idType: CheckedIdType): boolean {
  if (value === null || value === undefined || value === 'null') return true
  if (idType === 'objectId') return isObjectIdValue(value) || parseDocumentId(value, 'objectId') !== null
  if (typeof value === 'number') return Number.isSafeInteger(value)
  return typeof value === 'string' && comparableSerial.test(value.trim())
}

/** The id type a where path ends on when the database checks it: `id`, a relationship, or a relationship's `.id`. */
function checkedIdTypeOfPath(path: string, collection: SanitizedCollectionConfig, payload: Payload): CheckedIdType | null {
  const checked = (slug: string) => {
    const idType = documentIdType(payload, slug)
    return idType === 'text' ? null : idType
  }
  const segments = path.split('.')
  if (segments.length === 1 && segments[0] === 'id') return checked(collection.slug)
  if (segments.length > 2 || (segments.length === 2 && segments[1] !== 'id')) return null
  const field = flattenTopLevelFields(collection.fields).find((candidate) => 'name' in candidate && candidate.name === segments[0])
  if (!field || (field.type !== 'relationship' && field.type !== 'upload') || typeof field.relationTo !== 'string') return null
  return checked(field.relationTo)
}

/**
 * The first thing in a where clause the database cannot run: a clause that is not a set of conditions
 * (`where=x`), a field without an operator (`where[make]=Kia`), or a value against an id column that is
 * not an id of that database (a non-number on SQL, a non-ObjectId on MongoDB).
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
    const idType = checkedIdTypeOfPath(key, collection, payload)
    if (!idType) continue
    for (const [operator, operand] of Object.entries(condition)) {
      if (!comparingOperators.has(operator)) continue
      // `in` takes a list or a comma-separated string, as Payload reads query strings.
      const values = Array.isArray(operand)
        ? operand
        : typeof operand === 'string' && (operator === 'in' || operator === 'not_in' || operator === 'all')
          ? operand.split(',')
          : [operand]
      const bad = values.find((value) => !comparableWithId(value, idType))
      if (bad !== undefined) return `${at}[${key}][${operator}]: ${JSON.stringify(bad)} is not a document id (${idsAre[idType]}).`
    }
  }
  return undefined
}

/**
 * A document id that cannot be one (`/api/vehicles/abc`, `/api/tenants/import`) is a document that does
 * not exist: 404. A where clause comparing an id or relationship column with something that is not a
 * number (`where[id][in]=a,b`, `where[tenant][equals]=abc`), or one that is not a set of conditions at all
 * (`where=x`), is a bad request: 400. Without this the SQL adapters put NaN into the query, and the
 * MongoDB adapter fails to cast the value to an ObjectId, and the refusal comes back as a 500.
 */
export const rejectMalformedIds: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id, where } = args as { id?: unknown; where?: unknown }
  if (where !== undefined && where !== null) {
    const problem = malformedWhere(where, collection, req.payload)
    if (problem) throw new APIError(problem, 400, undefined, true)
  }
  if (id === undefined || id === null) return args
  const idType = documentIdType(req.payload, collection.slug)
  if (idType === 'text' || isObjectIdValue(id) || parseDocumentId(typeof id === 'number' ? id : String(id), idType) !== null) return args
  throw new NotFound(req.t)
}

/** The collection with `rejectMalformedIds` before its own beforeOperation hooks. */
export function withMalformedIdsRejected(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [rejectMalformedIds, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
