import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { repoRoot } from '../src/lib/paths'
import type { Vehicle } from '@forecourt/schema'
import { tenantSearchIndex } from '../src/search/registry'
import { FeedError, importStockFeed, type ImportResult, type ImportStockFeedOptions } from '../src/stockFeed/importFeed'
import { createSuperAdmin, createTenantFixture, password, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let adminEmail: string

beforeAll(async () => {
  process.env.PAYLOAD_LOG_LEVEL ??= 'silent'
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha', '#aa0000')
  b = await createTenantFixture(payload, 'bravo', '#0000aa')
  adminEmail = (await createSuperAdmin(payload)).email
  // The endpoint imports only into a dealership the tenant has.
  for (const [slug, name] of [
    ['alpha-east', 'Alpha East'],
    ['alpha-stream', 'Alpha Stream Motors'],
    ['harbourside-toyota', 'Harbourside Toyota'],
  ]) {
    await payload.create({ collection: 'dealerships', data: { tenant: a.tenant.id, slug, name }, overrideAccess: true })
  }
})

afterAll(async () => {
  await test?.cleanup()
})

type FeedCar = Record<string, unknown>

const car = (stocknum: string, extra: FeedCar = {}): FeedCar => ({
  stocknum,
  car_type: 'used',
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  year: 2021,
  price: 45990,
  km: 52000,
  status: 'in_stock',
  images: [`https://cdn.example.com/${stocknum}/1.jpg`, `https://cdn.example.com/${stocknum}/2.jpg`],
  filtered_features: ['Tow Bar', 'Reversing Camera'],
  location: { name: 'North Yard', address: { city: 'Parramatta', state: 'NSW' } },
  ...extra,
})

const columns = [
  'stocknum',
  'vin',
  'car_type',
  'status',
  'make',
  'model',
  'badge',
  'year',
  'price',
  'km',
  'images',
  'location_name',
] as const

function toCsv(cars: FeedCar[]): string {
  const cell = (value: unknown) => {
    const text = Array.isArray(value) ? value.join('|') : value === undefined || value === null ? '' : String(value)
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }
  const lines = cars.map((each) =>
    columns
      .map((column) => cell(column === 'location_name' ? (each.location as { name?: string } | undefined)?.name : each[column]))
      .join(','),
  )
  return [columns.join(','), ...lines].join('\n')
}

async function vehiclesOf(tenantId: number, where: Record<string, unknown> = {}): Promise<Vehicle[]> {
  const found = await payload.find({
    collection: 'vehicles',
    where: { and: [{ tenant: { equals: tenantId } }, where] } as never,
    limit: 1000,
    depth: 0,
    sort: 'stocknum',
    overrideAccess: true,
  })
  return found.docs
}

async function byStock(tenantId: number, stocknum: string): Promise<Vehicle> {
  const [found] = await vehiclesOf(tenantId, { stocknum: { equals: stocknum } })
  if (!found) throw new Error(`No ${stocknum} in tenant ${tenantId}`)
  return found
}

const run = (
  options: Omit<ImportStockFeedOptions, 'tenantId' | 'dealership' | 'mode'> & Partial<ImportStockFeedOptions>,
): Promise<ImportResult> =>
  importStockFeed(payload, { tenantId: a.tenant.id, dealership: 'alpha-north', mode: 'full', ...options } as ImportStockFeedOptions)

const counts = (result: ImportResult) => ({
  created: result.created,
  updated: result.updated,
  unchanged: result.unchanged,
  sold: result.sold,
  rejected: result.rejected.length,
})

describe('importStockFeed', () => {
  const first = new Date('2026-03-01T09:00:00.000Z')
  const feed = [
    car('N1', { vin: 'JTMW43FV40D000001' }),
    car('N2', { model: 'RAV4', badge: 'GX' }),
    car('N3', { model: 'Corolla', car_type: 'new', km: 10 }),
  ]

  it('creates every car of a first import, in the tenant and dealership of the import, and the search index sees them', async () => {
    const index = await tenantSearchIndex(payload, a.tenant.id)
    expect(index.search({ query: 'corolla' }).hits).toEqual([])
    const progress: Array<[number, number]> = []
    const result = await run({ text: toCsv(feed), format: 'csv', now: first, onProgress: (done, total) => progress.push([done, total]) })

    expect(counts(result)).toEqual({ created: 3, updated: 0, unchanged: 0, sold: 0, rejected: 0 })
    expect(progress[0]).toEqual([0, 3])
    expect(progress.at(-1)).toEqual([3, 3])
    const stored = await vehiclesOf(a.tenant.id, { dealership_slug: { equals: 'alpha-north' } })
    expect(stored.map((each) => each.stocknum)).toEqual(['N1', 'N2', 'N3'])
    const n1 = await byStock(a.tenant.id, 'N1')
    expect(n1).toMatchObject({
      tenant: a.tenant.id,
      dealership_slug: 'alpha-north',
      name: '2021 Toyota HiLux SR5',
      slug: '2021-toyota-hilux-n1',
      vin: 'JTMW43FV40D000001',
      price: 45990,
      status: 'in_stock',
      sold: false,
      photos_count: 2,
      location: { name: 'North Yard' },
    })
    expect(n1.images?.map((image) => image.url)).toEqual(['https://cdn.example.com/N1/1.jpg', 'https://cdn.example.com/N1/2.jpg'])
    expect(index.search({ query: 'corolla' }).hits.map((hit) => hit.stocknum)).toEqual(['N3'])
    expect(index.search({ filters: 'dealership_slug:alpha-north' }).nbHits).toBe(3)
  })

  it('changes nothing on a second identical import: all unchanged, updatedAt untouched', async () => {
    const before = await vehiclesOf(a.tenant.id)
    const result = await run({ text: toCsv(feed), format: 'csv', now: new Date('2026-03-02T09:00:00.000Z') })
    expect(counts(result)).toEqual({ created: 0, updated: 0, unchanged: 3, sold: 0, rejected: 0 })
    const after = await vehiclesOf(a.tenant.id)
    expect(after.map((each) => [each.stocknum, each.updatedAt])).toEqual(before.map((each) => [each.stocknum, each.updatedAt]))
  })

  it('is idempotent for a JSON feed of the same cars too, groups and lists included', async () => {
    const result = await run({ rows: { vehicles: feed }, now: first })
    // The JSON feed also gives filtered_features and the location's address, which the CSV did not.
    expect(counts(result)).toEqual({ created: 0, updated: 3, unchanged: 0, sold: 0, rejected: 0 })
    const before = await vehiclesOf(a.tenant.id)
    const again = await run({ rows: { vehicles: feed }, now: first })
    expect(counts(again)).toEqual({ created: 0, updated: 0, unchanged: 3, sold: 0, rejected: 0 })
    expect((await vehiclesOf(a.tenant.id)).map((each) => each.updatedAt)).toEqual(before.map((each) => each.updatedAt))
    // A partial group in the feed leaves the group's other stored fields alone.
    expect((await byStock(a.tenant.id, 'N1')).location).toMatchObject({ name: 'North Yard', address: { city: 'Parramatta', state: 'NSW' } })
  })

  it('updates only the car whose price changed, keeping its slug', async () => {
    const n2Before = await byStock(a.tenant.id, 'N2')
    const n1Before = await byStock(a.tenant.id, 'N1')
    const changed = feed.map((each) => (each.stocknum === 'N2' ? { ...each, price: 41990, year: 2022 } : each))
    const result = await run({ rows: changed, now: first })
    expect(counts(result)).toEqual({ created: 0, updated: 1, unchanged: 2, sold: 0, rejected: 0 })
    const n2 = await byStock(a.tenant.id, 'N2')
    expect(n2.price).toBe(41990)
    expect(n2.name).toBe('2022 Toyota RAV4 GX')
    // The collection's slug hook would rebuild the slug from the partial update ("2022") if the
    // importer did not send the stored one with it.
    expect(n2.slug).toBe(n2Before.slug)
    expect(n2.updatedAt).not.toBe(n2Before.updatedAt)
    expect((await byStock(a.tenant.id, 'N1')).updatedAt).toBe(n1Before.updatedAt)
    feed[1] = changed[1] as FeedCar
  })

  it('keeps a car an online reservation holds reserved when the feed says it is not, until the hold ends', async () => {
    const n1 = await byStock(a.tenant.id, 'N1')
    await payload.update({ collection: 'vehicles', id: n1.id, data: { reserved: true }, depth: 0, overrideAccess: true })
    const hold = await payload.create({
      collection: 'reservations',
      data: {
        tenant: a.tenant.id,
        reference: 'FEED-HOLD',
        status: 'held',
        active_car: String(n1.id),
        car: n1.id,
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '0412345678',
        postcode: '2150',
        deposit_cents: 20_000,
        processor: 'test',
        idempotency_key: 'feed-hold',
      },
      overrideAccess: true,
    })
    const unreserved = feed.map((each) => (each.stocknum === 'N1' ? { ...each, reserved: false } : each))
    await run({ rows: unreserved, now: first })
    expect((await byStock(a.tenant.id, 'N1')).reserved).toBe(true)
    // The hold ended (released, refunded or converted): the feed is the authority again.
    await payload.update({ collection: 'reservations', id: hold.id, data: { status: 'released', active_car: null }, overrideAccess: true })
    await run({ rows: unreserved, now: first })
    expect((await byStock(a.tenant.id, 'N1')).reserved).toBe(false)
  })

  it('marks a car missing from a full feed sold, dated now; a later run keeps that date', async () => {
    const soldAt = new Date('2026-03-05T10:00:00.000Z')
    const index = await tenantSearchIndex(payload, a.tenant.id)
    const result = await run({ rows: feed.filter((each) => each.stocknum !== 'N3'), now: soldAt })
    expect(counts(result)).toEqual({ created: 0, updated: 0, unchanged: 2, sold: 1, rejected: 0 })
    const n3 = await byStock(a.tenant.id, 'N3')
    expect(n3).toMatchObject({ status: 'sold', sold: true, sold_date: soldAt.toISOString() })
    expect(index.search({ filters: 'status:sold' }).hits.map((hit) => hit.stocknum)).toEqual(['N3'])

    const later = await run({ rows: feed.filter((each) => each.stocknum !== 'N3'), now: new Date('2026-03-09T10:00:00.000Z') })
    expect(counts(later)).toEqual({ created: 0, updated: 0, unchanged: 2, sold: 0, rejected: 0 })
    const n3Later = await byStock(a.tenant.id, 'N3')
    expect(n3Later.sold_date).toBe(soldAt.toISOString())
    expect(n3Later.updatedAt).toBe(n3.updatedAt)
  })

  it('puts a sold car that is listed again back in stock', async () => {
    const result = await run({ rows: feed.map((each) => ({ ...each, status: undefined })), now: first })
    expect(counts(result)).toEqual({ created: 0, updated: 1, unchanged: 2, sold: 0, rejected: 0 })
    expect(await byStock(a.tenant.id, 'N3')).toMatchObject({ status: 'in_stock', sold: false, sold_date: null })
  })

  it('in partial mode creates and updates but marks nothing sold', async () => {
    const result = await run({ mode: 'partial', rows: [car('N4', { model: 'Camry' })], now: first })
    expect(counts(result)).toEqual({ created: 1, updated: 0, unchanged: 0, sold: 0, rejected: 0 })
    const statuses = (await vehiclesOf(a.tenant.id, { dealership_slug: { equals: 'alpha-north' } })).map((each) => [
      each.stocknum,
      each.status,
    ])
    expect(statuses).toEqual([
      ['N1', 'in_stock'],
      ['N2', 'in_stock'],
      ['N3', 'in_stock'],
      ['N4', 'in_stock'],
    ])
  })

  it('updates the car with the same VIN when a stock number is new, instead of creating one', async () => {
    const n1 = await byStock(a.tenant.id, 'N1')
    const renumbered = [car('N1B', { vin: 'jtmw43fv40d000001' }), ...feed.slice(1), car('N4', { model: 'Camry' })]
    const result = await run({ rows: renumbered, now: first })
    expect(counts(result)).toEqual({ created: 0, updated: 1, unchanged: 3, sold: 0, rejected: 0 })
    const moved = await byStock(a.tenant.id, 'N1B')
    expect(moved.id).toBe(n1.id)
    expect(moved.slug).toBe(n1.slug)
    expect(await vehiclesOf(a.tenant.id, { stocknum: { equals: 'N1' } })).toEqual([])
    feed[0] = renumbered[0] as FeedCar
    feed.push(car('N4', { model: 'Camry' }))
  })

  it('rejects bad rows with their reason while the good ones land, and never sells the car of a bad row', async () => {
    const withBad = [
      ...feed.map((each) => (each.stocknum === 'N2' ? { ...each, price: 'abc' } : each)),
      car('N5', { year: 'soon' }),
      car('N6', { model: 'Prado' }),
    ]
    const result = await run({ rows: withBad, now: new Date('2026-03-10T00:00:00.000Z') })
    expect(counts(result)).toEqual({ created: 1, updated: 0, unchanged: 3, sold: 0, rejected: 2 })
    expect(result.rejected.map((each) => each.reason)).toEqual([
      'Row 2: price must be a number ("abc")',
      'Row 5: year must be a number ("soon")',
    ])
    expect((await byStock(a.tenant.id, 'N6')).model).toBe('Prado')
    expect(await byStock(a.tenant.id, 'N2')).toMatchObject({ status: 'in_stock', price: 41990 })
    expect(await vehiclesOf(a.tenant.id, { stocknum: { equals: 'N5' } })).toEqual([])
    feed.push(car('N6', { model: 'Prado' }))
  })

  it('leaves another tenant’s car with the same stock number untouched', async () => {
    const theirs = await payload.create({
      collection: 'vehicles',
      data: {
        tenant: b.tenant.id,
        stocknum: 'N7',
        make: 'Mazda',
        model: 'CX-5',
        year: 2020,
        price: 30990,
        car_type: 'used',
        dealership_slug: 'alpha-north',
      },
      overrideAccess: true,
    })
    const result = await run({ rows: [...feed, car('N7', { price: 99990 })], now: first })
    expect(counts(result)).toEqual({ created: 1, updated: 0, unchanged: feed.length, sold: 0, rejected: 0 })
    const after = await payload.findByID({ collection: 'vehicles', id: theirs.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ price: 30990, make: 'Mazda', status: 'in_stock', updatedAt: theirs.updatedAt })
    expect((await byStock(a.tenant.id, 'N7')).price).toBe(99990)
    // Bravo's car carries the same dealership slug, yet a full import into alpha never sells it.
    const soldRun = await run({ rows: feed, now: first })
    expect(soldRun.sold).toBe(1)
    expect((await byStock(a.tenant.id, 'N7')).status).toBe('sold')
    expect((await payload.findByID({ collection: 'vehicles', id: theirs.id, depth: 0, overrideAccess: true })).status).toBe('in_stock')
  })

  it('never takes or sells another dealership’s car of the same tenant', async () => {
    await payload.create({
      collection: 'vehicles',
      data: {
        tenant: a.tenant.id,
        stocknum: 'S1',
        make: 'Kia',
        model: 'Rio',
        year: 2020,
        car_type: 'used',
        dealership_slug: 'alpha-south',
        vin: 'KNADN512AM6000001',
      },
      overrideAccess: true,
    })
    const result = await run({ rows: [...feed, car('S1'), car('S9', { vin: 'KNADN512AM6000001' })], now: first })
    expect(result.rejected.map((each) => each.reason)).toEqual([
      `Row ${feed.length + 1}: stock number S1 belongs to dealership "alpha-south"`,
      `Row ${feed.length + 2}: VIN KNADN512AM6000001 belongs to stock number S1 of dealership "alpha-south"`,
    ])
    expect(result.sold).toBe(0)
    expect(await byStock(a.tenant.id, 'S1')).toMatchObject({ dealership_slug: 'alpha-south', status: 'in_stock', model: 'Rio' })
  })

  it('refuses a new stock number carrying the VIN of a car that is also in the feed', async () => {
    const n1b = await byStock(a.tenant.id, 'N1B')
    // N1B's own row gives no VIN, so only the stored car links the two rows.
    const withoutVin = feed.map(({ vin: _vin, ...rest }) => rest)
    const result = await run({ rows: [...withoutVin, car('N8', { vin: n1b.vin })], now: first })
    expect(result.rejected.map((each) => each.reason)).toEqual([
      `Row ${feed.length + 1}: VIN ${n1b.vin} belongs to stock number N1B, which is also in this feed`,
    ])
    expect(counts(result)).toMatchObject({ created: 0, updated: 0 })
    expect(await vehiclesOf(a.tenant.id, { stocknum: { equals: 'N8' } })).toEqual([])
  })

  it('dates a car that arrives sold with now, and keeps a stored sold date on later runs', async () => {
    const soldAt = new Date('2026-03-12T00:00:00.000Z')
    const rows = feed.map((each) => (each.stocknum === 'N6' ? { ...each, status: 'sold' } : each))
    expect((await run({ rows, now: soldAt })).updated).toBe(1)
    expect(await byStock(a.tenant.id, 'N6')).toMatchObject({ status: 'sold', sold: true, sold_date: soldAt.toISOString() })
    expect(counts(await run({ rows, now: new Date('2026-03-20T00:00:00.000Z') }))).toMatchObject({ updated: 0, sold: 0 })
    expect((await byStock(a.tenant.id, 'N6')).sold_date).toBe(soldAt.toISOString())
  })

  it('refuses a full import without a single good row, selling nothing', async () => {
    await expect(run({ rows: [] })).rejects.toThrow(FeedError)
    await expect(run({ rows: [car('X', { price: 'abc' })] })).rejects.toThrow(
      /no importable rows \(1 rejected: Row 1: price must be a number/,
    )
    await expect(run({ text: 'stocknum,car_type,make,model,year\nX,"used', format: 'csv' })).rejects.toThrow('quoted field')
    expect((await vehiclesOf(a.tenant.id, { status: { equals: 'sold' } })).map((each) => each.stocknum)).toEqual(['N6', 'N7'])
    // Partial mode with nothing to do is harmless, so it is allowed.
    expect(counts(await run({ mode: 'partial', rows: [] }))).toEqual({ created: 0, updated: 0, unchanged: 0, sold: 0, rejected: 0 })
  })

  it('refuses a tenant that does not exist', async () => {
    await expect(run({ tenantId: 987654, rows: feed })).rejects.toThrow('There is no tenant with id 987654.')
  })
})

describe('importing a whole feed', () => {
  it('creates every car, writes nothing the second time, and marks the dropped ones sold', async () => {
    // A hundred different cars: makes, bodies, fuels, years, prices and kilometres vary, as in a real feed.
    const makesAndModels = [
      ['Toyota', 'Corolla'],
      ['Mazda', 'CX-5'],
      ['Kia', 'Sportage'],
      ['Ford', 'Ranger'],
      ['Hyundai', 'i30'],
    ] as const
    const cars = Array.from({ length: 100 }, (_, index) => {
      const [make, model] = makesAndModels[index % makesAndModels.length]!
      return car(`BULK${String(index).padStart(3, '0')}`, {
        car_type: (['used', 'new', 'demo'] as const)[index % 3],
        make,
        model,
        badge: index % 2 ? 'GX' : 'Sport',
        year: 2012 + (index % 13),
        price: 14_990 + index * 731,
        km: (index * 4_217) % 180_000,
        colour: ['White', 'Black', 'Silver', 'Blue'][index % 4],
        simple_body: ['SUV', 'Sedan', 'Ute', 'Hatch'][index % 4],
        simple_fuel: ['Petrol', 'Diesel', 'Hybrid'][index % 3],
        seats: 5,
        images: Array.from({ length: 3 }, (_, image) => `https://cdn.example.com/BULK${index}/${image + 1}.jpg`),
      })
    })
    const text = JSON.stringify(cars)
    const options = { tenantId: b.tenant.id, dealership: 'bravo-bulk', mode: 'full' as const, text, format: 'json' as const }

    const firstRun = await importStockFeed(payload, options)
    expect(counts(firstRun)).toEqual({ created: 100, updated: 0, unchanged: 0, sold: 0, rejected: 0 })

    const secondRun = await importStockFeed(payload, options)
    expect(counts(secondRun)).toEqual({ created: 0, updated: 0, unchanged: 100, sold: 0, rejected: 0 })

    const changed = JSON.stringify(
      cars.map((each, index) => (index % 10 === 0 ? { ...each, price: Number(each.price) + 1000 } : each)).slice(0, 90),
    )
    const thirdRun = await importStockFeed(payload, { ...options, text: changed })
    expect(counts(thirdRun)).toEqual({ created: 0, updated: 9, unchanged: 81, sold: 10, rejected: 0 })
  }, 300_000)
})

// ---------------------------------------------------------------------------------------------
// The endpoint

type Posted = { status: number; contentType: string | null; text: string; lines: Array<Record<string, unknown>> }

/** Like rest(), for a raw (CSV) body and an NDJSON answer, which rest() would try to read as one JSON value. */
async function postFeed(query: string, body: string, options: { token?: string; contentType?: string } = {}): Promise<Posted> {
  const headers = new Headers({ host: 'localhost:3000', 'content-type': options.contentType ?? 'text/csv' })
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  const request = new Request(`http://localhost:3000/api/vehicles/import?${query}`, { method: 'POST', headers, body })
  const response = await handleEndpoints({ config, request, path: '/api/vehicles/import' })
  const text = await response.text()
  const isNdjson = response.headers.get('content-type')?.startsWith('application/x-ndjson') ?? false
  const lines = isNdjson
    ? text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : []
  return { status: response.status, contentType: response.headers.get('content-type'), text, lines }
}

describe('POST /api/vehicles/import', () => {
  const feedText = toCsv([car('E1', { model: 'Yaris' }), car('E2', { model: 'Kluger' }), car('E3', { price: 'abc' })])

  it('imports for an onboarding user of the tenant, streaming progress then the result as NDJSON', async () => {
    const token = await tokenFor(payload, a.onboarding.email)
    const answer = await postFeed('tenant=alpha&dealership=alpha-east&mode=partial', feedText, { token })
    expect(answer.status).toBe(200)
    expect(answer.contentType).toMatch(/^application\/x-ndjson/)
    const progress = answer.lines.filter((line) => line.type === 'progress')
    expect(progress[0]).toEqual({ type: 'progress', done: 0, total: 2 })
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 2, total: 2 })
    const result = answer.lines.at(-1)
    expect(result).toMatchObject({ type: 'result', created: 2, updated: 0, unchanged: 0, sold: 0 })
    expect(result?.rejected).toEqual([{ row: 3, line: 4, stocknum: 'E3', reason: 'Row 3 (line 4): price must be a number ("abc")' }])
    expect((await byStock(a.tenant.id, 'E1')).dealership_slug).toBe('alpha-east')
  })

  it('takes a JSON body from a super-admin, the format read from the content type', async () => {
    const token = await tokenFor(payload, adminEmail)
    const body = JSON.stringify({ vehicles: [car('E1', { model: 'Yaris', price: 19990 })] })
    const answer = await postFeed('tenant=alpha&dealership=alpha-east&mode=partial&dealershipName=Alpha%20East', body, {
      token,
      contentType: 'application/json',
    })
    expect(answer.status).toBe(200)
    expect(answer.lines.at(-1)).toMatchObject({ type: 'result', created: 0, updated: 1, rejected: [] })
    expect(await byStock(a.tenant.id, 'E1')).toMatchObject({ price: 19990, dealership_name: 'Alpha East' })
  })

  it('refuses a dealership the tenant does not have with 400, listing the ones it has, and writes nothing', async () => {
    const token = await tokenFor(payload, a.onboarding.email)
    const answer = await postFeed('tenant=alpha&dealership=alpha-eats&mode=partial', toCsv([car('T1')]), { token })
    expect(answer.status).toBe(400)
    const body = JSON.parse(answer.text) as { message: string; dealerships: unknown }
    expect(body.message).toBe(
      'There is no dealership "alpha-eats" in Tenant alpha. Its dealerships: alpha-east (Alpha East), alpha-stream (Alpha Stream Motors), harbourside-toyota (Harbourside Toyota).',
    )
    expect(body.dealerships).toEqual([
      { slug: 'alpha-east', name: 'Alpha East' },
      { slug: 'alpha-stream', name: 'Alpha Stream Motors' },
      { slug: 'harbourside-toyota', name: 'Harbourside Toyota' },
    ])
    const bravoAdmin = await tokenFor(payload, adminEmail)
    const none = await postFeed('tenant=bravo&dealership=bravo-bulk&mode=partial', toCsv([car('T1')]), { token: bravoAdmin })
    expect(none.status).toBe(400)
    expect(JSON.parse(none.text).message).toBe(
      'Tenant bravo has no dealerships yet: add one in the admin (Locations → Dealerships), then import into its slug.',
    )
    expect(await vehiclesOf(a.tenant.id, { stocknum: { equals: 'T1' } })).toEqual([])
    expect(await vehiclesOf(b.tenant.id, { stocknum: { equals: 'T1' } })).toEqual([])
  })

  it('refuses a marketer of the tenant with 403 and a JSON message', async () => {
    const token = await tokenFor(payload, a.marketer.email)
    const answer = await rest(config, {
      method: 'POST',
      path: '/api/vehicles/import?tenant=alpha&dealership=alpha-east',
      token,
      body: [car('M1')],
    })
    expect(answer.status).toBe(403)
    expect(answer.json.message).toMatch(/onboarding role/)
    expect(await vehiclesOf(a.tenant.id, { stocknum: { equals: 'M1' } })).toEqual([])
  })

  it('refuses anonymous requests with 401', async () => {
    const answer = await rest(config, {
      method: 'POST',
      path: '/api/vehicles/import?tenant=alpha&dealership=alpha-east',
      body: [car('M2')],
    })
    expect(answer.status).toBe(401)
    expect(answer.json.message).toBe('Sign in to import stock.')
  })

  it('refuses an onboarding user of another tenant with 403, saying nothing of the tenant', async () => {
    const token = await tokenFor(payload, b.onboarding.email)
    const answer = await rest(config, {
      method: 'POST',
      path: '/api/vehicles/import?tenant=alpha&dealership=alpha-east',
      token,
      body: [car('M3')],
    })
    expect(answer.status).toBe(403)
    expect(answer.json.message).toBe('You may not import stock into tenant "alpha".')
    const unknown = await rest(config, {
      method: 'POST',
      path: '/api/vehicles/import?tenant=nowhere&dealership=x',
      token,
      body: [car('M3')],
    })
    expect(unknown.status).toBe(403)
    expect(await vehiclesOf(a.tenant.id, { stocknum: { equals: 'M3' } })).toEqual([])
  })

  it('answers 400 with a message for bad parameters and unreadable feeds, never 500', async () => {
    const token = await tokenFor(payload, a.onboarding.email)
    const call = (query: string, body: unknown = [car('M4')]) =>
      rest(config, { method: 'POST', path: `/api/vehicles/import?${query}`, token, body })
    const badMode = await call('tenant=alpha&dealership=alpha-east&mode=sometimes')
    expect(badMode.status).toBe(400)
    expect(badMode.json.message).toBe('mode must be full or partial')
    const missing = await call('dealership=Alpha East&format=xml')
    expect(missing.status).toBe(400)
    expect(missing.json.message).toBe(
      'tenant is required; dealership must be a slug: lower-case letters, digits and dashes; format must be csv or json',
    )
    const notAList = await call('tenant=alpha&dealership=alpha-east', { cars: [] })
    expect(notAList.status).toBe(400)
    expect(notAList.json.message).toMatch(/must be an array of vehicles/)
    const brokenCsv = await postFeed('tenant=alpha&dealership=alpha-east', 'stocknum,car_type,make,model,year\nM4,"used,Kia,Rio,2020', {
      token,
    })
    expect(brokenCsv.status).toBe(400)
    expect(JSON.parse(brokenCsv.text).message).toMatch(/^The CSV could not be read: a quoted field opened after line 1 is never closed/)
    const empty = await postFeed('tenant=alpha&dealership=alpha-east', '', { token })
    expect(empty.status).toBe(400)
    const admin = await tokenFor(payload, adminEmail)
    const noTenant = await rest(config, {
      method: 'POST',
      path: '/api/vehicles/import?tenant=nowhere&dealership=x',
      token: admin,
      body: [car('M4')],
    })
    expect(noTenant.status).toBe(404)
    expect(await vehiclesOf(a.tenant.id, { stocknum: { equals: 'M4' } })).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// The command, against a plain HTTP server answering with Payload's REST handlers

describe('scripts/stock-import.mjs', () => {
  let server: http.Server
  let url: string

  beforeAll(async () => {
    server = http.createServer(async (incoming, outgoing) => {
      try {
        const chunks: Buffer[] = []
        for await (const chunk of incoming) chunks.push(chunk as Buffer)
        const headers = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
        const request = new Request(`${url}${incoming.url}`, {
          method: incoming.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        })
        const response = await handleEndpoints({ config, request, path: new URL(request.url).pathname })
        outgoing.writeHead(response.status, Object.fromEntries(response.headers))
        if (response.body) for await (const chunk of response.body) outgoing.write(chunk)
        outgoing.end()
      } catch (error) {
        outgoing.writeHead(500).end(String(error))
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })

  function command(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/stock-import.mjs'), '--url', url, ...args], {
        cwd: repoRoot,
        env: { ...process.env, NODE_OPTIONS: '', FORECOURT_EMAIL: '', FORECOURT_PASSWORD: '', ...env },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
  }

  const sample = path.join(repoRoot, 'tenant-seeds/feeds/harbourside-toyota.csv')

  it('logs in, imports the sample feed and prints the counts; exit 0', async () => {
    const { code, stdout, stderr } = await command(
      ['--tenant', 'alpha', '--dealership', 'harbourside-toyota', '--file', sample, '--email', a.onboarding.email],
      { FORECOURT_PASSWORD: password },
    )
    expect(stderr).toBe('')
    expect(stdout).toContain('created 20, updated 0, unchanged 0, sold 0, rejected 0')
    expect(code).toBe(0)
    expect(await vehiclesOf(a.tenant.id, { dealership_slug: { equals: 'harbourside-toyota' } })).toHaveLength(20)
    const again = await command([
      '--tenant',
      'alpha',
      '--dealership',
      'harbourside-toyota',
      '--file',
      sample,
      '--email',
      a.onboarding.email,
      '--password',
      password,
    ])
    expect(again.stdout).toContain('created 0, updated 0, unchanged 20, sold 0, rejected 0')
    expect(again.code).toBe(0)
  })

  it('prints each rejected row and exits 1', async () => {
    const lines = readFileSync(sample, 'utf8').trimEnd().split('\n')
    const broken = [lines[0], lines[1]?.replace('2025', '20x5')].join('\n')
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stock-import-'))
    await writeFile(path.join(dir, 'broken.csv'), broken)
    const { code, stdout } = await command([
      '--tenant',
      'alpha',
      '--dealership',
      'harbourside-toyota',
      '--file',
      path.join(dir, 'broken.csv'),
      '--mode',
      'partial',
      '--email',
      a.onboarding.email,
      '--password',
      password,
    ])
    expect(stdout).toContain('rejected 1')
    expect(stdout).toContain('Row 1 (line 2): year must be a number ("20x5")')
    expect(code).toBe(1)
    await rm(dir, { recursive: true, force: true })
  })

  it('sends the first progress line while the import is still writing, not all at the end', async () => {
    const total = 150
    const feed = toCsv(Array.from({ length: total }, (_, index) => car(`STREAM${String(index).padStart(3, '0')}`)))
    const token = await tokenFor(payload, a.onboarding.email)
    const storedWhenFirstLineArrived = await new Promise<{ firstChunk: string; stored: number; rest: Promise<string> }>(
      (resolve, reject) => {
        const request = http.request(
          `${url}/api/vehicles/import?tenant=alpha&dealership=alpha-stream&mode=partial`,
          { method: 'POST', headers: { authorization: `JWT ${token}`, 'content-type': 'text/csv' } },
          (response) => {
            let rest = ''
            let first: string | undefined
            const ended = new Promise<string>((done) => response.on('end', () => done(rest)))
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => {
              if (first !== undefined) {
                rest += chunk
                return
              }
              first = chunk
              // Counted the moment the first line is here: an import that streams is part-way through.
              void payload
                .count({ collection: 'vehicles', where: { dealership_slug: { equals: 'alpha-stream' } }, overrideAccess: true })
                .then((counted) => resolve({ firstChunk: chunk, stored: counted.totalDocs, rest: ended }), reject)
            })
          },
        )
        request.on('error', reject)
        request.end(feed)
      },
    )
    expect(storedWhenFirstLineArrived.firstChunk.split('\n')[0]).toBe(JSON.stringify({ type: 'progress', done: 0, total }))
    expect(storedWhenFirstLineArrived.firstChunk).not.toContain('"type":"result"')
    expect(storedWhenFirstLineArrived.stored).toBeLessThan(total)
    const lines = (storedWhenFirstLineArrived.firstChunk + (await storedWhenFirstLineArrived.rest))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.filter((line) => line.type === 'progress').map((line) => line.done)).toEqual([0, 25, 50, 75, 100, 125, 150])
    expect(lines.at(-1)).toMatchObject({ type: 'result', created: total, rejected: [] })
    // The dealership's own name fills dealership_name when the feed and the command give none.
    expect((await byStock(a.tenant.id, 'STREAM000')).dealership_name).toBe('Alpha Stream Motors')
  }, 120_000)

  it('exits 1 listing the tenant’s dealerships when --dealership is mistyped', async () => {
    const { code, stderr } = await command([
      '--tenant',
      'alpha',
      '--dealership',
      'harbourside-toyta',
      '--file',
      sample,
      '--email',
      a.onboarding.email,
      '--password',
      password,
    ])
    expect(stderr).toContain(
      'Import refused: There is no dealership "harbourside-toyta" in Tenant alpha. Its dealerships: alpha-east (Alpha East), alpha-stream (Alpha Stream Motors), harbourside-toyota (Harbourside Toyota). (HTTP 400)',
    )
    expect(code).toBe(1)
  })

  it('exits 1 with the server’s message when refused or the login is wrong', async () => {
    const marketer = await command([
      '--tenant',
      'alpha',
      '--dealership',
      'harbourside-toyota',
      '--file',
      sample,
      '--email',
      a.marketer.email,
      '--password',
      password,
    ])
    expect(marketer.code).toBe(1)
    expect(marketer.stderr).toContain(
      'Import refused: Importing stock needs the onboarding role in the tenant, or a super-admin. (HTTP 403)',
    )
    const wrong = await command([
      '--tenant',
      'alpha',
      '--dealership',
      'harbourside-toyota',
      '--file',
      sample,
      '--email',
      a.onboarding.email,
      '--password',
      'nope',
    ])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/^Login as onboarding@alpha\.test failed: .+\(HTTP 401\)/)
  })
})
