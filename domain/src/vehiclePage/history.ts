import type { VehiclePageCar } from './types'

/**
 * The visitor's local history, kept in the browser's localStorage for the site's origin (so each
 * dealer site has its own):
 * - `fc-favourites`: JSON array of FavouriteEntry, most recently added first;
 * - `fc-viewed-cars`: JSON array of ViewedCarEntry, most recently viewed first, one entry per car,
 *   at most VIEWED_CARS_LIMIT entries.
 */
export const FAVOURITES_STORAGE_KEY = 'fc-favourites'
export const VIEWED_CARS_STORAGE_KEY = 'fc-viewed-cars'

/**
 * Enough for a "recently viewed" strip and for lead attributes, small enough that the list stays a
 * few kilobytes whatever the browsing session.
 */
export const VIEWED_CARS_LIMIT = 20

/** Favourites have no cap in the spec; this only guards the storage quota against a runaway list. */
export const FAVOURITES_LIMIT = 100

type CarId = number | string

/** Spec §3 'Favourite entry (stored locally)'. */
export type FavouriteEntry = {
  id: CarId
  name: string | null
  slug: string
  make: string | null
  model: string | null
  primary_image_url: string | null
}

/** Spec §3 'Viewed-car entry (stored locally)'. */
export type ViewedCarEntry = {
  id: CarId
  stocknum: string | null
  make: string | null
  model: string | null
  body: string | null
  simple_body: string | null
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

function carId(value: unknown): CarId | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim()) return value.trim()
  return null
}

/** Ids compare as text: a list written when ids were strings still matches numeric ids. */
function sameId(a: CarId, b: CarId): boolean {
  return String(a) === String(b)
}

type FavouriteSource = Pick<VehiclePageCar, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url'> & {
  images?: ReadonlyArray<{ src: string }>
}

/**
 * The favourite entry for a car. Cars with uploaded photos have no primary_image_url, so the first
 * photo stands in: a favourites list needs a picture to show.
 */
export function favouriteEntry(car: FavouriteSource): FavouriteEntry {
  return {
    id: car.id,
    name: text(car.name),
    slug: car.slug,
    make: text(car.make),
    model: text(car.model),
    primary_image_url: text(car.primary_image_url) ?? text(car.images?.[0]?.src),
  }
}

export function viewedCarEntry(car: Pick<VehiclePageCar, 'id' | 'stocknum' | 'make' | 'model' | 'body' | 'simple_body'>): ViewedCarEntry {
  return {
    id: car.id,
    stocknum: text(car.stocknum),
    make: text(car.make),
    model: text(car.model),
    body: text(car.body),
    simple_body: text(car.simple_body),
  }
}

function parseList<T>(raw: string | null | undefined, read: (item: Record<string, unknown>) => T | null): T[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return []
    const entry = read(item as Record<string, unknown>)
    return entry ? [entry] : []
  })
}

/** The stored favourites; anything unreadable (another script's data, a hand edit) is dropped, not thrown. */
export function parseFavourites(raw: string | null | undefined): FavouriteEntry[] {
  return parseList(raw, (item) => {
    const id = carId(item.id)
    const slug = text(item.slug)
    if (id === null || !slug) return null
    return {
      id,
      name: text(item.name),
      slug,
      make: text(item.make),
      model: text(item.model),
      primary_image_url: text(item.primary_image_url),
    }
  })
}

export function parseViewedCars(raw: string | null | undefined): ViewedCarEntry[] {
  return parseList(raw, (item) => {
    const id = carId(item.id)
    if (id === null) return null
    return {
      id,
      stocknum: text(item.stocknum),
      make: text(item.make),
      model: text(item.model),
      body: text(item.body),
      simple_body: text(item.simple_body),
    }
  })
}

export function isFavourite(list: readonly FavouriteEntry[], id: CarId): boolean {
  return list.some((entry) => sameId(entry.id, id))
}

/** Adds the car (first in the list) or, when it is already there, removes it. */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): { list: FavouriteEntry[]; added: boolean } {
  if (isFavourite(list, entry.id)) return { list: list.filter((item) => !sameId(item.id, entry.id)), added: false }
  return { list: [entry, ...list].slice(0, FAVOURITES_LIMIT), added: true }
}

/** The car moves to the front (its entry refreshed), any earlier visit is dropped, the oldest fall off past the limit. */
export function recordViewedCar(
  list: readonly ViewedCarEntry[],
  entry: ViewedCarEntry,
  limit: number = VIEWED_CARS_LIMIT,
): ViewedCarEntry[] {
  return [entry, ...list.filter((item) => !sameId(item.id, entry.id))].slice(0, Math.max(0, limit))
}
