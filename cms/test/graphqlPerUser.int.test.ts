import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload, SanitizedConfig } from 'payload'

import { graphqlLimitCodes, limitingGraphqlPerUser } from '../src/graphql/perUserLimits'
import { answeringRefusalsWithStatus } from '../src/graphql/refusalStatus'
import { admissionMessages } from '../src/platform/inFlight'
import { createTenantFixture, tokenFor } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let tokenA: string
let tokenB: string

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  tokenA = await tokenFor(payload, (await createTenantFixture(payload, 'first')).marketer.email)
  tokenB = await tokenFor(payload, (await createTenantFixture(payload, 'second')).marketer.email)
})

afterAll(async () => {
  await test?.cleanup()
})

function graphqlRequest(token?: string, query = '{ Pages(limit: 1) { docs { id } } }'): Request {
  const headers = new Headers({ host: 'localhost:3000', 'content-type': 'application/json', accept: 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  return new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) })
}

/** A handler that holds every operation until `finish` is called, so operations are in flight together. */
function heldHandler() {
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  let started = 0
  const handle = async () => {
    started += 1
    await done
    return Response.json({ data: { ok: true } })
  }
  return { handle, finish: () => finish(), started: () => started }
}

describe('GraphQL per signed-in user', () => {
  it('runs at most 2 operations of one user at once: the third is refused 429 with Retry-After, another user is not', async () => {
    const held = heldHandler()
    const limited = limitingGraphqlPerUser(held.handle, Promise.resolve(config), { inFlightPerUser: 2, perMinute: 100 })
    const first = limited(graphqlRequest(tokenA))
    const second = limited(graphqlRequest(tokenA))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const third = await limited(graphqlRequest(tokenA))
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('1')
    expect(await third.json()).toEqual({
      errors: [
        {
          message: 'At most 2 GraphQL operations of one user may run at once. Wait for one to finish.',
          extensions: { code: 'TOO_MANY_AT_ONCE' },
        },
      ],
    })
    const otherUser = limited(graphqlRequest(tokenB))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(held.started()).toBe(3)
    held.finish()
    expect((await Promise.all([first, second, otherUser])).map((response) => response.status)).toEqual([200, 200, 200])
    expect((await limited(graphqlRequest(tokenA))).status).toBe(200)
  })

  it('allows so many operations a minute per user, then 429 with the seconds to wait', async () => {
    const held = heldHandler()
    held.finish()
    const limited = limitingGraphqlPerUser(held.handle, Promise.resolve(config), { inFlightPerUser: 2, perMinute: 3 })
    for (let index = 0; index < 3; index += 1) expect((await limited(graphqlRequest(tokenA))).status).toBe(200)
    const refused = await limited(graphqlRequest(tokenA))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(((await refused.json()) as { errors: Array<{ message: string; extensions: { code: string } }> }).errors[0]).toEqual({
      message: admissionMessages.graphqlRate(3),
      extensions: { code: graphqlLimitCodes.rateLimited },
    })
    expect((await limited(graphqlRequest(tokenB))).status).toBe(200)
  })

  it("leaves anonymous requests to Payload's own refusal, and answers a signed-in query through the real handler", async () => {
    const limited = limitingGraphqlPerUser(answeringRefusalsWithStatus(GRAPHQL_POST(Promise.resolve(config))), Promise.resolve(config), {
      inFlightPerUser: 1,
      perMinute: 100,
    })
    expect((await limited(graphqlRequest())).status).toBe(401)
    const answer = await limited(graphqlRequest(tokenA))
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { data: { Pages: { docs: unknown[] } } }).data.Pages.docs).toHaveLength(1)
  })
})
