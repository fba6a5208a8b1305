/**
 * Loads one dealership's stock feed into one tenant's vehicles: upsert by stock number (or by VIN
 * when the stock number is new), and in `full` mode the dealership's cars missing from the feed are
 * marked sold. Writes go through the Local API so the Vehicles hooks (slug, search index) run.
 */
import type { Payload } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { documentIdType, parseDocumentId, type DocumentId } from '../lib/documents'
import { allTenantVehicles } from '../vehicles/allTenantVehicles'
import { vehicleSlugOf } from '../vehicles/slug'
import { feedFields, type FieldKind } from './fields'
import { FeedError, type FeedFormat } from './parse'
import { type FeedRow, normaliseVin, parseFeed, parseFeedRows, type ParsedFeed, type RejectedRow, rowLabel } from './rows'
import { sameValue, type VehicleStatus } from './values'

export type ImportMode = 'full' | 'partial'

export type FeedInput =
  | { text: string; format: FeedFormat; rows?: never; parsed?: never }
  /** Objects already parsed from JSON (the JSON feed's array). */
  | { rows: unknown; text?: never; format?: never; parsed?: never }
  /** A feed already through checkFeed (the endpoint checks before it starts streaming). */
  | { parsed: ParsedFeed; text?: never; format?: never; rows?: never }

export type ImportStockFeedOptions = FeedInput & {
  /** The tenant every written car belongs to; rows never choose it. */
  tenantId: DocumentId
  /** The dealership's slug, stored in `dealership_slug`; `full` mode retires only this dealership's cars. */
  dealership: string
  /** Stored in `dealership_name` for rows that do not give one. */
  dealershipName?: string
  mode: ImportMode
  /**
   * Called with 0 first, then after each row and each car marked sold. The import waits for a
   * returned promise: the endpoint uses that to hand the event loop back so its lines go out.
   */
  onProgress?: (done: number, total: number) => void | Promise<void>
  /** The sold date given to cars that leave the feed or arrive sold without a date. */
  now?: Date
}

export interface ImportResult {
  created: number
  updated: number
  unchanged: number
  /** Cars of the dealership that were missing from a full feed and are now sold. */
  sold: number
  rejected: RejectedRow[]
  warnings: string[]
}

export { FeedError }

/** Every car of the tenant, read in pages: matching needs them all, and one read beats one per row. */
async function loadTenantVehicles(payload: Payload, tenantId: DocumentId): Promise<Vehicle[]> {
  const vehicles: Vehicle[] = []
  for await (const vehicle of allTenantVehicles(payload, tenantId)) vehicles.push(vehicle)
  return vehicles
}

// Kinds by stored path, for comparing: the feed's own fields plus the ones the importer derives.
const kindOfPath: ReadonlyMap<string, FieldKind> = new Map<string, FieldKind>([
  ...feedFields.filter((field) => field.kind !== 'timestamp').map((field) => [field.target ?? field.name, field.kind] as const),
  ['status', 'status'],
  ['sold', 'boolean'],
  ['sold_date', 'date'],
])

function valueAt(vehicle: Vehicle, path: string): unknown {
  let value: unknown = vehicle
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Flat dotted paths → the nested shape Payload takes for group fields; images as `{ url }` rows. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [path, raw] of Object.entries(flat)) {
    const value = path === 'images' && Array.isArray(raw) ? raw.map((url) => ({ url })) : raw
    const keys = path.split('.')
    let target = out
    for (const key of keys.slice(0, -1)) {
      const next = target[key]
      if (next && typeof next === 'object') target = next as Record<string, unknown>
      else target = target[key] = {}
    }
    target[keys[keys.length - 1] as string] = value
  }
  return out
}

// The field table mirrors the collection (a unit test holds them together), so the nested record
// built from it is vehicle data; one cast here instead of one per field.
type VehicleData = Omit<Vehicle, 'id' | 'createdAt' | 'updatedAt'>
const asVehicleData = (record: Record<string, unknown>) => record as unknown as VehicleData
const asVehicleUpdate = (record: Record<string, unknown>) => record as unknown as Partial<VehicleData>

/**
 * Why a row could not be saved, in words fit for the dealer. Payload's ValidationError names the fields
 * in data.errors (its message alone says only "invalid"), and an error with a 4xx status is about the data;
 * anything else (a database error carries its SQL and parameters) is logged here and summarised.
 */
