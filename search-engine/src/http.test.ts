import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { algoliasearch } from 'algoliasearch'

import { handleSearchRequest, type SearchHttpDeps, type SearchKeyGrant } from './http'
import { SearchIndex, buildIndex } from './searchIndex'
import { testCars } from '../test/testCars'

const appId = 'FORECOURT'
const keys: Record<string, SearchKeyGrant> = {
  'alpha-admin': { tenantSlug: 'alpha', canWrite: true },
  'alpha-search': { tenantSlug: 'alpha', canWrite: false },
  'bravo-search': { tenantSlug: 'bravo', canWrite: false },
}
const indices = new Map<string, SearchIndex>()
const deps: SearchHttpDeps = {
  lookupKey: (id, key) => (id === appId ? keys[key] : undefined),
  indexFor: (tenantSlug) => {
    let index = indices.get(tenantSlug)
    if (!index) {
      index = new SearchIndex()
      indices.set(tenantSlug, index)
    }
    return index
  },
  clearIndex: (tenantSlug) => void indices.set(tenantSlug, new SearchIndex()),
}

let server: Server
let port: number

/** Node's http server in front of the fetch-style handler, as a Next route or `npm start` would be. */
beforeAll(async () => {
  indices.set('bravo', buildIndex(testCars(50, 2)))
  server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
    const method = incoming.method ?? 'GET'
    const body = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? undefined : Buffer.concat(chunks)
    const response = await handleSearchRequest(new Request(`http://127.0.0.1${incoming.url ?? '/'}`, { method, headers, body }), deps)
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const client = (key: string) => algoliasearch(appId, key, { hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }] })

const stock = testCars(40, 7)

