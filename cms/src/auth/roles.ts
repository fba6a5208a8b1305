import type { Shopper, User } from '@forecourt/schema'
import { relationId } from '@forecourt/domain/ids'

export const globalRoles = ['super-admin', 'user'] as const
export type GlobalRole = (typeof globalRoles)[number]

/** Roles a user holds within one tenant (dealer site). */
export const tenantRoles = ['marketer', 'onboarding'] as const
export type TenantRole = (typeof tenantRoles)[number]

/**
 * Whoever Payload authenticated. Shoppers are an auth collection too, but they have no Payload login
 * (they sign in on the site with a code and their own cookie): should one ever be a request's user, it
 * holds no role and no tenant membership.
 */
type UserLike = Pick<User, 'roles' | 'tenants'> | Shopper | null | undefined

function staffOf(user: UserLike): Pick<User, 'roles' | 'tenants'> | null {
  return user && ('roles' in user || 'tenants' in user) ? (user as Pick<User, 'roles' | 'tenants'>) : null
}

export function isSuperAdminUser(user: UserLike): boolean {
  return Boolean(staffOf(user)?.roles?.includes('super-admin'))
}

/** Ids of the tenants in which the user holds the given role (any role when none is given). */
export function tenantIdsForRole(user: UserLike, role?: TenantRole): Array<number | string> {
  return (staffOf(user)?.tenants ?? []).filter((row) => !role || row.roles?.includes(role)).flatMap((row) => relationId(row.tenant) ?? [])
}
