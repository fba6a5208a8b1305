import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest, SanitizedConfig } from 'payload'

import { isSuperAdminUser } from '../auth/roles'
import { relationId, type DocumentId } from '../lib/documents'
import { tenantDeletionOrder } from './deletionOrder'
import type { User } from '@forecourt/schema'

async function deleteTenantDocuments(req: PayloadRequest, collection: CollectionSlug, tenantId: DocumentId): Promise<void> {
  const result = await req.payload.delete({ collection, where: { tenant: { equals: tenantId } }, depth: 0, overrideAccess: true, req })
  // A bulk delete reports failures instead of throwing; one left behind must stop the tenant's deletion.
  if (result.errors.length > 0) {
    throw new Error(`Deleting the tenant's ${collection} failed: ${result.errors.map((each) => each.message).join('; ')}`)
  }
}

/** Users of only this tenant go with it; the others (and super-admins) just lose its membership. */
async function detachUsers(req: PayloadRequest, tenantId: DocumentId): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { equals: tenantId } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const user of docs as User[]) {
    const remaining = (user.tenants ?? []).filter((row) => String(relationId(row.tenant)) !== String(tenantId))
    if (remaining.length === 0 && !isSuperAdminUser(user)) {
      await req.payload.delete({ collection: 'users', id: user.id, overrideAccess: true, req })
    } else {
      await req.payload.update({ collection: 'users', id: user.id, data: { tenants: remaining }, depth: 0, overrideAccess: true, req })
    }
  }
}

const deletionOrders = new WeakMap<SanitizedConfig, CollectionSlug[]>()

/** Every tenant-scoped collection of the running config (lib/feature.ts), in the order they are emptied (deletionOrder.ts). */
export function tenantCollectionsInDeletionOrder(config: SanitizedConfig): CollectionSlug[] {
  let order = deletionOrders.get(config)
  if (!order) {
    order = tenantDeletionOrder(config.collections) as CollectionSlug[]
    deletionOrders.set(config, order)
  }
  return order
}

/**
 * Removes everything of a tenant before the tenant itself, in the same transaction: the tenant
 * column of its documents is required, so the database refused to delete a tenant that still had any
 * (500, "An unknown error occurred" in the admin). Sequential on purpose: one SQLite connection, and
 * references between the tenant's own documents decide the order.
 */
export const deleteTenantContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of tenantCollectionsInDeletionOrder(req.payload.config)) await deleteTenantDocuments(req, collection, id)
  await detachUsers(req, id)
}
