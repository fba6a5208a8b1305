import { variable, type Description, type Values } from './variables'

export const DEFAULT_SEARCH_RECONCILE_INTERVAL_MS = 60_000
const minIntervalMs = 1_000
const maxIntervalMs = 24 * 60 * 60 * 1000

/** The built-in search (docs/search.md). */
export const searchVariables = {
  // 0 turns the periodic comparison of each index with the database off.
  SEARCH_RECONCILE_INTERVAL_MS: variable(`must be 0 (off) or a whole number from ${minIntervalMs} to ${maxIntervalMs}`, (value) => {
    if (!/^\d+$/.test(value)) return undefined
    const ms = Number(value)
    return ms === 0 || (ms >= minIntervalMs && ms <= maxIntervalMs) ? ms : undefined
  }),
}

export type SearchSettings = {
  /** How often the reconciliation pass runs (search/reconcile.ts); 0: never. */
  reconcileIntervalMs: number
}

export function searchSettings(values: Values<typeof searchVariables>): SearchSettings {
  return { reconcileIntervalMs: values.SEARCH_RECONCILE_INTERVAL_MS ?? DEFAULT_SEARCH_RECONCILE_INTERVAL_MS }
}

export function describeSearch(search: SearchSettings): Description {
  return { SEARCH_RECONCILE_INTERVAL_MS: search.reconcileIntervalMs === 0 ? '0 (off)' : String(search.reconcileIntervalMs) }
}
