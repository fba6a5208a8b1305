import 'server-only'

import { searchTenantStock, storefrontSearchConnection, type ResolvedTenant } from '@forecourt/cms'
import type { CardTenantSettings } from '@forecourt/domain/carCard'
import {
  DEFAULT_HITS_PER_PAGE,
  EMPTY_SEARCH_STATE,
  facetFiltersFor,
  helperParametersFor,
  parseCarTypeCookie,
  parseSearchUrl,
  presetForSearchPath,
  presetHeading,
  searchRouteHeading,
  type PromoCardContent,
  type RoutePreset,
  type SearchCatalogue,
  searchFilterString,
  type SearchPageDescription,
  type SearchPageView,
  searchSlug,
  type SearchUrlState,
  uiStateFromUrlState,
  withPersistedCarType,
  withRoutePreset,
} from '@forecourt/blocks/vehicleSearch'
import type { CarCardRecord } from '@forecourt/site-ui/carCard'
import { PROMO_SLOT_LAYOUTS, type PromoCard } from '@forecourt/domain/promoCards'
import { publicUploadUrl, safeHref } from '@forecourt/domain/urls'
import algoliasearchHelper from 'algoliasearch-helper'

import { REMEMBERED_CAR_TYPE_PARAM } from '@/lib/http/siteRoute'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'
import { tenantLocations } from './locations'
import { makeLogos } from './navigation'
import { siteSettingsFor } from './siteSettings'

type SearchParamsRecord = Record<string, string | string[] | undefined>

/** The tenant fields search needs, read server-side (the record is not public). */
const searchTenant = cachedRead(
  'search-tenant',
  () => tags.shared('tenants'),
  async (tenantId: number | string) => {
    const payload = await payloadClient()
    return payload.findByID({
      collection: 'tenants',
      id: tenantId,
      depth: 0,
      select: { slug: true, search: true },
      overrideAccess: true,
    })
  },
)

/** Search, stock-rule and card options from the tenant's settings; defaults where it has none. */
async function tenantSearchOptions(tenant: { id: number | string; slug: string }) {
  const settings = await siteSettingsFor(tenant.id)
  const card: CardTenantSettings = {
    slug: tenant.slug,
    no_price_text: settings?.no_price_text,
    fuel_tags_enabled: settings?.fuel_tags_enabled,
    favourites_enabled: settings ? settings.favourites_storage !== 'off' : false,
    compare_enabled: settings?.compare_enabled,
    strict_favourite_rules: settings?.strict_favourite_rules,
    favourites_used_only: settings?.favourites_used_only,
    enquire_button_text: settings?.enquire_button_text,
    // The car page's Enquire button option (all buttons on when the dealer chose none).
    enquire_enabled: !settings?.button_options?.length || settings.button_options.includes('enquire'),
    finance_quote_enabled: settings?.finance_quote_enabled,
    find_similar_lower_case: settings?.find_similar_lower_case,
    used_label_pre_owned: settings?.used_label_pre_owned,
    zero_price_band_as_enquire: settings?.zero_price_band_as_enquire,
    label_rewrites: settings?.label_rewrites?.map(({ from, to }) => ({ from, to })) ?? null,
    specifications: {
      just_arrived_days: settings?.just_arrived_days,
      just_arrived_tag_name: settings?.just_arrived_tag_name,
      sold_tag_name: settings?.sold_tag_name,
    },
  }
  const stock = {
    include_sold_cars_days: settings?.include_sold_cars_days,
    certified_only_toggle: settings?.certified_only_toggle,
    price_asc_requires_price: settings?.price_asc_requires_price,
  }
  return {
    card,
    stock,
    certifiedToggle: Boolean(settings?.certified_only_toggle),
    sortTenant: { km_sort_enabled: settings?.km_sort_enabled },
    hitCount: { configured_stock_count: settings?.configured_stock_count },
  }
}

function toURLSearchParams(record: SearchParamsRecord): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item)
  }
  return params
}

