import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { type SearchKeyGrant, SearchIndex, carIndexSettings, handleSearchRequest } from '@forecourt/search-engine'

import { setAlgoliaHostsForTesting } from '../src/search/algolia'
import { rebuildSearchIndices } from '../src/search/registry'
import { searchTenantStock, storefrontSearchHttpDeps } from '../src/search/storefront'
import { embeddedAdminKey, embeddedAppId, embeddedSearchKey, storefrontSearchConnection } from '../src/search/tenantSearchConfig'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

/**
 * A stand-in for Algolia: the same protocol over its own, separate in-memory index, so what lands
 * there got there through `algoliasearch`, not through the platform's own registry.
 */
function startStandInAlgolia(keys: Record<string, SearchKeyGrant>) {
  let index = new SearchIndex(carIndexSettings)
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
    const method = incoming.method ?? 'GET'
    const request = new Request(`http://stand-in${incoming.url}`, {
      method,
      headers,
      body: ['GET', 'HEAD'].includes(method) ? undefined : Buffer.concat(chunks),
    })
    const response = await handleSearchRequest(request, {
      lookupKey: (appId, apiKey) => (appId === 'STANDIN01' ? keys[apiKey] : undefined),
      indexFor: () => index,
      clearIndex: () => {
        index = new SearchIndex(carIndexSettings)
      },
    })
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  return {
    server,
    index: () => index,
    clear: () => {
      index = new SearchIndex(carIndexSettings)
    },
  }
}

const searchKey = 'standin-search-key-0001'
const adminKey = 'standin-admin-key-00001'

let test: TestPayload
let payload: Payload
let embedded: TenantFixture
let onAlgolia: TenantFixture
let standIn: ReturnType<typeof startStandInAlgolia>

async function addCar(tenant: number | string, stocknum: string, make: string, model: string) {
  return payload.create({
    collection: 'vehicles',
    data: { tenant, stocknum, make, model, price: 30000, year: 2022, status: 'in_stock', car_type: 'used', sold_date: null },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  standIn = startStandInAlgolia({
    [searchKey]: { tenantSlug: 'group', canWrite: false },
    [adminKey]: { tenantSlug: 'group', canWrite: true },
  })
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve))
  setAlgoliaHostsForTesting([
    { url: '127.0.0.1', port: (standIn.server.address() as AddressInfo).port, protocol: 'http', accept: 'readWrite' },
  ])

  embedded = await createTenantFixture(payload, 'embedded')
  onAlgolia = await createTenantFixture(payload, 'on-algolia')
  await payload.update({
    collection: 'tenants',
    id: onAlgolia.tenant.id,
    data: {
      search: {
        algoliaAppId: 'STANDIN01',
        algoliaSearchKey: searchKey,
        algoliaAdminKey: adminKey,
        algoliaIndexName: 'group_Car_production',
      },
    },
    overrideAccess: true,
  })
  await addCar(embedded.tenant.id, 'E1', 'Mazda', 'CX-5')
})

afterAll(async () => {
  setAlgoliaHostsForTesting(undefined)
  await new Promise((resolve) => standIn?.server.close(resolve))
  await test?.cleanup()
})

describe('the filter attributes of the spec that are derived or optional', () => {
  it('item_type, categories, price_range, weekly_price_range and subscription_price select real cars', async () => {
    const tenant = await createTenantFixture(payload, 'derived-filters')
    const make = (stocknum: string, data: Record<string, unknown>) =>
      payload.create({
        collection: 'vehicles',
        data: {
          tenant: tenant.tenant.id,
          stocknum,
          make: 'Toyota',
          model: 'Model',
          year: 2022,
          status: 'in_stock',
          car_type: 'used',
          ...data,
        },
        overrideAccess: true,
      })
    await make('SUV1', { simple_body: 'SUV', simple_fuel: 'Hybrid', price: 45_990, subscription_price: 199 })
    await make('UTE1', { simple_body: 'Ute', simple_fuel: 'Diesel', price: 18_500, youxQuote: { weeklyRepaymentAmount: 120 } })
    await make('VAN1', { item_type: 'caravan', simple_body: 'Caravan', price: 0 })
    const record = await payload.findByID({ collection: 'tenants', id: tenant.tenant.id, overrideAccess: true })
    const stock = async (filters: { facetFilters?: string[][]; numericFilters?: string[] }) => {
      const { results } = await searchTenantStock(payload, record, [
        { indexName: `${record.slug}_Car_production`, query: '', ...filters, facets: ['categories', 'price_range', 'weekly_price_range'] },
      ])
      return (results[0]?.hits ?? []).map((hit) => hit.stocknum).sort()
    }

    expect(await stock({ facetFilters: [['item_type:car']] })).toEqual(['SUV1', 'UTE1'])
    expect(await stock({ facetFilters: [['item_type:caravan']] })).toEqual(['VAN1'])
    expect(await stock({ facetFilters: [['categories:SUVs & 4WDs']] })).toEqual(['SUV1'])
    expect(await stock({ facetFilters: [['categories:Electrified']] })).toEqual(['SUV1'])
    expect(await stock({ facetFilters: [['categories:Utes & Vans']] })).toEqual(['UTE1'])
    expect(await stock({ facetFilters: [['categories:Caravans']] })).toEqual(['VAN1'])
    expect(await stock({ facetFilters: [['price_range:$40,000 - $50,000']] })).toEqual(['SUV1'])
    expect(await stock({ facetFilters: [['price_range:$0 - $10,000']] })).toEqual(['VAN1'])
    // The lender's quote when the car has one, else the card's estimate; a car without a price has none.
    expect(await stock({ facetFilters: [['weekly_price_range:$100 - $150']] })).toEqual(['UTE1'])
    expect(await stock({ numericFilters: ['subscription_price>=100', 'subscription_price<=250'] })).toEqual(['SUV1'])
  })
})

