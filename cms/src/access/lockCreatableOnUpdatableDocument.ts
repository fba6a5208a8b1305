import type { Access } from 'payload'

import { isSuperAdminUser } from '../auth/roles'
import { lockTargetAllowed } from '../locks/lockTarget'

/**
 * A document lock (`payload-locked-documents`) may be created only on a document the user may update
 * themself: otherwise any signed-in user could lock another tenant's page or the super-admin's account
 * and its owners would get 423 on save. The lock's user is forced to the requester by a hook.
 */
export const lockCreatableOnUpdatableDocument: Access = async ({ req, data }) => {
  if (!req.user) return false
  if (isSuperAdminUser(req.user)) return true
  // Asked without data, as the admin does to draw its permissions: creating some lock is allowed.
  if (data === undefined) return true
  return lockTargetAllowed(req, data as { document?: unknown; globalSlug?: unknown })
}
