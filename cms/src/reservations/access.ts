import type { User } from '@forecourt/schema'
import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/**
 * Who may refund a reservation or convert it to a sale: super-admins, and any staff of the
 * reservation's own tenant (its marketers run the showroom's online reservations).
 */
export function canActOnReservation(
  user: Pick<User, 'roles' | 'tenants'> | null | undefined,
  reservationTenantId: number | string,
): boolean {
  if (isSuperAdminUser(user)) return true
  return tenantIdsForRole(user).some((id) => String(id) === String(reservationTenantId))
}