/**
 * Makes, models, bodies, locations and dealerships in the tenant's stock, and the tenant's own visible
 * locations (by their page slug, stock or not: 'View our stock' links there): what /search/{...} paths may name.
 */
async function stockCatalogue(tenant: Parameters<typeof searchTenantStock>[1], indexName: string): Promise<SearchCatalogue> {
  const payload = await payloadClient()
  const { results } = await searchTenantStock(payload, tenant, [
    {
      indexName,
      hitsPerPage: 0,
      facets: ['make', 'make_model', 'body', 'location_name', 'dealership_name', 'dealership_slug'],
      maxValuesPerFacet: 1000,
    },
  ])
  const facets = results[0]?.facets ?? {}
  const makes = Object.keys(facets.make ?? {})
  const models = Object.keys(facets.make_model ?? {}).flatMap((makeModel) => {
    const make = makes.filter((candidate) => makeModel.startsWith(`${candidate} `)).sort((a, b) => b.length - a.length)[0]
    return make ? [{ make, model: makeModel.slice(make.length + 1) }] : []
  })
  const locations = await tenantLocations(tenant.id)
  const ownLocations = locations
    .filter((location) => location.visible !== false && location.slug?.trim())
    .map((location) => ({ slug: location.slug!.trim().toLowerCase(), name: location.name }))
  const stockLocations = Object.keys(facets.location_name ?? {}).map((name) => ({ slug: searchSlug(name), name }))
  // The tenant's dealerships by their own slug ('See more from this dealer' links /search/{dealership_slug}),
  // then by the slug of a stock dealership name.
  const ownDealerships = locations.flatMap((location) =>
    typeof location.dealership === 'object' && location.dealership?.slug?.trim()
      ? [{ slug: location.dealership.slug.trim().toLowerCase(), name: location.dealership.name }]
      : [],
  )
  const dealerships = [...ownDealerships, ...Object.keys(facets.dealership_name ?? {}).map((name) => ({ slug: searchSlug(name), name }))]
  // Makes and models the catalogue knows but the stock has none of (a make tile, a model link) still
  // have their search page, which shows the empty state; the stock's own spelling wins where both have one.
  const known = await catalogueMakesAndModels()
  const makeSlugs = new Set(makes.map(searchSlug))
  const modelSlugs = new Set(models.map((entry) => `${searchSlug(entry.make)}/${searchSlug(entry.model)}`))
  return {
    makes: [...makes, ...known.makes.filter((make) => !makeSlugs.has(searchSlug(make)))],
    models: [...models, ...known.models.filter((entry) => !modelSlugs.has(`${searchSlug(entry.make)}/${searchSlug(entry.model)}`))],
    locations: [...ownLocations, ...stockLocations],
    dealerships,
    bodies: Object.keys(facets.body ?? {}),
  }
}

/** The active makes and the shown models of the shared catalogue (the manufacturers and models collections). */
const catalogueMakesAndModels = cachedRead(
  'catalogue-makes-models',
  () => tags.shared('manufacturers', 'models'),
  async (): Promise<Pick<SearchCatalogue, 'makes' | 'models'>> => {
    const payload = await payloadClient()
    const [manufacturers, models] = await Promise.all([
      payload.find({
        collection: 'manufacturers',
        where: { status: { equals: 'active' } },
        limit: 1000,
        depth: 0,
        select: { name: true },
        overrideAccess: true,
      }),
      payload.find({
        collection: 'models',
        where: { status: { not_equals: 'hidden' } },
        limit: 2000,
        depth: 0,
        select: { name: true, manufacturer: true },
        overrideAccess: true,
      }),
    ])
    const makeOfId = new Map(manufacturers.docs.map((make) => [String(make.id), make.name]))
    return {
      makes: manufacturers.docs.map((make) => make.name),
      models: models.docs.flatMap((model) => {
        const make = makeOfId.get(String(typeof model.manufacturer === 'object' ? model.manufacturer.id : model.manufacturer))
        return make ? [{ make, model: model.name }] : []
      }),
    }
  },
)

