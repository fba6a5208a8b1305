import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { handleSearchRequest } from '../src/search/http'
import { registrySearchDeps, resetSearchIndex, tenantSearchIndex } from '../src/search/registry'
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
    expect(hilux).toMatchObject({ make: 'Toyota', model: 'HiLux', make_model: 'Toyota HiLux', price: 45990, custom_rank: 0, sold_date_timestamp: null })
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
    await payload.update({ collection: 'vehicles', id: created.id, data: { status: 'sold', sold_date: soldAt, price: 51990 }, overrideAccess: true })
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