describe('the Algolia REST layer driven by algoliasearch v5', () => {
  it('saves objects and waits for the task', async () => {
    const admin = client('alpha-admin')
    const responses = await admin.saveObjects({ indexName: 'alpha_Car_production', objects: stock, waitForTasks: true })
    expect(responses[0]?.objectIDs).toHaveLength(stock.length)
    expect(indices.get('alpha')?.size).toBe(stock.length)
  })

  it('searches with filters, facets and numeric filters', async () => {
    const search = client('alpha-search')
    const inStock = stock.filter((car) => car.status === 'in_stock' && car.price >= 20000)
    const result = await search.searchSingleIndex({
      indexName: 'alpha_Car_production',
      searchParams: { filters: 'status:in_stock', numericFilters: ['price>=20000'], facets: ['make'], hitsPerPage: 100 },
    })
    expect(result.nbHits).toBe(inStock.length)
    const makes = new Map<string, number>()
    for (const car of inStock) makes.set(car.make, (makes.get(car.make) ?? 0) + 1)
    expect(result.facets?.make).toEqual(Object.fromEntries(makes))
  })

  it('answers a multi-query across the primary and a replica', async () => {
    const search = client('alpha-search')
    const { results } = await search.search({
      requests: [
        { indexName: 'alpha_Car_production', query: '', hitsPerPage: 0, facets: ['car_type'] },
        { indexName: 'alpha_Car_production_price_asc', hitsPerPage: 5 },
      ],
    })
    expect(results).toHaveLength(2)
    const cheapest = [...stock]
      .sort((x, y) => x.price - y.price)
      .slice(0, 5)
      .map((car) => car.price)
    const second = results[1] as { hits: Array<{ price: number }> }
    expect(second.hits.map((hit) => hit.price)).toEqual(cheapest)
  })

  it('gets and deletes an object', async () => {
    const admin = client('alpha-admin')
    const first = stock[0]!
    const got = await admin.getObject({ indexName: 'alpha_Car_production', objectID: first.objectID })
    expect(got).toMatchObject({ objectID: first.objectID, make: first.make })
    const deleted = await admin.deleteObject({ indexName: 'alpha_Car_production', objectID: first.objectID })
    await admin.waitForTask({ indexName: 'alpha_Car_production', taskID: deleted.taskID })
    await expect(admin.getObject({ indexName: 'alpha_Car_production', objectID: first.objectID })).rejects.toMatchObject({ status: 404 })
  })

  it('applies partial updates and deletes in a batch', async () => {
    const admin = client('alpha-admin')
    const [, second, third] = stock
    await admin.batch({
      indexName: 'alpha_Car_production',
      batchWriteParams: {
        requests: [
          { action: 'partialUpdateObject', body: { objectID: second!.objectID, price: 1234 } },
          { action: 'deleteObject', body: { objectID: third!.objectID } },
        ],
      },
    })
    expect(indices.get('alpha')?.get(second!.objectID)).toMatchObject({ price: 1234, make: second!.make })
    expect(indices.get('alpha')?.get(third!.objectID)).toBeUndefined()
  })

  it('refuses a wrong key, another tenant’s index and writes with a search key (403)', async () => {
    await expect(client('no-such-key').searchSingleIndex({ indexName: 'alpha_Car_production', searchParams: {} })).rejects.toMatchObject({
      status: 403,
    })
    await expect(client('bravo-search').searchSingleIndex({ indexName: 'alpha_Car_production', searchParams: {} })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      client('alpha-search').search({ requests: [{ indexName: 'alpha_Car_production' }, { indexName: 'bravo_Car_production' }] }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      client('alpha-search').saveObjects({ indexName: 'alpha_Car_production', objects: [{ objectID: 'x' }] }),
    ).rejects.toMatchObject({ status: 403 })
    const bravo = await client('bravo-search').searchSingleIndex({ indexName: 'bravo_Car_production', searchParams: {} })
    expect(bravo.nbHits).toBe(50)
  })

  it('answers malformed filters with 400 and Algolia’s error shape', async () => {
    await expect(
      client('alpha-search').searchSingleIndex({ indexName: 'alpha_Car_production', searchParams: { filters: 'status:(in_stock' } }),
    ).rejects.toMatchObject({ status: 400 })
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/alpha_Car_production/query`, {
      method: 'POST',
      headers: { 'x-algolia-api-key': 'alpha-search', 'x-algolia-application-id': appId },
      body: '{not json',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.any(String), status: 400 })
  })

  it('answers a lone surrogate or a 5,000-deep body with 400 and a plain message, never 500', async () => {
    const post = async (path: string, body: string, key = 'alpha-search') => {
      const response = await fetch(`http://127.0.0.1:${port}/1/indexes/${path}`, {
        method: 'POST',
        headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': appId },
        body,
      })
      return { status: response.status, body: (await response.json()) as { message: string; status: number } }
    }
    const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    const deepFilter = `${'('.repeat(5000)}make:Kia${')'.repeat(5000)}`
    const deepNot = `${'NOT '.repeat(5000)}make:Kia`
    const cases: Array<[string, string, RegExp, string?]> = [
      ['*/queries', '{"requests":[{"indexName":"alpha_Car_production","query":"\\ud800"}]}', /not valid Unicode/],
      ['alpha_Car_production/query', '{"query":"kia \\udc00"}', /not valid Unicode/],
      ['alpha_Car_production/query', '{"filters":"make:\\ud83d"}', /not valid Unicode/],
      [
        'alpha_Car_production/batch',
        '{"requests":[{"action":"addObject","body":{"objectID":"\\ud800","make":"Kia"}}]}',
        /not valid Unicode/,
        'alpha-admin',
      ],
      ['alpha_Car_production/query', deepObject, /nested too deeply/],
      ['*/queries', `{"requests":[{"indexName":"alpha_Car_production","facetFilters":${deepArray}}]}`, /nested too deeply/],
      ['alpha_Car_production/query', JSON.stringify({ filters: deepFilter }), /^filters: Filters are nested too deeply/],
      ['alpha_Car_production/query', JSON.stringify({ filters: deepNot }), /^filters: Filters are nested too deeply/],
    ]
    for (const [path, body, message, key] of cases) {
      expect(await post(path, body, key)).toEqual({ status: 400, body: { message: expect.stringMatching(message), status: 400 } })
    }
    // A well-formed pair (an emoji) is ordinary text, and nesting a page really sends still works.
    expect((await post('alpha_Car_production/query', '{"query":"\\ud83d\\ude97"}')).status).toBe(200)
    expect(
      (await post('alpha_Car_production/query', JSON.stringify({ filters: '((make:Kia OR NOT (make:Mazda AND price > 0)))' }))).status,
    ).toBe(200)
  })

  it('takes credentials from the query string with a text/plain body, as the browser client sends them, with CORS', async () => {
    const url = `http://127.0.0.1:${port}/1/indexes/*/queries?x-algolia-agent=test&x-algolia-api-key=alpha-search&x-algolia-application-id=${appId}`
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName: 'alpha_Car_production', params: 'hitsPerPage=1&facets=%5B%22make%22%5D' }] }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await response.json()) as { results: Array<{ hits: unknown[]; nbHits: number }> }
    expect(body.results[0]?.hits).toHaveLength(1)
    const preflight = await fetch(url, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('reads settings with the admin key only: a search-only key lacks the settings permission (403)', async () => {
    await expect(client('alpha-search').getSettings({ indexName: 'alpha_Car_production' })).rejects.toMatchObject({ status: 403 })
    await expect(client('bravo-search').getSettings({ indexName: 'bravo_Car_production' })).rejects.toMatchObject({ status: 403 })
    const settings = await client('alpha-admin').getSettings({ indexName: 'alpha_Car_production' })
    expect(settings.attributesForFaceting).toContain('make')
  })

  it('answers the GET form of a search (parameters in the query string), as Algolia does', async () => {
    const params = new URLSearchParams({
      filters: 'status:in_stock',
      facets: '["make"]',
      hitsPerPage: '3',
      'x-algolia-api-key': 'bravo-search',
      'x-algolia-application-id': appId,
    })
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/bravo_Car_production_price_asc?${params}`)
    expect(response.status).toBe(200)
    const viaGet = (await response.json()) as { hits: Array<{ objectID: string }>; nbHits: number; facets: unknown; index: string }
    const viaPost = await client('bravo-search').searchSingleIndex({
      indexName: 'bravo_Car_production_price_asc',
      searchParams: { filters: 'status:in_stock', facets: ['make'], hitsPerPage: 3 },
    })
    expect(viaGet.hits.map((hit) => hit.objectID)).toEqual(viaPost.hits.map((hit) => hit.objectID))
    expect(viaGet).toMatchObject({ nbHits: viaPost.nbHits, facets: viaPost.facets, index: 'bravo_Car_production_price_asc' })
    expect(viaGet.hits).toHaveLength(3)
  })

  it('lets shared caches keep a search-only key’s search answers briefly, tagged by tenant; never admin answers or errors', async () => {
    const publicCaching = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10'
    const request = (path: string, key: string, init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${port}/1/indexes/${path}`, {
        ...init,
        headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': appId, ...(init.headers as Record<string, string>) },
      })
    const queries = JSON.stringify({ requests: [{ indexName: 'bravo_Car_production', params: { hitsPerPage: 1 } }] })
    for (const response of [
      await request('*/queries', 'bravo-search', { method: 'POST', body: queries }),
      await request('bravo_Car_production/query', 'bravo-search', { method: 'POST', body: '{"query":"kia"}' }),
      await request('bravo_Car_production_km_asc?hitsPerPage=2', 'bravo-search'),
    ]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(publicCaching)
      expect(response.headers.get('cache-tag')).toBe('search:bravo')
      expect(response.headers.get('vary')).toBe('x-algolia-api-key, x-algolia-application-id')
    }
    const privateAnswers = [
      // The admin key's answers, reads and writes alike.
      await request('*/queries', 'alpha-admin', { method: 'POST', body: queries.replaceAll('bravo', 'alpha') }),
      await request('alpha_Car_production?hitsPerPage=1', 'alpha-admin'),
      await request('alpha_Car_production/settings', 'alpha-admin'),
      // Errors: a bad filter, another tenant's index, no key, an unknown route.
      await request('bravo_Car_production/query', 'bravo-search', { method: 'POST', body: '{"filters":"make:("}' }),
      await request('alpha_Car_production?hitsPerPage=1', 'bravo-search'),
      await request('bravo_Car_production?hitsPerPage=1', 'no-such-key'),
      await request('bravo_Car_production/nowhere/else', 'bravo-search'),
      // A search-only key's reads that are not searches.
      await request('bravo_Car_production/task/1', 'bravo-search'),
    ]
    expect(privateAnswers.map((response) => response.status)).toEqual([200, 200, 200, 400, 403, 403, 404, 200])
    for (const response of privateAnswers) {
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('cache-tag')).toBeNull()
    }
  })

  it('reports settings and clears the index', async () => {
    const admin = client('alpha-admin')
    const settings = await admin.getSettings({ indexName: 'alpha_Car_production' })
    expect(settings.replicas).toContain('alpha_Car_production_price_asc')
    const task = await admin.clearObjects({ indexName: 'alpha_Car_production' })
    await admin.waitForTask({ indexName: 'alpha_Car_production', taskID: task.taskID })
    const after = await admin.searchSingleIndex({ indexName: 'alpha_Car_production', searchParams: {} })
    expect(after.nbHits).toBe(0)
  })
})
