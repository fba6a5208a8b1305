import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { CollectionSlug, Plugin } from 'payload'

import type { Config } from '@forecourt/schema'

import { isSuperAdminUser } from '../auth/roles'
import { tenantScopeOf, type TenantScope } from '../lib/feature'
import { tenantDeletionOrder } from './deletionOrder'

/**
 * Payload's multi-tenant plugin, given every collection marked `tenantScoped` (lib/feature.ts) by the
 * features and content applied before it: no list of tenant collections is kept here.
 */
export const tenancyPlugin: Plugin = (config) => {
  const collections = config.collections ?? []
  const scoped: Partial<Record<CollectionSlug, TenantScope>> = Object.fromEntries(
    collections.flatMap((collection) => {
      const scope = tenantScopeOf(collection)
      return scope ? [[collection.slug, scope]] : []
    }),
  )
  // Refuses, at start-up, collections that point at each other so that a tenant could never be deleted.
  tenantDeletionOrder(collections)
  return multiTenantPlugin<Config>({
    tenantsSlug: 'tenants',
    collections: scoped,
    tenantsArrayField: { includeDefaultField: false },
    // The Tenants collection removes a tenant's content itself, before the tenant (tenancy/deleteTenantContent):
    // the plugin's cleanup runs after, when the database has already refused the deletion.
    cleanupAfterTenantDelete: false,
    userHasAccessToAllTenants: (user) => isSuperAdminUser(user),
  })(config)
}
