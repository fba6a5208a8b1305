import { randomBytes } from 'node:crypto'

import type { Collection, Payload } from 'payload'
import { z } from 'zod'
import type { DocumentId } from '@forecourt/domain/ids'

// A document's id and the reading of a relationship field's value: one definition, free of Node-only
// modules, shared with the admin's browser components (domain/ids). Parsed from requests only by `parseDocumentId`.
export { relationId, type DocumentId } from '@forecourt/domain/ids'

/** How a database names one collection's documents: serial numbers, ObjectIds, or an id field of its own. */
export type DocumentIdType = 'number' | 'objectId' | 'text'

export function documentIdType(payload: Payload, collection?: string): DocumentIdType {
  const collections: Partial<Record<string, Collection>> = payload.collections
  const custom = collection ? collections[collection]?.customIDType : undefined
  if (custom) return custom
  if (payload.db.defaultIDType === 'number') return 'number'
  return payload.db.name === 'mongoose' ? 'objectId' : 'text'
}

/** Serial ids as the SQL adapters issue them; longer digit strings are past what a serial column holds. */
const serialId = /^\d{1,15}$/
const objectId = /^[0-9a-f]{24}$/i

/**
 * The one reading of an id from outside (a URL, a form, a JSON body, a query string): a positive whole
 * number (or its digits) on SQL, an ObjectId's hex string on MongoDB; null for anything that cannot name
 * a document of that database, so the caller answers 400 or 404 before a query is built from it.
 */
export function parseDocumentId(value: unknown, idType: DocumentIdType): DocumentId | null {
  const text = typeof value === 'string' ? value.trim() : null
  switch (idType) {
    case 'number': {
      const number = typeof value === 'number' ? value : text !== null && serialId.test(text) ? Number(text) : NaN
      return Number.isSafeInteger(number) && number > 0 ? number : null
    }
    case 'objectId':
      return text !== null && objectId.test(text) ? text.toLowerCase() : null
    default:
      return text ? text : typeof value === 'number' && Number.isFinite(value) ? String(value) : null
  }
}

/** The driver's ObjectId object, which Payload's own calls may hand over on MongoDB instead of its hex string. */
export function isObjectIdValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { _bsontype?: unknown })._bsontype === 'ObjectId'
}

/** The zod form of `parseDocumentId`, for request schemas. */
export function documentIdSchema(idType: DocumentIdType, message = 'This is not a document id.'): z.ZodType<DocumentId, unknown> {
  return z.unknown().transform((value, context) => {
    const id = parseDocumentId(value, idType)
    if (id !== null) return id
    context.addIssue({ code: 'custom', message, input: value })
    return z.NEVER
  })
}

/**
 * A request schema whose ids are read the way this database issues them, built once per id type: the
 * endpoint calls `schema(req.payload)` and gets the same schema on every request.
 */
export function withDocumentIds<Schema>(build: (id: z.ZodType<DocumentId, unknown>) => Schema): (payload: Payload) => Schema {
  const built = new Map<DocumentIdType, Schema>()
  return (payload) => {
    const idType = documentIdType(payload)
    let schema = built.get(idType)
    if (!schema) built.set(idType, (schema = build(documentIdSchema(idType))))
    return schema
  }
}

/**
 * The option that makes a conditional `payload.db.updateOne` one UPDATE … WHERE statement on the SQL
 * adapters (MongoDB's findOneAndUpdate is atomic already), so of two racing requests exactly one changes the row.
 */
export function atomicUpdate(payload: Payload): { options?: { atomic: true } } {
  return payload.db.name !== 'mongoose' ? { options: { atomic: true } } : {}
}

/** A reference staff and shoppers can read out: the prefix and 12 upper-case letters and digits. */
export function newReference(prefix: string): string {
  return `${prefix}${randomBytes(9)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`
}
