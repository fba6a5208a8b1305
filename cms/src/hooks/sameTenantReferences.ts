import type { Collection, CollectionSlug, PayloadRequest } from 'payload'
import { relationId } from '@forecourt/domain/ids'

/**
 * Whether a collection's documents each belong to one tenant (the multi-tenant plugin's `tenant` field).
 * Collections shared by every site by design (brand assets, manufacturers, models, regulators) have none,
 * so any site may point at them.
 */
export function isTenantScoped(payload: PayloadRequest['payload'], slug: string): boolean {
  const collections: Partial<Record<string, Collection>> = payload.collections
  return Boolean(
    collections[slug]?.config.flattenedFields.some(
      (field) => field.name === 'tenant' && field.type === 'relationship' && field.relationTo === 'tenants',
    ),
  )
}

/**
 * Why a relationship or upload value of a document of one tenant names a document of another, if it
 * does: a post of one dealer pointing at another dealer's image, a reservation at another dealer's car.
 * Checked for every such field of every collection, whoever saves (the admin, the API, a hook). Only
 * documents that belong to a tenant are checked, and only against targets that belong to one.
 */
export async function foreignTenantReference(
  references: Array<{ collection: string; id: number | string }>,
  ownTenant: unknown,
  req: PayloadRequest,
  label: (collection: string) => string,
): Promise<string | undefined> {
  const tenantId = relationId(ownTenant)
  if (tenantId === null || tenantId === '') return undefined
  const byCollection = new Map<string, Set<number | string>>()
  for (const { collection, id } of references) {
    if (!isTenantScoped(req.payload, collection)) continue
    byCollection.set(collection, (byCollection.get(collection) ?? new Set()).add(id))
  }
  for (const [collection, ids] of byCollection) {
    const { docs } = await req.payload.find({
      collection: collection as CollectionSlug,
      where: { and: [{ id: { in: [...ids] } }, { tenant: { not_equals: tenantId } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
      select: {},
    })
    if (docs[0]) return `The ${label(collection)} with id ${docs[0].id} belongs to another site; choose one of this site's.`
  }
  return undefined
}
