import { describe, expect, it } from '@jest/globals'

import {
  CATALOGUE_SEARCH_CACHE_ENTRIES,
  CATALOGUE_SEARCH_PAGE_SIZE,
  catalogueOffset,
  catalogueSearchClient,
  dealershipStockSearchKey,
  dealershipStockSearchRequest,
  dealershipStockSearchUrl,
  modelSearchKey,
  modelSearchUrl,
  RecentResultsCache,
  searchCatalogueModels,
  type CatalogueModel,
} from './catalogueSearch'

const models: CatalogueModel[] = Array.from({ length: 30 }, (_, index) => ({
  manufacturer: { name: index < 25 ? 'Toyota' : 'Kia' },
  model: { name: `Model ${index}`, slug: `model-${index}`, body: index % 2 === 0 ? ['SUVs & 4WDs'] : ['Hatch & sedans'] },
}))

describe('the catalogue searches', () => {
  it('page by 21 and keep 10 answers', () => {
    expect(CATALOGUE_SEARCH_PAGE_SIZE).toBe(21)
    expect(CATALOGUE_SEARCH_CACHE_ENTRIES).toBe(10)
  })

  it('refine models by manufacturer, model, body and query, 21 from the offset', () => {
    const toyota = searchCatalogueModels(models, { manufacturer: 'toyota' })
    expect(toyota).toMatchObject({ total: 25, offset: 0, hitsPerPage: 21 })
    expect(toyota.hits).toHaveLength(21)
    expect(searchCatalogueModels(models, { manufacturer: 'Toyota', offset: 21 }).hits).toHaveLength(4)
    expect(searchCatalogueModels(models, { manufacturer: 'Kia', body: 'suvs & 4wds' }).hits.map((hit) => hit.model.slug)).toEqual([
      'model-26',
      'model-28',
    ])
    expect(searchCatalogueModels(models, { model: 'Model 3' }).hits.map((hit) => hit.model.slug)).toEqual(['model-3'])
    expect(searchCatalogueModels(models, { query: 'kia 29' }).hits.map((hit) => hit.model.slug)).toEqual(['model-29'])
  })

  it('take only whole pages as offsets', () => {
    expect(catalogueOffset('42')).toBe(42)
    expect(catalogueOffset(30)).toBe(21)
    expect(catalogueOffset(-21)).toBe(0)
    expect(catalogueOffset('abc')).toBe(0)
    expect(catalogueOffset(undefined)).toBe(0)
  })

  it('key equal searches alike', () => {
    expect(modelSearchKey({ manufacturer: 'Toyota ', body: 'SUVs' })).toBe(modelSearchKey({ body: 'suvs', manufacturer: 'toyota' }))
    expect(modelSearchKey({ manufacturer: 'Toyota', offset: 0 })).not.toBe(modelSearchKey({ manufacturer: 'Toyota', offset: 21 }))
    expect(dealershipStockSearchKey({ dealershipId: 7, categories: ['Utes & Vans', 'Cars'] })).toBe(
      dealershipStockSearchKey({ dealershipId: 7, categories: ['cars', 'utes & vans'] }),
    )
  })

  it('filter the stock on the dealership, its categories and a price range', () => {
    expect(
      dealershipStockSearchRequest({ dealershipId: 7, categories: ['Cars', 'Utes & Vans'], price: { min: 10000, max: 30000 }, offset: 42 }),
    ).toEqual({
      query: '',
      filters: 'dealership_id:"7"',
      facetFilters: [['categories:Cars', 'categories:Utes & Vans']],
      numericFilters: ['price>=10000', 'price<=30000'],
      hitsPerPage: 21,
      page: 2,
    })
  })

  it('keep the 10 most recently used answers', () => {
    const cache = new RecentResultsCache<number>()
    for (let index = 0; index < 10; index += 1) cache.set(`k${index}`, index)
    expect(cache.get('k0')).toBe(0)
    cache.set('k10', 10)
    expect(cache.size).toBe(10)
    // k1 was the oldest once k0 was used again.
    expect(cache.get('k1')).toBeUndefined()
    expect(cache.get('k0')).toBe(0)
    expect(cache.get('k10')).toBe(10)
  })

  it('ask the server once per search while it is among the last 10', async () => {
    const asked: string[] = []
    const client = catalogueSearchClient(async (url) => {
      asked.push(url)
      return { hits: [], total: 0, offset: 0, hitsPerPage: 21 }
    })
    await client.models({ manufacturer: 'Toyota', body: 'SUVs & 4WDs' })
    await client.models({ manufacturer: 'toyota', body: 'suvs & 4wds' })
    expect(asked).toEqual(['/api/models/catalogue-search?manufacturer=Toyota&body=SUVs+%26+4WDs'])
    for (let page = 1; page <= 10; page += 1) await client.models({ manufacturer: 'Toyota', offset: page * 21 })
    await client.models({ manufacturer: 'Toyota', body: 'SUVs & 4WDs' })
    expect(asked).toHaveLength(12)
    await client.dealershipStock({ dealershipId: 7, categories: ['Cars'], price: { min: 5000 } })
    await client.dealershipStock({ dealershipId: 7, categories: ['cars'], price: { min: 5000 } })
    expect(asked.slice(12)).toEqual(['/api/vehicles/dealership-search?dealership_id=7&categories=Cars&price=5000%3A'])
    expect(modelSearchUrl({})).toBe('/api/models/catalogue-search')
    expect(dealershipStockSearchUrl({ dealershipId: 3, offset: 21 })).toBe('/api/vehicles/dealership-search?dealership_id=3&offset=21')
    expect(dealershipStockSearchUrl({ dealershipId: '65f1c0ffee0000000000abcd' })).toBe(
      '/api/vehicles/dealership-search?dealership_id=65f1c0ffee0000000000abcd',
    )
    expect(dealershipStockSearchRequest({ dealershipId: '65f1c0ffee0000000000abcd' }).filters).toBe(
      'dealership_id:"65f1c0ffee0000000000abcd"',
    )
  })
})
