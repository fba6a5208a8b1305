/**
 * Searches a tenant's stock from the server (the first page of a search page, 'Show Me {count}'
 * buttons): in process against the built-in index, or on the tenant's Algolia application, with the
 * same requests the browser sends, so the server's answer and the browser's next one agree.
 */
import type { Payload } from 'payload'

import {
  type QueryRequest,
  type QueryResult,
  type SearchHttpDeps,
  carBaseIndexName,
  carIndexResolver,
  runQueries,
} from '@forecourt/search-engine'

import type { Tenant } from '@forecourt/schema'
import { algoliaClient } from './algolia'
import { tenantSearchIndex, registrySearchDeps } from './registry'
import { algoliaCredentialsOf, grantForEmbeddedKey } from './tenantSearchConfig'

export type StorefrontTenant = Pick<Tenant, 'id' | 'slug' | 'search'>

export async function searchTenantStock(
  payload: Payload,
  tenant: StorefrontTenant,
  requests: readonly QueryRequest[],
): Promise<{ results: QueryResult[] }> {
  const algolia = algoliaCredentialsOf(tenant)
  if (algolia) {
    const client = algoliaClient(algolia.appId, algolia.searchKey)
    const response = await client.search({ requests: requests.map((request) => ({ ...request })) as never })
    return response as unknown as { results: QueryResult[] }
  }
  const index = await tenantSearchIndex(payload, tenant.id)
  const prefix = `${tenant.slug}_`
  const resolveLocal = carIndexResolver(index, carBaseIndexName)
  // Only this tenant's index names resolve: a request for another tenant's index is a 404, as over HTTP.
  return runQueries((indexName) => (indexName.startsWith(prefix) ? resolveLocal(indexName.slice(prefix.length)) : undefined), requests)
}

/** The HTTP search service's dependencies: built-in keys checked against this server's secret. */
export function storefrontSearchHttpDeps(payload: Payload): SearchHttpDeps {
  return registrySearchDeps(payload, (appId, apiKey) => grantForEmbeddedKey(payload.secret, appId, apiKey))
}
