export const CAR_BASE_INDEX_NAME = 'Car_production'

export type SortOptionKey = 'most_relevant' | 'latest' | 'highest_price' | 'lowest_price' | 'highest_km' | 'lowest_km'
export type SortOption = { key: SortOptionKey; label: string; indexName: string; urlValue: string }

export type SortTenant = {
  /** Highest and lowest kms are off unless a dealer turns them on. */
  km_sort_enabled?: boolean | null
}

const option = (key: SortOptionKey, label: string, suffix: string | null): SortOption => {
  const indexName = suffix ? `${CAR_BASE_INDEX_NAME}_${suffix}` : CAR_BASE_INDEX_NAME
  return { key, label, indexName, urlValue: sortByFromIndexName(indexName) }
}

export function sortOptions(tenant: SortTenant = {}): SortOption[] {
  const options = [
    option('most_relevant', 'Most Relevant', null),
    option('latest', 'Latest', 'created_desc'),
    option('highest_price', 'Highest Price', 'price_desc'),
    option('lowest_price', 'Lowest Price', 'price_asc'),
  ]
  if (tenant.km_sort_enabled) options.push(option('highest_km', 'Highest Kms', 'km_desc'), option('lowest_km', 'Lowest Kms', 'km_asc'))
  return options
}

const replicaName = /^(.+)_([a-z]+)_(asc|desc)$/

/** 'Car_production_price_desc' → 'Car_production:price:desc' (the URL form the site's links use). */
export function sortByFromIndexName(indexName: string): string {
  const match = replicaName.exec(indexName)
  return match ? `${match[1]}:${match[2]}:${match[3]}` : indexName
}

/** 'Car_production:price:desc' (or the replica name itself) → the index, when the tenant offers that sort; else the base index. */
export function indexNameFromSortBy(sortBy: string | null | undefined, tenant: SortTenant = {}): string {
  const value = sortBy?.trim() ?? ''
  const parts = value.split(':')
  const indexName = parts.length === 3 ? parts.join('_') : value
  return sortOptions(tenant).some((candidate) => candidate.indexName === indexName) ? indexName : CAR_BASE_INDEX_NAME
}
