/**
 * A document's id, opaque everywhere outside the database: a whole number on SQLite and Postgres, a
 * 24-character hexadecimal ObjectId string on MongoDB. Kept free of Node-only modules so browser code
 * (the admin's components) can use it too.
 */
export type DocumentId = number | string

/** What a relationship field holds: the id, or the populated document when the read went deep enough. */
export type Relation<Document extends { id: DocumentId } = { id: DocumentId }> = DocumentId | Document

/** The id a relationship field holds, whether Payload gives it as the id or as the populated document. */
export function relationId(value: unknown): DocumentId | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  return value && typeof value === 'object' && 'id' in value ? (value as { id: DocumentId }).id : null
}
