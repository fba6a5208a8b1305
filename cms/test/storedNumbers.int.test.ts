import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { enquiryMessages } from '@forecourt/domain/enquiry'

import type { Vehicle } from '@forecourt/schema'
import { sampleEnquiryInput } from '../src/enquiries/testLeads'
import { phoneRevealMessages } from '../src/phoneReveals/endpoints'
import { importStockFeed } from '../src/stockFeed/importFeed'
import { createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, describeNeeding, emulatorLimits, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let car: Vehicle
let adminToken: string
let marketerToken: string

const host = 'alpha.example.com.au'
let keyCounter = 0
const lead = (extra: Record<string, unknown> = {}) => ({
  ...sampleEnquiryInput,
  idempotency_key: `stored-numbers-key-${String(++keyCounter).padStart(6, '0')}`,
  ...extra,
})
const submit = (body: unknown) => rest(config, { method: 'POST', path: '/api/enquiries/submit', host, body })
const countOf = async (collection: 'enquiries' | 'phone-reveals' | 'vehicles') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/** Writes a value past 2^53 straight into a column, as an old version, a SQL session or a restored backup could. */
async function poison(table: string, column: string, id: number | string): Promise<void> {
  const statement = `UPDATE "${table}" SET "${column}" = 99999999999999999 WHERE id = ${Number(id)}`
  const db = payload.db as unknown as {
    client?: { execute(sql: string): Promise<unknown> }
    pool?: { query(sql: string): Promise<unknown> }
  }
  if (test.databaseLabel === 'postgres') await db.pool!.query(statement)
  else await db.client!.execute(statement)
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  const admin = await createSuperAdmin(payload)
  adminToken = await tokenFor(payload, admin.email)
  marketerToken = await tokenFor(payload, a.marketer.email)
  car = await payload.create({
    collection: 'vehicles',
    data: {
      tenant: a.tenant.id,
      stocknum: 'S1',
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      price: 25990,
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await test?.cleanup()
})

describe('numbers from outside are bounded before they are stored', () => {
  it('refuses an anonymous offer of $99,999,999,999,999,999 with 400 and a clear message, storing nothing', async () => {
    const before = await countOf('enquiries')
    const answer = await submit(lead({ form: 'make-an-offer', offer_from_client: '99999999999999999', car_id: String(car.id) }))
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toEqual({ offer_from_client: enquiryMessages.amountTooLarge })
    expect(await countOf('enquiries')).toBe(before)
  })

  it('refuses a trade-in valuation above $10,000,000 and takes one at it', async () => {
    const tooMuch = await submit(lead({ form: 'trade-in', valuation: 10_000_001 }))
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.json.errors.valuation).toBe(enquiryMessages.amountTooLarge)
    const atLimit = await submit(lead({ form: 'make-an-offer', offer_from_client: '$10,000,000', car_id: String(car.id) }))
    expect(atLimit.status).toBe(201)
  })

  it('refuses a phone reveal whose dealership_id or car_id is beyond a safe id, as a number or as digits', async () => {
    const before = await countOf('phone-reveals')
    for (const body of [
      { car_id: car.id, dealership_id: 99999999999999999, website_id: a.tenant.id },
      { car_id: car.id, dealership_id: '99999999999999999', website_id: a.tenant.id },
      { car_id: 9007199254740993, website_id: a.tenant.id },
    ]) {
      const answer = await rest(config, { method: 'POST', path: '/api/phone-reveals/record', host, body })
      expect(answer).toEqual({ status: 400, json: { message: phoneRevealMessages.invalid } })
    }
    expect(await countOf('phone-reveals')).toBe(before)
  })

  it('rejects a stock feed row priced 9007199254740993 with its reason; the rest imports, and so does the next feed', async () => {
    const row = (stocknum: string, price: string) =>
      `{"stocknum":"${stocknum}","car_type":"used","make":"Kia","model":"Cerato","year":2020,"price":${price}}`
    const first = await importStockFeed(payload, {
      tenantId: a.tenant.id,
      dealership: 'alpha-north',
      mode: 'partial',
      format: 'json',
      text: `[${row('F1', '9007199254740993')},${row('F2', '19990')}]`,
    })
    expect(first.created).toBe(1)
    expect(first.rejected.map((each) => each.reason)).toEqual(['Row 1: price must be at most 10000000 (9007199254740992)'])
    const later = await importStockFeed(payload, {
      tenantId: a.tenant.id,
      dealership: 'alpha-north',
      mode: 'full',
      format: 'json',
      text: `[${row('F2', '18990')},${row('F3', '21990')}]`,
    })
    expect({ created: later.created, updated: later.updated, rejected: later.rejected }).toEqual({ created: 1, updated: 1, rejected: [] })
  })

  it('bounds REST writes through the collections’ own number fields', async () => {
    const answer = await rest(config, {
      method: 'POST',
      path: '/api/vehicles',
      token: adminToken,
      body: {
        tenant: a.tenant.id,
        stocknum: 'R1',
        make: 'Kia',
        model: 'Rio',
        year: 2020,
        car_type: 'used',
        status: 'in_stock',
        price: 9007199254740993,
      },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).toContain('price')
    expect(await payload.find({ collection: 'vehicles', where: { stocknum: { equals: 'R1' } }, overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })
  })
})

describeNeeding(emulatorLimits.sql)('a stored value past 2^53 never makes a read fail', () => {
  it('keeps the Enquiries list readable for the super-admin and the tenant, and the lead can be opened and deleted', async () => {
    const created = await submit(lead({ form: 'make-an-offer', offer_from_client: 24000, car_id: String(car.id) }))
    expect(created.status).toBe(201)
    const id = created.json.lead_id as number
    await poison('enquiries', 'offer_from_client', id)

    for (const token of [adminToken, marketerToken]) {
      const list = await rest(config, { path: '/api/enquiries?depth=0&limit=100', token })
      expect(list.status).toBe(200)
      expect(list.json.docs.map((doc: { id: number }) => doc.id)).toContain(id)
    }
    const opened = await rest(config, { path: `/api/enquiries/${id}?depth=0`, token: marketerToken })
    expect(opened.status).toBe(200)
    expect(opened.json.offer_from_client).toBeGreaterThan(9_007_199_254_740_991)
    const deleted = await rest(config, { method: 'DELETE', path: `/api/enquiries/${id}`, token: adminToken })
    expect(deleted.status).toBe(200)
    expect((await rest(config, { path: `/api/enquiries/${id}`, token: adminToken })).status).toBe(404)
  })

  it('keeps the cars and phone reveals lists readable too', async () => {
    const revealed = await rest(config, {
      method: 'POST',
      path: '/api/phone-reveals/record',
      host,
      body: { car_id: car.id, website_id: a.tenant.id },
    })
    expect(revealed.status).toBe(201)
    await poison('phone_reveals', 'dealership_id', revealed.json.id)
    await poison('vehicles', 'price', car.id)
    const reveals = await rest(config, { path: '/api/phone-reveals?depth=0', token: marketerToken })
    expect(reveals.status).toBe(200)
    expect(reveals.json.docs.map((doc: { id: number }) => doc.id)).toContain(revealed.json.id)
    const cars = await rest(config, { path: '/api/vehicles?depth=0&limit=100', token: adminToken })
    expect(cars.status).toBe(200)
    expect(cars.json.docs.map((doc: { id: number }) => doc.id)).toContain(car.id)
  })
})
