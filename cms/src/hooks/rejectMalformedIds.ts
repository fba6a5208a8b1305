import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/** Integer ids as the SQL adapters issue them; longer digit strings are past what a serial column holds. */
const serialId = /^\d{1,15}$/

/**
 * A document id that cannot be one (`/api/vehicles/abc`, `/api/tenants/import`) is a document that does
 * not exist: 404. Without this the SQL adapters put NaN into the query and the database's refusal comes
 * back as a 500. MongoDB ids are strings, checked by its own adapter, so only numeric-id databases are
 * guarded.
 */
export const rejectMalformedIds: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id === undefined || id === null || req.payload.db.defaultIDType !== 'number') return args
  if (typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : serialId.test(String(id))) return args
  throw new NotFound(req.t)
}

/** The collection with `rejectMalformedIds` before its own beforeOperation hooks. */
export function withMalformedIdsRejected(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [rejectMalformedIds, ...(collection.hooks?.beforeOperation ?? [])] } }
}