function saveFailureReason(payload: Payload, row: FeedRow, error: unknown): string {
  const details =
    error instanceof Error ? (error as Error & { data?: { errors?: Array<{ path?: string; message?: string }> } }).data?.errors : undefined
  if (Array.isArray(details) && details.length) {
    return details.map((detail) => [detail.path, detail.message].filter(Boolean).join(': ')).join('; ')
  }
  // By its status, not instanceof: Payload's error classes are bundled more than once in the production build.
  const status = error instanceof Error ? (error as Error & { status?: unknown }).status : undefined
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error.message
  payload.logger.error({ err: error, msg: `Stock import: ${rowLabel(row)} could not be saved` })
  return 'the database refused it (the server log has the details)'
}

type Plan =
  | { kind: 'create'; row: FeedRow; desired: Record<string, unknown> }
  | { kind: 'update'; row: FeedRow; vehicle: Vehicle; changes: Record<string, unknown> }
  | { kind: 'unchanged'; row: FeedRow }
  | { kind: 'reject'; row: FeedRow; reason: string }

interface Matcher {
  byStock: Map<string, Vehicle>
  byVin: Map<string, Vehicle[]>
  claimed: Set<Vehicle['id']>
  feedStocknums: Set<string>
}

function matcherOf(vehicles: Vehicle[], rows: FeedRow[]): Matcher {
  const byStock = new Map<string, Vehicle>()
  const byVin = new Map<string, Vehicle[]>()
  for (const vehicle of vehicles) {
    byStock.set(vehicle.stocknum, vehicle)
    const vin = vehicle.vin ? normaliseVin(vehicle.vin) : undefined
    if (vin) byVin.set(vin, [...(byVin.get(vin) ?? []), vehicle])
  }
  return { byStock, byVin, claimed: new Set(), feedStocknums: new Set(rows.map((row) => row.stocknum)) }
}

/** The stored car a row is about, or why the row cannot be applied. */
function match(row: FeedRow, matcher: Matcher, dealership: string): { vehicle?: Vehicle } | { reason: string } {
  const otherDealership = (vehicle: Vehicle) => Boolean(vehicle.dealership_slug) && vehicle.dealership_slug !== dealership
  const byStock = matcher.byStock.get(row.stocknum)
  if (byStock) {
    // Stock numbers are unique per tenant, so a group's dealerships share them: never take another's car.
    if (otherDealership(byStock)) return { reason: `stock number ${row.stocknum} belongs to dealership "${byStock.dealership_slug}"` }
    return { vehicle: byStock }
  }
  if (!row.vin) return {}
  const candidates = matcher.byVin.get(row.vin) ?? []
  if (!candidates.length) return {}
  // A car whose own stock number is in the feed is that row's car, not a renumbered one.
  const free = candidates.filter((vehicle) => !matcher.claimed.has(vehicle.id) && !matcher.feedStocknums.has(vehicle.stocknum))
  const vehicle = free.find((each) => each.status !== 'sold') ?? free[0] ?? (candidates[0] as Vehicle)
  if (otherDealership(vehicle)) {
    return { reason: `VIN ${row.vin} belongs to stock number ${vehicle.stocknum} of dealership "${vehicle.dealership_slug}"` }
  }
  if (!free.length) return { reason: `VIN ${row.vin} belongs to stock number ${vehicle.stocknum}, which is also in this feed` }
  return { vehicle }
}

