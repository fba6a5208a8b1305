/**
 * The periodic check that the built-in search never drifts from the database for long: a write the
 * hooks never saw (another process on the same database, a direct database write, a transaction
 * rolled back after its hook ran, a search-protocol write with the admin key) is repaired at the next
 * pass. Per tenant it compares the number of listed cars and the latest `updatedAt` in the database
 * with the index's, and rebuilds the tenants that differ.
 */
import type { Payload } from 'payload'

import { listedOnWebsiteWhere } from './listedOnWebsite'
import { heldTenantIndices, rebuildTenantSearchIndex, resetSearchIndex, type TenantIndexEntry } from './registry'

export interface SearchRepair {
  tenantId: string
  tenantSlug: string
  indexed: number
  stored: number
  /** Rebuilt, or dropped when the tenant no longer exists. */
  action: 'rebuilt' | 'dropped'
}

function latestUpdate(entry: TenantIndexEntry): number | null {
  let latest: number | null = null
  for (const at of entry.updatedAt.values()) if (latest === null || at > latest) latest = at
  return latest
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
      repairs.push({ tenantId: tenantKey, tenantSlug: tenantKey, indexed: entry?.index.size ?? 0, stored: 0, action: 'dropped' })
      payload.logger.warn(`Search index of deleted tenant ${tenantKey} dropped (${entry?.index.size ?? 0} cars).`)
      continue
    }
    // A build under way reads the database anyway; the next pass checks its result.
    if (!entry || building) continue
    const newest = await payload.find({
      collection: 'vehicles',
      where: listedOnWebsiteWhere(tenantKey),
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
    if (stored === indexed && storedLatest === indexedLatest) continue
    await rebuildTenantSearchIndex(payload, tenantKey)
    repairs.push({ tenantId: tenantKey, tenantSlug, indexed, stored, action: 'rebuilt' })
    payload.logger.warn(
      `Search index of ${tenantSlug} had drifted from the database (${indexed} cars indexed, ${stored} stored` +
        `${storedLatest === indexedLatest ? '' : ', latest change differs'}): rebuilt.`,
    )
  }
  return repairs
}

export const DEFAULT_SEARCH_RECONCILE_INTERVAL_MS = 60_000
const minIntervalMs = 1_000
const maxIntervalMs = 24 * 60 * 60 * 1000

/** SEARCH_RECONCILE_INTERVAL_MS: 0 turns the pass off; otherwise 1 s to 1 day, default 60 s. */
export function searchReconcileIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEARCH_RECONCILE_INTERVAL_MS?.trim()
  if (!raw) return DEFAULT_SEARCH_RECONCILE_INTERVAL_MS
  const value = Number(raw)
  if (value === 0) return 0
  if (!Number.isFinite(value)) return DEFAULT_SEARCH_RECONCILE_INTERVAL_MS
  return Math.min(maxIntervalMs, Math.max(minIntervalMs, Math.round(value)))
}

const reconcilerKey = Symbol.for('forecourt.search.reconciler')

type Reconciler = { intervalMs: number; stop: () => void }

/**
 * Starts the pass once per process (the start-up code can run again in development); the timer is
 * unref'd so it never keeps a process alive, and a pass never overlaps the previous one.
 */
export function startSearchReconciliationFromEnv(payload: Payload, env: NodeJS.ProcessEnv = process.env): Reconciler {
  const holder = globalThis as typeof globalThis & { [reconcilerKey]?: Reconciler }
  const existing = holder[reconcilerKey]
  if (existing) return existing
  const intervalMs = searchReconcileIntervalFromEnv(env)
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
  const reconciler: Reconciler = {
    intervalMs,
    stop: () => {
      clearInterval(timer)
      if (holder[reconcilerKey] === reconciler) delete holder[reconcilerKey]
    },
  }
  holder[reconcilerKey] = reconciler
  return reconciler
}
