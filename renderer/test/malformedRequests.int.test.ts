import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { sql } from '@payloadcms/db-sqlite'

import { checkedPayloadRequest } from '@/lib/http/payloadRequestBody'
import { badWhereQueries } from './malformedRequests'
import { createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from '../../cms/test/helpers/fixtures'
import { bootTestPayload, testDatabase, type TestPayload } from '../../cms/test/helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let token: string
let alpha: TenantFixture
let vehicleId: number | string

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  alpha = await createTenantFixture(payload, 'alpha')
  await createSuperAdmin(payload)
  token = await tokenFor(payload, 'root@platform.test')
  // The stock import takes only a dealership the tenant has.
  await payload.create({
    collection: 'dealerships',
    data: { tenant: alpha.tenant.id, slug: 'alpha-east', name: 'Alpha East' },
    overrideAccess: true,
  })
  vehicleId = (
    await payload.create({
      collection: 'vehicles',
      data: { tenant: alpha.tenant.id, stocknum: 'BODY1', make: 'Kia', model: 'Rio', year: 2020 },
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await test?.cleanup()
})

const sqlOrStack = /Failed query|SQLITE_|select\s+"|insert into\s+"|\n\s+at /i

/** A raw request through the REST route as the renderer serves it: the body check, then Payload's handler. */
async function send(method: string, path: string, body: string | undefined, contentType?: string) {
  const headers = new Headers({ host: 'localhost:3000', authorization: `JWT ${token}` })
  if (contentType) headers.set('content-type', contentType)
  const request = new Request(`http://localhost:3000${path}`, { method, headers, body })
  const checked = await checkedPayloadRequest(request, config)
  const response =
    checked instanceof Response ? checked : await handleEndpoints({ config, request: checked, path: new URL(checked.url).pathname })
  const text = await response.text()
  return { status: response.status, text }
}

describe('REST bodies that are not a JSON object', () => {
  const cases: Array<[string, string | undefined, string]> = [
    ['null', 'application/json', 'must be a JSON object'],
    ['42', 'application/json', 'must be a JSON object'],
    ['"name"', 'application/json', 'must be a JSON object'],
    ['{"name":', 'application/json', 'not valid JSON'],
    ['name=Kia', 'application/x-www-form-urlencoded', 'Content-Type: application/json'],
    ['hello', 'text/plain', 'Content-Type: application/json'],
    ['<name>Kia</name>', 'application/xml', 'Content-Type: application/json'],
    ['{"name":"Kia"}', undefined, 'Content-Type: application/json'],
    ['--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{broken\r\n--x--\r\n', 'multipart/form-data; boundary=x', '_payload'],
    ['--x\r\n\r\n--x--\r\n', 'multipart/form-data', 'boundary'],
    [`{"badge":${'['.repeat(5000)}1${']'.repeat(5000)}}`, 'application/json', 'nests deeper'],
    ['{"name":"Kia","year":1e400,"price":-1e999}', 'application/json', 'number too large'],
  ]

  it.each(cases)('POST and PATCH with %j (%s) answer 400 with a clear message', async (body, contentType, message) => {
    for (const [method, path] of [
      ['POST', '/api/manufacturers'],
      ['PATCH', `/api/vehicles/${vehicleId}`],
    ] as const) {
      const answer = await send(method, path, body, contentType)
      expect({ method, status: answer.status }).toEqual({ method, status: 400 })
      expect(answer.text).toContain(message)
      expect(answer.text).not.toMatch(sqlOrStack)
    }
  })

  it('still creates from a JSON object, reads an empty body as no data, and hands the stock import its CSV untouched', async () => {
    const created = await send(
      'POST',
      '/api/manufacturers',
      JSON.stringify({ name: 'Fuzzmobile', slug: 'fuzzmobile' }),
      'application/json; charset=utf-8',
    )
    expect({ status: created.status, text: created.text }).toMatchObject({ status: 201 })
    const empty = await send('POST', '/api/manufacturers', '', undefined)
    expect(empty.status).toBe(400)
    expect(empty.text).toContain('name')
    const answer = await send(
      'POST',
      `/api/vehicles/import?tenant=alpha&dealership=alpha-east&mode=partial`,
      'stocknum,car_type,make,model,year,price\nCSV1,used,Kia,Rio,2020,15000\n',
      'text/csv',
    )
    expect({ status: answer.status, text: answer.text }).toMatchObject({ status: 200 })
    expect(answer.text).toContain('"created":1')
  })
})

describe('document ids that cannot be one', () => {
  it.each(['abc', 'import', '%zz'])('GET, PATCH and DELETE /api/vehicles/%s answer 404 with no SQL', async (id) => {
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const answer = await send(
        method,
        `/api/vehicles/${encodeURIComponent(id)}`,
        method === 'PATCH' ? '{"badge":"x"}' : undefined,
        method === 'PATCH' ? 'application/json' : undefined,
      )
      expect({ method, status: answer.status }).toEqual({ method, status: 404 })
      expect(answer.text).not.toMatch(sqlOrStack)
    }
  })
})

describe('stock import when the database refuses a row', () => {
  it('names the row and keeps the SQL in the server log, not in the answer', async () => {
    if (test.databaseLabel !== 'sqlite') return
    // A real refusal from the database, as a full disk or a broken constraint would give.
    await payload.db.drizzle.run(
      sql.raw(
        `CREATE TRIGGER refuse_fuzz BEFORE INSERT ON vehicles WHEN NEW.stocknum = 'REFUSED' BEGIN SELECT RAISE(ABORT, 'refused by the database'); END`,
      ),
    )
    try {
      const answer = await send(
        'POST',
        `/api/vehicles/import?tenant=alpha&dealership=alpha-east&mode=partial`,
        'stocknum,car_type,make,model,year,price\nREFUSED,used,Kia,Rio,2020,15000\nFINE1,used,Kia,Rio,2021,16000\n',
        'text/csv',
      )
      expect(answer.status).toBe(200)
      expect(answer.text).not.toMatch(sqlOrStack)
      const result = JSON.parse(answer.text.trim().split('\n').at(-1) ?? '{}') as { created: number; rejected: Array<{ reason: string }> }
      expect(result.created).toBe(1)
      expect(result.rejected.map((row) => row.reason)).toEqual([
        'Row 1 (line 2): could not be saved: the database refused it (the server log has the details)',
      ])
    } finally {
      await payload.db.drizzle.run(sql.raw('DROP TRIGGER refuse_fuzz'))
    }
  })
})

describe('REST creates whose values the database would refuse', () => {
  const valid = { stocknum: 'FK1', car_type: 'used', make: 'Kia', model: 'Rio', year: 2020, price: 15000 }
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    ['a tenant id that names no tenant', () => ({ ...valid, tenant: 987654 }), 'tenant'],
    [
      'an image id that names no upload, inside a list',
      () => ({ ...valid, stocknum: 'FK3', tenant: alpha.tenant.id, images: [{ image: 987654 }] }),
      'images.0.image',
    ],
    [
      'huge numbers in the number fields',
      () => ({ ...valid, stocknum: 'FK4', tenant: alpha.tenant.id, year: 9007199254740993, price: -1.5e300, km: 1e300 }),
      'year',
    ],
    ['2^53+1 in every field', () => Object.fromEntries(Object.keys({ tenant: 1, ...valid }).map((key) => [key, 9007199254740993])), ''],
    ['-1.5e300 in every field', () => Object.fromEntries(Object.keys({ tenant: 1, ...valid }).map((key) => [key, -1.5e300])), ''],
    ['a number for car_type', () => ({ ...valid, tenant: alpha.tenant.id, car_type: 5, stocknum: 'FK2' }), 'car_type'],
  ]

  it.each(cases)('POST /api/vehicles with %s answers 400 naming the field', async (_label, body, field) => {
    const answer = await send('POST', '/api/vehicles', JSON.stringify(body()), 'application/json')
    expect({ status: answer.status, text: answer.text }).toMatchObject({ status: 400 })
    expect(answer.text).toContain(field)
    expect(answer.text).not.toMatch(sqlOrStack)
  })

  it('a draft, which Payload saves without validating, with a tenant id that names no tenant answers 400', async () => {
    const answer = await send(
      'POST',
      '/api/pages?draft=true',
      JSON.stringify({ tenant: 987654, slug: 'nowhere', title: 'Nowhere' }),
      'application/json',
    )
    expect({ status: answer.status, text: answer.text }).toMatchObject({ status: 400 })
    expect(answer.text).toContain('tenant')
    expect(answer.text).not.toMatch(sqlOrStack)
  })
})

