import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { authUser, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let carA: Vehicle
let carB: Vehicle
let marketerToken: string

async function createCar(tenantId: number, stocknum: string, extra: Partial<Vehicle> = {}): Promise<Vehicle> {
  return payload.create({
    collection: 'vehicles',
    data: {
      tenant: tenantId,
      stocknum,
      make: 'Toyota',
      model: 'HiLux',
      year: 2021,
      price: 45990,
      car_type: 'used',
      status: 'in_stock',
      ...extra,
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha', '#aa0000')
  b = await createTenantFixture(payload, 'bravo', '#0000aa')
  carA = await createCar(a.tenant.id, 'A100')
  carB = await createCar(b.tenant.id, 'B200', { make: 'Mazda', model: 'CX-5' })
  marketerToken = await tokenFor(payload, a.marketer.email)
})

afterAll(async () => {
  await test?.cleanup()
})

const ids = (docs: Array<{ id: number | string }>) => docs.map((doc) => doc.id).sort()

describe('vehicles', () => {
  it('get a slug from year, make, model and stock number, and keep one given', async () => {
    expect(carA.slug).toBe('2021-toyota-hilux-a100')
    expect(carA.show_on_dealer_website).toBe(true)
    const named = await createCar(a.tenant.id, 'A101', { slug: 'my-own-slug' })
    expect(named.slug).toBe('my-own-slug')
    await payload.delete({ collection: 'vehicles', id: named.id, overrideAccess: true })
  })

  it('keep their slug through a partial update, and regain a full one when it is cleared', async () => {
    const car = await createCar(a.tenant.id, 'A102')
    const repriced = await payload.update({ collection: 'vehicles', id: car.id, data: { price: 12345, year: 2021 }, overrideAccess: true })
    expect(repriced.slug).toBe(car.slug)
    const cleared = await payload.update({ collection: 'vehicles', id: car.id, data: { slug: '' }, overrideAccess: true })
    expect(cleared.slug).toBe(car.slug)
    await payload.delete({ collection: 'vehicles', id: car.id, overrideAccess: true })
  })

  it('need a stock number unique within the tenant, not across tenants', async () => {
    await expect(createCar(a.tenant.id, 'A100', { slug: 'another-slug' })).rejects.toThrow()
    const sameStockOtherTenant = await createCar(b.tenant.id, 'A100')
    expect(sameStockOtherTenant.slug).toBe(carA.slug)
    await payload.delete({ collection: 'vehicles', id: sameStockOtherTenant.id, overrideAccess: true })
    await expect(
      payload.create({ collection: 'vehicles', data: { tenant: a.tenant.id, make: 'Kia' } as never, overrideAccess: true }),
    ).rejects.toThrow()
  })

  describe('for a marketer of tenant A, through the Local API with overrideAccess: false', () => {
    it('lists only their own tenant’s vehicles', async () => {
      const user = await authUser(payload, a.marketer)
      const found = await payload.find({ collection: 'vehicles', user, overrideAccess: false, depth: 0 })
      expect(ids(found.docs)).toEqual([carA.id])
      const asked = await payload.find({ collection: 'vehicles', where: { tenant: { equals: b.tenant.id } }, user, overrideAccess: false })
      expect(asked.docs).toEqual([])
    })

    it('cannot read, update or delete tenant B’s vehicle, nor create one there', async () => {
      const user = await authUser(payload, a.marketer)
      await expect(payload.findByID({ collection: 'vehicles', id: carB.id, user, overrideAccess: false })).rejects.toThrow()
      await expect(
        payload.update({ collection: 'vehicles', id: carB.id, data: { price: 1 }, user, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection: 'vehicles', id: carB.id, user, overrideAccess: false })).rejects.toThrow()
      await expect(
        payload.create({ collection: 'vehicles', data: { tenant: b.tenant.id, stocknum: 'PLANTED' }, user, overrideAccess: false }),
      ).rejects.toThrow()
      expect((await payload.findByID({ collection: 'vehicles', id: carB.id, overrideAccess: true })).price).toBe(45990)
      const planted = await payload.find({ collection: 'vehicles', where: { stocknum: { equals: 'PLANTED' } }, overrideAccess: true })
      expect(planted.totalDocs).toBe(0)
    })

    it('can create, edit and delete vehicles of their own tenant', async () => {
      const user = await authUser(payload, a.marketer)
      const car = await payload.create({
        collection: 'vehicles',
        data: { tenant: a.tenant.id, stocknum: 'OWN1', make: 'Kia', model: 'Sportage', year: 2023 },
        user,
        overrideAccess: false,
      })
      const updated = await payload.update({ collection: 'vehicles', id: car.id, data: { price: 39990 }, user, overrideAccess: false })
      expect(updated.price).toBe(39990)
      await payload.delete({ collection: 'vehicles', id: car.id, user, overrideAccess: false })
    })
  })

  describe('for a marketer of tenant A, through REST', () => {
    it('lists only their own tenant’s vehicles', async () => {
      const list = await rest(config, { path: '/api/vehicles?depth=0', token: marketerToken })
      expect(list.status).toBe(200)
      expect(ids(list.json.docs)).toEqual([carA.id])
    })

    it('cannot read, update or delete tenant B’s vehicle', async () => {
      const path = `/api/vehicles/${carB.id}`
      expect((await rest(config, { path, token: marketerToken })).status).toBeGreaterThanOrEqual(400)
      expect((await rest(config, { method: 'PATCH', path, token: marketerToken, body: { price: 1 } })).status).toBeGreaterThanOrEqual(400)
      expect((await rest(config, { method: 'DELETE', path, token: marketerToken })).status).toBeGreaterThanOrEqual(400)
      const created = await rest(config, {
        method: 'POST',
        path: '/api/vehicles',
        token: marketerToken,
        body: { tenant: b.tenant.id, stocknum: 'PLANTED-REST' },
      })
      expect(created.status).toBeGreaterThanOrEqual(400)
      const stored = await payload.findByID({ collection: 'vehicles', id: carB.id, overrideAccess: true })
      expect(stored.price).toBe(45990)
    })
  })

  describe('anonymous reads', () => {
    it('through the Local API see only the tenant passed in, and nothing without one', async () => {
      const scoped = await payload.find({ collection: 'vehicles', overrideAccess: false, context: { tenantId: a.tenant.id }, depth: 0 })
      expect(ids(scoped.docs)).toEqual([carA.id])
      await expect(payload.find({ collection: 'vehicles', overrideAccess: false })).rejects.toThrow('not allowed')
    })

    it('through REST see the vehicles of the tenant whose domain they asked, and cannot write', async () => {
      const onA = await rest(config, { path: '/api/vehicles?depth=0', host: 'alpha.example.com.au' })
      expect(ids(onA.json.docs)).toEqual([carA.id])
      const crossRead = await rest(config, { path: `/api/vehicles/${carB.id}`, host: 'alpha.example.com.au' })
      expect(crossRead.status).toBeGreaterThanOrEqual(400)
      const nowhere = await rest(config, { path: '/api/vehicles?depth=0', host: 'unknown.example.org' })
      expect(nowhere.json.docs ?? []).toEqual([])
      const patch = await rest(config, {
        method: 'PATCH',
        path: `/api/vehicles/${carA.id}`,
        host: 'alpha.example.com.au',
        body: { price: 1 },
      })
      expect(patch.status).toBeGreaterThanOrEqual(400)
    })

    it('never see a car the dealer keeps off the website', async () => {
      const hidden = await createCar(a.tenant.id, 'A900', { show_on_dealer_website: false })
      const listed = await rest(config, { path: '/api/vehicles?depth=0&limit=24', host: 'alpha.example.com.au' })
      expect(ids(listed.json.docs)).not.toContain(hidden.id)
      const direct = await rest(config, { path: `/api/vehicles/${hidden.id}`, host: 'alpha.example.com.au' })
      expect(direct.status).toBeGreaterThanOrEqual(400)
      const local = await payload.find({ collection: 'vehicles', overrideAccess: false, context: { tenantId: a.tenant.id }, depth: 0 })
      expect(ids(local.docs)).not.toContain(hidden.id)
      await payload.delete({ collection: 'vehicles', id: hidden.id, overrideAccess: true })
    })
  })
})
