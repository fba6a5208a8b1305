/**
 * One feed value → the value stored in Vehicles, per field kind; and the equality the importer uses
 * to tell an unchanged car from a changed one. Both live here so that "what a cell means" and "when
 * two values are the same" cannot drift apart (a drift would make every import rewrite every car).
 */
import { isDeepStrictEqual } from 'node:util'

import type { FeedField, FieldKind } from './fields'

export type FeedSource = 'csv' | 'json'

export type Converted = { ok: true; value: unknown } | { ok: false; message: string }

export const carTypes = ['new', 'used', 'demo'] as const
export type CarType = (typeof carTypes)[number]
export const vehicleStatuses = ['in_stock', 'sold', 'coming_soon'] as const
export type VehicleStatus = (typeof vehicleStatuses)[number]

const carTypeAliases: Readonly<Record<string, CarType>> = { demonstrator: 'demo' }

/** The raw value as the message quotes it: short, and unambiguous about type ("12" vs 12). */
export function quote(raw: unknown): string {
  let text: string
  try {
    text = JSON.stringify(raw) ?? String(raw)
  } catch {
    text = String(raw)
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

const ok = (value: unknown): Converted => ({ ok: true, value })
const fail = (message: string): Converted => ({ ok: false, message })

/** Empty cells, empty strings and JSON null all mean "no value". */
export function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
}

// Dealer exports write "$45,990" as often as 45990; only well-formed thousands groups are read so
// that a European "1,5" is refused rather than read as 15.
const plainNumber = /^[-+]?(?:\d+\.?\d*|\.\d+)$/
const groupedNumber = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/

function toNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined
  if (typeof raw !== 'string') return undefined
  const text = raw
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s+/g, '')
  if (plainNumber.test(text)) return Number(text)
  if (groupedNumber.test(text)) return Number(text.replaceAll(',', ''))
  return undefined
}

function convertNumber(field: FeedField, raw: unknown, integer: boolean): Converted {
  const value = toNumber(raw)
  if (value === undefined) return fail(`must be a number (${quote(raw)})`)
  if (integer && !Number.isInteger(value)) return fail(`must be a whole number (${quote(raw)})`)
  const max = typeof field.max === 'function' ? field.max() : field.max
  if (field.min !== undefined && value < field.min) return fail(`must be at least ${field.min} (${quote(raw)})`)
  if (max !== undefined && value > max) return fail(`must be at most ${max} (${quote(raw)})`)
  return ok(value)
}

const truthy = new Set(['true', 'yes', 'y', '1'])
const falsy = new Set(['false', 'no', 'n', '0'])

function convertBoolean(raw: unknown): Converted {
  if (typeof raw === 'boolean') return ok(raw)
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toLowerCase() : undefined
  if (text !== undefined && truthy.has(text)) return ok(true)
  if (text !== undefined && falsy.has(text)) return ok(false)
  return fail(`must be true or false (${quote(raw)})`)
}

function utcDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 31/02 over into March; a feed date that does not round-trip is not a date.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined
}

/** ISO dates and date-times, and the Australian day-first `DD/MM/YYYY`; never the ambiguous rest. */
export function parseFeedDate(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const text = raw.trim()
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match) return utcDate(Number(match[1]), Number(match[2]), Number(match[3]))?.toISOString()
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  if (match) return utcDate(Number(match[3]), Number(match[2]), Number(match[1]))?.toISOString()
  match = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(text)
  if (match && utcDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    const millis = Date.parse(text.replace(' ', 'T'))
    return Number.isNaN(millis) ? undefined : new Date(millis).toISOString()
  }
  return undefined
}

function convertDate(raw: unknown): Converted {
  const iso = parseFeedDate(raw)
  return iso ? ok(iso) : fail(`must be a date as YYYY-MM-DD or DD/MM/YYYY (${quote(raw)})`)
}

/** 9999-12-31T23:59:59Z. */
const LATEST_UNIX_SECONDS = 253_402_300_799

function convertTimestamp(raw: unknown): Converted {
  const seconds = toNumber(raw)
  // Past year 9999 a Date cannot be written as ISO text at all.
  if (seconds === undefined || !Number.isInteger(seconds) || seconds < 0 || seconds > LATEST_UNIX_SECONDS)
    return fail(`must be Unix seconds (${quote(raw)})`)
  return ok(new Date(seconds * 1000).toISOString())
}

/** `In Stock`, `in-stock` and `IN_STOCK` are one value. */
function enumKey(raw: unknown): string | undefined {
  return typeof raw === 'string'
    ? raw
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    : undefined
}

