/**
 * One engine index per tenant, per process: built from the vehicles collection on first use and kept
 * current by the Vehicles hooks (upsert/remove), so a change is visible to the next search without a
 * rebuild. Keyed by Payload instance as well, so two instances in one process (tests) never share.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import type { Vehicle } from '../payload-types'
import { configureAlgoliaIndex, deleteRecordFromAlgolia, saveRecordsToAlgolia, tenantAlgoliaCredentials } from './algolia'
import type { SearchHttpDeps, SearchKeyGrant } from './http'
import { SearchIndex } from './index'
import type { SearchRecord } from './response'
import { carIndexSettings } from './settings'

type TenantId = number | string

const pageSize = 500

/** Unix seconds of a date string; null when absent or unparsable. */
function epochSeconds(value: string | null | undefined): number | null {
  if (!value) return null
  const millis = Date.parse(value)
  return Number.isNaN(millis) ? null : Math.floor(millis / 1000)
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function tenantIdOf(vehicle: Pick<Vehicle, 'tenant'>): TenantId | null {
  const tenant = vehicle.tenant
  if (tenant === null || tenant === undefined) return null
  return typeof tenant === 'object' ? tenant.id : tenant
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
    certified: vehicle.certified ?? false,
    custom_rank: vehicle.custom_rank ?? 0,
    created_at_timestamp: epochSeconds(vehicle.createdAt),
    sold_date_timestamp: epochSeconds(vehicle.sold_date),
    show_on_dealer_website: vehicle.show_on_dealer_website ?? true,
    stocknum: vehicle.stocknum,
    filtered_features: stringList(vehicle.filtered_features),
    photos_count: vehicle.photos_count ?? vehicle.images?.length ?? 0,
    primary_image_url: vehicle.primary_image_url ?? vehicle.images?.[0]?.url ?? null,
    item_type: vehicle.item_type ?? '',
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

const registries = new WeakMap<Payload, Map<string, Promise<SearchIndex>>>()

function indicesOf(payload: Payload): Map<string, Promise<SearchIndex>> {
  let indices = registries.get(payload)
  if (!indices) {
    indices = new Map()
    registries.set(payload, indices)
  }
  return indices
}

async function buildTenantIndex(payload: Payload, tenantId: TenantId): Promise<SearchIndex> {
  const records: SearchRecord[] = []
  for (let page = 1; ; page++) {
    // Server-side and user-less: the index is filtered per tenant here, and per key in the HTTP layer.
    const result = await payload.find({
      collection: 'vehicles',
      where: { tenant: { equals: tenantId } },
      limit: pageSize,
      page,
      depth: 0,
      sort: 'id',
      overrideAccess: true,
    })
    for (const vehicle of result.docs) records.push(vehicleSearchRecord(vehicle))
    if (!result.hasNextPage) break
  }
  const index = new SearchIndex(carIndexSettings, records.length)
  index.load(records)
  return index
}

/** The tenant's index, built from the database the first time it is asked for. */
export function tenantSearchIndex(payload: Payload, tenantId: TenantId): Promise<SearchIndex> {
  const indices = indicesOf(payload)
  const key = String(tenantId)
  let index = indices.get(key)
  if (!index) {
    index = buildTenantIndex(payload, tenantId)
    indices.set(key, index)
    // A failed build is forgotten so the next search tries again instead of failing forever.
    index.catch(() => {
      if (indices.get(key) === index) indices.delete(key)
    })
  }
  return index
}

export async function tenantSearchIndexBySlug(payload: Payload, tenantSlug: string): Promise<SearchIndex | undefined> {
  const found = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: tenantSlug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const tenant = found.docs[0]
  return tenant ? tenantSearchIndex(payload, tenant.id) : undefined
}

/** Forgets a tenant's index (or every one): the next search rebuilds it from the database. */
export function resetSearchIndex(payload: Payload, tenantId?: TenantId): void {
  if (tenantId === undefined) indicesOf(payload).clear()
  else indicesOf(payload).delete(String(tenantId))
}

/**
 * Applies a change to an index that exists (or is being built); an index not built yet will read the
 * change from the database when it is. Not awaited beyond the build, so a save never waits on search.
 */
function whenBuilt(payload: Payload, tenantId: TenantId, apply: (index: SearchIndex) => void): Promise<void> | void {
  const pending = indicesOf(payload).get(String(tenantId))
  if (!pending) return
  return pending.then(apply, () => undefined)
}

/**
 * A tenant on its own Algolia application gets the change there too. A failure is logged, not thrown:
 * the vehicle is saved either way, and the next start-up reindex brings Algolia level again.
 */
async function mirrorToAlgolia(payload: Payload, tenantId: TenantId, write: (credentials: NonNullable<Awaited<ReturnType<typeof tenantAlgoliaCredentials>>>) => Promise<void>) {
  const credentials = await tenantAlgoliaCredentials(payload, tenantId)
  if (!credentials) return
  try {
    await write(credentials)
  } catch (error) {
    payload.logger.error({ err: error, tenantId }, 'Algolia sync failed; the next start-up reindex will retry')
  }
}

export const syncVehicleAfterChange: CollectionAfterChangeHook<Vehicle> = async ({ doc, previousDoc, req }) => {
  const tenantId = tenantIdOf(doc)
  const previousTenantId = previousDoc ? tenantIdOf(previousDoc) : null
  if (previousTenantId !== null && String(previousTenantId) !== String(tenantId)) {
    await whenBuilt(req.payload, previousTenantId, (index) => void index.remove(String(doc.id)))
    await mirrorToAlgolia(req.payload, previousTenantId, (credentials) => deleteRecordFromAlgolia(credentials, String(doc.id)))
  }
  if (tenantId !== null) {
    const record = vehicleSearchRecord(doc)
    await whenBuilt(req.payload, tenantId, (index) => index.upsert(record))
    await mirrorToAlgolia(req.payload, tenantId, (credentials) => saveRecordsToAlgolia(credentials, [record]))
  }
  return doc
}

export const syncVehicleAfterDelete: CollectionAfterDeleteHook<Vehicle> = async ({ doc, req }) => {
  const tenantId = tenantIdOf(doc)
  if (tenantId !== null) {
    await whenBuilt(req.payload, tenantId, (index) => void index.remove(String(doc.id)))
    await mirrorToAlgolia(req.payload, tenantId, (credentials) => deleteRecordFromAlgolia(credentials, String(doc.id)))
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
    resetSearchIndex(payload, tenant.id)
    const index = await tenantSearchIndex(payload, tenant.id)
    records += index.size
    const credentials = await tenantAlgoliaCredentials(payload, tenant.id)
    if (!credentials) continue
    algoliaTenants += 1
    try {
      await configureAlgoliaIndex(credentials)
      await saveRecordsToAlgolia(credentials, index.all())
    } catch (error) {
      payload.logger.error({ err: error, tenant: tenant.slug }, 'Algolia reindex failed; search for this tenant uses whatever Algolia holds')
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
      const found = await payload.find({ collection: 'tenants', where: { slug: { equals: tenantSlug } }, limit: 1, depth: 0, overrideAccess: true })
      const tenant = found.docs[0]
      if (tenant) indicesOf(payload).set(String(tenant.id), Promise.resolve(new SearchIndex(carIndexSettings)))
    },
  }
}
