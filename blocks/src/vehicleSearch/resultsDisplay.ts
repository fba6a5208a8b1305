import { formatThousands } from '@forecourt/domain/vehicle'
import type { SearchUrlState } from './urlState'

export const HIT_COUNT_OVERRIDE_THRESHOLD = 1999
export const MAKE_LIST_COLLAPSED_COUNT = 7
export const SHOW_ALL_MAKES_TEXT = 'Show all makes'
export const MODEL_LIST_LIMIT = 30
export const POPULAR_MAKES_LIMIT = 20
export const POPULAR_MAKES_TITLE = 'Popular Makes'
export const SEARCH_HISTORY_LIMIT = 5
export const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const

export type HitCountSettings = {
  /** tenant.stock.count */
  configured_stock_count?: number | null
  /** The one mode that reports the in_stock facet count instead. */
  use_in_stock_facet_count?: boolean | null
}

/**
 * The count shown above 1999 hits: the configured stock count, else (one mode) the `status` facet's
 * in_stock count, else the sum of that facet's counts. `statusFacet` is the response's facets.status.
 */
export function displayedHitCount(
  nbHits: number,
  statusFacet: Readonly<Record<string, number>> | null | undefined,
  settings: HitCountSettings = {},
): number {
  if (!(nbHits > HIT_COUNT_OVERRIDE_THRESHOLD)) return nbHits
  const configured = settings.configured_stock_count
  if (typeof configured === 'number' && configured > 0) return configured
  if (!statusFacet) return nbHits
  if (settings.use_in_stock_facet_count) return statusFacet.in_stock ?? nbHits
  const counts = Object.values(statusFacet)
  return counts.length > 0 ? counts.reduce((sum, count) => sum + count, 0) : nbHits
}

/** 'Show Me 1,234 Cars' / 'Show Me 1 Car'. */
export function showMeButtonText(count: number, noun: { singular: string; plural: string } = { singular: 'Car', plural: 'Cars' }): string {
  return `Show Me ${formatThousands(count)} ${count === 1 ? noun.singular : noun.plural}`
}

export function visibleMakes<T>(makes: readonly T[], showAll: boolean): { shown: T[]; showAllButton: boolean } {
  if (showAll || makes.length <= MAKE_LIST_COLLAPSED_COUNT) return { shown: [...makes], showAllButton: false }
  return { shown: makes.slice(0, MAKE_LIST_COLLAPSED_COUNT), showAllButton: true }
}

/** The 20 makes with the most cars; ties alphabetical so the list does not reshuffle between requests. */
export function popularMakes(makeFacet: Readonly<Record<string, number>>): string[] {
  return Object.entries(makeFacet)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, POPULAR_MAKES_LIMIT)
    .map(([make]) => make)
}

/** new, demo, used; anything else after them, alphabetically. */
export function compareCarTypes(a: string, b: string): number {
  const rank = (value: string) => {
    const index = (CAR_TYPE_ORDER as readonly string[]).indexOf(value.toLowerCase())
    return index === -1 ? CAR_TYPE_ORDER.length : index
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

export function sortCarTypes<T>(items: readonly T[], valueOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareCarTypes(valueOf(a), valueOf(b)))
}

/** Applies the remembered car_type choice when the visitor has not chosen one in this search. */
export function withPersistedCarType(state: SearchUrlState, persisted: readonly string[] | null | undefined): SearchUrlState {
  const chosen = state.refinements.car_type
  if ((chosen && chosen.length > 0) || !persisted || persisted.length === 0) return state
  return { ...state, refinements: { ...state.refinements, car_type: [...persisted] } }
}

/** Newest first, at most 5, a repeated search moves to the front instead of appearing twice. */
export function addToSearchHistory(history: readonly string[], entry: string): string[] {
  const trimmed = entry.trim()
  if (trimmed === '') return history.slice(0, SEARCH_HISTORY_LIMIT)
  const key = trimmed.toLowerCase()
  return [trimmed, ...history.filter((previous) => previous.trim().toLowerCase() !== key)].slice(0, SEARCH_HISTORY_LIMIT)
}

/** The visitor's last car-type choice, kept in a cookie so the server renders the defaulted search directly. */
export const CAR_TYPE_COOKIE = 'fc-car-type'
export const CAR_TYPE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** The known car types in a cookie value ('used,demo'), in the display order; anything else is dropped. */
export function parseCarTypeCookie(value: string | null | undefined): string[] {
  const known: readonly string[] = CAR_TYPE_ORDER
  const chosen = new Set((value ?? '').split(',').map((part) => part.trim().toLowerCase()))
  return CAR_TYPE_ORDER.filter((type) => chosen.has(type) && known.includes(type))
}

/** The Set-Cookie text (document.cookie form) for a choice; an empty choice expires the cookie. */
export function carTypeCookie(chosen: readonly string[]): string {
  const value = parseCarTypeCookie(chosen.join(',')).join(',')
  const maxAge = value ? CAR_TYPE_COOKIE_MAX_AGE_SECONDS : 0
  return `${CAR_TYPE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`
}
