import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type { Payload } from 'payload'

import { handleSearchRequest } from '@forecourt/search-engine'

import { reconcileSearchIndices } from '../src/search/reconcile'
import { rebuildTenantSearchIndex, registrySearchDeps, resetSearchIndex, tenantSearchIndex } from '../src/search/registry'
import { storefrontSearchHttpDeps } from '../src/search/storefront'
import { embeddedAppId, embeddedSearchKey } from '../src/search/tenantSearchConfig'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let a: TenantFixture
let b: TenantFixture

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  a = await createTenantFixture(payload, 'alpha', '#aa0000')
  b = await createTenantFixture(payload, 'bravo', '#0000aa')
  for (const [tenant, stocknum, make, model, price] of [
    [a.tenant.id, 'A1', 'Toyota', 'HiLux', 45990],
    [a.tenant.id, 'A2', 'Mazda', 'CX-5', 32990],
    [b.tenant.id, 'B1', 'Kia', 'Sportage', 38990],
  ] as const) {
    await payload.create({
      collection: 'vehicles',
      data: { tenant, stocknum, make, model, price, year: 2022, status: 'in_stock', car_type: 'used', sold_date: null },
      overrideAccess: true,
    })
  }
})

afterAll(async () => {
  await test?.cleanup()
})

const stocknums = (hits: Array<Record<string, unknown>>) => hits.map((hit) => hit.stocknum).sort()

