import type { User } from '@forecourt/schema'
import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/**
 * Who may give up on (or retry) a lead's delivery: super-admins, and onboarding staff of the lead's
 * own tenant. Marketers see leads but cannot decide that one will not reach the dealership.
 */
export function canActOnLeadDelivery(user: Pick<User, 'roles' | 'tenants'> | null | undefined, leadTenantId: number | string): boolean {
  if (isSuperAdminUser(user)) return true
  return tenantIdsForRole(user, 'onboarding').some((id) => String(id) === String(leadTenantId))
}
