import 'server-only'

import { searchTenantStock, storefrontSearchConnection, type ResolvedTenant } from '@forecourt/cms'
import type { CardTenantSettings } from '@forecourt/blocks/carCard/logic'
import {
  DEFAULT_HITS_PER_PAGE,
  helperParametersFor,
  uiStateFromUrlState,
  withRoutePreset,
  type SearchPageDescription,
} from '@forecourt/blocks/vehicleSearch/instantSearchState'
import { parseSearchUrl, presetForSearchPath, searchFilterString, searchSlug, type SearchCatalogue } from '@forecourt/blocks/vehicleSearch/logic'
import type { SearchPageView } from '@forecourt/blocks/vehicleSearch/view'
import algoliasearchHelper from 'algoliasearch-helper'
import { cache } from 'react'

import { payloadClient } from './payload'

type SearchParamsRecord = Record<string, string | string[] | undefined>

/** The tenant fields search needs, read server-side (the record is not public). */
const searchTenant = cache(async (tenantId: number | string) => {
  const payload = await payloadClient()
  return payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    select: { slug: true, template: true, search: true },
    overrideAccess: true,
  })
})

/**
 * Per-tenant search and card options. The site-settings global (feature toggles) will own these;
 * until then the template decides, as the spec does for the Toyota tenant's certified-only switch.
 */
function tenantSearchOptions(tenant: { slug: string; template: string }) {
  const isToyota = tenant.template === 'toyota-dealer'
  const card: CardTenantSettings = { slug: tenant.slug, fuel_tags_enabled: isToyota, used_label_pre_owned: false }
  return { certifiedToggle: isToyota, card, stock: { include_sold_cars_days: 3, certified_only_toggle: isToyota } }
}

function toURLSearchParams(record: SearchParamsRecord): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item)
  }
  return params
}

/** Makes, models, locations and dealerships in the tenant's stock: what /search/{...} paths may name. */
async function stockCatalogue(tenant: Parameters<typeof searchTenantStock>[1], indexName: string): Promise<SearchCatalogue> {
  const payload = await payloadClient()
  const { results } = await searchTenantStock(payload, tenant, [
    { indexName, hitsPerPage: 0, facets: ['make', 'make_model', 'location_name', 'dealership_name', 'dealership_slug'], maxValuesPerFacet: 1000 },
  ])
  const facets = results[0]?.facets ?? {}
  const makes = Object.keys(facets.make ?? {})
  const models = Object.keys(facets.make_model ?? {}).flatMap((makeModel) => {
    const make = makes.filter((candidate) => makeModel.startsWith(`${candidate} `)).sort((a, b) => b.length - a.length)[0]
    return make ? [{ make, model: makeModel.slice(make.length + 1) }] : []
  })
  const locations = Object.keys(facets.location_name ?? {}).map((name) => ({ slug: searchSlug(name), name }))
  const dealerships = Object.keys(facets.dealership_name ?? {}).map((name) => ({ slug: searchSlug(name), name }))
  return { makes, models, locations, dealerships }
}

/**
 * Everything a search page renders from: the connection the browser searches with, the state from
 * the path and query string, and the first page of results computed here with the same requests the
 * widgets will send. Null when the path is not a search route this tenant's stock knows.
 */
export async function searchPageView(
  resolved: ResolvedTenant,
  request: { pathname: string; searchParams: SearchParamsRecord; host: string; protocol: string },
): Promise<SearchPageView | null> {
  const payload = await payloadClient()
  const tenant = await searchTenant(resolved.id)
  const options = tenantSearchOptions(tenant)
  const connection = storefrontSearchConnection(payload.secret, tenant)
  const stockTenant = { id: tenant.id, slug: tenant.slug, search: tenant.search }

  const preset = request.pathname.startsWith('/search')
    ? presetForSearchPath(request.pathname, await stockCatalogue(stockTenant, connection.indexName))
    : {}
  if (preset === null) return null

  const urlState = withRoutePreset(parseSearchUrl(toURLSearchParams(request.searchParams)), preset)
  const page: SearchPageDescription = {
    primaryIndexName: connection.indexName,
    filters: searchFilterString(options.stock, { nowMs: Date.now() }),
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    certifiedToggle: options.certifiedToggle,
  }
  const parameters = helperParametersFor(urlState, page)
  const client = { search: (requests: Parameters<typeof searchTenantStock>[2]) => searchTenantStock(payload, stockTenant, requests) }
  // The helper splits the page into the same main + disjunctive-facet queries the widgets will make.
  const helper = algoliasearchHelper(client as never, parameters.index, parameters)
  const { content } = await helper.searchOnce(parameters)

  return {
    connection,
    page,
    card: options.card,
    initialUiState: uiStateFromUrlState(urlState, page),
    initialResults: { [connection.indexName]: { state: parameters, results: JSON.parse(JSON.stringify(content._rawResults)) } },
    serverUrl: `${request.protocol}://${request.host}${request.pathname}?${toURLSearchParams(request.searchParams).toString()}`,
    nowMs: Date.now(),
  }
}
