import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload, SanitizedConfig } from 'payload'

import { GRAPHQL_MAX_COST, GRAPHQL_MAX_LIMIT, graphqlMessages } from '../src/graphql/queryCost'
import { answeringRefusalsWithStatus } from '../src/graphql/refusalStatus'
import { prepareGraphqlSchema } from '../src/graphql/schema'
import { createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { reservableCar } from './helpers/reservations'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let adminToken: string
let tenant: TenantFixture

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  tenant = await createTenantFixture(payload, 'costly')
  adminToken = await tokenFor(payload, (await createSuperAdmin(payload)).email)
})

afterAll(async () => {
  await test?.cleanup()
})

/** POST /api/graphql as renderer/app/(payload)/api/graphql/route.ts answers it. */
async function graphqlOverHttp(query: string, options: { token?: string; variables?: Record<string, unknown> } = {}) {
  const headers = new Headers({ host: 'localhost:3000', 'content-type': 'application/json', accept: 'application/json' })
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  const request = new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  })
  await prepareGraphqlSchema(config)
  const response = await answeringRefusalsWithStatus(GRAPHQL_POST(Promise.resolve(config)))(request)
  return { status: response.status, json: (await response.json()) as { data?: any; errors?: Array<{ message: string }> } }
}

const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`

describe('GraphQL cost', () => {
  it('50 aliases of Vehicles(limit: 300) are refused with 400 before anything runs', async () => {
    const answer = await graphqlOverHttp(aliases(50, 'Vehicles(limit: 300) { docs { id status car_type } }'), { token: adminToken })
    expect(answer.status).toBe(400)
    expect(answer.json.data).toBeUndefined()
    expect(answer.json.errors?.map((error) => error.message)).toEqual([graphqlMessages.limitOutOfRange('a0 (Vehicles)', '300')])
  })

  it("pins the ceiling at 1,000 and refuses the probe's nine aliases of 100 cars (cost 1,809)", async () => {
    expect(GRAPHQL_MAX_COST).toBe(1000)
    const probe = await graphqlOverHttp(aliases(9, 'Vehicles(limit: 100, sort: "-price") { docs { id } }'), { token: adminToken })
    expect(probe.status).toBe(400)
    expect(probe.json.errors?.map((error) => error.message)).toEqual([graphqlMessages.tooCostly(1809)])
  })

  it('a limit within range is still refused when the aliases add up past the cost', async () => {
    const answer = await graphqlOverHttp(aliases(50, `Vehicles(limit: ${GRAPHQL_MAX_LIMIT}) { docs { id status } }`), { token: adminToken })
    expect(answer.status).toBe(400)
    expect(answer.json.errors?.map((error) => error.message)).toEqual([graphqlMessages.tooCostly(50 * (1 + GRAPHQL_MAX_LIMIT * (1 + 2)))])
    // Two lists, with related fields, within the cost (201 + 701).
    const nested = await graphqlOverHttp(
      '{ Tenants(limit: 100) { docs { id } } Pages(limit: 70) { docs { id title slug tenant { id name slug domains { domain } } } } }',
      {
        token: adminToken,
      },
    )
    expect(nested.status).toBe(200)
    expect(nested.json.errors).toBeUndefined()
  })

  it('limits in variables, limit 0 and pagination: false are refused too', async () => {
    const viaVariable = await graphqlOverHttp('query List($n: Int) { Vehicles(limit: $n) { docs { id } } }', {
      token: adminToken,
      variables: { n: 1000 },
    })
    expect(viaVariable.status).toBe(400)
    expect(viaVariable.json.errors?.[0]?.message).toBe(graphqlMessages.limitOutOfRange('Vehicles', '1000'))
    const everything = await graphqlOverHttp('{ Vehicles(limit: 0) { docs { id } } }', { token: adminToken })
    expect(everything.status).toBe(400)
    const unpaginated = await graphqlOverHttp('{ Vehicles(pagination: false) { docs { id } } }', { token: adminToken })
    expect(unpaginated.status).toBe(400)
    expect(unpaginated.json.errors?.[0]?.message).toBe(graphqlMessages.paginationOff('Vehicles'))
  })

  it('an ordinary signed-in query still works, default page size included', async () => {
    const answer = await graphqlOverHttp('{ Pages(limit: 10) { docs { id title } totalDocs } Tenants { docs { slug } } }', {
      token: adminToken,
    })
    expect(answer.status).toBe(200)
    expect(answer.json.errors).toBeUndefined()
    expect(answer.json.data.Pages.docs.map((page: { title: string }) => page.title)).toContain(tenant.publishedPage.title)
    expect(answer.json.data.Tenants.docs.map((doc: { slug: string }) => doc.slug)).toContain('costly')
    expect(GRAPHQL_MAX_COST).toBeGreaterThan(1 + 10 * 3)
  })

  it('anonymous visitors are refused with 401: no public page uses GraphQL', async () => {
    for (const query of [
      '{ Pages(limit: 1) { docs { id title } } }',
      aliases(50, 'Vehicles(limit: 300) { docs { id } }'),
      '{ __schema { types { name } } }',
    ]) {
      const answer = await graphqlOverHttp(query)
      expect(answer.status).toBe(401)
      expect(answer.json.errors?.map((error) => error.message)).toEqual([graphqlMessages.signInRequired])
    }
  })
})

describe('GraphQL reads only the fields a query asks for', () => {
  /** The `select` each database read of the vehicles collection was given while `run` ran. */
  async function vehicleReadsDuring(run: () => Promise<unknown>) {
    const find = payload.db.find.bind(payload.db)
    const selects: unknown[] = []
    payload.db.find = (async (args: Parameters<typeof find>[0]) => {
      if (args.collection === 'vehicles') selects.push(args.select)
      return find(args)
    }) as typeof payload.db.find
    try {
      await run()
    } finally {
      payload.db.find = find
    }
    return selects
  }

  it('a list of cars asking for id and price reads those fields, not whole cars', async () => {
    const car = await reservableCar(payload, tenant.tenant.id, { price: 31990 })
    let answer: Awaited<ReturnType<typeof graphqlOverHttp>> | undefined
    const selects = await vehicleReadsDuring(async () => {
      answer = await graphqlOverHttp(`{ Vehicles(limit: 5, where: { id: { equals: ${JSON.stringify(car.id)} } }) { docs { id price } } }`, {
        token: adminToken,
      })
    })
    expect(answer?.status).toBe(200)
    expect(answer?.json.data.Vehicles.docs).toEqual([{ id: car.id, price: 31990 }])
    // One read, told to fetch the two fields: Payload's select is on without the query asking for it.
    expect(selects).toEqual([{ id: true, price: true }])
  })

  it('select: false, which would read every field of every car, is refused with 400 before anything is read', async () => {
    const selects = await vehicleReadsDuring(async () => {
      const answer = await graphqlOverHttp('{ Vehicles(limit: 5, select: false) { docs { id } } }', { token: adminToken })
      expect(answer.status).toBe(400)
      expect(answer.json.errors?.map((error) => error.message)).toEqual([graphqlMessages.selectOff('Vehicles')])
    })
    expect(selects).toEqual([])
  })
})