describe('a tenant with its own Algolia application', () => {
  it('has its vehicles written to Algolia by the vehicle hooks, and removed on delete', async () => {
    const car = await addCar(onAlgolia.tenant.id, 'G1', 'Kia', 'Sportage')
    expect(standIn.index().get(String(car.id))).toMatchObject({ stocknum: 'G1', make: 'Kia', model: 'Sportage' })
    await payload.update({ collection: 'vehicles', id: car.id, data: { price: 27990 }, overrideAccess: true })
    expect(standIn.index().get(String(car.id))?.price).toBe(27990)
    await payload.delete({ collection: 'vehicles', id: car.id, overrideAccess: true })
    expect(standIn.index().get(String(car.id))).toBeUndefined()
  })

  it('is searched on Algolia by the storefront, with the same requests', async () => {
    // Only Algolia holds this record: finding it proves the search went there.
    standIn.index().upsert({ objectID: 'only-on-algolia', make: 'Volvo', model: 'XC60', stocknum: 'V1', status: 'in_stock' })
    const tenant = await payload.findByID({ collection: 'tenants', id: onAlgolia.tenant.id, overrideAccess: true })
    const { results } = await searchTenantStock(payload, tenant, [{ indexName: 'group_Car_production', query: 'volvo', facets: ['make'] }])
    expect(results[0]?.hits.map((hit) => hit.objectID)).toEqual(['only-on-algolia'])
    expect(results[0]?.facets).toEqual({ make: { Volvo: 1 } })
    expect(storefrontSearchConnection(payload.secret, tenant)).toEqual({
      provider: 'algolia',
      appId: 'STANDIN01',
      searchKey,
      indexName: 'group_Car_production',
    })
  })

  it('is pushed to Algolia in full when the indices are rebuilt on start', async () => {
    await addCar(onAlgolia.tenant.id, 'G2', 'Ford', 'Ranger')
    standIn.clear()
    const rebuilt = await rebuildSearchIndices(payload)
    expect(rebuilt.algoliaTenants).toBe(1)
    expect(
      standIn
        .index()
        .all()
        .map((record) => record.stocknum),
    ).toEqual(['G2'])
  })

  it('is refused a partial set of keys', async () => {
    await expect(
      payload.update({
        collection: 'tenants',
        id: embedded.tenant.id,
        data: { search: { algoliaAppId: 'STANDIN01' } },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/search/i)
  })

  it('keeps its admin key from the tenant’s marketers', async () => {
    const asMarketer = await payload.findByID({
      collection: 'tenants',
      id: onAlgolia.tenant.id,
      user: onAlgolia.marketer,
      overrideAccess: false,
    })
    expect(asMarketer.search?.algoliaAdminKey).toBeUndefined()
    const asOnboarding = await payload.findByID({
      collection: 'tenants',
      id: onAlgolia.tenant.id,
      user: onAlgolia.onboarding,
      overrideAccess: false,
    })
    expect(asOnboarding.search?.algoliaAdminKey).toBe(adminKey)
  })
})

describe('the built-in search service behind each tenant host', () => {
  const deps = () => storefrontSearchHttpDeps(payload)
  const post = (path: string, apiKey: string, body: unknown) =>
    handleSearchRequest(
      new Request(`http://embedded.localhost${path}`, {
        method: 'POST',
        headers: { 'x-algolia-application-id': embeddedAppId, 'x-algolia-api-key': apiKey },
        body: JSON.stringify(body),
      }),
      deps(),
    )

  it('answers the tenant’s search key with its own stock', async () => {
    const response = await post('/1/indexes/*/queries', embeddedSearchKey(payload.secret, 'embedded'), {
      requests: [{ indexName: 'embedded_Car_production', query: 'cx' }],
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { results: Array<{ hits: Array<{ stocknum: string }> }> }
    expect(body.results[0]?.hits.map((hit) => hit.stocknum)).toEqual(['E1'])
  })

  it('refuses another tenant’s index, a write with the search key, and a key from another secret', async () => {
    const key = embeddedSearchKey(payload.secret, 'embedded')
    expect((await post('/1/indexes/*/queries', key, { requests: [{ indexName: 'on-algolia_Car_production' }] })).status).toBe(403)
    expect(
      (await post('/1/indexes/embedded_Car_production/batch', key, { requests: [{ action: 'addObject', body: { make: 'X' } }] })).status,
    ).toBe(403)
    expect((await post('/1/indexes/*/queries', embeddedSearchKey('another-secret', 'embedded'), { requests: [] })).status).toBe(403)
  })

  it('lets the admin key write', async () => {
    const response = await post('/1/indexes/embedded_Car_production/batch', embeddedAdminKey(payload.secret, 'embedded'), {
      requests: [{ action: 'updateObject', body: { objectID: 'manual-1', make: 'Lotus', model: 'Emira', stocknum: 'L1' } }],
    })
    expect(response.status).toBe(200)
    const { results } = await searchTenantStock(payload, embedded.tenant, [{ indexName: 'embedded_Car_production', query: 'lotus' }])
    expect(results[0]?.hits.map((hit) => hit.objectID)).toEqual(['manual-1'])
  })

  it('never lets the server-side search reach another tenant’s index', async () => {
    await expect(searchTenantStock(payload, embedded.tenant, [{ indexName: 'on-algolia_Car_production' }])).rejects.toThrow(
      /does not exist/,
    )
  })
})
