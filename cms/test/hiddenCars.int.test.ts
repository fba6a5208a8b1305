import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { watchlistMessages } from '@forecourt/domain/shopper'
import type { Vehicle } from '@forecourt/schema'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { signedInShopper, siteCall, type SiteAnswer } from './helpers/shopperSession'
import { bootTestPayload, testDatabase, type TestPayload } from './helpers/testPayload'

/**
 * A car the dealer does not show on the website is, to a shopper, no car at all: every shopper path
 * that names a car by id or slug answers it exactly as it answers a car that does not exist.
 */

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let stock = 0

const host = 'alpha.example.com.au'
/** An id of this database that no car has: a number on SQL, an ObjectId on MongoDB. */
const NO_SUCH_ID = testDatabase === 'mongodb' ? '0123456789abcdef01234567' : 987_654
const NO_SUCH_SLUG = '2019-toyota-corolla-nosuchcar'

async function car(extra: Partial<Vehicle> = {}): Promise<Vehicle> {
  stock += 1
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: a.tenant.id,
      stocknum: `H${stock}`,
      name: `2022 Toyota Supra GR ${stock}`,
      make: 'Toyota',
      model: 'Supra',
      year: 2022,
      car_type: 'used',
      status: 'in_stock',
      price: 84990,
      payment_processors: ['stripe'],
      primary_image_url: `https://images.example.com/supra-${stock}.jpg`,
      ...extra,
    },
    overrideAccess: true,
  })
}

const hide = (target: Vehicle) =>
  payload.update({ collection: 'vehicles', id: target.id, data: { show_on_dealer_website: false }, depth: 0, overrideAccess: true })

/** The answer to a hidden car must be the answer to no car: same status, same body. */
function expectAnsweredLikeNoCar(hidden: SiteAnswer, missing: SiteAnswer) {
  expect(missing.status).toBe(404)
  expect(hidden).toEqual(missing)
}

let address = 0
const freshAddress = () => `192.0.2.${(address += 1)}`

