/**
 * The visitor's compare list, kept in the browser (localStorage of the site's origin, so each dealer
 * site has its own): a JSON array of CompareEntry in the order the cars were added, at most COMPARE_LIMIT.
 * The list is what the tray shows; /compare?cars=… is what is shared, and it is drawn on the server.
 */
export const COMPARE_STORAGE_KEY = 'fc-compare'
export const COMPARE_LIMIT = 4
const COMPARE_PATH = '/compare'
/** The query parameter of the shareable address: car slugs separated by commas. */
export const COMPARE_PARAM = 'cars'

/** Longest slug taken from a stored list or an address: the collection's slugs are far shorter. */
const SLUG_MAX_LENGTH = 200
/** How much of the `cars` parameter is read at all: four slugs of the longest kind, with room to spare. */
export const COMPARE_PARAM_MAX_LENGTH = 1_000

export type CompareEntry = {
  id: number | string
  slug: string
  /** What the tray names the car by (the card's title). */
  title: string
  /** The card's photo for the tray; null draws a placeholder. */
  image: string | null
}

/** A slug as the cars' addresses have them: no spaces or commas, bounded length. */
function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX_LENGTH && /^[^\s,]+$/.test(value)
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() && value.trim().length <= max ? value.trim() : null
}

/** One stored entry, or null. Written by hand rather than with zod: the tray's code loads on every page of the site. */
function storedEntry(item: unknown): CompareEntry | null {
  if (typeof item !== 'object' || item === null) return null
  const record = item as Record<string, unknown>
  const id = typeof record.id === 'number' && Number.isFinite(record.id) ? record.id : text(record.id, 100)
  const slug = text(record.slug, SLUG_MAX_LENGTH)
  const title = text(record.title, 300)
  if (id === null || slug === null || !isSlug(slug) || title === null) return null
  return { id, slug, title, image: text(record.image, 2_000) }
}

const sameCar = (a: Pick<CompareEntry, 'id'>, b: Pick<CompareEntry, 'id'>) => String(a.id) === String(b.id)

/** The stored list; anything unreadable (another script's data, a hand edit, a fifth car) is dropped, not thrown. */
export function parseCompareList(raw: string | null | undefined): CompareEntry[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const list: CompareEntry[] = []
  for (const item of data) {
    const entry = storedEntry(item)
    if (!entry || list.some((known) => sameCar(known, entry))) continue
    list.push(entry)
    if (list.length === COMPARE_LIMIT) break
  }
  return list
}

export function isCompared(list: readonly CompareEntry[], id: CompareEntry['id']): boolean {
  return list.some((entry) => sameCar(entry, { id }))
}

export type CompareToggle =
  | { outcome: 'added'; list: CompareEntry[] }
  | { outcome: 'removed'; list: CompareEntry[] }
  /** The list already holds COMPARE_LIMIT cars: nothing changes. */
  | { outcome: 'full'; list: CompareEntry[] }

/** Adds the car at the end (the order it was added in is the order of the columns) or, when it is there, removes it. */
export function toggleCompare(list: readonly CompareEntry[], entry: CompareEntry): CompareToggle {
  if (isCompared(list, entry.id)) return { outcome: 'removed', list: list.filter((item) => !sameCar(item, entry)) }
  if (list.length >= COMPARE_LIMIT) return { outcome: 'full', list: [...list] }
  return { outcome: 'added', list: [...list, entry] }
}

export function removeFromCompare(list: readonly CompareEntry[], id: CompareEntry['id']): CompareEntry[] {
  return list.filter((item) => !sameCar(item, { id }))
}

/** The shareable address of a comparison: `/compare?cars=slug1,slug2`. */
export function compareHref(slugs: readonly string[]): string {
  if (slugs.length === 0) return COMPARE_PATH
  return `${COMPARE_PATH}?${COMPARE_PARAM}=${slugs.map((value) => encodeURIComponent(value)).join(',')}`
}

type CompareRequest = {
  /** The slugs to show, in the address's order: at most COMPARE_LIMIT, each once. */
  slugs: string[]
  /** Slugs given beyond the first COMPARE_LIMIT. */
  beyondLimit: number
  /** Parts of the parameter that are no slug at all (empty, too long, spaces). */
  unreadable: number
}

/**
 * The `cars` parameter of /compare, from an outside address: only its first COMPARE_PARAM_MAX_LENGTH
 * characters are read, a repeated parameter counts once (its first value), a slug named twice once.
 */
export function parseCompareParam(value: string | readonly string[] | null | undefined): CompareRequest {
  const first = (Array.isArray(value) ? value[0] : value) as string | undefined
  const text = (first ?? '').slice(0, COMPARE_PARAM_MAX_LENGTH)
  const request: CompareRequest = { slugs: [], beyondLimit: 0, unreadable: 0 }
  for (const part of text.split(',')) {
    const candidate = part.trim()
    if (!candidate) continue
    if (!isSlug(candidate)) {
      request.unreadable += 1
      continue
    }
    if (request.slugs.includes(candidate)) continue
    if (request.slugs.length === COMPARE_LIMIT) request.beyondLimit += 1
    else request.slugs.push(candidate)
  }
  return request
}

/** What the tray's live region says after a change, politely, so a screen reader hears what the button did. */
export function compareAnnouncement(toggle: Pick<CompareToggle, 'outcome' | 'list'>, title: string): string {
  const count = `${toggle.list.length} of ${COMPARE_LIMIT} cars to compare.`
  switch (toggle.outcome) {
    case 'added':
      return `Added ${title} to compare. ${count}`
    case 'removed':
      return `Removed ${title} from compare. ${count}`
    case 'full':
      return `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add ${title}.`
  }
}