/** A free slug: the one the collection would make, with -2, -3… when another car has it. */
function uniqueSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`
}

interface PlanContext {
  dealership: string
  dealershipName?: string
  nowIso: string
}

/** What the stored car should look like after this row: the row's values plus the derived fields. */
function desiredValues(row: FeedRow, existing: Vehicle | undefined, context: PlanContext): Record<string, unknown> {
  const desired: Record<string, unknown> = { ...row.values, dealership_slug: context.dealership }
  if (desired.dealership_name == null && context.dealershipName) desired.dealership_name = context.dealershipName
  // A blank slug keeps the stored one: clearing it would break every link to the car.
  if (desired.slug == null) delete desired.slug
  if (desired.name == null) {
    const badge = 'badge' in desired ? desired.badge : existing?.badge
    desired.name = [desired.year, desired.make, desired.model, badge].filter((part) => part != null && part !== '').join(' ')
  }
  // The search pages filter on photos_count; a feed giving images but no count still moves it.
  if ('images' in desired && desired.photos_count == null) desired.photos_count = Array.isArray(desired.images) ? desired.images.length : 0

  // Being in the feed means being for sale: a car that was sold and is listed again is back in stock.
  const stored: VehicleStatus | undefined = existing?.status
  const status: VehicleStatus = row.status ?? (stored === undefined || stored === 'sold' ? 'in_stock' : stored)
  desired.status = status
  desired.sold = status === 'sold'
  desired.sold_date =
    status === 'sold' ? (row.soldDate ?? (stored === 'sold' && existing?.sold_date ? existing.sold_date : context.nowIso)) : null
  return desired
}

function changedValues(desired: Record<string, unknown>, vehicle: Vehicle): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const [path, value] of Object.entries(desired)) {
    const kind = kindOfPath.get(path) ?? 'text'
    if (!sameValue(kind, value, valueAt(vehicle, path))) changes[path] = value
  }
  return changes
}

/** One plan per row, and the stored cars the feed accounts for (never marked sold). */
function plan(parsed: ParsedFeed, vehicles: Vehicle[], context: PlanContext): { plans: Plan[]; claimed: ReadonlySet<Vehicle['id']> } {
  const matcher = matcherOf(vehicles, parsed.rows)
  const plans = parsed.rows.map((row): Plan => {
    const found = match(row, matcher, context.dealership)
    if ('reason' in found) return { kind: 'reject', row, reason: found.reason }
    const vehicle = found.vehicle
    if (!vehicle) return { kind: 'create', row, desired: desiredValues(row, undefined, context) }
    matcher.claimed.add(vehicle.id)
    const changes = changedValues(desiredValues(row, vehicle, context), vehicle)
    return Object.keys(changes).length ? { kind: 'update', row, vehicle, changes } : { kind: 'unchanged', row }
  })
  return { plans, claimed: matcher.claimed }
}

/**
 * Parses and checks a feed without touching the database. Throws FeedError when nothing should be
 * imported at all: an unreadable feed, or a full feed without one good row.
 */
export function checkFeed(input: FeedInput, options: { dealership: string; mode: ImportMode }): ParsedFeed {
  const dealership = options.dealership.trim()
  if (!dealership) throw new FeedError('The dealership to import into is missing.')
  if (options.mode !== 'full' && options.mode !== 'partial') throw new FeedError(`Unknown import mode "${String(options.mode)}".`)
  const parsed =
    input.parsed ??
    (input.text !== undefined ? parseFeed(input.text, input.format, { dealership }) : parseFeedRows(input.rows, { dealership }))
  // An empty or wholly broken full feed would retire the dealership's entire stock: far more often
  // a failed export than a dealership that sold every car.
  if (options.mode === 'full' && parsed.rows.length === 0) {
    throw new FeedError(
      `The feed has no importable rows${parsed.rejected.length ? ` (${parsed.rejected.length} rejected: ${parsed.rejected[0]?.reason}${parsed.rejected.length > 1 ? ' …' : ''})` : ''}; a full import would mark every car of "${dealership}" sold. Fix the feed, or import it with mode partial.`,
    )
  }
  return parsed
}

/** Ids of the tenant's cars an online reservation keeps (its `active_car`, set while pending, paid or held). */
async function carsHeldOnline(payload: Payload, tenantId: number | string): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: tenantId } }, { active_car: { exists: true } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { active_car: true },
    overrideAccess: true,
  })
  return new Set(docs.flatMap((doc) => (doc.active_car ? [doc.active_car] : [])))
}

function withoutUnreserving<T extends Record<string, unknown>>(changes: T): T {
  if (changes.reserved !== false) return changes
  const { reserved: _dropped, ...rest } = changes
  return rest as T
}

export async function importStockFeed(payload: Payload, options: ImportStockFeedOptions): Promise<ImportResult> {
  const dealership = options.dealership.trim()
  const parsed = checkFeed(options, { dealership, mode: options.mode })

  const wantedId = parseDocumentId(options.tenantId, documentIdType(payload, 'tenants'))
  const tenant =
    wantedId === null
      ? { docs: [] }
      : await payload.find({ collection: 'tenants', where: { id: { equals: wantedId } }, limit: 1, depth: 0, overrideAccess: true })
  if (!tenant.docs[0]) throw new FeedError(`There is no tenant with id ${String(options.tenantId)}.`)
  const tenantId = tenant.docs[0].id

  const nowIso = (options.now ?? new Date()).toISOString()
  const vehicles = await loadTenantVehicles(payload, tenantId)
  const { plans, claimed } = plan(parsed, vehicles, { dealership, dealershipName: options.dealershipName?.trim() || undefined, nowIso })

  // Cars of this dealership left out of a full feed, unless a rejected row names them: a row
  // refused for a typo in its price is still a car on the lot.
  const protectedStock = new Set(parsed.rejected.flatMap((each) => (each.stocknum ? [each.stocknum] : [])))
  const protectedVins = new Set(parsed.rejected.flatMap((each) => (each.vin ? [each.vin] : [])))
  const toSell =
    options.mode === 'full'
      ? vehicles.filter(
          (vehicle) =>
            vehicle.dealership_slug === dealership &&
            vehicle.status !== 'sold' &&
            !claimed.has(vehicle.id) &&
            !protectedStock.has(vehicle.stocknum) &&
            !(vehicle.vin && protectedVins.has(normaliseVin(vehicle.vin))),
        )
      : []

  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, sold: 0, rejected: [...parsed.rejected], warnings: parsed.warnings }
  const total = plans.length + toSell.length
  let done = 0
  const tick = async () => {
    await options.onProgress?.(++done, total)
  }
  await options.onProgress?.(0, total)

  const takenSlugs = new Set(vehicles.flatMap((vehicle) => (vehicle.slug ? [vehicle.slug] : [])))
  const onlineHolds = await carsHeldOnline(payload, tenantId)
  const reject = (row: FeedRow, reason: string) =>
    result.rejected.push({ row: row.row, line: row.line, stocknum: row.stocknum, reason: `${rowLabel(row)}: ${reason}` })

  for (const each of plans) {
    try {
      if (each.kind === 'reject') reject(each.row, each.reason)
      else if (each.kind === 'unchanged') result.unchanged++
      else if (each.kind === 'create') {
        const desired = Object.fromEntries(Object.entries(each.desired).filter(([, value]) => value !== null && value !== undefined))
        const given = typeof desired.slug === 'string' ? desired.slug : undefined
        if (given && takenSlugs.has(given)) {
          reject(each.row, `slug "${given}" is already used by another car of this tenant`)
        } else {
          const slug =
            given ??
            uniqueSlug(
              vehicleSlugOf([desired.year as number, desired.make as string, desired.model as string, each.row.stocknum]),
              takenSlugs,
            )
          await payload.create({
            collection: 'vehicles',
            data: asVehicleData({ ...nest(desired), slug, tenant: tenantId }),
            depth: 0,
            overrideAccess: true,
          })
          takenSlugs.add(slug)
          result.created++
        }
      } else {
        const { vehicle, changes: feedChanges } = each
        // A shopper's online reservation keeps the car reserved until it ends, whatever the feed says.
        const changes = onlineHolds.has(String(vehicle.id)) ? withoutUnreserving(feedChanges) : feedChanges
        // The collection's slug hook rebuilds a slug from whatever partial data it is given, so an
        // update always carries the slug it should keep.
        const slug =
          typeof changes.slug === 'string'
            ? changes.slug
            : vehicle.slug || uniqueSlug(vehicleSlugOf([vehicle.year, vehicle.make, vehicle.model, each.row.stocknum]), takenSlugs)
        if (typeof changes.slug === 'string' && changes.slug !== vehicle.slug && takenSlugs.has(changes.slug)) {
          reject(each.row, `slug "${changes.slug}" is already used by another car of this tenant`)
        } else {
          await payload.update({
            collection: 'vehicles',
            id: vehicle.id,
            data: asVehicleUpdate({ ...nest(changes), slug, tenant: tenantId }),
            depth: 0,
            overrideAccess: true,
          })
          takenSlugs.add(slug)
          result.updated++
        }
      }
    } catch (error) {
      reject(each.row, `could not be saved: ${saveFailureReason(payload, each.row, error)}`)
    }
    await tick()
  }

  for (const vehicle of toSell) {
    await payload.update({
      collection: 'vehicles',
      id: vehicle.id,
      data: asVehicleUpdate({ status: 'sold', sold: true, sold_date: nowIso, slug: vehicle.slug || undefined, tenant: tenantId }),
      depth: 0,
      overrideAccess: true,
    })
    result.sold++
    await tick()
  }
  result.rejected.sort((a, b) => a.row - b.row)
  return result
}
