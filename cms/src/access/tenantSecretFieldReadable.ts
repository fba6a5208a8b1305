import type { FieldAccess } from 'payload'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/**
 * Secrets on a tenant record (its search admin key) are read by super-admins and that tenant's
 * onboarding staff only: marketers of the tenant can read the record but not its write keys.
 */
export const tenantSecretFieldReadable: FieldAccess = ({ req, doc }) => {
  if (isSuperAdminUser(req.user)) return true
  const tenantId = (doc as { id?: number | string } | undefined)?.id
  if (tenantId === undefined) return false
  return tenantIdsForRole(req.user, 'onboarding').some((id) => String(id) === String(tenantId))
}
