// The .js path: Payload's CLI loads this file in plain Node ESM, which needs the file name.
import { revalidateTag } from 'next/cache.js'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { recordContentChanges } from '../contentChanges/channel'
import { relationId } from '@forecourt/domain/ids'

/**
 * The cache tags of what the public sites cache (renderer/lib/reads/cached.ts states them beside each read).
 * Every read of a tenant's content carries the tenant's tag and the tag of each collection it reads;
 * shared reference data (makes, models, regulators, the tenants' own records) carries a shared tag.
 * A save expires the narrowest tag that covers it, so a car edit re-renders that tenant's car, search
 * and listing pages, and not its privacy policy.
 */
export function tenantContentTag(tenantId: number | string): string {
  return `tenant-content:${tenantId}`
}

export function tenantCollectionTag(tenantId: number | string, collection: string): string {
  return `tenant-content:${tenantId}:${collection}`
}

export function sharedContentTag(collection: string): string {
  return `shared-content:${collection}`
}

/**
 * The tags one change expires, the same in the process that saved it (the hooks below) and in the
 * processes that hear of it (the renderer's listener): the tenant's pages that read that collection;
 * for a tenant record also the host lookup of every site; after a lost connection (`'*'`) everything
 * of the tenant.
 */
export function tagsForChange(tenantId: number | string, collection: string): string[] {
  if (collection === '*') return [tenantContentTag(tenantId)]
  if (collection === 'tenants') return [sharedContentTag('tenants'), tenantContentTag(tenantId)]
  return [tenantCollectionTag(tenantId, collection)]
}

/** The server's cache of pages and reads, which Next keeps on globalThis once it has answered a request. */
type ProcessCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

/**
 * Expires cache tags now (`expire: 0`: the next visitor gets the new content, not a stale copy while it
 * refreshes). revalidateTag works inside a request (a save through the admin, REST, GraphQL); outside one
 * (a timer, a change heard from another process) it throws, and the tags are expired in the server's
 * cache directly. Outside a Next server (seeding from tests, scripts) there is no cache to expire, which
 * is logged and otherwise ignored.
 */
export function expireContentTags(tags: Iterable<string>, log: (message: string) => void = () => {}): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      const processCache = (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache
      if (processCache) {
        processCache
          .revalidateTag([tag], { expire: 0 })
          .catch((failure: unknown) => log(`cache tag ${tag} not expired: ${String(failure)}`))
        continue
      }
      log(`cache tag ${tag} not expired: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

function tenantsOf(...docs: unknown[]): Array<number | string> {
  return [
    ...new Set(
      docs.map((doc) => relationId((doc as { tenant?: unknown } | null)?.tenant)).filter((id): id is number | string => id !== null),
    ),
  ]
}

/**
 * Expires the tenant's cached pages that read this collection when it is saved (also the tenant it
 * left), in this process, and tells the other server processes on the database to do the same
 * (contentChanges/channel.ts).
 */
export const revalidateTenantAfterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  const tenants = tenantsOf(doc, previousDoc)
  expireContentTags(
    tenants.flatMap((tenantId) => tagsForChange(tenantId, collection.slug)),
    (message) => req.payload.logger.debug(message),
  )
  await recordContentChanges(req, tenants, collection.slug, (doc as { id: number | string }).id, 'change')
  return doc
}

export const revalidateTenantAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  const tenants = tenantsOf(doc)
  expireContentTags(
    tenants.flatMap((tenantId) => tagsForChange(tenantId, collection.slug)),
    (message) => req.payload.logger.debug(message),
  )
  await recordContentChanges(req, tenants, collection.slug, id, 'delete')
  return doc
}

/** Shared reference data (makes, models, regulators): every tenant's pages that read it. */
export const revalidateSharedAfterChange: CollectionAfterChangeHook = ({ collection, doc, req }) => {
  expireContentTags([sharedContentTag(collection.slug)], (message) => req.payload.logger.debug(message))
  return doc
}

export const revalidateSharedAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  expireContentTags([sharedContentTag(collection.slug)], (message) => req.payload.logger.debug(message))
  return doc
}

/**
 * A tenant's record (name, domains, status): the host lookup of every site, and that tenant's pages,
 * here and in the other server processes.
 */
export const revalidateTenantRecordAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  expireContentTags(tagsForChange(doc.id, 'tenants'), (message) => req.payload.logger.debug(message))
  await recordContentChanges(req, [doc.id], 'tenants', doc.id, 'change')
  return doc
}

export const revalidateTenantRecordAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  expireContentTags(tagsForChange(doc.id, 'tenants'), (message) => req.payload.logger.debug(message))
  await recordContentChanges(req, [doc.id], 'tenants', doc.id, 'delete')
  return doc
}
