import type { Access, CollectionSlug, PayloadRequest, Where } from 'payload'

import { isSuperAdminUser } from '../auth/roles'
import { lockedDocumentRef } from '../locks/mayUpdateDocument'
import { LOCKS_SLUG } from '../locks/lockTarget'

/** Matches no document: what a user who may see none of the locks is given. */
const NO_LOCK: Where = { id: { exists: false } }

/** Of `ids` in one collection, those the user may update, by that collection's own update access. */
async function updatableIds(req: PayloadRequest, slug: string, ids: Array<number | string>): Promise<Set<string>> {
  const access = req.payload.collections[slug as CollectionSlug]?.config.access.update
  if (!access) return new Set()
  const verdict = await access({ req })
  if (verdict === false) return new Set()
  const byId: Where = { id: { in: ids } }
  const { docs } = await req.payload.find({
    collection: slug as CollectionSlug,
    where: verdict === true ? byId : { and: [byId, verdict] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: {},
  })
  return new Set(docs.map((doc) => String(doc.id)))
}

/**
 * A user lists only the locks on documents they may update themself (their own tenants' documents),
 * as they may only take those: otherwise every signed-in user saw which documents of every tenant were
 * being edited, and by whom. Locks are few (one per document open in an editor), so they are read
 * once and sorted by what they lock, one query per collection.
 */
export const locksReadableOnUpdatableDocuments: Access = async ({ req }) => {
  if (!req.user) return false
  if (isSuperAdminUser(req.user)) return true
  const { docs } = await req.payload.find({
    collection: LOCKS_SLUG,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const locks = docs as Array<{ id: number | string; document?: unknown }>
  const wanted = new Map<string, Array<{ lockId: number | string; id: number | string }>>()
  for (const lock of locks) {
    const ref = lockedDocumentRef(lock.document)
    if (!ref) continue
    const list = wanted.get(ref.relationTo) ?? []
    list.push({ lockId: lock.id, id: ref.value as number | string })
    wanted.set(ref.relationTo, list)
  }
  const visible: Array<number | string> = []
  for (const [slug, entries] of wanted) {
    const allowed = await updatableIds(
      req,
      slug,
      entries.map((entry) => entry.id),
    )
    for (const entry of entries) if (allowed.has(String(entry.id))) visible.push(entry.lockId)
  }
  return visible.length > 0 ? { id: { in: visible } } : NO_LOCK
}
