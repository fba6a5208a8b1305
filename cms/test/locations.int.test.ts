import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { authUser, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
const docs: Record<'dealerships' | 'locations', { a: number | string; b: number | string }> = {
  dealerships: { a: 0, b: 0 },
  locations: { a: 0, b: 0 },
}

const tenantOf = (doc: { tenant?: unknown }) =>
  typeof doc.tenant === 'object' && doc.tenant ? (doc.tenant as { id: unknown }).id : doc.tenant

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  for (const [key, fixture] of [
    ['a', a],
    ['b', b],
  ] as const) {
    const dealership = await payload.create({
      collection: 'dealerships',
      data: { tenant: fixture.tenant.id, name: `Dealer ${key}`, slug: `dealer-${key}`, dealer_license_number: `MD 00${key}` },
      overrideAccess: true,
    })
    docs.dealerships[key] = dealership.id
    const location = await payload.create({
      collection: 'locations',
      data: {
        tenant: fixture.tenant.id,
        name: `Yard ${key}`,
        slug: `yard-${key}`,
        dealership: dealership.id,
        location_type: 'sales',
        primary: true,
        address: {
          street: '1 Test Street',
          city: 'Auburn',
          state: key === 'a' ? 'NSW' : 'VIC',
          postcode: '2144',
          lat: -33.85,
          long: 151.03,
        },
        contact_detail: {
          phone: '(02) 9555 0100',
          email: `yard-${key}@example.com.au`,
          opening_hours: [
            { hours_type: 'sales', weekday: '1', status: 'Open', formated_hours: '8:30am - 5:30pm', open: '8:30am', close: '5:30pm' },
            { hours_type: 'service', weekday: '6', status: 'Closed' },
          ],
        },
        special_hours: [{ date: '2026-12-25T00:00:00.000Z', name: 'Christmas Day', status: 'Closed' }],
        reviews: { average_rating: 4.5, count: 10 },
      },
      overrideAccess: true,
    })
    docs.locations[key] = location.id
  }
})

afterAll(async () => {
  await test?.cleanup()
})

