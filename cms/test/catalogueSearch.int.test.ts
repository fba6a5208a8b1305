import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { catalogueSearchMessages } from '../src/search/endpoints'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, testDatabase, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let site: TenantFixture
const host = 'catalogue.example.com.au'
/** The two dealerships' record ids: numbers on SQL, ObjectId strings on MongoDB. */
let east: string
let west: string

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  site = await createTenantFixture(payload, 'catalogue')
  const toyota = await payload.create({ collection: 'manufacturers', data: { name: 'Toyota', slug: 'toyota' }, overrideAccess: true })
  const kia = await payload.create({ collection: 'manufacturers', data: { name: 'Kia', slug: 'kia' }, overrideAccess: true })
  for (let index = 0; index < 24; index += 1) {
    await payload.create({
      collection: 'models',
      data: {
        manufacturer: toyota.id,
        name: `Model ${index}`,
        slug: `toyota-model-${index}`,
        body_categories: [index % 3 === 0 ? 'SUVs and 4WDs' : 'Hatch and sedans'],
        order: index,
      },
      overrideAccess: true,
    })
  }
  await payload.create({
    collection: 'models',
    data: { manufacturer: kia.id, name: 'Sportage', slug: 'sportage', body_categories: ['SUVs and 4WDs'] },
    overrideAccess: true,
  })
  const dealership = async (slug: string) =>
    String(
      (await payload.create({ collection: 'dealerships', data: { tenant: site.tenant.id, slug, name: slug }, overrideAccess: true })).id,
    )
  east = await dealership('catalogue-east')
  west = await dealership('catalogue-west')
  const car = (stocknum: string, data: Record<string, unknown>) =>
    payload.create({
      collection: 'vehicles',
      data: { tenant: site.tenant.id, stocknum, make: 'Toyota', model: 'HiLux', year: 2022, car_type: 'used', status: 'in_stock', ...data },
      overrideAccess: true,
    })
  for (let index = 0; index < 23; index += 1)
    await car(`D7-${index}`, { dealership_id: east, simple_body: 'Ute', price: 20_000 + index * 1000 })
  await car('D7-SUV', { dealership_id: east, simple_body: 'SUV', price: 35_000 })
  await car('D7-SOLD', { dealership_id: east, simple_body: 'Ute', price: 25_000, status: 'sold' })
  await car('D8-UTE', { dealership_id: west, simple_body: 'Ute', price: 25_000 })
})

afterAll(async () => {
  await test?.cleanup()
})

describe('the manufacturer and model search', () => {
  it('answers 21 per page, refined by manufacturer, body, model and query', async () => {
    const first = await rest(config, { path: '/api/models/catalogue-search?manufacturer=toyota', host })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ total: 24, offset: 0, hitsPerPage: 21 })
    expect(first.json.hits).toHaveLength(21)
    expect(first.json.hits[0]).toEqual({
      manufacturer: { name: 'Toyota' },
      model: { name: 'Model 0', slug: 'toyota-model-0', body: ['SUVs & 4WDs'] },
    })
    const second = await rest(config, { path: '/api/models/catalogue-search?manufacturer=Toyota&offset=21', host })
    expect(second.json.hits.map((hit: { model: { slug: string } }) => hit.model.slug)).toEqual([
      'toyota-model-21',
      'toyota-model-22',
      'toyota-model-23',
    ])
    const suvs = await rest(config, { path: `/api/models/catalogue-search?body=${encodeURIComponent('SUVs & 4WDs')}`, host })
    expect(suvs.json.total).toBe(9)
    const sportage = await rest(config, { path: '/api/models/catalogue-search?query=kia%20sport', host })
    expect(sportage.json.hits.map((hit: { model: { slug: string } }) => hit.model.slug)).toEqual(['sportage'])
  })
})

describe('the category and price search of a dealership', () => {
  const search = (query: string) => rest(config, { path: `/api/vehicles/dealership-search?${query}`, host: `catalogue.example.com.au` })

  it('filters on the dealership, its categories and the price, 21 per page', async () => {
    const all = await search(`dealership_id=${east}`)
    expect(all.status).toBe(200)
    expect(all.json).toMatchObject({ total: 24, offset: 0, hitsPerPage: 21 })
    expect(all.json.hits).toHaveLength(21)
    expect((await search(`dealership_id=${east}&offset=21`)).json.hits).toHaveLength(3)
    const utes = await search(`dealership_id=${east}&categories=${encodeURIComponent('Utes & Vans')}`)
    expect(utes.json.total).toBe(23)
    const priced = await search(`dealership_id=${east}&categories=${encodeURIComponent('SUVs & 4WDs')}&price=30000:40000`)
    expect(priced.json.hits.map((hit: { stocknum: string }) => hit.stocknum)).toEqual(['D7-SUV'])
    expect((await search(`dealership_id=${west}`)).json.hits.map((hit: { stocknum: string }) => hit.stocknum)).toEqual(['D8-UTE'])
  })

  it('answers bad input with 400 and an unknown site with 404', async () => {
    expect(await search('dealership_id=abc')).toEqual({ status: 400, json: { message: catalogueSearchMessages.dealershipRequired } })
    // The other kind of database's id: an ObjectId on SQL, a number on MongoDB.
    const foreignId = testDatabase === 'mongodb' ? '7' : '0123456789abcdef01234567'
    expect(await search(`dealership_id=${foreignId}`)).toEqual({
      status: 400,
      json: { message: catalogueSearchMessages.dealershipRequired },
    })
    expect(await search(`dealership_id=${east}&price=cheap`)).toEqual({
      status: 400,
      json: { message: catalogueSearchMessages.priceInvalid },
    })
    const nowhere = await rest(config, { path: `/api/vehicles/dealership-search?dealership_id=${east}`, host: 'nowhere.example.com' })
    expect(nowhere.status).toBe(404)
  })
})
