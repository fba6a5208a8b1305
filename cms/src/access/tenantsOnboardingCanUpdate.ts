import type { Access } from 'payload'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/** Tenant records are changed by super-admins, or by onboarding staff for their own tenants only. */
export const tenantsOnboardingCanUpdate: Access = ({ req }) => {
  if (isSuperAdminUser(req.user)) return true
  const ids = tenantIdsForRole(req.user, 'onboarding')
  if (ids.length === 0) return false
  return { id: { in: ids } }
}
