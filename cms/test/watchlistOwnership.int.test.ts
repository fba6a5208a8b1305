import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { signedInShopper, siteCall } from './helpers/shopperSession'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

/**
 * Two shoppers of one site saving the same car: each list holds only its shopper's entries and a
 * removal takes out only the caller's own, so dropping the shopper condition from the list or the
 * removal (everyone seeing and deleting everyone's saved cars) fails here.
 */

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let shared: Vehicle
let onlyFirst: Vehicle
let onlySecond: Vehicle

const host = 'alpha.example.com.au'
const first = { phone: '0412 111 001', e164: '+61412111001', cookie: '' }
const second = { phone: '0412 111 002', e164: '+61412111002', cookie: '' }

const car = (stocknum: string) =>
  payload.create({
    collection: 'vehicles',
    data: { tenant: a.tenant.id, stocknum, name: `2020 Mazda CX-5 ${stocknum}`, make: 'Mazda', year: 2020, status: 'in_stock' },
    overrideAccess: true,
  })

const watchlist = (action: 'save-car' | 'remove-car', who: typeof first, carId: number) =>
  siteCall(config, { path: `/api/watchlist/${action}`, host, cookie: who.cookie, body: { phone_number: who.phone, car_id: carId } })

const savedIds = async (who: typeof first) => {
  const mine = await siteCall(config, { path: '/api/watchlist/mine', host, cookie: who.cookie })
  expect(mine.status).toBe(200)
  const garage = await siteCall(config, { path: '/api/shoppers/garage', host, cookie: who.cookie })
  expect(garage.status).toBe(200)
  // In creation order: numbers on SQL, ObjectIds (whose hex grows with time) on MongoDB.
  const ids = (cars: Array<{ id: number | string }>) =>
    cars
      .map((each) => each.id)
      .sort((x, y) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))))
  // My Garage lists the same cars as the watchlist.
  expect(ids(garage.json.watchlist)).toEqual(ids(mine.json.cars))
  return ids(mine.json.cars)
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  first.cookie = await signedInShopper(payload, a.tenant.id, first.e164)
  second.cookie = await signedInShopper(payload, a.tenant.id, second.e164)
  shared = await car('W1')
  onlyFirst = await car('W2')
  onlySecond = await car('W3')
})

afterAll(async () => {
  await test?.cleanup()
})

describe(`watchlist ownership (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it('two shoppers saving the same car each see and remove only their own entries', async () => {
    for (const [who, target] of [
      [first, shared],
      [second, shared],
      [first, onlyFirst],
      [second, onlySecond],
    ] as const) {
      expect((await watchlist('save-car', who, target.id)).status).toBe(200)
    }
    expect(await savedIds(first)).toEqual([shared.id, onlyFirst.id])
    expect(await savedIds(second)).toEqual([shared.id, onlySecond.id])

    // The first shopper removes the car both saved: the second keeps theirs.
    expect((await watchlist('remove-car', first, shared.id)).status).toBe(200)
    expect(await savedIds(first)).toEqual([onlyFirst.id])
    expect(await savedIds(second)).toEqual([shared.id, onlySecond.id])

    // Removing a car only the other shopper saved answers success and removes nothing of theirs.
    expect((await watchlist('remove-car', first, onlySecond.id)).status).toBe(200)
    expect(await savedIds(second)).toEqual([shared.id, onlySecond.id])
    expect(await savedIds(first)).toEqual([onlyFirst.id])

    const stored = await payload.find({ collection: 'watchlist', depth: 0, limit: 10, overrideAccess: true })
    expect(stored.totalDocs).toBe(3)
  })
})