/** The tenant's promo cards; the date window and car types are applied where they are placed. */
const promoCardsOf = cachedRead(
  'promo-cards',
  (tenantId) => tags.tenant(tenantId, 'promo-cards'),
  async (tenantId: number | string): Promise<PromoCard<PromoCardContent>[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'promo-cards',
      where: { tenant: { equals: tenantId } },
      depth: 1,
      limit: 50,
      sort: 'position',
      overrideAccess: true,
    })
    return docs.map((doc) => {
      const image = typeof doc.image === 'object' && doc.image ? doc.image : null
      const src = image ? publicUploadUrl(image.sizes?.card?.url ?? image.url) : null
      const href = doc.button?.url ? safeHref(doc.button.url) : null
      return {
        id: doc.id,
        start: doc.start ?? null,
        expiry: doc.expiry ?? null,
        position: doc.position ?? null,
        display: doc.display ?? null,
        strictDisplay: doc.strictDisplay ?? false,
        node: {
          title: doc.title,
          text: doc.text ?? null,
          image:
            image && src
              ? {
                  src,
                  alt: image.alt,
                  width: image.sizes?.card?.width ?? image.width ?? 1000,
                  height: image.sizes?.card?.height ?? image.height ?? 750,
                }
              : null,
          button: href && doc.button?.label ? { label: doc.button.label, href } : null,
        },
      }
    })
  },
)

async function stockFilterFor(tenant: { id: number | string; slug: string }, indexName?: string): Promise<string> {
  const { stock } = await tenantSearchOptions(tenant)
  return searchFilterString(stock, { nowMs: Date.now(), indexName })
}

/** How many cars of the tenant's live stock match a state: the 'Show Me {count}' buttons. */
export async function stockCount(resolved: ResolvedTenant, state: SearchUrlState): Promise<number> {
  return cachedStockCount(resolved.id, JSON.stringify(state))
}

/** What a search read depends on: the stock, the settings that filter and show it, and the tenant's search setup. */
const searchTags = (tenantId: number | string) => [
  ...tags.tenant(tenantId, 'vehicles', 'site-settings', 'promo-cards', 'locations'),
  ...tags.shared('tenants', 'manufacturers', 'models', 'brand-assets'),
]

const cachedStockCount = cachedRead('stock-count', searchTags, async (tenantId: number | string, stateJson: string) => {
  const state = JSON.parse(stateJson) as SearchUrlState
  const payload = await payloadClient()
  const tenant = await searchTenant(tenantId)
  const connection = storefrontSearchConnection(payload.secret, tenant)
  const { results } = await searchTenantStock(payload, { id: tenant.id, slug: tenant.slug, search: tenant.search }, [
    { indexName: connection.indexName, hitsPerPage: 0, filters: await stockFilterFor(tenant), facetFilters: facetFiltersFor(state) },
  ])
  return results[0]?.nbHits ?? 0
})

/**
 * Everything a search page renders from: the connection the browser searches with, the state from
 * the path and query string, and the first page of results computed here with the same requests the
 * widgets will send. Null when the path is not a search route this tenant's stock knows.
 */
export async function searchPageView(
  resolved: ResolvedTenant,
  request: SearchRequest,
  /** A search block's starting refinements (pages outside /search). */
  blockPreset: RoutePreset = {},
): Promise<SearchPageView | null> {
  const { pathname, searchParams, host, protocol } = request
  return cachedSearchPageView(resolved.id, JSON.stringify({ pathname, searchParams, host, protocol }), JSON.stringify(blockPreset))
}

type SearchRequest = { pathname: string; searchParams: SearchParamsRecord; host: string; protocol: string }

const cachedSearchPageView = cachedRead(
  'search-page-view',
  searchTags,
  async (tenantId: number | string, requestJson: string, presetJson: string) =>
    readSearchPageView(tenantId, JSON.parse(requestJson) as SearchRequest, JSON.parse(presetJson) as RoutePreset),
)

