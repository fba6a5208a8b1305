import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo', '#0000cc')
}, 60_000)

afterAll(async () => {
  await test?.cleanup()
})

const fieldErrors = (json: any) => json.errors?.[0]?.data?.errors as Array<{ path: string; message: string }> | undefined

describe(`relations stay within one tenant (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  it("refuses a post's image from another tenant's media with a 400 naming the field, and keeps its own", async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { tenant: a.tenant.id, title: 'Spring sale', slug: 'spring-sale', image: a.media.id },
      overrideAccess: true,
    })
    const token = await tokenFor(payload, a.marketer.email)
    const answer = await rest(config, { method: 'PATCH', path: `/api/posts/${post.id}`, token, body: { image: b.media.id } })
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toBe('The following field is invalid: Image')
    expect(fieldErrors(answer.json)).toEqual([
      { label: 'Image', path: 'image', message: `The media with id ${b.media.id} belongs to another site; choose one of this site's.` },
    ])
    const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 0, overrideAccess: true })
    expect(stored.image).toBe(a.media.id)
    // Whoever saves: the Local API with access overridden is held to it too.
    await expect(payload.update({ collection: 'posts', id: post.id, data: { image: b.media.id }, overrideAccess: true })).rejects.toThrow(
      /Image/,
    )
    // Its own tenant's media is still fine.
    expect((await rest(config, { method: 'PATCH', path: `/api/posts/${post.id}`, token, body: { image: a.media.id } })).status).toBe(200)
  })

  it("refuses another tenant's media as an offer's image over REST, naming the field", async () => {
    const token = await tokenFor(payload, a.marketer.email)
    const body = { tenant: a.tenant.id, name: 'Free servicing', image: b.media.id }
    const answer = await rest(config, { method: 'POST', path: '/api/offers', token, body })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.json)).toEqual([
      { label: 'Image', path: 'image', message: `The media with id ${b.media.id} belongs to another site; choose one of this site's.` },
    ])
    expect(await payload.count({ collection: 'offers', overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    const own = await rest(config, { method: 'POST', path: '/api/offers', token, body: { ...body, image: a.media.id } })
    expect(own.status).toBe(201)
  })
})