function convertEnum<T extends string>(raw: unknown, values: readonly T[], aliases: Readonly<Record<string, T>> = {}): Converted {
  const key = enumKey(raw)
  const value = key === undefined ? undefined : (values as readonly string[]).includes(key) ? (key as T) : aliases[key]
  return value ? ok(value) : fail(`must be one of ${values.join(', ')} (${quote(raw)})`)
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A `|`-separated cell or a JSON array → the list's items, or a message naming the bad one. */
function listItems(raw: unknown, itemOf: (item: unknown) => string | undefined): { items: string[] } | { message: string } {
  const items = typeof raw === 'string' ? raw.split('|') : Array.isArray(raw) ? raw : undefined
  if (!items) return { message: `must be a list (${quote(raw)})` }
  const out: string[] = []
  for (const [index, item] of items.entries()) {
    if (typeof item === 'string' && item.trim() === '') continue
    const value = itemOf(item)
    if (value === undefined) return { message: `item ${index + 1} is not valid (${quote(item)})` }
    out.push(value)
  }
  return { items: out }
}

const textItem = (item: unknown) => (typeof item === 'string' ? item.trim() : typeof item === 'number' ? String(item) : undefined)

function convertList(raw: unknown): Converted {
  const result = listItems(raw, textItem)
  if ('message' in result) return fail(result.message)
  return ok(result.items.length ? result.items : null)
}

function convertUrlList(raw: unknown, urlOf: (item: unknown) => string | undefined): Converted {
  const items = typeof raw === 'string' ? raw.split('|') : Array.isArray(raw) ? raw : undefined
  if (!items) return fail(`must be a list of URLs (${quote(raw)})`)
  const urls: string[] = []
  for (const [index, item] of items.entries()) {
    if (typeof item === 'string' && item.trim() === '') continue
    const url = urlOf(item)
    if (url === undefined || !isHttpUrl(url)) return fail(`item ${index + 1} must be an http(s) URL (${quote(item)})`)
    urls.push(url)
  }
  return ok(urls.length ? urls : null)
}

const imageUrlOf = (item: unknown): string | undefined => {
  if (typeof item === 'string') return item.trim()
  if (item && typeof item === 'object' && 'url' in item && typeof item.url === 'string') return item.url.trim()
  return undefined
}

function convertJson(raw: unknown, source: FeedSource): Converted {
  // In a JSON feed the value already is JSON; in CSV the cell holds JSON text.
  if (source === 'json') return ok(raw)
  try {
    return ok(JSON.parse(String(raw)))
  } catch (error) {
    return fail(`must be JSON (${error instanceof Error ? error.message : String(error)})`)
  }
}

function convertText(raw: unknown): Converted {
  if (typeof raw === 'string') return ok(raw.trim())
  // JSON feeds often give stock numbers and postcodes as numbers.
  if (typeof raw === 'number' && Number.isFinite(raw)) return ok(String(raw))
  return fail(`must be text (${quote(raw)})`)
}

/**
 * A non-blank raw value → its stored form. Blank values are handled by the caller: they clear the
 * field (null), except checkboxes and `status`, where blank means "not given".
 */
export function convertValue(field: FeedField, raw: unknown, source: FeedSource): Converted {
  switch (field.kind) {
    case 'text':
      return convertText(raw)
    case 'integer':
      return convertNumber(field, raw, true)
    case 'number':
      return convertNumber(field, raw, false)
    case 'boolean':
      return convertBoolean(raw)
    case 'date':
      return convertDate(raw)
    case 'timestamp':
      return convertTimestamp(raw)
    case 'carType':
      return convertEnum(raw, carTypes, carTypeAliases)
    case 'status':
      return convertEnum(raw, vehicleStatuses)
    case 'list':
      return convertList(raw)
    case 'urlList':
      return convertUrlList(raw, textItem)
    case 'images':
      return convertUrlList(raw, imageUrlOf)
    case 'json':
      return convertJson(raw, source)
  }
}

/** Kinds whose blank value means "not given" rather than "clear it". */
export function blankMeansAbsent(kind: FieldKind): boolean {
  return kind === 'boolean' || kind === 'status'
}

// ---------------------------------------------------------------------------------------------
// Equality of an incoming value and the stored one

type StoredImage = { url?: string | null; image?: unknown }

/** The URLs of stored images; undefined when any is an upload (a URL list can never equal that). */
export function storedImageUrls(stored: unknown): string[] | undefined {
  if (!Array.isArray(stored)) return []
  const urls: string[] = []
  for (const item of stored as StoredImage[]) {
    if (item?.image !== null && item?.image !== undefined) return undefined
    urls.push(item?.url ?? '')
  }
  return urls
}

function emptyListToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null
  return Array.isArray(value) && value.length === 0 ? null : value
}

function dateMillis(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const millis = Date.parse(String(value))
  return Number.isNaN(millis) ? null : millis
}

/** Whether storing `incoming` over `stored` would change nothing a reader can see. */
export function sameValue(kind: FieldKind, incoming: unknown, stored: unknown): boolean {
  switch (kind) {
    case 'text':
    case 'carType':
    case 'status':
      return (incoming ?? '') === (stored ?? '')
    case 'integer':
    case 'number':
      return (incoming ?? null) === (stored ?? null)
    case 'boolean':
      return Boolean(incoming) === Boolean(stored)
    case 'date':
    case 'timestamp':
      return dateMillis(incoming) === dateMillis(stored)
    case 'images': {
      const urls = storedImageUrls(stored)
      return urls !== undefined && isDeepStrictEqual(emptyListToNull(incoming), emptyListToNull(urls))
    }
    case 'list':
    case 'urlList':
    case 'json':
      return isDeepStrictEqual(emptyListToNull(incoming), emptyListToNull(stored))
  }
}
