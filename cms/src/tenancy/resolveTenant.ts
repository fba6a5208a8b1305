import type { Payload, Where } from 'payload'

import type { Tenant } from '@forecourt/schema'
import { tenantLookupForHost } from './host'

export const publicTenantStatuses: Tenant['status'][] = ['active', 'onboarding']

export type ResolvedTenant = Pick<Tenant, 'id' | 'name' | 'slug' | 'status'>

/**
 * Finds the live tenant a Host header names. Tenants are not readable anonymously, so this reads with
 * overrideAccess and returns only the fields a public page may know.
 */
export async function findTenantByHost(payload: Payload, rawHost: string | null | undefined): Promise<ResolvedTenant | null> {
  const lookup = tenantLookupForHost(rawHost)
  if (!lookup) return null
  const byHost: Where = lookup.kind === 'slug' ? { slug: { equals: lookup.slug } } : { 'domains.domain': { in: lookup.domains } }
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { and: [byHost, { status: { in: publicTenantStatuses } }] },
    select: { name: true, slug: true, status: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const tenant = docs[0]
  return tenant ? { id: tenant.id, name: tenant.name, slug: tenant.slug, status: tenant.status } : null
}
