import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { PUBLIC_REST_MAX_DEPTH, PUBLIC_REST_MAX_LIMIT, publicReadMessages } from '../src/hooks/boundPublicReads'
import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let dealer: TenantFixture
let marketerToken: string
let host: string

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  dealer = await createTenantFixture(payload, 'bounded')
  host = 'bounded.example.com.au'
  marketerToken = await tokenFor(payload, dealer.marketer.email)
  for (let index = 0; index < 3; index += 1) {
    await payload.create({
      collection: 'vehicles',
      data: {
        tenant: dealer.tenant.id,
        stocknum: `B${index}`,
        make: 'Toyota',
        model: 'HiLux',
        year: 2021,
        price: 45_990 + index,
        car_type: 'used',
        status: 'in_stock',
      },
      overrideAccess: true,
    })
  }
})

afterAll(async () => {
  await test?.cleanup()
})

describe('anonymous REST reads ask for one page at a time', () => {
  it('pins the bounds: 24 documents, relationships one level deep', () => {
    expect(PUBLIC_REST_MAX_LIMIT).toBe(24)
    expect(PUBLIC_REST_MAX_DEPTH).toBe(1)
  })

  it("refuses the probe's pagination=false&depth=2 with 400 and a message in words", async () => {
    const answer = await rest(config, { path: '/api/vehicles?pagination=false&depth=2', host })
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toBe(
      'pagination=false would return every document; ask for pages of at most 24 (limit=24&page=2, …) instead.',
    )
    expect(answer.json.docs).toBeUndefined()
  })

  it.each(['25', '100', '100000', '-1', '0', '2.5', 'all'])('refuses limit=%s with 400', async (limit) => {
    const answer = await rest(config, { path: `/api/vehicles?limit=${limit}`, host })
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toBe(publicReadMessages.limitOutOfRange(limit))
  })

  it('refuses depth=2 on a list and on one document, with 400', async () => {
    const list = await rest(config, { path: '/api/vehicles?depth=2', host })
    expect(list.status).toBe(400)
    expect(list.json.errors[0].message).toBe(
      'depth must be 0 or 1 without signing in (asked for 2): related documents are populated one level deep at most.',
    )
    const one = await rest(config, { path: `/api/pages/${dealer.publishedPage.id}?depth=2`, host })
    expect(one.status).toBe(400)
  })

  it('answers a page of 24 at depth 1, and a read with no limit or depth', async () => {
    const page = await rest(config, { path: '/api/vehicles?limit=24&depth=1', host })
    expect(page.status).toBe(200)
    expect(page.json.docs).toHaveLength(3)
    const plain = await rest(config, { path: '/api/pages', host })
    expect(plain.status).toBe(200)
    expect(plain.json.docs.map((doc: { slug: string }) => doc.slug)).toEqual(['home'])
  })

  it('leaves a signed-in marketer unaffected within their own limits', async () => {
    const everything = await rest(config, { path: '/api/vehicles?pagination=false&depth=2', token: marketerToken })
    expect(everything.status).toBe(200)
    expect(everything.json.docs).toHaveLength(3)
    const large = await rest(config, { path: '/api/vehicles?limit=500&depth=2', token: marketerToken })
    expect(large.status).toBe(200)
  })
})
