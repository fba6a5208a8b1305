import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { VehicleViewCounter } from '../src/vehicles/viewCounter'
import { createTenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let tenantId: number

const createCar = (stocknum: string, views: number) =>
  payload.create({
    collection: 'vehicles',
    data: {
      tenant: tenantId,
      stocknum,
      make: 'Mazda',
      model: 'CX-5',
      year: 2020,
      car_type: 'used',
      status: 'in_stock',
      price: 31990,
      views,
      images: [{ url: 'https://images.example.com/cx5-front.jpg' }, { url: 'https://images.example.com/cx5-rear.jpg' }],
    },
    overrideAccess: true,
  })

const stored = (car: Vehicle) => payload.findByID({ collection: 'vehicles', id: car.id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  tenantId = (await createTenantFixture(payload, 'views')).tenant.id
})

afterAll(async () => {
  await test?.cleanup()
})

describe('vehicle page views', () => {
  it('are added to the stored count in a batch, leaving the rest of the car as it was', async () => {
    const car = await createCar('V1', 3)
    const counter = new VehicleViewCounter(payload)
    for (let view = 1; view <= 5; view += 1) expect(counter.record(car.id)).toBe(view)
    expect((await stored(car)).views).toBe(3)

    await counter.flush()
    const after = await stored(car)
    expect(after.views).toBe(8)
    expect(after.images?.map((image) => image.url)).toEqual([
      'https://images.example.com/cx5-front.jpg',
      'https://images.example.com/cx5-rear.jpg',
    ])
    expect(after.price).toBe(31990)
    expect(counter.unsaved(car.id)).toBe(0)

    // A second batch adds to the first rather than replacing it.
    counter.record(car.id)
    await counter.flush()
    expect((await stored(car)).views).toBe(9)
  })

  it('keeps views that arrive while a batch is being written for the next one', async () => {
    const car = await createCar('V2', 0)
    const counter = new VehicleViewCounter(payload)
    counter.record(car.id)
    counter.record(car.id)
    const writing = counter.flush()
    counter.record(car.id)
    await writing
    expect((await stored(car)).views).toBe(2)
    expect(counter.unsaved(car.id)).toBe(1)
    await counter.flush()
    expect((await stored(car)).views).toBe(3)
  })

  it('drops the views of a car deleted before they were written, without failing the others', async () => {
    const gone = await createCar('V3', 0)
    const kept = await createCar('V4', 10)
    const counter = new VehicleViewCounter(payload)
    counter.record(gone.id)
    counter.record(kept.id)
    await payload.delete({ collection: 'vehicles', id: gone.id, overrideAccess: true })
    await counter.flush()
    expect(counter.unsaved(gone.id)).toBe(0)
    expect((await stored(kept)).views).toBe(11)
  })
})
