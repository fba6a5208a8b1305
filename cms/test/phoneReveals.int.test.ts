import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { phoneRevealMessages } from '../src/phoneReveals/endpoints'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, testDatabase, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let carA: Vehicle
let carB: Vehicle
let yardA: string
let otherYardA: string

const hostA = 'alpha.example.com.au'
/** An id as a page sends it: a number on SQL (it may send digits too), the ObjectId string on MongoDB. */
const idOf = (id: string) => (testDatabase === 'mongodb' ? id : Number(id))

const reveal = (body: unknown, host = hostA) => rest(config, { method: 'POST', path: '/api/phone-reveals/record', host, body })
const revealsOf = async (tenant: number | string) =>
  (await payload.find({ collection: 'phone-reveals', where: { tenant: { equals: tenant } }, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  const dealership = async (tenant: number | string, slug: string) =>
    String((await payload.create({ collection: 'dealerships', data: { tenant, slug, name: slug }, overrideAccess: true })).id)
  yardA = await dealership(a.tenant.id, 'alpha-east')
  otherYardA = await dealership(a.tenant.id, 'alpha-west')
  const car = (tenant: number | string, stocknum: string) =>
    payload.create({
      collection: 'vehicles',
      data: {
        tenant,
        stocknum,
        make: 'Toyota',
        model: 'Corolla',
        year: 2021,
        car_type: 'used',
        status: 'in_stock',
        price: 25990,
        dealership_id: yardA,
      },
      overrideAccess: true,
    })
  carA = await car(a.tenant.id, 'A1')
  carB = await car(b.tenant.id, 'B1')
  // The used-car number is the one a used car's page masks, and the one the reveal answers with.
  await payload.create({
    collection: 'site-settings',
    data: { tenant: a.tenant.id, phone_numbers: { new: '(02) 9555 0101', used: '(02) 9555 0202' }, phone_reveal: true },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await test?.cleanup()
})

describe('POST /api/phone-reveals/record', () => {
  it("records a reveal for the site's own car, with the car's dealership", async () => {
    // Ids as this database issues them: whole numbers on SQL, ObjectId strings on MongoDB.
    expect(typeof carA.id).toBe(testDatabase === 'mongodb' ? 'string' : 'number')
    const answer = await reveal({ car_id: carA.id, dealership_id: idOf(otherYardA), website_id: a.tenant.id })
    expect(answer.status).toBe(201)
    // The page holds only the masked number: the reveal answers with the one the rule chooses for this car.
    expect(answer.json).toMatchObject({ number: '(02) 9555 0202', tel_href: 'tel:0295550202' })
    const stored = await revealsOf(a.tenant.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ car: carA.id, dealership_id: yardA })
    expect(Date.now() - new Date(stored[0]!.revealed_at).getTime()).toBeLessThan(60_000)
  })

  it('accepts ids sent as strings, as a page may', async () => {
    const answer = await reveal({ car_id: String(carA.id), dealership_id: otherYardA, website_id: String(a.tenant.id) })
    expect(answer.status).toBe(201)
  })

  it("refuses another site's id, another site's car, malformed and oversized bodies without storing anything", async () => {
    const before = (await payload.count({ collection: 'phone-reveals', overrideAccess: true })).totalDocs
    const otherSite = await reveal({ car_id: carA.id, dealership_id: yardA, website_id: b.tenant.id })
    expect(otherSite).toEqual({ status: 400, json: { message: phoneRevealMessages.invalid } })
    const otherCar = await reveal({ car_id: carB.id, dealership_id: yardA, website_id: a.tenant.id })
    expect(otherCar).toEqual({ status: 404, json: { message: phoneRevealMessages.unknownCar } })
    expect((await reveal({ car_id: 'one', website_id: a.tenant.id })).status).toBe(400)
    // The other kind of database's id: an ObjectId on SQL, a number on MongoDB.
    const foreignId = testDatabase === 'mongodb' ? 12 : '0123456789abcdef01234567'
    expect(await reveal({ car_id: foreignId, website_id: a.tenant.id })).toEqual({
      status: 400,
      json: { message: phoneRevealMessages.invalid },
    })
    expect(await reveal({ car_id: carA.id, dealership_id: foreignId, website_id: a.tenant.id })).toEqual({
      status: 400,
      json: { message: phoneRevealMessages.invalid },
    })
    expect((await reveal(null)).status).toBe(400)
    expect(await reveal({ car_id: carA.id, website_id: a.tenant.id, padding: 'x'.repeat(5_000) })).toEqual({
      status: 413,
      json: { message: phoneRevealMessages.tooLarge },
    })
    expect((await reveal({ car_id: carA.id, website_id: a.tenant.id }, 'nowhere.example.com')).status).toBe(404)
    expect((await payload.count({ collection: 'phone-reveals', overrideAccess: true })).totalDocs).toBe(before)
  })

  it("shows a marketer their own site's reveals only, and lets nobody write them through the API", async () => {
    await reveal({ car_id: carB.id, website_id: b.tenant.id }, 'bravo.example.com.au')
    const token = await tokenFor(payload, a.marketer.email)
    const list = await rest(config, { path: '/api/phone-reveals?depth=0&limit=100', token })
    expect(list.status).toBe(200)
    expect(list.json.docs.length).toBeGreaterThan(0)
    expect(list.json.docs.every((doc: { car: number | string }) => doc.car === carA.id)).toBe(true)
    const forged = await rest(config, {
      method: 'POST',
      path: '/api/phone-reveals',
      token,
      body: { car: carA.id, revealed_at: new Date().toISOString() },
    })
    expect(forged.status).toBe(403)
    expect((await rest(config, { path: '/api/phone-reveals' })).json.docs ?? []).toEqual([])
  })
})
