import type { TemplateUser, TenantIdentity } from './types'

export function marketerUsers(identity: TenantIdentity): TemplateUser[] {
  if (!identity.marketer) return []
  return [{ ...identity.marketer, name: `${identity.name} Marketing`, roles: ['marketer'] }]
}
