import type { User } from '@forecourt/schema'

export const globalRoles = ['super-admin', 'user'] as const
export type GlobalRole = (typeof globalRoles)[number]

/** Roles a user holds within one tenant (dealer site). */
export const tenantRoles = ['marketer', 'onboarding'] as const
export type TenantRole = (typeof tenantRoles)[number]

type UserLike = Pick<User, 'roles' | 'tenants'> | null | undefined

export function isSuperAdminUser(user: UserLike): boolean {
  return Boolean(user?.roles?.includes('super-admin'))
}

function idOf(value: number | string | { id: number | string }): number | string {
  return typeof value === 'object' ? value.id : value
}

/** Ids of the tenants in which the user holds the given role (any role when none is given). */
export function tenantIdsForRole(user: UserLike, role?: TenantRole): Array<number | string> {
  return (user?.tenants ?? []).filter((row) => !role || row.roles?.includes(role)).map((row) => idOf(row.tenant))
}
