import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { CollectionSlug, Payload, SanitizedConfig } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { tenantCollectionsInDeletionOrder } from '../src/tenancy/deleteTenantContent'
import { createSuperAdmin, createTenantFixture, password, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let adminToken: string

const newCar = (tenant: number, stocknum: string): Promise<Vehicle> =>
  payload.create({
    collection: 'vehicles',
    data: {
      tenant,
      stocknum,
      name: `2021 Toyota Corolla ${stocknum}`,
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      price: 25990,
    },
    overrideAccess: true,
  })

const reveal = (car: Vehicle, tenant: TenantFixture) =>
  rest(config, {
    method: 'POST',
    path: '/api/phone-reveals/record',
    host: `${tenant.tenant.slug}.example.com.au`,
    body: { car_id: car.id, website_id: tenant.tenant.id },
  })

/** A tenant with something in every tenant collection, and a user who also belongs to another tenant. */
async function tenantWithEverything(slug: string): Promise<TenantFixture & { car: Vehicle }> {
  const fixture = await createTenantFixture(payload, slug)
  const tenant = fixture.tenant.id
  const car = await newCar(tenant, `${slug}-1`)
  expect((await reveal(car, fixture)).status).toBe(201)
  const enquiry = await rest(config, {
    method: 'POST',
    path: '/api/enquiries/submit',
    host: `${slug}.example.com.au`,
    body: {
      form: 'vehicle',
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'Hi',
      car_id: String(car.id),
      idempotency_key: `delete-test-${slug}-0001`,
    },
  })
  expect(enquiry.status).toBe(201)
  const tradeIn = await rest(config, {
    method: 'POST',
    path: '/api/enquiries/submit',
    host: `${slug}.example.com.au`,
    body: {
      form: 'trade-in',
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      message: 'My trade-in',
      rego: 'DEL123',
      regoState: 'NSW',
      kms: 40000,
      car_id: String(car.id),
      idempotency_key: `delete-test-${slug}-0002`,
    },
  })
  expect(tradeIn.status).toBe(201)
  const valuation = await rest(config, {
    method: 'POST',
    path: '/api/miscellaneous',
    host: `${slug}.example.com.au`,
    body: {
      column_name: 'valuation',
      lead_id: tradeIn.json.lead_id,
      rego: 'DEL123',
      regoState: 'NSW',
      kms: 40000,
      adjustmentAnswers: { condition: 'good', serviceHistory: 'full', accident: 'no', keys: 'two', financeOwing: 'no' },
    },
  })
  expect(valuation.status).toBe(201)
  const dealership = await payload.create({
    collection: 'dealerships',
    data: { tenant, name: `Dealer ${slug}`, slug: `dealer-${slug}` },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'locations',
    data: { tenant, name: `Yard ${slug}`, slug: `yard-${slug}`, dealership: dealership.id },
    overrideAccess: true,
  })
  await payload.create({ collection: 'offers', data: { tenant, name: `Offer ${slug}`, _status: 'published' }, overrideAccess: true })
  await payload.create({ collection: 'popups', data: { tenant, title: `Popup ${slug}`, _status: 'published' }, overrideAccess: true })
  await payload.create({
    collection: 'posts',
    data: { tenant, title: `Post ${slug}`, slug: 'first-post', category: 'news', image: fixture.media.id, _status: 'published' },
    overrideAccess: true,
  })
  await payload.create({ collection: 'promo-cards', data: { tenant, title: `Card ${slug}` }, overrideAccess: true })
  await payload.create({ collection: 'legal-content', data: { tenant, complaints_text: `Complaints ${slug}` }, overrideAccess: true })
  await payload.create({
    collection: 'site-settings',
    data: { tenant, checkout_enabled: true, online_purchase_enabled: true },
    overrideAccess: true,
  })
  // A shopper's reservation of the car (it points at the car, and later at its lead), on a test site.
  await payload.update({ collection: 'tenants', id: tenant, data: { payments: { testMode: true } }, overrideAccess: true })
  await payload.update({ collection: 'vehicles', id: car.id, data: { payment_processors: ['stripe'] }, overrideAccess: true })
  const reservation = await rest(config, {
    method: 'POST',
    path: '/api/reservations/start',
    host: `${slug}.example.com.au`,
    body: {
      car_id: car.id,
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      idempotency_key: `delete-test-${slug}-reservation`,
    },
  })
  expect(reservation.status).toBe(201)
  // An online purchase of another car, up to its payment: the journey, its lead, its valuation and its
  // reservation all point at one another.
  const bought = await newCar(tenant, `${slug}-2`)
  const journeyStep = (step: string, data: unknown, extra: Record<string, unknown> = {}) =>
    rest(config, {
      method: 'POST',
      path: '/api/purchase-journeys/step',
      host: `${slug}.example.com.au`,
      body: { car_id: bought.slug, step, data, ...extra },
    })
  const started = await journeyStep(
    'details',
    { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com.au', phone: '0412 345 678', postcode: '2000' },
    { idempotency_key: `delete-test-${slug}-journey` },
  )
  expect(started.status).toBe(201)
  const resume = new URL(started.json.journey.resume_url).searchParams
  const handle = { journey: resume.get('journey'), key: resume.get('key') }
  const answers = { condition: 'good', serviceHistory: 'full', accident: 'no', keys: 'two', financeOwing: 'no' }
  await journeyStep('trade-in', { has_trade_in: true, rego: 'DEL456', regoState: 'NSW', kms: 30000, adjustmentAnswers: answers }, handle)
  await journeyStep('payment-method', { method: 'cash' }, handle)
  await journeyStep('delivery', { option: 'pickup', date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }, handle)
  await journeyStep('review', { terms_agreed: true }, handle)
  expect((await journeyStep('payment', { amount: 'deposit' }, handle)).json.next).toBeTruthy()
  await payload.create({ collection: 'navigation', data: { tenant, menu_items: [{ label: 'Home', url: '/' }] }, overrideAccess: true })
  // A signed-in shopper with a saved car, and a sign-in code.
  const shopper = await payload.create({ collection: 'shoppers', data: { tenant, phone: '+61412345678' }, overrideAccess: true })
  await payload.create({
    collection: 'watchlist',
    data: { tenant, shopper: shopper.id, car: car.id, saved_at: new Date().toISOString() },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'shopper-codes',
    data: { tenant, phone: '+61412345678', code_hash: 'f'.repeat(64), expires_at: new Date().toISOString() },
    overrideAccess: true,
  })
  return { ...fixture, car }
}

const countIn = async (collection: CollectionSlug, tenant: number) =>
  (await payload.count({ collection, where: { tenant: { equals: tenant } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  adminToken = await tokenFor(payload, (await createSuperAdmin(payload)).email)
})

afterAll(async () => {
  await test?.cleanup()
})

describe('deleting a car', () => {
  it('works for a car a shopper revealed the number of; the reveal stays, naming the car', async () => {
    const fixture = await createTenantFixture(payload, 'charlie')
    const car = await newCar(fixture.tenant.id, 'C1')
    const revealed = await reveal(car, fixture)
    expect(revealed.status).toBe(201)

    const deleted = await rest(config, { method: 'DELETE', path: `/api/vehicles/${car.id}`, token: adminToken })
    expect(deleted.status).toBe(200)
    const kept = await payload.findByID({ collection: 'phone-reveals', id: revealed.json.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ car: null, car_name: '2021 Toyota Corolla C1 (stock C1)', tenant: fixture.tenant.id })
    const list = await rest(config, { path: '/api/phone-reveals?depth=1', token: await tokenFor(payload, fixture.marketer.email) })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { id: number }) => doc.id)).toContain(revealed.json.id)
  })
})

describe('deleting a tenant', () => {
  it('covers every collection the multi-tenant plugin scopes, and empties what points at a document before it', () => {
    const scoped = config.collections
      .filter((collection) => collection.fields.some((field) => 'name' in field && field.name === 'tenant'))
      .map((collection) => collection.slug)
    const order = tenantCollectionsInDeletionOrder(config)
    expect([...scoped].sort()).toEqual([...order].sort())
    const before = (first: string, second: string) => expect(order.indexOf(first as never)).toBeLessThan(order.indexOf(second as never))
    before('watchlist', 'shoppers')
    before('watchlist', 'vehicles')
    before('phone-reveals', 'vehicles')
    before('valuations', 'enquiries')
    // A reservation names its online purchase and the purchase its payment: the reservation goes first.
    before('reservations', 'purchase-journeys')
    before('purchase-journeys', 'vehicles')
    before('locations', 'dealerships')
    before('vehicles', 'media')
  })

  it('removes everything of the tenant and its own users, leaves other tenants untouched, and only a super-admin may do it', async () => {
    const doomed = await tenantWithEverything('delta')
    const kept = await tenantWithEverything('echo')
    // A user of both sites keeps their account and the other site.
    const shared = await payload.create({
      collection: 'users',
      data: {
        email: 'shared@delta.test',
        password,
        roles: ['user'],
        tenants: [
          { tenant: doomed.tenant.id, roles: ['marketer'] },
          { tenant: kept.tenant.id, roles: ['marketer'] },
        ],
      },
      overrideAccess: true,
    })
    for (const collection of tenantCollectionsInDeletionOrder(config))
      expect(await countIn(collection, doomed.tenant.id)).toBeGreaterThan(0)

    const refused = await rest(config, {
      method: 'DELETE',
      path: `/api/tenants/${doomed.tenant.id}`,
      token: await tokenFor(payload, doomed.onboarding.email),
    })
    expect(refused.status).toBe(403)

    const deleted = await rest(config, { method: 'DELETE', path: `/api/tenants/${doomed.tenant.id}`, token: adminToken })
    expect(deleted.status).toBe(200)
    expect(
      (await payload.find({ collection: 'tenants', where: { id: { equals: doomed.tenant.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    for (const collection of tenantCollectionsInDeletionOrder(config)) {
      expect({ collection, left: await countIn(collection, doomed.tenant.id) }).toEqual({ collection, left: 0 })
      expect({ collection, kept: await countIn(collection, kept.tenant.id) }).toEqual({
        collection,
        // Pages: the fixture's published and draft page; enquiries: the car enquiry, the trade-in one and
        // the online purchase's; the purchase also brings a car, a valuation and a reservation of its own.
        kept: { pages: 2, enquiries: 3, vehicles: 2, valuations: 2, reservations: 2 }[collection as string] ?? 1,
      })
    }
    const users = await payload.find({
      collection: 'users',
      where: { email: { in: [doomed.marketer.email, doomed.onboarding.email, shared.email, kept.marketer.email] } },
      depth: 0,
      overrideAccess: true,
    })
    expect(users.docs.map((user) => user.email).sort()).toEqual([kept.marketer.email, shared.email].sort())
    const sharedNow = users.docs.find((user) => user.email === shared.email)
    expect(sharedNow?.tenants?.map((row) => (typeof row.tenant === 'object' ? row.tenant.id : row.tenant))).toEqual([kept.tenant.id])

    const keptSite = await rest(config, { path: '/api/vehicles?depth=0', token: await tokenFor(payload, kept.marketer.email) })
    expect(keptSite.status).toBe(200)
    expect(keptSite.json.docs.map((doc: { id: number }) => doc.id)).toContain(kept.car.id)
    expect(keptSite.json.docs).toHaveLength(2)
  })
})