describe('locations keep every field the site shows', () => {
  it('stores hours per type, holiday hours, address with coordinates and the dealership link', async () => {
    const stored = await payload.findByID({ collection: 'locations', id: docs.locations.a, depth: 1, overrideAccess: true })
    expect(stored.contact_detail?.opening_hours?.map((entry) => [entry.hours_type, entry.weekday, entry.status])).toEqual([
      ['sales', '1', 'Open'],
      ['service', '6', 'Closed'],
    ])
    expect(stored.special_hours?.[0]).toMatchObject({ name: 'Christmas Day', status: 'Closed' })
    expect(stored.address).toMatchObject({ lat: -33.85, long: 151.03, state: 'NSW' })
    expect(stored.visible).toBe(true)
    expect(stored.coming_soon).toBe(false)
    expect(typeof stored.dealership === 'object' && stored.dealership?.slug).toBe('dealer-a')
  })

  it('keeps slugs unique within a tenant only, and one URL segment each', async () => {
    const duplicate = payload.create({
      collection: 'locations',
      data: { tenant: a.tenant.id, name: 'Copy', slug: 'yard-a' },
      overrideAccess: true,
    })
    await expect(duplicate).rejects.toMatchObject({
      data: { errors: [{ path: 'slug', message: 'Another one on this site already has this slug.' }] },
    })
    const elsewhere = await payload.create({
      collection: 'locations',
      data: { tenant: b.tenant.id, name: 'Same name', slug: 'yard-a' },
      overrideAccess: true,
    })
    expect(elsewhere.slug).toBe('yard-a')
    await payload.delete({ collection: 'locations', id: elsewhere.id, overrideAccess: true })
    const renamed = await payload.update({ collection: 'locations', id: docs.locations.a, data: { name: 'Yard a' }, overrideAccess: true })
    expect(renamed.slug).toBe('yard-a')
    const badSlug = payload.create({
      collection: 'dealerships',
      data: { tenant: a.tenant.id, name: 'Bad', slug: 'Not/A Slug' },
      overrideAccess: true,
    })
    await expect(badSlug).rejects.toMatchObject({ data: { errors: [{ path: 'slug', message: expect.stringContaining('lower-case') }] } })
  })

  it('refuses contact details a site cannot use, each in words on its field, and keeps the location as it was', async () => {
    const refused = async (data: Record<string, unknown>, path: string, message: string) => {
      const attempt = payload.update({ collection: 'locations', id: docs.locations.a, data, overrideAccess: true })
      await expect(attempt).rejects.toMatchObject({ data: { errors: [{ path, message }] } })
    }
    const phoneMessage =
      'Enter an Australian phone number: a mobile like 0412 345 678, a landline with its area code like (02) 9555 0100, or a 13, 1300 or 1800 number.'
    await refused({ contact_detail: { phone: 'call us' } }, 'contact_detail.phone', phoneMessage)
    await refused({ contact_detail: { landline_phone: '9555 0100' } }, 'contact_detail.landline_phone', phoneMessage)
    await refused({ address: { postcode: 'ABCDE' } }, 'address.postcode', 'Enter a 4-digit Australian postcode, like 2144.')
    await refused({ address: { postcode: '45077' } }, 'address.postcode', 'Enter a 4-digit Australian postcode, like 2144.')
    await refused({ address: { postcode: '0001' } }, 'address.postcode', 'There is no Australian postcode 0001.')
    const hours = (open: string, close: string) => ({
      contact_detail: { opening_hours: [{ hours_type: 'sales', weekday: '1', status: 'Open', open, close }] },
    })
    await refused(hours('25:99', '5:30pm'), 'contact_detail.opening_hours.0.open', 'Enter a time like 8:30am, 5:30pm or 17:30.')
    await refused(hours('5:30pm', '8:30am'), 'contact_detail.opening_hours.0.close', 'Closes at must be later than Opens at.')
    await refused(
      { special_hours: [{ date: '2026-12-24T00:00:00.000Z', status: 'Open', start_hour: '1:00pm', end_hour: '9:00am' }] },
      'special_hours.0.end_hour',
      'Closes at must be later than Opens at.',
    )

    const stored = await payload.findByID({ collection: 'locations', id: docs.locations.a, depth: 0, overrideAccess: true })
    expect(stored.contact_detail?.phone).toBe('(02) 9555 0100')
    expect(stored.address?.postcode).toBe('2144')

    // What people write is accepted as written: a mobile, a 1300 number, a 24-hour time.
    const updated = await payload.update({
      collection: 'locations',
      id: docs.locations.a,
      data: {
        contact_detail: {
          phone: '0412 345 678',
          landline_phone: '1300 555 010',
          opening_hours: [{ hours_type: 'sales', weekday: '1', status: 'Open', open: '8:30am', close: '17:30' }],
        },
        address: { postcode: '3000' },
      },
      overrideAccess: true,
    })
    expect(updated.contact_detail).toMatchObject({ phone: '0412 345 678', landline_phone: '1300 555 010' })
    await payload.update({
      collection: 'locations',
      id: docs.locations.a,
      data: {
        contact_detail: { phone: '(02) 9555 0100', landline_phone: null, opening_hours: stored.contact_detail?.opening_hours },
        address: { postcode: '2144' },
      },
      overrideAccess: true,
    })
  })

  it('refuses coordinates off the globe', async () => {
    const attempt = payload.update({ collection: 'locations', id: docs.locations.a, data: { address: { lat: 120 } }, overrideAccess: true })
    await expect(attempt).rejects.toThrow()
  })
})

