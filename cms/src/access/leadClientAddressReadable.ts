import type { FieldAccess } from 'payload'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/**
 * The hashed client address is for spotting abuse (many leads from one connection), which is the
 * operators' job: super-admins and the tenant's onboarding staff read it, marketers do not.
 */
export const leadClientAddressReadable: FieldAccess = ({ req, doc }) => {
  if (isSuperAdminUser(req.user)) return true
  const tenant = (doc as { tenant?: number | string | { id: number | string } | null } | undefined)?.tenant
  if (tenant === undefined || tenant === null) return false
  const tenantId = typeof tenant === 'object' ? tenant.id : tenant
  return tenantIdsForRole(req.user, 'onboarding').some((id) => String(id) === String(tenantId))
}
