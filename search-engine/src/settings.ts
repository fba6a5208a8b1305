/** Index settings, named after Algolia's, and the car catalogue's. */
import { carCustomRanking, carReplicaSorts, type SortKey } from './sorting'

export interface IndexSettings {
  /** Attributes the text query looks in; `unordered(x)` and comma-joined names are accepted. */
  searchableAttributes: readonly string[]
  /** Attributes with facet values; `filterOnly(x)` ones filter but are never counted. */
  attributesForFaceting: readonly string[]
  /**
   * Attributes numeric filters can use, as Algolia reads it: unset, null or empty, every attribute
   * holding a number; `equalOnly(x)` allows `=` and `!=` only. Sorts use their attributes either way.
   */
  numericAttributesForFiltering?: readonly string[] | null
  /** e.g. `desc(custom_rank)`: applied after text relevance. */
  customRanking: readonly string[]
  /** Sort orders to prepare at build time (replica suffix → sort key); others are prepared on first use. */
  replicaSorts?: Readonly<Record<string, SortKey>>
  /** Hits beyond this position are never returned, as in Algolia (default 1000). */
  paginationLimitedTo?: number
  /**
   * Filter leaves (e.g. `status:in_stock`) whose row sets are kept between requests, and as many facet
   * answers (counts by query and filter); 0 turns both caches off.
   */
  filterCacheEntries?: number
}

export interface ResolvedSettings {
  searchableAttributes: string[]
  /** Every faceting attribute, filter-only ones included. */
  facetAttributes: string[]
  /** Faceting attributes whose values can be counted. */
  countableFacetAttributes: string[]
  /** The numeric attributes filters can use; undefined: every attribute holding a number. */
  numericAttributes: string[] | undefined
  /** Of those, the ones filtered by `=` and `!=` only. */
  equalOnlyNumericAttributes: string[]
  customRanking: string[]
  replicaSorts: Readonly<Record<string, SortKey>>
  paginationLimitedTo: number
  filterCacheEntries: number
}

const modifier = /^(\w+)\((.+)\)$/

function stripModifier(name: string): { name: string; modifier: string | undefined } {
  const match = modifier.exec(name.trim())
  return match ? { name: (match[2] as string).trim(), modifier: match[1] } : { name: name.trim(), modifier: undefined }
}

export function resolveSettings(settings: IndexSettings): ResolvedSettings {
  const searchableAttributes = settings.searchableAttributes
    .flatMap((entry) => entry.split(','))
    .map((entry) => stripModifier(entry).name)
    .filter((name) => name !== '')
  const facets = settings.attributesForFaceting.map(stripModifier)
  // Algolia: "If you pass an empty list or null, all numeric attributes are filterable."
  const numeric = settings.numericAttributesForFiltering?.length ? settings.numericAttributesForFiltering.map(stripModifier) : undefined
  return {
    searchableAttributes: [...new Set(searchableAttributes)],
    facetAttributes: [...new Set(facets.map((facet) => facet.name))],
    countableFacetAttributes: [...new Set(facets.filter((facet) => facet.modifier !== 'filterOnly').map((facet) => facet.name))],
    numericAttributes: numeric ? [...new Set(numeric.map((entry) => entry.name))] : undefined,
    equalOnlyNumericAttributes: [...new Set((numeric ?? []).filter((entry) => entry.modifier === 'equalOnly').map((entry) => entry.name))],
    customRanking: [...settings.customRanking],
    replicaSorts: settings.replicaSorts ?? {},
    paginationLimitedTo: settings.paginationLimitedTo ?? 1000,
    filterCacheEntries: settings.filterCacheEntries ?? 256,
  }
}

/** The car stock index, as the catalogue's search pages use it (spec section 3's filter attributes). */
export const carIndexSettings: IndexSettings = {
  searchableAttributes: ['make', 'model', 'badge', 'name', 'stocknum'],
  attributesForFaceting: [
    'badge',
    'body',
    'car_type',
    'categories',
    'certified',
    'city',
    'colour',
    'dealership_name',
    'dealership_slug',
    'drive',
    'filtered_features',
    'fuel',
    'item_type',
    'km',
    'location_name',
    'make',
    'make_model',
    'model',
    'price',
    'price_range',
    'reserved',
    'seats',
    'show_on_dealer_website',
    'state',
    'status',
    'subscription_price',
    'tag',
    'transmission',
    'weekly_price_range',
    'year',
    // Tenant stock rules exclude listed stock numbers; created_at_timestamp is filtered numerically.
    'filterOnly(stocknum)',
    // The dealership search's filter: a record id as text (a number on SQL, an ObjectId on MongoDB).
    'filterOnly(dealership_id)',
  ],
  numericAttributesForFiltering: [
    'price',
    'subscription_price',
    'km',
    'year',
    'seats',
    'custom_rank',
    'created_at_timestamp',
    'sold_date_timestamp',
  ],
  customRanking: [...carCustomRanking],
  replicaSorts: carReplicaSorts,
  paginationLimitedTo: 1000,
}
