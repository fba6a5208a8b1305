import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

import { isSuperAdminUser } from '../auth/roles'
import type { User } from '@forecourt/schema'

/**
 * Every collection whose documents belong to one tenant, in the order they are removed: what points
 * at a car, a dealership or an image goes before it (watchlist entries before shoppers and vehicles, phone reveals before vehicles, valuations before enquiries and vehicles, locations before
 * dealerships, media last). Checked against the multi-tenant plugin's list by the deletion test.
 */
export const tenantContentDeletionOrder = [
  'watchlist',
  'shopper-codes',
  'shoppers',
  'phone-reveals',
  'valuations',
  'reservations',
  // After its payments (a reservation names its journey), before its lead and car.
  'purchase-journeys',
  'enquiries',
  'vehicles',
  'promo-cards',
  'offers',
  'popups',
  'posts',
  'locations',
  'dealerships',
  'pages',
  'navigation',
  'site-settings',
  'legal-content',
  'media',
] as const satisfies readonly CollectionSlug[]

type TenantId = number | string

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

async function deleteTenantDocuments(req: PayloadRequest, collection: CollectionSlug, tenantId: TenantId): Promise<void> {
  const result = await req.payload.delete({ collection, where: { tenant: { equals: tenantId } }, depth: 0, overrideAccess: true, req })
  // A bulk delete reports failures instead of throwing; one left behind must stop the tenant's deletion.
  if (result.errors.length > 0) {
    throw new Error(`Deleting the tenant's ${collection} failed: ${result.errors.map((each) => each.message).join('; ')}`)
  }
}

/** Users of only this tenant go with it; the others (and super-admins) just lose its membership. */
async function detachUsers(req: PayloadRequest, tenantId: TenantId): Promise<void> {
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
    const remaining = (user.tenants ?? []).filter((row) => String(idOf(row.tenant)) !== String(tenantId))
    if (remaining.length === 0 && !isSuperAdminUser(user)) {
      await req.payload.delete({ collection: 'users', id: user.id, overrideAccess: true, req })
    } else {
      await req.payload.update({ collection: 'users', id: user.id, data: { tenants: remaining }, depth: 0, overrideAccess: true, req })
    }
  }
}

/**
 * Removes everything of a tenant before the tenant itself, in the same transaction: the tenant
 * column of its documents is required, so the database refused to delete a tenant that still had any
 * (500, "An unknown error occurred" in the admin). Sequential on purpose: one SQLite connection, and
 * references between the tenant's own documents decide the order.
 */
export const deleteTenantContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of tenantContentDeletionOrder) await deleteTenantDocuments(req, collection, id)
  await detachUsers(req, id)
}
