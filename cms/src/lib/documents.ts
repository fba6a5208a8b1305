import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type DocumentId = number | string

/** The id a relationship field holds, whether Payload gives it as the id or as the populated document. */
export function relationId(value: unknown): DocumentId | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  return value && typeof value === 'object' && 'id' in value ? (value as { id: DocumentId }).id : null
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
