import type { Endpoint, PayloadRequest } from 'payload'

import {
  CATALOGUE_SEARCH_PAGE_SIZE,
  catalogueOffset,
  dealershipStockSearchRequest,
  megaMenuCategoryOfValue,
  searchCatalogueModels,
  type CatalogueModel,
} from '@forecourt/domain/navigation'

import { documentIdType, parseDocumentId } from '../lib/documents'
import { answeringFailures, noStoreJson as json, siteEndpoint, type SiteCall } from '../lib/publicEndpoint'
import { searchTenantStock } from './storefront'

export const catalogueSearchMessages = {
  unknownSite: 'There is no dealer site at this address.',
  dealershipRequired: 'Name the dealership by its dealership_id (the id of one of its dealerships).',
  priceInvalid: "Give the price as 'min:max', either end optional, like 10000:30000.",
} as const

const queryParams = (req: PayloadRequest) => new URL(req.url ?? 'http://localhost/').searchParams
const text = (value: string | null) => (value ?? '').trim().slice(0, 100)

/**
 * GET /api/models/catalogue-search: the manufacturer and model search (refinements manufacturer,
 * model, body and query, and an offset), 21 per page, over the models every site shares; hidden
 * models are left out, as the menu leaves them out.
 */
async function modelSearch(req: PayloadRequest): Promise<Response> {
  const params = queryParams(req)
  const { docs } = await req.payload.find({
    collection: 'models',
    where: { status: { not_equals: 'hidden' } },
    depth: 1,
    limit: 5_000,
    pagination: false,
    sort: 'order',
    overrideAccess: true,
  })
  const models: CatalogueModel[] = docs.map((doc) => ({
    manufacturer: { name: typeof doc.manufacturer === 'object' && doc.manufacturer ? doc.manufacturer.name : '' },
    model: { name: doc.name, slug: doc.slug, body: (doc.body_categories ?? []).map((value) => megaMenuCategoryOfValue(value)) },
  }))
  const page = searchCatalogueModels(models, {
    manufacturer: text(params.get('manufacturer')),
    model: text(params.get('model')),
    body: text(params.get('body')),
    query: text(params.get('query')),
    offset: catalogueOffset(params.get('offset')),
  })
  return json(200, page)
}

function priceRange(raw: string | null): { min?: number; max?: number } | null | 'invalid' {
  if (raw === null || raw.trim() === '') return null
  const match = /^\s*(\d{0,9})\s*:\s*(\d{0,9})\s*$/.exec(raw)
  if (!match) return 'invalid'
  const [, low = '', high = ''] = match
  return { ...(low ? { min: Number(low) } : {}), ...(high ? { max: Number(high) } : {}) }
}

/**
 * GET /api/vehicles/dealership-search: the category and price search of one dealership's stock on
 * the request's site (filter on dealership_id, categories, price as min:max), 21 per page.
 */
async function dealershipSearch({ req, tenant }: SiteCall<undefined>): Promise<Response> {
  const params = queryParams(req)
  const dealershipId = parseDocumentId(params.get('dealership_id'), documentIdType(req.payload, 'dealerships'))
  if (dealershipId === null) return json(400, { message: catalogueSearchMessages.dealershipRequired })
  const price = priceRange(params.get('price'))
  if (price === 'invalid') return json(400, { message: catalogueSearchMessages.priceInvalid })
  const request = dealershipStockSearchRequest({
    dealershipId,
    categories: params.getAll('categories').map(text).filter(Boolean).slice(0, 20),
    ...(price ? { price } : {}),
    offset: catalogueOffset(params.get('offset')),
  })
  const record = await req.payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true })
  const { results } = await searchTenantStock(req.payload, record, [
    // Only what the site offers: in stock or coming soon (sold cars are not for a category or price search).
    { indexName: `${record.slug}_Car_production`, ...request, filters: `${request.filters} AND (status:in_stock OR status:coming_soon)` },
  ])
  const result = results[0]
  return json(200, {
    hits: result?.hits ?? [],
    total: result?.nbHits ?? 0,
    offset: request.page * CATALOGUE_SEARCH_PAGE_SIZE,
    hitsPerPage: CATALOGUE_SEARCH_PAGE_SIZE,
  })
}

/** Not a site's: the models every site shares, whatever the Host. */
export const modelCatalogueSearchEndpoint: Endpoint = {
  path: '/catalogue-search',
  method: 'get',
  handler: answeringFailures(modelSearch, 'The model search failed', 'The search could not be answered.'),
}

export const dealershipStockSearchEndpoint = siteEndpoint({
  path: '/dealership-search',
  method: 'get',
  messages: { unknownSite: catalogueSearchMessages.unknownSite, failed: 'The search could not be answered.' },
  logMessage: 'The dealership search failed',
  handler: dealershipSearch,
})