beforeAll(async () => {
  // Each call from an address of its own: the intake's per-address limits are tested with the intake.
  process.env.ENQUIRY_RATE_LIMIT = '100000'
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  await payload.create({
    collection: 'site-settings',
    data: {
      tenant: a.tenant.id,
      checkout_enabled: true,
      reserve_deposit: 250,
      online_purchase_enabled: true,
      phone_reveal: true,
      phone_numbers: { new: '(02) 9555 0101', used: '(02) 9555 0202' },
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await test?.cleanup()
})

describe(`a car hidden from the website (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it('cannot be saved to a watchlist: 404 like an unknown car', async () => {
    const cookie = await signedInShopper(payload, a.tenant.id, '+61412000001')
    const hidden = await car({ show_on_dealer_website: false })
    const save = (carId: number) =>
      siteCall(config, { path: '/api/watchlist/save-car', host, cookie, body: { phone_number: '0412 000 001', car_id: carId } })
    const answer = await save(hidden.id)
    expectAnsweredLikeNoCar(answer, await save(NO_SUCH_ID))
    expect(answer.json).toEqual({ success: false, message: watchlistMessages.unknownCar })
    expect(await payload.count({ collection: 'watchlist', where: { car: { equals: hidden.id } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })
  })

  it('once hidden after being saved, is listed as no longer available, without its name, price, slug or photo', async () => {
    const cookie = await signedInShopper(payload, a.tenant.id, '+61412000002')
    const listed = await car()
    const later = await car()
    for (const target of [listed, later]) {
      const saved = await siteCall(config, {
        path: '/api/watchlist/save-car',
        host,
        cookie,
        body: { phone_number: '0412 000 002', car_id: target.id },
      })
      expect(saved.status).toBe(200)
    }
    await hide(later)

    const mine = await siteCall(config, { path: '/api/watchlist/mine', host, cookie })
    expect(mine.status).toBe(200)
    const garage = await siteCall(config, { path: '/api/shoppers/garage', host, cookie })
    expect(garage.status).toBe(200)
    for (const cars of [mine.json.cars, garage.json.watchlist]) {
      expect(cars).toHaveLength(2)
      expect(cars.find((each: { id: number }) => each.id === later.id)).toEqual({
        id: later.id,
        available: false,
        name: null,
        slug: null,
        price: null,
        status: null,
        sold: false,
        image: null,
      })
      expect(cars.find((each: { id: number }) => each.id === listed.id)).toMatchObject({
        id: listed.id,
        available: true,
        name: listed.name,
        slug: listed.slug,
        price: 84990,
        image: listed.primary_image_url,
      })
    }
    for (const body of [mine.json, garage.json]) {
      const text = JSON.stringify(body)
      expect(text).not.toContain(later.name!)
      expect(text).not.toContain(later.slug!)
      expect(text).not.toContain(later.primary_image_url!)
    }

    // Its shopper can still take it off the list; a shopper who never saved it is told there is no such car.
    const other = await signedInShopper(payload, a.tenant.id, '+61412000003')
    const removeBy = (who: string, phone: string, carId: number) =>
      siteCall(config, { path: '/api/watchlist/remove-car', host, cookie: who, body: { phone_number: phone, car_id: carId } })
    expectAnsweredLikeNoCar(await removeBy(other, '0412 000 003', later.id), await removeBy(other, '0412 000 003', NO_SUCH_ID))
    const removed = await removeBy(cookie, '0412 000 002', later.id)
    expect(removed).toEqual({ status: 200, json: { success: true, message: watchlistMessages.removed } })
    const after = await siteCall(config, { path: '/api/watchlist/mine', host, cookie })
    expect(after.json.cars.map((each: { id: number }) => each.id)).toEqual([listed.id])
  })

  it('cannot be reserved: 404 like an unknown car, and stays unreserved', async () => {
    const hidden = await car({ show_on_dealer_website: false })
    const start = (carId: number) =>
      siteCall(config, {
        path: '/api/reservations/start',
        host,
        address: freshAddress(),
        body: {
          car_id: carId,
          name: 'Alex Shopper',
          email: 'alex@example.com',
          phone: '0412 345 678',
          postcode: '2000',
          idempotency_key: randomUUID(),
        },
      })
    expectAnsweredLikeNoCar(await start(hidden.id), await start(NO_SUCH_ID))
    expect((await payload.findByID({ collection: 'vehicles', id: hidden.id, depth: 0, overrideAccess: true })).reserved).toBe(false)
    expect(await payload.count({ collection: 'reservations', where: { car: { equals: hidden.id } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })
  })

  it('cannot be bought online: the purchase journey answers 404 like an unknown car', async () => {
    const hidden = await car({ show_on_dealer_website: false })
    const step = (slug: string) =>
      siteCall(config, {
        path: '/api/purchase-journeys/step',
        host,
        address: freshAddress(),
        body: {
          car_id: slug,
          step: 'details',
          idempotency_key: randomUUID(),
          data: { first_name: 'Jordan', last_name: 'Buyer', email: 'jordan@example.com', phone: '0412 000 111', postcode: '3000' },
        },
      })
    expectAnsweredLikeNoCar(await step(hidden.slug!), await step(NO_SUCH_SLUG))
  })

  it('has no number to reveal: 404 like an unknown car, and nothing recorded', async () => {
    const hidden = await car({ show_on_dealer_website: false })
    const reveal = (carId: number) =>
      siteCall(config, {
        path: '/api/phone-reveals/record',
        host,
        address: freshAddress(),
        body: { car_id: carId, website_id: a.tenant.id },
      })
    expectAnsweredLikeNoCar(await reveal(hidden.id), await reveal(NO_SUCH_ID))
    expect(await payload.count({ collection: 'phone-reveals', where: { car: { equals: hidden.id } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })
  })

  it('is no car to a finance or trade-in enquiry by car id: the lead carries none of its facts, as for an unknown id', async () => {
    const hidden = await car({ show_on_dealer_website: false })
    const enquire = async (carId: number) => {
      const answer = await siteCall(config, {
        path: '/api/enquiries/submit',
        host,
        address: freshAddress(),
        body: {
          form: { kind: 'finance' },
          name: 'Jane',
          email: 'jane@example.com.au',
          phone: '0412 345 678',
          postcode: '2000',
          message: 'Finance for this one please',
          car_id: String(carId),
          idempotency_key: randomUUID(),
        },
      })
      expect(answer.status).toBe(201)
      const lead = await payload.findByID({ collection: 'enquiries', id: answer.json.lead_id, depth: 0, overrideAccess: true })
      return lead.vehicle
    }
    const forHidden = await enquire(hidden.id)
    const forMissing = await enquire(NO_SUCH_ID)
    expect({ ...forHidden, car_id: null }).toEqual({ ...forMissing, car_id: null })
    expect(JSON.stringify(forHidden)).not.toContain('Supra')
  })
})
