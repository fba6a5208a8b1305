// The .js path: Payload's CLI loads this file in plain Node ESM, which needs the file name.
import { revalidateTag } from 'next/cache.js'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { recordContentChanges } from '../platform/contentChanges'

/** The cache tag of everything the public site caches for one tenant (renderer/lib/cached.ts). */
export function tenantContentTag(tenantId: number | string): string {
  return `tenant-content:${tenantId}`
}

function tenantIdOf(doc: unknown): number | string | null {
  const tenant = (doc as { tenant?: unknown } | null)?.tenant
  if (typeof tenant === 'number' || typeof tenant === 'string') return tenant
  if (tenant && typeof tenant === 'object' && 'id' in tenant) return (tenant as { id: number | string }).id
  return null
}

function expire(tenantIds: ReadonlyArray<number | string>, log: (message: string) => void) {
  for (const tenantId of tenantIds) {
    try {
      // expire: 0 — the next visitor gets the new content, not a stale copy while it refreshes.
      revalidateTag(tenantContentTag(tenantId), { expire: 0 })
    } catch (error) {
      // Outside a Next server (seeding from tests, scripts) there is no cache to expire.
      log(`cache tag ${tenantContentTag(tenantId)} not expired: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

function tenantsOf(...docs: unknown[]): Array<number | string> {
  return [...new Set(docs.map(tenantIdOf).filter((id): id is number | string => id !== null))]
}

/**
 * Expires the tenant's cached pages when a marketer saves or publishes (also the tenant it left), in
 * this process, and tells the other server processes on the database to do the same
 * (platform/contentChanges.ts).
 */
export const revalidateTenantAfterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  const tenants = tenantsOf(doc, previousDoc)
  expire(tenants, (message) => req.payload.logger.debug(message))
  await recordContentChanges(req, tenants, collection.slug, (doc as { id: number | string }).id, 'change')
  return doc
}

export const revalidateTenantAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  const tenants = tenantsOf(doc)
  expire(tenants, (message) => req.payload.logger.debug(message))
  await recordContentChanges(req, tenants, collection.slug, id, 'delete')
  return doc
}
