/** Filter strings in the syntax of the in-process engine (cms/src/search): Algolia's `filters` parameter. */

export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3
const SECONDS_PER_DAY = 86_400

export type StockFilterTenant = {
  /** The dealership's (or site's) window for still listing sold cars; default 3 days. */
  include_sold_cars_days?: number | null
  /** Tenants that hide unpriced cars when sorting by lowest price. */
  price_asc_requires_price?: boolean | null
  /** The Toyota tenant's certified-only toggle. */
  certified_only_toggle?: boolean | null
  /** Per-tenant stock rules, already a filter string (tenant configuration, see spec §9). */
  site_filter?: string | null
}

export function includeSoldCarsDays(tenant: Pick<StockFilterTenant, 'include_sold_cars_days'>): number {
  const days = tenant.include_sold_cars_days
  return typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : DEFAULT_INCLUDE_SOLD_CARS_DAYS
}

/** Index timestamps are epoch seconds; `nowMs` is epoch milliseconds. */
export function defaultStockFilter(nowMs: number, tenant: Pick<StockFilterTenant, 'include_sold_cars_days'> = {}): string {
  const soldSince = Math.floor(nowMs / 1000) - Math.round(includeSoldCarsDays(tenant) * SECONDS_PER_DAY)
  return `((status:in_stock OR status:coming_soon) OR (status:sold AND sold_date_timestamp >= ${soldSince})) AND show_on_dealer_website:true`
}

export type SearchFilterOptions = {
  nowMs: number
  /** The replica index being searched, e.g. 'Car_production_price_asc'. */
  indexName?: string | null
  /** The visitor switched the certified-only toggle on. */
  certifiedOnly?: boolean
}

/** The full `filters` string of a car search: stock rule, then the tenant's and the visitor's extra conditions. */
export function searchFilterString(tenant: StockFilterTenant, options: SearchFilterOptions): string {
  const parts = [defaultStockFilter(options.nowMs, tenant)]
  const siteFilter = tenant.site_filter?.trim()
  if (siteFilter) parts.push(`(${siteFilter})`)
  if (tenant.price_asc_requires_price && options.indexName?.endsWith('_price_asc')) parts.push('price > 0')
  if (tenant.certified_only_toggle && options.certifiedOnly) parts.push('certified:true')
  return parts.join(' AND ')
}
