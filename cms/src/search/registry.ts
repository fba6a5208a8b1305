/**
 * One engine index per tenant, per process: built from the vehicles collection on first use and kept
 * current by the Vehicles hooks (upsert/remove), so a change is visible to the next search without a
 * rebuild; reconcile.ts repairs whatever reached the database some other way. Only cars listed on
 * the website are indexed (listedOnWebsite.ts).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { type SearchHttpDeps, type SearchKeyGrant, type SearchRecord, SearchIndex, carIndexSettings } from '@forecourt/search-engine'

import { carCategories, priceRangeBand, weeklyPriceRangeBand } from '@forecourt/domain/carCard'
import type { Vehicle } from '@forecourt/schema'
import { allTenantVehicles } from '../vehicles/allTenantVehicles'
import { processSlot } from '../lib/processSlot'
import { configureAlgoliaIndex, deleteRecordFromAlgolia, saveRecordsToAlgolia, tenantAlgoliaCredentials } from './algolia'
import { isListedOnWebsite, listedOnWebsiteWhere } from './listedOnWebsite'
import { relationId, type DocumentId } from '@forecourt/domain/ids'

/** Unix seconds of a date string; null when absent or unparsable. */
function epochSeconds(value: string | null | undefined): number | null {
  if (!value) return null
  const millis = Date.parse(value)
  return Number.isNaN(millis) ? null : Math.floor(millis / 1000)
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** The record the engine indexes for a vehicle: the catalogue's search attributes (see settings.ts). */
export function vehicleSearchRecord(vehicle: Vehicle): SearchRecord {
  const make = vehicle.make ?? ''
  const model = vehicle.model ?? ''
  const name = vehicle.name || [vehicle.year, make, model, vehicle.badge].filter(Boolean).join(' ')
  const record: SearchRecord = {
    objectID: String(vehicle.id),
    id: vehicle.id,
    slug: vehicle.slug ?? '',
    name,
    make,
    model,
    badge: vehicle.badge ?? '',
    make_model: make && model ? `${make} ${model}` : '',
    car_type: vehicle.car_type,
    status: vehicle.status,
    price: vehicle.price ?? null,
    subscription_price: vehicle.subscription_price ?? null,
    km: vehicle.km ?? null,
    year: vehicle.year ?? null,
    body: vehicle.simple_body ?? vehicle.body ?? '',
    fuel: vehicle.simple_fuel ?? vehicle.fuel ?? '',
    transmission: vehicle.simple_transmission ?? vehicle.trans ?? '',
    drive: vehicle.drive ?? '',
    colour: vehicle.colour ?? '',
    seats: vehicle.seats ?? null,
    state: vehicle.state ?? '',
    city: vehicle.city ?? '',
    location_name: vehicle.location?.name ?? '',
    location_id: vehicle.location?.id ?? '',
    dealership_name: vehicle.dealership_name ?? '',
    dealership_slug: vehicle.dealership_slug ?? '',
    dealership_id: vehicle.dealership_id ?? null,
    certified: vehicle.certified ?? false,
    // RESERVED on the cards, and a facet, while a shopper's deposit holds the car.
    reserved: vehicle.reserved ?? false,
    custom_rank: vehicle.custom_rank ?? 0,
    created_at_timestamp: epochSeconds(vehicle.createdAt),
    sold_date_timestamp: epochSeconds(vehicle.sold_date),
    show_on_dealer_website: vehicle.show_on_dealer_website ?? true,
    stocknum: vehicle.stocknum,
    filtered_features: stringList(vehicle.filtered_features),
    photos_count: vehicle.photos_count ?? vehicle.images?.length ?? 0,
    primary_image_url: vehicle.primary_image_url ?? vehicle.images?.[0]?.url ?? null,
    // A feed that names no item type lists a car, as the demo stock spells out.
    item_type: vehicle.item_type?.trim() || 'car',
    // Derived for the filters of spec §3 (domain/carCard/searchBands.ts).
    categories: carCategories({
      item_type: vehicle.item_type,
      body: vehicle.simple_body ?? vehicle.body,
      fuel: vehicle.simple_fuel ?? vehicle.fuel,
    }),
    price_range: priceRangeBand(vehicle.price),
    weekly_price_range: weeklyPriceRangeBand({ price: vehicle.price ?? null, youxQuote: vehicle.youxQuote ?? null }) ?? '',
    // A card sends vin and nvic with its finance quote request, and shows the car's own quote instead when it has one.
    vin: vehicle.vin ?? null,
    nvic: vehicle.nvic ?? null,
    youxQuote:
      vehicle.youxQuote?.weeklyRepaymentAmount != null
        ? {
            weeklyRepaymentAmount: vehicle.youxQuote.weeklyRepaymentAmount,
            advertisedRate: vehicle.youxQuote.advertisedRate ?? null,
            comparisonRate: vehicle.youxQuote.comparisonRate ?? null,
          }
        : null,
  }
  if (vehicle.tag) record.tag = vehicle.tag
  return record
}

/** One tenant's index and what the reconciliation compares with the database. */
export interface TenantIndexEntry {
  index: SearchIndex
  /** Each indexed car's updatedAt (epoch ms) by objectID: the index's side of the drift check. */
  updatedAt: Map<string, number>
}

/** A change to one car, and how recent it is (its updatedAt, or when it was deleted; epoch ms). */
interface IndexWrite {
  objectID: string
  version: number
  apply: (entry: TenantIndexEntry) => void
}

interface TenantSlot {
  /** What searches read; undefined until the first build is done. A rebuild serves this meanwhile. */
  ready?: TenantIndexEntry
  /** The build under way, if any. */
  building?: Promise<TenantIndexEntry>
  /** Writes of the last few seconds, in order, replayed onto a new build before it takes over (below). */
  recentWrites: Array<{ at: number; write: IndexWrite }>
}

/**
 * A build reads the database page by page while saves go on, and a save's hook runs before its
 * transaction commits, so a build may miss a save made just before it started as well as any made
 * while it runs. The writes of this window are replayed onto the new index, in order, except where
 * the build read the car at the same or a later version: the database was ahead of that write
 * already (a later change made without the hooks must not be undone by an older one).
 */
const replayWindowMs = 5_000

function replay(entry: TenantIndexEntry, write: IndexWrite): void {
  const known = entry.updatedAt.get(write.objectID)
  if (known === undefined || known < write.version) write.apply(entry)
}

/**
 * Tenant indices by database, then tenant. One per process: Next.js loads the pages, the `/api`
 * routes and the start-up code as separate bundles, each with its own copy of this module (and maybe
 * its own Payload instance), so the registry is kept in a process slot (lib/processSlot.ts).
 * Keyed by the database the Payload instance talks to, so every bundle's instance finds the same
 * indices while two instances on two databases in one process (tests) never share.
 */
export type TenantIndicesByDatabase = Map<string, Map<string, TenantSlot>>

export function searchIndices(): TenantIndicesByDatabase {
  return processSlot<TenantIndicesByDatabase>('searchIndices', () => new Map())
}

/** Which database a Payload instance talks to: its adapter and connection address. */
export function databaseIdentity(payload: Payload): string {
  const db = payload.db as unknown as {
    name?: unknown
    clientConfig?: { url?: unknown }
    poolOptions?: { connectionString?: unknown }
    url?: unknown
  }
  const address = db.clientConfig?.url ?? db.poolOptions?.connectionString ?? db.url
  return `${typeof db.name === 'string' ? db.name : 'db'}:${typeof address === 'string' ? address : 'default'}`
}

function tenantSlotsOf(payload: Payload): Map<string, TenantSlot> {
  const registry = searchIndices()
  const identity = databaseIdentity(payload)
  let slots = registry.get(identity)
  if (!slots) {
    slots = new Map()
    registry.set(identity, slots)
  }
  return slots
}

function slotOf(payload: Payload, tenantId: DocumentId): TenantSlot {
  const slots = tenantSlotsOf(payload)
  const key = String(tenantId)
  let slot = slots.get(key)
  if (!slot) {
    slot = { recentWrites: [] }
    slots.set(key, slot)
  }
  return slot
}

function emptyEntry(): TenantIndexEntry {
  return { index: new SearchIndex(carIndexSettings), updatedAt: new Map() }
}

async function readTenantEntry(payload: Payload, tenantId: DocumentId): Promise<TenantIndexEntry> {
  const records: SearchRecord[] = []
  const updatedAt = new Map<string, number>()
  // Server-side and user-less: the index is filtered per tenant here, and per key in the HTTP layer.
  for await (const vehicle of allTenantVehicles(payload, tenantId, listedOnWebsiteWhere(tenantId))) {
    if (!isListedOnWebsite(vehicle)) continue
    const record = vehicleSearchRecord(vehicle)
    records.push(record)
    updatedAt.set(record.objectID, Date.parse(vehicle.updatedAt))
  }
  const index = new SearchIndex(carIndexSettings, records.length)
  index.load(records)
  return { index, updatedAt }
}

/**
 * Builds the tenant's index from the database; the index it had (if any) keeps answering until the
 * new one, with the recent writes replayed onto it, takes its place. A build already under way is
 * joined rather than repeated.
 */
function buildTenantEntry(payload: Payload, tenantId: DocumentId): Promise<TenantIndexEntry> {
  const slot = slotOf(payload, tenantId)
  if (slot.building) return slot.building
  const startedAt = Date.now()
  const building = readTenantEntry(payload, tenantId).then(
    (entry) => {
      for (const { at, write } of slot.recentWrites) if (at >= startedAt - replayWindowMs) replay(entry, write)
      // A reset while this build ran made the slot obsolete: leave the fresh one alone.
      if (tenantSlotsOf(payload).get(String(tenantId)) === slot) slot.ready = entry
      if (slot.building === building) slot.building = undefined
      return entry
    },
    (error: unknown) => {
      // A failed build is forgotten so the next search tries again instead of failing forever.
      if (slot.building === building) slot.building = undefined
      throw error
    },
  )
  slot.building = building
  return building
}

async function tenantEntry(payload: Payload, tenantId: DocumentId): Promise<TenantIndexEntry> {
  const slot = slotOf(payload, tenantId)
  return slot.ready ?? buildTenantEntry(payload, tenantId)
}

/** The tenant's index, built from the database the first time it is asked for. */
export async function tenantSearchIndex(payload: Payload, tenantId: DocumentId): Promise<SearchIndex> {
  return (await tenantEntry(payload, tenantId)).index
}

/**
 * Tenant ids by slug, per database, as the search service last read them, with when to read again. A
 * search request names its tenant by slug (in its key); reading the tenants collection for every one
 * cost more than the search itself. A tenant's id never changes, so the only staleness is a slug that
 * was renamed or deleted answering for a few seconds more (a deleted tenant's cars have left its index
 * by then). Kept per bundle: each bundle's copy of this module reads the database at most once per
 * slug in the window.
 */
const tenantIdsBySlug = new Map<string, Map<string, { tenantId: DocumentId | undefined; until: number }>>()
const tenantIdLifetimeMs = 5_000

async function tenantIdBySlug(payload: Payload, tenantSlug: string): Promise<DocumentId | undefined> {
  const identity = databaseIdentity(payload)
  let known = tenantIdsBySlug.get(identity)
  if (!known) {
    known = new Map()
    tenantIdsBySlug.set(identity, known)
  }
  const now = Date.now()
  const cached = known.get(tenantSlug)
  if (cached && cached.until > now) return cached.tenantId
  const found = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: tenantSlug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const tenantId = found.docs[0]?.id
  // Only valid keys reach here (a key is an HMAC naming its slug), so the map holds real slugs only.
  known.set(tenantSlug, { tenantId, until: now + tenantIdLifetimeMs })
  return tenantId
}

export async function tenantSearchIndexBySlug(payload: Payload, tenantSlug: string): Promise<SearchIndex | undefined> {
  const tenantId = await tenantIdBySlug(payload, tenantSlug)
  return tenantId === undefined ? undefined : tenantSearchIndex(payload, tenantId)
}

/** Rebuilds a tenant's index from the database now; searches keep using the old one until it is done. */
export async function rebuildTenantSearchIndex(payload: Payload, tenantId: DocumentId): Promise<SearchIndex> {
  const slot = slotOf(payload, tenantId)
  // A build that started before this call may have read the database before the change being repaired.
  if (slot.building) await slot.building.catch(() => undefined)
  return (await buildTenantEntry(payload, tenantId)).index
}

/** Forgets a tenant's index (or every one of this database): the next search rebuilds it from the database. */
export function resetSearchIndex(payload: Payload, tenantId?: DocumentId): void {
  if (tenantId === undefined) {
    tenantSlotsOf(payload).clear()
    tenantIdsBySlug.delete(databaseIdentity(payload))
  } else tenantSlotsOf(payload).delete(String(tenantId))
}

/** Tenants whose index this process holds (or is building), and what it holds; for the reconciliation. */
export function heldTenantIndices(payload: Payload): Array<{ tenantKey: string; entry: TenantIndexEntry | undefined; building: boolean }> {
  return [...tenantSlotsOf(payload)].map(([tenantKey, slot]) => ({ tenantKey, entry: slot.ready, building: slot.building !== undefined }))
}

/**
 * Brings the tenant's index level with cars read from the database (the reconciliation's cheap path):
 * a car the index holds at an older version is rewritten when its search record differs, and only its
 * version is noted when it does not (a view count changes updatedAt and nothing searchable). Returns
 * how many records were rewritten.
 */
export function refreshFromStored(payload: Payload, tenantId: DocumentId, vehicles: readonly Vehicle[]): number {
  const entry = tenantSlotsOf(payload).get(String(tenantId))?.ready
  if (!entry) return 0
  let rewritten = 0
  for (const vehicle of vehicles) {
    const objectID = String(vehicle.id)
    const version = Date.parse(vehicle.updatedAt)
    const known = entry.updatedAt.get(objectID)
    // A hook has already applied this change or a later one.
    if (known !== undefined && known >= version) continue
    const record = vehicleSearchRecord(vehicle)
    const held = entry.index.get(objectID)
    if (!held || JSON.stringify(held) !== JSON.stringify(record)) {
      entry.index.upsert(record)
      rewritten++
    }
    entry.updatedAt.set(objectID, version)
  }
  return rewritten
}

/**
 * Applies a change to the tenant's index, now if it is built, and again onto any build under way or
 * starting within the replay window (a tenant's first build too: its slot is made here if need be).
 */
function applyWrite(payload: Payload, tenantId: DocumentId, write: IndexWrite): void {
  const slot = slotOf(payload, tenantId)
  const now = Date.now()
  // Oldest first: drop the writes that have left the window, without copying the rest (a bulk import
  // writes hundreds a second).
  const firstRecent = slot.recentWrites.findIndex(({ at }) => at >= now - replayWindowMs)
  slot.recentWrites.splice(0, firstRecent === -1 ? slot.recentWrites.length : firstRecent)
  slot.recentWrites.push({ at: now, write })
  if (slot.ready) write.apply(slot.ready)
}

function upsertVehicle(vehicle: Vehicle): IndexWrite {
  const record = vehicleSearchRecord(vehicle)
  const version = Date.parse(vehicle.updatedAt)
  return {
    objectID: record.objectID,
    version,
    apply: (entry) => {
      entry.index.upsert(record)
      entry.updatedAt.set(record.objectID, version)
    },
  }
}

/** `version`: the hidden car's updatedAt, or now for a deleted one. */
function removeVehicle(objectID: string, version: number): IndexWrite {
  return {
    objectID,
    version,
    apply: (entry) => {
      entry.index.remove(objectID)
      entry.updatedAt.delete(objectID)
    },
  }
}

/**
 * Brings one car of the tenant's index level with the database, for a change another process made
 * (contentChanges/channel.ts): upserted when the tenant lists it, removed when it is hidden, deleted
 * or now another tenant's. Goes through the replay window like a hook's write, so a build under way
 * cannot lose it.
 */
export async function refreshVehicleFromDatabase(payload: Payload, tenantId: DocumentId, vehicleId: string): Promise<void> {
  const found = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenantId } }, { id: { equals: vehicleId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const vehicle = found.docs[0]
  if (vehicle && isListedOnWebsite(vehicle)) applyWrite(payload, tenantId, upsertVehicle(vehicle))
  else applyWrite(payload, tenantId, removeVehicle(vehicleId, vehicle ? Date.parse(vehicle.updatedAt) : Date.now()))
}

/**
 * A tenant on its own Algolia application gets the change there too. A failure is logged, not thrown:
 * the vehicle is saved either way, and the next start-up reindex brings Algolia level again.
 */
async function mirrorToAlgolia(
  payload: Payload,
  tenantId: DocumentId,
  write: (credentials: NonNullable<Awaited<ReturnType<typeof tenantAlgoliaCredentials>>>) => Promise<void>,
) {
  const credentials = await tenantAlgoliaCredentials(payload, tenantId)
  if (!credentials) return
  try {
    await write(credentials)
  } catch (error) {
    payload.logger.error({ err: error, tenantId }, 'Algolia sync failed; the next start-up reindex will retry')
  }
}

/**
 * Every write path (admin, REST, GraphQL, Local API, the stock import, tenant clones) saves through
 * the collection, so these hooks keep the index current for all of them; they run in the process that
 * saved, and the registry is that whole process's.
 */
export const syncVehicleAfterChange: CollectionAfterChangeHook<Vehicle> = async ({ doc, previousDoc, req }) => {
  const tenantId = relationId(doc.tenant)
  const previousDocumentId = previousDoc ? relationId(previousDoc.tenant) : null
  const objectID = String(doc.id)
  if (previousDocumentId !== null && String(previousDocumentId) !== String(tenantId)) {
    applyWrite(req.payload, previousDocumentId, removeVehicle(objectID, Date.parse(doc.updatedAt)))
    await mirrorToAlgolia(req.payload, previousDocumentId, (credentials) => deleteRecordFromAlgolia(credentials, objectID))
  }
  if (tenantId !== null) {
    if (isListedOnWebsite(doc)) {
      applyWrite(req.payload, tenantId, upsertVehicle(doc))
      await mirrorToAlgolia(req.payload, tenantId, (credentials) => saveRecordsToAlgolia(credentials, [vehicleSearchRecord(doc)]))
    } else {
      applyWrite(req.payload, tenantId, removeVehicle(objectID, Date.parse(doc.updatedAt)))
      // Only a car that was listed can be on Algolia (the start-up reindex pushes listed cars only).
      if (!previousDoc || isListedOnWebsite(previousDoc)) {
        await mirrorToAlgolia(req.payload, tenantId, (credentials) => deleteRecordFromAlgolia(credentials, objectID))
      }
    }
  }
  return doc
}

export const syncVehicleAfterDelete: CollectionAfterDeleteHook<Vehicle> = async ({ doc, req }) => {
  const tenantId = relationId(doc.tenant)
  if (tenantId !== null) {
    const objectID = String(doc.id)
    applyWrite(req.payload, tenantId, removeVehicle(objectID, Date.now()))
    await mirrorToAlgolia(req.payload, tenantId, (credentials) => deleteRecordFromAlgolia(credentials, objectID))
  }
  return doc
}

/**
 * On start: every tenant's index is built from the database before the first shopper waits for it,
 * and tenants on Algolia get their index settings and every record pushed there.
 */
export async function rebuildSearchIndices(payload: Payload): Promise<{ tenants: number; records: number; algoliaTenants: number }> {
  const tenants = await payload.find({ collection: 'tenants', limit: 0, pagination: false, depth: 0, overrideAccess: true })
  let records = 0
  let algoliaTenants = 0
  for (const tenant of tenants.docs) {
    const index = await rebuildTenantSearchIndex(payload, tenant.id)
    records += index.size
    const credentials = await tenantAlgoliaCredentials(payload, tenant.id)
    if (!credentials) continue
    algoliaTenants += 1
    try {
      await configureAlgoliaIndex(credentials)
      await saveRecordsToAlgolia(credentials, index.all())
    } catch (error) {
      payload.logger.error(
        { err: error, tenant: tenant.slug },
        'Algolia reindex failed; search for this tenant uses whatever Algolia holds',
      )
    }
  }
  return { tenants: tenants.docs.length, records, algoliaTenants }
}

/** The HTTP layer's dependencies backed by this registry; key storage is the caller's. */
export function registrySearchDeps(
  payload: Payload,
  lookupKey: (appId: string, apiKey: string) => SearchKeyGrant | null | undefined | Promise<SearchKeyGrant | null | undefined>,
): SearchHttpDeps {
  const indexFor = async (tenantSlug: string) => {
    const index = await tenantSearchIndexBySlug(payload, tenantSlug)
    // A key for a tenant that no longer exists reads an empty index rather than failing.
    return index ?? new SearchIndex(carIndexSettings)
  }
  return {
    lookupKey,
    indexFor,
    clearIndex: async (tenantSlug) => {
      const tenantId = await tenantIdBySlug(payload, tenantSlug)
      if (tenantId !== undefined) slotOf(payload, tenantId).ready = emptyEntry()
    },
  }
}