describe('the per-tenant search index', () => {
  it('is built from the tenant’s vehicles on first use, in the engine’s record shape', async () => {
    const index = await tenantSearchIndex(payload, a.tenant.id)
    const result = index.search({ facets: ['make'] })
    expect(stocknums(result.hits)).toEqual(['A1', 'A2'])
    const hilux = result.hits.find((hit) => hit.stocknum === 'A1')
    expect(hilux).toMatchObject({
      make: 'Toyota',
      model: 'HiLux',
      make_model: 'Toyota HiLux',
      price: 45990,
      custom_rank: 0,
      sold_date_timestamp: null,
    })
    expect(typeof hilux?.created_at_timestamp).toBe('number')
    expect(Math.abs((hilux?.created_at_timestamp as number) - Date.now() / 1000)).toBeLessThan(600)
    expect(hilux?.objectID).toBe(String(hilux?.id))
  })

  it('sees vehicles created, updated and deleted through Payload on the next search', async () => {
    const index = await tenantSearchIndex(payload, a.tenant.id)
    const created = await payload.create({
      collection: 'vehicles',
      data: { tenant: a.tenant.id, stocknum: 'A3', make: 'Ford', model: 'Ranger', price: 55990, year: 2023 },
      overrideAccess: true,
    })
    expect(stocknums(index.search({ query: 'ranger' }).hits)).toEqual(['A3'])

    const soldAt = '2026-11-01T00:00:00.000Z'
    await payload.update({
      collection: 'vehicles',
      id: created.id,
      data: { status: 'sold', sold_date: soldAt, price: 51990 },
      overrideAccess: true,
    })
    const sold = index.search({ filters: 'status:sold' }).hits
    expect(sold).toHaveLength(1)
    expect(sold[0]).toMatchObject({ stocknum: 'A3', price: 51990, sold_date_timestamp: Date.parse(soldAt) / 1000 })

    await payload.delete({ collection: 'vehicles', id: created.id, overrideAccess: true })
    expect(index.search({ query: 'ranger' }).hits).toEqual([])
    expect(index.get(String(created.id))).toBeUndefined()
  })

  it('is rebuilt from the database after a reset, and keeps tenants apart', async () => {
    resetSearchIndex(payload)
    const alpha = await tenantSearchIndex(payload, a.tenant.id)
    expect(stocknums(alpha.search({}).hits)).toEqual(['A1', 'A2'])
    const bravo = await tenantSearchIndex(payload, b.tenant.id)
    expect(stocknums(bravo.search({}).hits)).toEqual(['B1'])
  })

  it('answers the Algolia REST layer per tenant', async () => {
    const deps = registrySearchDeps(payload, (_appId, key) => (key === 'bravo-key' ? { tenantSlug: 'bravo', canWrite: false } : undefined))
    const response = await handleSearchRequest(
      new Request('http://localhost/1/indexes/bravo_Car_production/query', {
        method: 'POST',
        headers: { 'x-algolia-api-key': 'bravo-key', 'x-algolia-application-id': 'app' },
        body: JSON.stringify({ query: 'sportage' }),
      }),
      deps,
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { hits: Array<Record<string, unknown>> }
    expect(stocknums(body.hits)).toEqual(['B1'])
    const cross = await handleSearchRequest(
      new Request('http://localhost/1/indexes/alpha_Car_production/query', {
        method: 'POST',
        headers: { 'x-algolia-api-key': 'bravo-key', 'x-algolia-application-id': 'app' },
        body: '{}',
      }),
      deps,
    )
    expect(cross.status).toBe(403)
  })
})

describe('what the public index holds', () => {
  let c: TenantFixture

  beforeAll(async () => {
    c = await createTenantFixture(payload, 'charlie', '#00aa00')
  })

  const addCar = (stocknum: string, extra: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'vehicles',
      data: {
        tenant: c.tenant.id,
        stocknum,
        make: 'Subaru',
        model: 'Forester',
        price: 29990,
        year: 2021,
        status: 'in_stock',
        car_type: 'used',
        sold_date: null,
        ...extra,
      },
      overrideAccess: true,
    })

  /** What a visitor's browser can ask with the search-only key the site's pages carry. */
  async function searchAsVisitor(params: Record<string, unknown>) {
    const response = await handleSearchRequest(
      new Request('http://charlie.localhost/1/indexes/*/queries', {
        method: 'POST',
        headers: { 'x-algolia-api-key': embeddedSearchKey(payload.secret, 'charlie'), 'x-algolia-application-id': embeddedAppId },
        body: JSON.stringify({ requests: [{ indexName: 'charlie_Car_production', ...params }] }),
      }),
      storefrontSearchHttpDeps(payload),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { results: Array<{ hits: Array<Record<string, unknown>>; nbHits: number }> }
    return body.results[0] as { hits: Array<Record<string, unknown>>; nbHits: number }
  }

  it('never has the cars hidden from the website, so no filter reveals them', async () => {
    const hidden = await addCar('C-HIDDEN', { show_on_dealer_website: false })
    await addCar('C-LISTED')
    const revealing = await searchAsVisitor({ filters: 'show_on_dealer_website:false' })
    expect(revealing).toMatchObject({ hits: [], nbHits: 0 })
    expect(stocknums((await searchAsVisitor({ query: 'forester' })).hits)).toEqual(['C-LISTED'])
    expect((await tenantSearchIndex(payload, c.tenant.id)).get(String(hidden.id))).toBeUndefined()
  })

  it('drops a car the moment it is hidden and takes it back when it is listed again', async () => {
    const car = await addCar('C-TOGGLE')
    expect(stocknums((await searchAsVisitor({ query: 'C-TOGGLE' })).hits)).toEqual(['C-TOGGLE'])
    await payload.update({ collection: 'vehicles', id: car.id, data: { show_on_dealer_website: false }, overrideAccess: true })
    expect((await searchAsVisitor({ query: 'C-TOGGLE' })).nbHits).toBe(0)
    expect((await searchAsVisitor({ filters: 'show_on_dealer_website:false' })).nbHits).toBe(0)
    await payload.update({ collection: 'vehicles', id: car.id, data: { show_on_dealer_website: true }, overrideAccess: true })
    expect(stocknums((await searchAsVisitor({ query: 'C-TOGGLE' })).hits)).toEqual(['C-TOGGLE'])
  })

  it('keeps answering during a rebuild and loses no save made while the rebuild reads the database', async () => {
    const car = await addCar('C-RACE')
    const before = await tenantSearchIndex(payload, c.tenant.id)
    // The save lands right after the rebuild has read the car at its old price, before it is done.
    const find = payload.find.bind(payload)
    let savedDuringBuild = false
    const findSpy = jest.spyOn(payload, 'find').mockImplementationOnce(async (args) => {
      const read = await find(args)
      savedDuringBuild = true
      await payload.update({ collection: 'vehicles', id: car.id, data: { price: 31990 }, overrideAccess: true })
      // Searches meanwhile use the index the rebuild will replace, current all the same.
      expect(before.get(String(car.id))).toMatchObject({ price: 31990 })
      return read as never
    })
    const after = await rebuildTenantSearchIndex(payload, c.tenant.id).finally(() => findSpy.mockRestore())
    expect(savedDuringBuild).toBe(true)
    expect(after).not.toBe(before)
    expect(after.get(String(car.id))).toMatchObject({ price: 31990 })
    expect((await searchAsVisitor({ query: 'C-RACE' })).hits[0]).toMatchObject({ price: 31990 })
  })

  it('is repaired by the reconciliation when the database changed behind the hooks, and the repair is logged', async () => {
    const index = await tenantSearchIndex(payload, c.tenant.id)
    expect(await reconcileSearchIndices(payload)).toEqual([])
    const warn = jest.spyOn(payload.logger, 'warn')
    try {
      // Straight to the database adapter: no collection hooks run, as for another process or a direct write.
      const repriced = await addCar('C-REPRICED')
      await payload.db.updateOne({
        collection: 'vehicles',
        id: repriced.id,
        data: { price: 1234, updatedAt: new Date(Date.now() + 1000).toISOString() },
      })
      expect(index.get(String(repriced.id))).toMatchObject({ price: 29990 })
      expect(await reconcileSearchIndices(payload)).toEqual([
        expect.objectContaining({ tenantSlug: 'charlie', action: 'updated', cars: 1 }),
      ])
      expect(warn).toHaveBeenLastCalledWith('Search index of charlie had missed changes to 1 car: updated.')
      expect((await searchAsVisitor({ query: 'C-REPRICED' })).hits[0]).toMatchObject({ price: 1234 })

      const now = new Date(Date.now() + 2000).toISOString()
      await payload.db.create({
        collection: 'vehicles',
        data: {
          tenant: c.tenant.id,
          stocknum: 'C-DIRECT',
          slug: 'c-direct',
          make: 'Isuzu',
          model: 'D-Max',
          price: 41990,
          year: 2024,
          status: 'in_stock',
          car_type: 'used',
          show_on_dealer_website: true,
          createdAt: now,
          updatedAt: now,
        },
      })
      expect((await searchAsVisitor({ query: 'd-max' })).nbHits).toBe(0)
      const stored = (
        await payload.count({
          collection: 'vehicles',
          where: { tenant: { equals: c.tenant.id }, show_on_dealer_website: { equals: true } },
        })
      ).totalDocs
      expect(await reconcileSearchIndices(payload)).toEqual([
        { tenantId: String(c.tenant.id), tenantSlug: 'charlie', indexed: stored - 1, stored, action: 'rebuilt', cars: stored },
      ])
      expect(warn).toHaveBeenLastCalledWith(
        `Search index of charlie had drifted from the database (${stored - 1} cars indexed, ${stored} stored): rebuilt.`,
      )
      expect(stocknums((await searchAsVisitor({ query: 'd-max' })).hits)).toEqual(['C-DIRECT'])
      expect((await searchAsVisitor({ query: 'C-REPRICED' })).hits[0]).toMatchObject({ price: 1234 })

      // A change that leaves the search record alone (a view count) moves updatedAt and repairs nothing.
      warn.mockClear()
      await payload.db.updateOne({
        collection: 'vehicles',
        id: repriced.id,
        data: { views: 5, updatedAt: new Date(Date.now() + 3000).toISOString() },
      })
      expect(await reconcileSearchIndices(payload)).toEqual([])
      expect(await reconcileSearchIndices(payload)).toEqual([])
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })
})
