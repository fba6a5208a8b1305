// The .js path: Payload's CLI loads this file in plain Node ESM, which needs the file name.
import { revalidateTag } from 'next/cache.js'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

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

function expire(tenantIds: ReadonlyArray<number | string | null>, log: (message: string) => void) {
  for (const tenantId of new Set(tenantIds.filter((id): id is number | string => id !== null))) {
    try {
      // expire: 0 — the next visitor gets the new content, not a stale copy while it refreshes.
      revalidateTag(tenantContentTag(tenantId), { expire: 0 })
    } catch (error) {
      // Outside a Next server (seeding from tests, scripts) there is no cache to expire.
      log(`cache tag ${tenantContentTag(tenantId)} not expired: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/** Expires the tenant's cached pages when a marketer saves or publishes (also the tenant it left). */
export const revalidateTenantAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  expire([tenantIdOf(doc), tenantIdOf(previousDoc)], (message) => req.payload.logger.debug(message))
  return doc
}

export const revalidateTenantAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  expire([tenantIdOf(doc)], (message) => req.payload.logger.debug(message))
  return doc
}
