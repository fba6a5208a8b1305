/*
 * The two catalogue searches of the spec (§7, §9): manufacturer-and-model over the models, and
 * category-and-price over one dealership's stock. Both page by 21 and keep their last 10 answers.
 */

/** Hits per page of the manufacturer/model and the dealership category/price searches. */
export const CATALOGUE_SEARCH_PAGE_SIZE = 21
/** Answers each search keeps: a repeated search is answered from here; the oldest is dropped when full. */
export const CATALOGUE_SEARCH_CACHE_ENTRIES = 10

/** Remembers the last answers by key, dropping the least recently used one beyond its capacity. */
export class RecentResultsCache<T> {
  readonly #entries = new Map<string, T>()
  constructor(readonly capacity: number = CATALOGUE_SEARCH_CACHE_ENTRIES) {}

  get size(): number {
    return this.#entries.size
  }

  get(key: string): T | undefined {
    const value = this.#entries.get(key)
    if (value === undefined) return undefined
    // Used again: it moves to the newest end.
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: string, value: T): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }
}

/** A page's offset: whole pages of 21 from 0; anything else is the first page. */
export function catalogueOffset(raw: unknown): number {
  const offset = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : 0
  if (!Number.isInteger(offset) || offset < 0 || offset > 100_000) return 0
  return offset - (offset % CATALOGUE_SEARCH_PAGE_SIZE)
}

export type CatalogueModel = {
  manufacturer: { name: string }
  model: { name: string; slug: string; body: string[] }
}

/** The refinements of the manufacturer and model search: manufacturer.name, model.name, model.body, query, offset. */
type ModelSearchParams = { manufacturer?: string; model?: string; body?: string; query?: string; offset?: number }

type CataloguePage<T> = { hits: T[]; total: number; offset: number; hitsPerPage: number }

const fold = (value: string | undefined) => value?.trim().toLowerCase() ?? ''

/** One stable key per search, whatever order or case its refinements came in. */
export function modelSearchKey(params: ModelSearchParams): string {
  return JSON.stringify([
    fold(params.manufacturer),
    fold(params.model),
    fold(params.body),
    fold(params.query),
    catalogueOffset(params.offset),
  ])
}

/**
 * The models that match every refinement given (names compared ignoring case; the query matches words
 * of the make or model name), 21 from the offset.
 */
export function searchCatalogueModels(models: readonly CatalogueModel[], params: ModelSearchParams): CataloguePage<CatalogueModel> {
  const manufacturer = fold(params.manufacturer)
  const model = fold(params.model)
  const body = fold(params.body)
  const words = fold(params.query).split(/\s+/).filter(Boolean)
  const matches = models.filter((entry) => {
    if (manufacturer && fold(entry.manufacturer.name) !== manufacturer) return false
    if (model && fold(entry.model.name) !== model) return false
    if (body && !entry.model.body.some((category) => fold(category) === body)) return false
    const text = `${entry.manufacturer.name} ${entry.model.name}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
  const offset = catalogueOffset(params.offset)
  return {
    hits: matches.slice(offset, offset + CATALOGUE_SEARCH_PAGE_SIZE),
    total: matches.length,
    offset,
    hitsPerPage: CATALOGUE_SEARCH_PAGE_SIZE,
  }
}

/** The category and price search for one dealership: a search request for the stock index. */
type DealershipStockSearchParams = {
  /** The dealership's record id: a number on SQL databases, an ObjectId string on MongoDB. */
  dealershipId: number | string
  categories?: string[]
  price?: { min?: number; max?: number }
  offset?: number
}

export function dealershipStockSearchKey(params: DealershipStockSearchParams): string {
  return JSON.stringify([
    params.dealershipId,
    [...(params.categories ?? [])].map(fold).sort(),
    params.price?.min ?? null,
    params.price?.max ?? null,
    catalogueOffset(params.offset),
  ])
}

/** The search-engine request: filter on dealership_id, the categories (any of them), the price range; 21 per page. */
export function dealershipStockSearchRequest(params: DealershipStockSearchParams) {
  const numericFilters: string[] = []
  if (typeof params.price?.min === 'number') numericFilters.push(`price>=${params.price.min}`)
  if (typeof params.price?.max === 'number') numericFilters.push(`price<=${params.price.max}`)
  const categories = (params.categories ?? []).map((category) => category.trim()).filter(Boolean)
  const offset = catalogueOffset(params.offset)
  return {
    query: '',
    // A facet value, not a number: the stock holds the id as text, whatever form the database gives it.
    filters: `dealership_id:"${String(params.dealershipId).replace(/["\\]/g, '')}"`,
    facetFilters: categories.length > 0 ? [categories.map((category) => `categories:${category}`)] : [],
    numericFilters,
    hitsPerPage: CATALOGUE_SEARCH_PAGE_SIZE,
    page: offset / CATALOGUE_SEARCH_PAGE_SIZE,
  }
}

/** Where the two searches answer (cms endpoints; the site is the request's host). */
const MODEL_SEARCH_PATH = '/api/models/catalogue-search'
const DEALERSHIP_STOCK_SEARCH_PATH = '/api/vehicles/dealership-search'

export function modelSearchUrl(params: ModelSearchParams): string {
  const query = new URLSearchParams()
  for (const key of ['manufacturer', 'model', 'body', 'query'] as const) {
    const value = params[key]?.trim()
    if (value) query.set(key, value)
  }
  const offset = catalogueOffset(params.offset)
  if (offset > 0) query.set('offset', String(offset))
  return `${MODEL_SEARCH_PATH}${query.size > 0 ? `?${query.toString()}` : ''}`
}

export function dealershipStockSearchUrl(params: DealershipStockSearchParams): string {
  const query = new URLSearchParams({ dealership_id: String(params.dealershipId) })
  for (const category of params.categories ?? []) if (category.trim()) query.append('categories', category.trim())
  if (params.price && (params.price.min !== undefined || params.price.max !== undefined)) {
    query.set('price', `${params.price.min ?? ''}:${params.price.max ?? ''}`)
  }
  const offset = catalogueOffset(params.offset)
  if (offset > 0) query.set('offset', String(offset))
  return `${DEALERSHIP_STOCK_SEARCH_PATH}?${query.toString()}`
}

/**
 * The browser side of both searches: each answer is kept in a 10-entry cache, so paging back or
 * repeating a refinement asks the server nothing. A failed answer is not kept.
 */
export function catalogueSearchClient<TModel, TStock>(fetchJson: (url: string) => Promise<unknown>) {
  const models = new RecentResultsCache<CataloguePage<TModel>>()
  const stock = new RecentResultsCache<CataloguePage<TStock>>()
  return {
    async models(params: ModelSearchParams): Promise<CataloguePage<TModel>> {
      const key = modelSearchKey(params)
      const cached = models.get(key)
      if (cached) return cached
      const page = (await fetchJson(modelSearchUrl(params))) as CataloguePage<TModel>
      models.set(key, page)
      return page
    },
    async dealershipStock(params: DealershipStockSearchParams): Promise<CataloguePage<TStock>> {
      const key = dealershipStockSearchKey(params)
      const cached = stock.get(key)
      if (cached) return cached
      const page = (await fetchJson(dealershipStockSearchUrl(params))) as CataloguePage<TStock>
      stock.set(key, page)
      return page
    },
  }
}
