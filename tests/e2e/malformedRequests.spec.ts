import { expect, test } from '@playwright/test'

import { craftedRequests, discoverFacts, endpoints, leakIn, send, type ServerFacts } from '../../renderer/test/malformedRequests'
import { demoTenants, port, superAdmin } from './support'

/**
 * The crafted malformed requests of renderer/test/malformedRequests.ts (bad percent-escapes in the path and the
 * query, empty / null / text / urlencoded / XML / multipart / deep / surrogate / oversized bodies, ids
 * that name no document, where clauses a REST read cannot run, wrong methods and header oddities) against every public endpoint of the production build: none may answer
 * 5xx, and no answer may carry SQL or a stack trace. `npm run bench:fuzz` adds seeded random ones.
 */
let facts: ServerFacts

test.beforeAll(async () => {
  facts = await discoverFacts(port, demoTenants[0]?.slug ?? 'harbourside-toyota', superAdmin)
})

for (const endpoint of endpoints) {
  test(`${endpoint.method} ${endpoint.name}: malformed requests answer below 500, with no SQL or stack`, async () => {
    test.setTimeout(180_000)
    const problems: string[] = []
    for (const request of craftedRequests(endpoint, facts)) {
      const answer = await send(port, request)
      const where = `${request.method} ${request.path.slice(0, 100)} [${request.label}]`
      if (answer.failure && answer.status === 0) problems.push(`${where}: no answer (${answer.failure})`)
      else if (answer.status >= 500) problems.push(`${where}: ${answer.status} ${answer.body.slice(0, 160)}`)
      const leak = leakIn(answer.body)
      if (leak) problems.push(`${where}: answer carries ${leak}`)
    }
    expect(problems).toEqual([])
  })
}

test('a malformed address or Host answers a plain 400 that says what is wrong', async () => {
  for (const path of ['/%E0%A4%A', '/search/%', '/cars/%zz', '/api/vehicles/%', '/1/indexes/%zz/query', '/uploads/%', '/admin/%zz']) {
    const answer = await send(port, { label: path, method: 'GET', path, headers: { host: `${demoTenants[0]?.slug}.localhost:${port}` } })
    expect(answer.status, path).toBe(400)
    expect(answer.body, path).toContain('malformed')
  }
  for (const host of [`%zz.localhost:${port}`, `bad host:${port}`, `a<b>.localhost:${port}`]) {
    const answer = await send(port, { label: host, method: 'GET', path: '/admin/login', headers: { host } })
    expect(answer.status, host).toBe(400)
    expect(answer.body, host).toContain('Host header')
  }
})

test('Payload REST answers a body that is not a JSON object with a 400 and a clear message', async () => {
  const headers = { host: `localhost:${port}`, authorization: facts.adminAuthorization }
  const cases: Array<[string | undefined, string, string]> = [
    ['application/json', 'null', 'JSON object'],
    ['application/json', '{"name":', 'not valid JSON'],
    ['text/plain', 'hello', 'JSON'],
    ['application/x-www-form-urlencoded', 'name=Kia', 'JSON'],
    ['application/xml', '<name>Kia</name>', 'JSON'],
  ]
  for (const [type, text, message] of cases) {
    for (const [method, path] of [
      ['POST', '/api/manufacturers'],
      ['PATCH', `/api/vehicles/${facts.carId}`],
    ] as const) {
      const body = Buffer.from(text)
      const answer = await send(port, {
        label: text,
        method,
        path,
        headers: { ...headers, ...(type ? { 'content-type': type } : {}), 'content-length': String(body.length) },
        body,
      })
      const where = `${method} ${path} ${type ?? 'no type'} ${JSON.stringify(text)}`
      expect(answer.status, where).toBe(400)
      expect(answer.body, where).toContain(message)
    }
  }
})

test('Payload REST answers a where clause it cannot run and a relationship id naming nothing with a 400 that says which', async () => {
  const headers = { host: `localhost:${port}`, authorization: facts.adminAuthorization }
  const cases: Array<[string, string]> = [
    ['where[id][in]=a,b', 'where[id][in]: "a" is not a document id'],
    ['where[tenant][equals]=abc', 'where[tenant][equals]: "abc" is not a document id'],
    ['where=notanobject', 'The where parameter must be a JSON object'],
  ]
  for (const [query, message] of cases) {
    const answer = await send(port, { label: query, method: 'GET', path: `/api/vehicles?${query}`, headers })
    expect(answer.status, query).toBe(400)
    expect((JSON.parse(answer.body) as { errors: Array<{ message: string }> }).errors[0]?.message, query).toContain(message)
  }
  const body = Buffer.from(
    JSON.stringify({ tenant: 987654321, stocknum: 'NOWHERE1', car_type: 'used', make: 'Kia', model: 'Rio', year: 2020 }),
  )
  const created = await send(port, {
    label: 'no such tenant',
    method: 'POST',
    path: '/api/vehicles',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) },
    body,
  })
  expect(created.status).toBe(400)
  expect(JSON.parse(created.body)).toMatchObject({
    errors: [{ data: { errors: [{ path: 'tenant', message: 'There is no tenant with id 987654321.' }] } }],
  })
})
