import type { Access } from 'payload'

import { isSuperAdminUser } from '../auth/roles'
import { changesLockTarget, lockTargetAllowed, LOCKS_SLUG } from '../locks/lockTarget'

/**
 * Updating (the admin's take-over) or removing a document lock: only on a document the user may
 * update, and moving a lock only to another such document. Bulk changes reach the user's own locks.
 */
export const lockChangeableOnUpdatableDocument: Access = async ({ req, id, data }) => {
  const user = req.user
  if (!user) return false
  if (isSuperAdminUser(user)) return true
  if (changesLockTarget(data) && !(await lockTargetAllowed(req, data))) return false
  if (id === undefined) return { 'user.value': { equals: user.id } }
  const existing = await req.payload.findByID({ collection: LOCKS_SLUG, id, depth: 0, overrideAccess: true, req, disableErrors: true })
  return existing !== null && (await lockTargetAllowed(req, existing))
}
