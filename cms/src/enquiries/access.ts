import type { Access, FieldAccess } from 'payload'

import type { User } from '@forecourt/schema'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/**
 * Nobody edits a stored lead through the API, super-admins included. A generic update writes the
 * whole document back, delivery state too, as it was read before the edit: a delivery worker that
 * recorded an attempt in between would have it undone, and a delivered job put back to pending would
 * send the dealer a second copy. Operators act on deliveries through the lead's delivery-action
 * endpoint instead, which changes only the delivery state and only if nothing changed it meanwhile.
 */
export const leadsChangedOnlyByDeliveryActions: Access = () => false

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

/**
 * Who may give up on (or retry) a lead's delivery: super-admins, and onboarding staff of the lead's
 * own tenant. Marketers see leads but cannot decide that one will not reach the dealership.
 */
export function canActOnLeadDelivery(user: Pick<User, 'roles' | 'tenants'> | null | undefined, leadTenantId: number | string): boolean {
  if (isSuperAdminUser(user)) return true
  return tenantIdsForRole(user, 'onboarding').some((id) => String(id) === String(leadTenantId))
}
