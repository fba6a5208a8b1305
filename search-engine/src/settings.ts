/** Index settings, named after Algolia's, and the car catalogue's. */
import { carCustomRanking, carReplicaSorts, type SortKey } from './sorting'

export interface IndexSettings {
  /** Attributes the text query looks in; `unordered(x)` and comma-joined names are accepted. */
  searchableAttributes: readonly string[]
  /** Attributes with facet values; `filterOnly(x)` ones filter but are never counted. */
  attributesForFaceting: readonly string[]
  /** Attributes numeric filters and sorts can use; by default every attribute holding a number. */
  numericAttributesForFiltering?: readonly string[]
  /** e.g. `desc(custom_rank)`: applied after text relevance. */
  customRanking: readonly string[]
  /** Sort orders to prepare at build time (replica suffix → sort key); others are prepared on first use. */
  replicaSorts?: Readonly<Record<string, SortKey>>
  /** Hits beyond this position are never returned, as in Algolia (default 1000). */
  paginationLimitedTo?: number
  /** Filter leaves (e.g. `status:in_stock`) whose row sets are kept between requests; 0 turns it off. */
  filterCacheEntries?: number
}

export interface ResolvedSettings {
  searchableAttributes: string[]
  /** Every faceting attribute, filter-only ones included. */
  facetAttributes: string[]
  /** Faceting attributes whose values can be counted. */
  countableFacetAttributes: string[]
  numericAttributes: string[] | undefined
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
  return {
    searchableAttributes: [...new Set(searchableAttributes)],
    facetAttributes: [...new Set(facets.map((facet) => facet.name))],
    countableFacetAttributes: [...new Set(facets.filter((facet) => facet.modifier !== 'filterOnly').map((facet) => facet.name))],
    numericAttributes: settings.numericAttributesForFiltering ? [...settings.numericAttributesForFiltering] : undefined,
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
    'certified',
    'city',
    'colour',
    'dealership_name',
    'dealership_slug',
    'drive',
    'filtered_features',
    'fuel',
    'km',
    'location_name',
    'make',
    'make_model',
    'model',
    'price',
    'seats',
    'show_on_dealer_website',
    'state',
    'status',
    'tag',
    'transmission',
    'year',
    // Tenant stock rules exclude listed stock numbers; created_at_timestamp is filtered numerically.
    'filterOnly(stocknum)',
  ],
  numericAttributesForFiltering: ['price', 'km', 'year', 'seats', 'custom_rank', 'created_at_timestamp', 'sold_date_timestamp'],
  customRanking: [...carCustomRanking],
  replicaSorts: carReplicaSorts,
  paginationLimitedTo: 1000,
}
