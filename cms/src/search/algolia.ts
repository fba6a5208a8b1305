/**
 * A tenant with its own Algolia application: stock is written there by the vehicle hooks and the
 * start-up reindex, and the storefront searches there. Only `algoliasearch` talks to Algolia, so the
 * same code talks to any server speaking its protocol (the tests point it at the built-in service).
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import type { Payload } from 'payload'

import { type SearchRecord, carIndexSettings, carReplicaSorts } from '@forecourt/search-engine'

import type { Tenant } from '@forecourt/schema'
import { type AlgoliaCredentials, algoliaCredentialsOf } from './tenantSearchConfig'
import type { DocumentId } from '@forecourt/domain/ids'

export type AlgoliaHost = { url: string; port?: number; protocol: 'http' | 'https'; accept: 'read' | 'write' | 'readWrite' }

/** Overrides Algolia's hosts for every client made here; for tests and self-hosted gateways only. */
let hostsOverride: AlgoliaHost[] | undefined

export function setAlgoliaHostsForTesting(hosts: AlgoliaHost[] | undefined): void {
  hostsOverride = hosts
  clients.clear()
}

const clients = new Map<string, Algoliasearch>()

export function algoliaClient(appId: string, apiKey: string): Algoliasearch {
  const key = `${appId}\u0000${apiKey}`
  let client = clients.get(key)
  if (!client) {
    client = algoliasearch(appId, apiKey, hostsOverride ? { hosts: hostsOverride } : undefined)
    clients.set(key, client)
  }
  return client
}

const credentialsTtlMs = 5_000
const credentialsCache = new WeakMap<Payload, Map<string, { at: number; value: Promise<AlgoliaCredentials | null> }>>()

/**
 * The tenant's Algolia credentials, read with overrideAccess (the admin key is not readable by
 * marketers) and kept a few seconds so a bulk import does not read the tenant once per car.
 */
export function tenantAlgoliaCredentials(payload: Payload, tenantId: DocumentId): Promise<AlgoliaCredentials | null> {
  let cache = credentialsCache.get(payload)
  if (!cache) {
    cache = new Map()
    credentialsCache.set(payload, cache)
  }
  const cached = cache.get(String(tenantId))
  if (cached && Date.now() - cached.at < credentialsTtlMs) return cached.value
  const value = payload
    .findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true })
    .then((tenant: Tenant) => algoliaCredentialsOf(tenant))
    .catch(() => null)
  cache.set(String(tenantId), { at: Date.now(), value })
  return value
}

export function forgetAlgoliaCredentials(payload: Payload, tenantId: DocumentId): void {
  credentialsCache.get(payload)?.delete(String(tenantId))
}

export async function saveRecordsToAlgolia(credentials: AlgoliaCredentials, records: readonly SearchRecord[]): Promise<void> {
  if (records.length === 0) return
  await algoliaClient(credentials.appId, credentials.adminKey).saveObjects({ indexName: credentials.indexName, objects: [...records] })
}

export async function deleteRecordFromAlgolia(credentials: AlgoliaCredentials, objectID: string): Promise<void> {
  await algoliaClient(credentials.appId, credentials.adminKey).deleteObject({ indexName: credentials.indexName, objectID })
}

/** The primary index's settings and one sort replica per storefront sort, as the built-in service has them. */
export async function configureAlgoliaIndex(credentials: AlgoliaCredentials): Promise<void> {
  const client = algoliaClient(credentials.appId, credentials.adminKey)
  const replicas = Object.keys(carReplicaSorts).map((suffix) => `${credentials.indexName}_${suffix}`)
  await client.setSettings({
    indexName: credentials.indexName,
    indexSettings: {
      searchableAttributes: [...carIndexSettings.searchableAttributes],
      attributesForFaceting: [...carIndexSettings.attributesForFaceting],
      customRanking: [...carIndexSettings.customRanking],
      // The same numeric filters as the built-in service, which restricts them like Algolia does.
      numericAttributesForFiltering: [...(carIndexSettings.numericAttributesForFiltering ?? [])],
      replicas,
    },
  })
  for (const [suffix, sort] of Object.entries(carReplicaSorts)) {
    await client.setSettings({
      indexName: `${credentials.indexName}_${suffix}`,
      indexSettings: { ranking: [`${sort.direction}(${sort.attribute})`, 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'] },
    })
  }
}
