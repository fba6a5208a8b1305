import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/** What a lock says it locks: `{ relationTo, value }` as stored, or a bare id. */
export type LockedDocumentRef = { relationTo: string; value: unknown }

export function lockedDocumentRef(value: unknown): LockedDocumentRef | null {
  if (!value || typeof value !== 'object' || !('relationTo' in value) || typeof value.relationTo !== 'string') return null
  const inner = (value as { value?: unknown }).value
  const id = inner && typeof inner === 'object' && 'id' in inner ? (inner as { id: unknown }).id : inner
  if (typeof id !== 'number' && typeof id !== 'string') return null
  return { relationTo: value.relationTo, value: id }
}

/**
 * Whether the request's user may update one document, by that collection's own update access (which
 * the multi-tenant plugin has already narrowed to the user's tenants): true, false, or a query the
 * document must match.
 */
export async function mayUpdateDocument(req: PayloadRequest, ref: LockedDocumentRef): Promise<boolean> {
  const collection = req.payload.collections[ref.relationTo as CollectionSlug]
  const access = collection?.config.access.update
  if (!collection || !access || !req.user) return false
  // Ids are numbers on SQL and strings on MongoDB; the generated types know only the former.
  const verdict = await access({ req, id: ref.value as number })
  if (verdict === false) return false
  const where: Where = verdict === true ? { id: { equals: ref.value } } : { and: [{ id: { equals: ref.value } }, verdict] }
  const { totalDocs } = await req.payload.count({ collection: ref.relationTo as CollectionSlug, where, overrideAccess: true, req })
  return totalDocs > 0
}
