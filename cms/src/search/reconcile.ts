/**
 * The periodic check that the built-in search never drifts from the database for long: a write the
 * hooks never saw (another process on the same database, a direct database write, a transaction
 * rolled back after its hook ran, a search-protocol write with the admin key) is repaired at the next
 * pass. Per tenant it compares the number of listed cars and the latest `updatedAt` in the database
 * with the index's, patches the cars changed since when only the latter differs, and rebuilds the
 * tenants whose counts differ.
 */
import type { Payload } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { listedOnWebsiteWhere } from './listedOnWebsite'
import { heldTenantIndices, rebuildTenantSearchIndex, refreshFromStored, resetSearchIndex, type TenantIndexEntry } from './registry'
import { processSlot } from '../lib/processSlot'
import { platformSettings } from '../platform/settings'

export interface SearchRepair {
  tenantId: string
  tenantSlug: string
  /** Listed cars in the index and in the database when the pass looked. */
  indexed: number
  stored: number
  /**
   * `updated`: only cars changed since the index's latest version differed, and were rewritten;
   * `rebuilt`: the counts differed, so the whole index was read again; `dropped`: the tenant is gone.
   */
  action: 'updated' | 'rebuilt' | 'dropped'
  /** Records rewritten (`updated`) or now indexed (`rebuilt`). */
  cars: number
}

/** More changed cars than this since the index's latest version are read as a rebuild instead. */
const maxIncrementalCars = 1_000

function latestUpdate(entry: TenantIndexEntry): number | null {
  let latest: number | null = null
  for (const at of entry.updatedAt.values()) if (latest === null || at > latest) latest = at
  return latest
}

/** Cars of the tenant saved after `since`, newest last; undefined when there are too many to patch. */
async function listedCarsChangedSince(payload: Payload, tenantId: string, since: number | null): Promise<Vehicle[] | undefined> {
  const where = listedOnWebsiteWhere(tenantId)
  const found = await payload.find({
    collection: 'vehicles',
    where: since === null ? where : { and: [where, { updatedAt: { greater_than: new Date(since).toISOString() } }] },
    sort: 'updatedAt',
    limit: maxIncrementalCars,
    depth: 0,
    overrideAccess: true,
  })
  return found.hasNextPage ? undefined : found.docs
}

/**
 * One tenant: equal counts and latest versions mean nothing to do; a newer latest version with equal
 * counts is patched from the cars changed since (a view count also moves updatedAt, so this is the
 * common case and usually rewrites nothing); anything else is rebuilt.
 */
async function reconcileTenant(
  payload: Payload,
  tenantId: string,
  tenantSlug: string,
  entry: TenantIndexEntry,
): Promise<SearchRepair | undefined> {
  const newest = await payload.find({
    collection: 'vehicles',
    where: listedOnWebsiteWhere(tenantId),
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: true,
  })
  const stored = newest.totalDocs
  const storedLatest = newest.docs[0] ? Date.parse(newest.docs[0].updatedAt) : null
  const indexed = entry.index.size
  const indexedLatest = latestUpdate(entry)
  if (stored === indexed && storedLatest === indexedLatest) return undefined
  if (stored === indexed && storedLatest !== null && (indexedLatest === null || storedLatest > indexedLatest)) {
    const changed = await listedCarsChangedSince(payload, tenantId, indexedLatest)
    if (changed) {
      const rewritten = refreshFromStored(payload, tenantId, changed)
      // Equal counts can hide a car added and another removed behind the hooks: then they differ now.
      if (entry.index.size === stored)
        return rewritten === 0 ? undefined : { tenantId, tenantSlug, indexed, stored, action: 'updated', cars: rewritten }
    }
  }
  const rebuilt = await rebuildTenantSearchIndex(payload, tenantId)
  return { tenantId, tenantSlug, indexed, stored, action: 'rebuilt', cars: rebuilt.size }
}

/** One pass over the tenants whose index this process holds; returns what it repaired, logged too. */
export async function reconcileSearchIndices(payload: Payload): Promise<SearchRepair[]> {
  const held = heldTenantIndices(payload)
  if (held.length === 0) return []
  const tenants = await payload.find({ collection: 'tenants', pagination: false, depth: 0, select: { slug: true }, overrideAccess: true })
  const slugOf = new Map(tenants.docs.map((tenant) => [String(tenant.id), tenant.slug]))
  const repairs: SearchRepair[] = []
  for (const { tenantKey, entry, building } of held) {
    const tenantSlug = slugOf.get(tenantKey)
    if (tenantSlug === undefined) {
      resetSearchIndex(payload, tenantKey)
      const indexed = entry?.index.size ?? 0
      repairs.push({ tenantId: tenantKey, tenantSlug: tenantKey, indexed, stored: 0, action: 'dropped', cars: 0 })
      payload.logger.warn(`Search index of deleted tenant ${tenantKey} dropped (${indexed} cars).`)
      continue
    }
    // A build under way reads the database anyway; the next pass checks its result.
    if (!entry || building) continue
    const repair = await reconcileTenant(payload, tenantKey, tenantSlug, entry)
    if (!repair) continue
    repairs.push(repair)
    payload.logger.warn(
      repair.action === 'updated'
        ? `Search index of ${tenantSlug} had missed changes to ${repair.cars} ${repair.cars === 1 ? 'car' : 'cars'}: updated.`
        : `Search index of ${tenantSlug} had drifted from the database (${repair.indexed} cars indexed, ${repair.stored} stored): rebuilt.`,
    )
  }
  return repairs
}

export type Reconciler = { intervalMs: number; stop: () => void }

/**
 * Runs the pass every `intervalMs` (SEARCH_RECONCILE_INTERVAL_MS; 0: never). The server starts it once
 * per process (platform/services.ts; the start-up code can run again in development); the timer is
 * unref'd so it never keeps a process alive, and a pass never overlaps the previous one.
 */
export function startSearchReconciliation(payload: Payload, intervalMs: number): Reconciler {
  if (intervalMs === 0) return { intervalMs, stop: () => undefined }
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    reconcileSearchIndices(payload)
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Search reconciliation failed; the next pass tries again'))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return { intervalMs, stop: () => clearInterval(timer) }
}

/**
 * The process's reconciliation, started with the first caller's Payload (the start-up code) every
 * SEARCH_RECONCILE_INTERVAL_MS; stopping it lets a later call start another. Switched off (0), nothing
 * runs and nothing is held.
 */
export function processSearchReconciler(payload: Payload): Reconciler {
  const held = processSlot<{ reconciler?: Reconciler }>('searchReconciler', () => ({}))
  if (held.reconciler) return held.reconciler
  const started = startSearchReconciliation(payload, platformSettings().search.reconcileIntervalMs)
  if (started.intervalMs === 0) return started
  const reconciler: Reconciler = {
    intervalMs: started.intervalMs,
    stop: () => {
      started.stop()
      if (held.reconciler === reconciler) delete held.reconciler
    },
  }
  held.reconciler = reconciler
  return reconciler
}