/** The ids of this run's database: whole numbers on SQL, ObjectIds on MongoDB. */
const idsAre = testDatabase === 'mongodb' ? 'ids are 24-character hexadecimal ObjectIds' : 'ids are whole numbers'
const absentId = testDatabase === 'mongodb' ? '0123456789abcdef01234567' : '999999'

describe('where queries with values an id column cannot hold', () => {
  it.each(['where[id][in]=a,b', 'where[tenant][equals]=abc', 'where[id][equals]=1e400', 'where[tenant.id][not_in]=1,x'])(
    'GET /api/vehicles?%s answers 400 naming the clause',
    async (query) => {
      const answer = await send('GET', `/api/vehicles?${query}`, undefined)
      expect({ status: answer.status, text: answer.text }).toMatchObject({ status: 400 })
      expect(answer.text).toContain(`is not a document id (${idsAre})`)
      expect(answer.text).not.toMatch(sqlOrStack)
    },
  )

  it.each(badWhereQueries)('GET /api/vehicles?%s (from the fuzz) answers below 500 with no SQL', async (query) => {
    const answer = await send('GET', `/api/vehicles?depth=0&${query}`, undefined)
    expect({ status: answer.status, text: answer.text }).toMatchObject({ status: expect.any(Number) })
    expect(answer.status).toBeLessThan(500)
    expect(answer.text).not.toMatch(sqlOrStack)
  })

  it('still finds by id and by tenant, with numbers as text', async () => {
    const answer = await send(
      'GET',
      `/api/vehicles?depth=0&where[id][in]=${vehicleId},${absentId}&where[tenant][equals]=${alpha.tenant.id}`,
      undefined,
    )
    expect(answer.status).toBe(200)
    expect((JSON.parse(answer.text) as { docs: Array<{ id: number }> }).docs.map((doc) => doc.id)).toEqual([vehicleId])
  })
})