async function readSearchPageView(
  tenantId: number | string,
  request: SearchRequest,
  blockPreset: RoutePreset,
): Promise<SearchPageView | null> {
  const payload = await payloadClient()
  const tenant = await searchTenant(tenantId)
  const options = await tenantSearchOptions(tenant)
  const connection = storefrontSearchConnection(payload.secret, tenant)
  const stockTenant = { id: tenant.id, slug: tenant.slug, search: tenant.search }

  const preset = request.pathname.startsWith('/search')
    ? presetForSearchPath(request.pathname, await stockCatalogue(stockTenant, connection.indexName))
    : blockPreset
  if (preset === null) return null

  // The visitor's remembered car type (its cookie, handed over by the proxy) applies only where neither the
  // URL nor the route chose one.
  const { [REMEMBERED_CAR_TYPE_PARAM]: remembered, ...searchParams } = request.searchParams
  const rememberedCarType = parseCarTypeCookie(Array.isArray(remembered) ? remembered[0] : remembered)
  const urlState = withPersistedCarType(withRoutePreset(parseSearchUrl(toURLSearchParams(searchParams)), preset), rememberedCarType)
  const page: SearchPageDescription = {
    primaryIndexName: connection.indexName,
    filters: await stockFilterFor(tenant),
    priceAscendingFilters: await stockFilterFor(tenant, `${connection.indexName}_price_asc`),
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    certifiedToggle: options.certifiedToggle,
    sortTenant: options.sortTenant,
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
    hitCount: options.hitCount,
    initialUiState: uiStateFromUrlState(urlState, page),
    initialResults: { [connection.indexName]: { state: parameters, results: JSON.parse(JSON.stringify(content._rawResults)) } },
    serverUrl: `${request.protocol}://${request.host}${request.pathname}?${toURLSearchParams(searchParams).toString()}`,
    nowMs: Date.now(),
    promoCards: await promoCardsOf(tenant.id),
    promoSlots: [...(PROMO_SLOT_LAYOUTS[0] ?? [])],
    makeLogos: await makeLogos(),
    // A body type or a location names its page ('SUVs'); a make or model is spelled as the catalogue spells it ('Mercedes-Benz cars').
    heading: request.pathname.startsWith('/search') ? (presetHeading(preset) ?? searchRouteHeading(preset)) : null,
  }
}

/** The cars of one model a showroom page shows, at most `limit`, with how many there are in all. */
export type ModelStockView = { cars: Array<CarCardRecord & { objectID: string }>; total: number; card: CardTenantSettings; nowMs: number }

/**
 * A model's live stock (new, used and demo, the site's stock rules applied), from the tenant's own
 * search index like every results list: the showroom's car cards, linking to /cars/{slug}.
 */
export async function modelStock(resolved: ResolvedTenant, make: string, model: string, limit = 8): Promise<ModelStockView> {
  return cachedModelStock(resolved.id, make, model, limit)
}

const cachedModelStock = cachedRead(
  'model-stock',
  searchTags,
  async (tenantId: number | string, make: string, model: string, limit: number): Promise<ModelStockView> => {
    const payload = await payloadClient()
    const tenant = await searchTenant(tenantId)
    const options = await tenantSearchOptions(tenant)
    const connection = storefrontSearchConnection(payload.secret, tenant)
    const { results } = await searchTenantStock(payload, { id: tenant.id, slug: tenant.slug, search: tenant.search }, [
      {
        indexName: connection.indexName,
        hitsPerPage: limit,
        filters: await stockFilterFor(tenant),
        facetFilters: facetFiltersFor({ ...EMPTY_SEARCH_STATE, refinements: { make: [make], model: [model] } }),
      },
    ])
    const result = results[0]
    return {
      cars: (result?.hits ?? []) as Array<CarCardRecord & { objectID: string }>,
      total: result?.nbHits ?? 0,
      card: options.card,
      nowMs: Date.now(),
    }
  },
)
