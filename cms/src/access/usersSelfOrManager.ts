import type { Access } from 'payload'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/**
 * A user may change themself; super-admins anyone; onboarding staff the users of their tenants
 * (the plugin adds that tenant constraint to the users collection).
 */
export const usersSelfOrManager: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (isSuperAdminUser(user) || tenantIdsForRole(user, 'onboarding').length > 0) return true
  return { id: { equals: user.id } }
}