for (const collection of ['dealerships', 'locations'] as const) {
  describe(`${collection}: tenant isolation`, () => {
    it('a marketer sees and edits only their own tenant’s', async () => {
      const marketer = await authUser(payload, a.marketer)
      const seen = await payload.find({ collection, user: marketer, overrideAccess: false, depth: 0 })
      expect(seen.docs.length).toBeGreaterThan(0)
      expect(new Set(seen.docs.map(tenantOf))).toEqual(new Set([a.tenant.id]))

      const own = await payload.update({
        collection,
        id: docs[collection].a,
        data: { name: `Renamed ${collection}` },
        user: marketer,
        overrideAccess: false,
      })
      expect(own.name).toBe(`Renamed ${collection}`)
      await expect(
        payload.update({ collection, id: docs[collection].b, data: { name: 'hijacked' }, user: marketer, overrideAccess: false }),
      ).rejects.toThrow()

      const token = await tokenFor(payload, a.marketer.email)
      expect((await rest(config, { path: `/api/${collection}/${docs[collection].b}`, token })).status).toBeGreaterThanOrEqual(400)
      const patch = await rest(config, {
        method: 'PATCH',
        path: `/api/${collection}/${docs[collection].b}`,
        token,
        body: { name: 'hijacked' },
      })
      expect(patch.status).toBeGreaterThanOrEqual(400)
      const remove = await rest(config, { method: 'DELETE', path: `/api/${collection}/${docs[collection].b}`, token })
      expect(remove.status).toBeGreaterThanOrEqual(400)
      const foreign = await payload.findByID({ collection, id: docs[collection].b, overrideAccess: true })
      expect(foreign.name).not.toBe('hijacked')
    })

    it('a marketer cannot create one in another tenant', async () => {
      const token = await tokenFor(payload, a.marketer.email)
      const body = { tenant: b.tenant.id, name: 'Planted', slug: 'planted' }
      const response = await rest(config, { method: 'POST', path: `/api/${collection}`, token, body })
      const planted = await payload.find({ collection, where: { slug: { equals: 'planted' } }, overrideAccess: true })
      expect(planted.docs.filter((doc) => tenantOf(doc) === b.tenant.id)).toEqual([])
      if (response.status < 400) expect(tenantOf(response.json.doc)).toBe(a.tenant.id)
    })

    it('onboarding staff of one tenant cannot read, change or delete another tenant’s', async () => {
      const token = await tokenFor(payload, b.onboarding.email)
      const list = await rest(config, { path: `/api/${collection}?depth=0`, token })
      expect(new Set((list.json.docs as Array<{ tenant: unknown }>).map(tenantOf))).toEqual(new Set([b.tenant.id]))
      expect(
        (await rest(config, { method: 'PATCH', path: `/api/${collection}/${docs[collection].a}`, token, body: { name: 'x' } })).status,
      ).toBeGreaterThanOrEqual(400)
      expect(
        (await rest(config, { method: 'DELETE', path: `/api/${collection}/${docs[collection].a}`, token })).status,
      ).toBeGreaterThanOrEqual(400)
      expect((await payload.findByID({ collection, id: docs[collection].a, overrideAccess: true })).id).toBe(docs[collection].a)
    })

    it('anonymous readers see only the tenant of the host they asked, and cannot write', async () => {
      const onA = await rest(config, { path: `/api/${collection}?depth=0`, host: 'alpha.example.com.au' })
      expect(onA.status).toBe(200)
      expect((onA.json.docs as Array<{ id: unknown }>).map((doc) => doc.id)).toEqual([docs[collection].a])
      const crossRead = await rest(config, { path: `/api/${collection}/${docs[collection].b}`, host: 'alpha.example.com.au' })
      expect(crossRead.status).toBeGreaterThanOrEqual(400)
      const nowhere = await rest(config, { path: `/api/${collection}?depth=0`, host: 'unknown.example.org' })
      expect(nowhere.json.docs ?? []).toEqual([])
      const write = await rest(config, {
        method: 'POST',
        path: `/api/${collection}`,
        host: 'alpha.example.com.au',
        body: { name: 'x', slug: 'x' },
      })
      expect(write.status).toBeGreaterThanOrEqual(400)
    })

    it('the Local API as an anonymous visitor of one tenant reads that tenant’s only', async () => {
      const seen = await payload.find({ collection, overrideAccess: false, context: { tenantId: b.tenant.id }, depth: 0 })
      expect(seen.docs.map((doc) => doc.id)).toEqual([docs[collection].b])
    })
  })
}
