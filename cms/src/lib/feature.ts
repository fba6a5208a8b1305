import type { CollectionConfig, Endpoint, Payload, Plugin } from 'payload'

/**
 * How a collection belongs to the tenants: the multi-tenant plugin's options for it. `isGlobal`: one
 * document per tenant, edited as a single form rather than a list (site settings, navigation).
 */
export type TenantScope = { isGlobal?: boolean }

/**
 * One feature of the cms, kept whole in its folder (reservations/, shoppers/, enquiries/, …): the
 * collections it stores and the endpoints it adds to the API outside them. The config applies each
 * feature as a Payload plugin (`featurePlugin`), the shape of Payload's own ecommerce and
 * multi-tenant plugins; the tenancy plugin, tenant deletion and the admin then read the collections
 * from the config, so no list of collections is kept by hand anywhere. The services start each record's
 * background work (`start`). The records are listed once, in features.ts.
 */
export type Feature = {
  /** The feature's one name, the same as its folder (docs/architecture.md). */
  name: string
  collections?: CollectionConfig[]
  /** Root endpoints (`/api/<path>`); a collection's own endpoints stay on the collection. */
  endpoints?: Endpoint[]
  /**
   * What the feature runs beside the requests in each server process (a worker, a timer), started by the
   * composition root once the database is migrated and the indices built (platform/services.ts). Calling
   * it again finds it running.
   */
  start?: (payload: Payload) => void
}

export function featurePlugin(feature: Feature): Plugin {
  return (config) => ({
    ...config,
    collections: [...(config.collections ?? []), ...(feature.collections ?? [])],
    endpoints: [...(config.endpoints ?? []), ...(feature.endpoints ?? [])],
  })
}

/**
 * Marks a collection as holding one tenant's documents: the tenancy plugin gives it its `tenant`
 * field and narrows every read and write to the user's tenants, and deleting a tenant deletes them.
 * Declared on the collection itself, so adding a tenant collection touches its own file only.
 */
export function tenantScoped(collection: CollectionConfig, scope: TenantScope = {}): CollectionConfig {
  return { ...collection, custom: { ...collection.custom, tenantScope: scope } }
}

export function tenantScopeOf(collection: Pick<CollectionConfig, 'custom'>): TenantScope | undefined {
  const scope: unknown = collection.custom?.tenantScope
  return scope && typeof scope === 'object' ? (scope as TenantScope) : undefined
}
