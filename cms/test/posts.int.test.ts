import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { authUser, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { graphql, rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
const ids: Record<string, number | string> = {}

type Doc = { id: number | string; title?: string; tenant?: number | { id: number } | null }
const tenantOf = (doc: Doc) => (typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : doc.tenant)

async function createPost(tenant: TenantFixture, key: string, status: 'published' | 'draft') {
  const doc = await payload.create({
    collection: 'posts',
    data: { tenant: tenant.tenant.id, title: `${key} title`, slug: key, category: 'vehicle-reviews', _status: status },
    draft: status === 'draft',
    overrideAccess: true,
  })
  ids[key] = doc.id
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  await createPost(a, 'alpha-published', 'published')
  await createPost(a, 'alpha-draft', 'draft')
  await createPost(b, 'bravo-published', 'published')
  await createPost(b, 'bravo-draft', 'draft')
})

afterAll(async () => {
  await test?.cleanup()
})

describe('blog posts', () => {
  it('a marketer reads and changes only their own tenant’s posts over REST', async () => {
    const marketer = await authUser(payload, a.marketer)
    const seen = (await payload.find({ collection: 'posts', user: marketer, overrideAccess: false, draft: true, depth: 0 })).docs as Doc[]
    expect(new Set(seen.map(tenantOf))).toEqual(new Set([a.tenant.id]))
    expect(seen.map((doc) => doc.title).sort()).toEqual(['alpha-draft title', 'alpha-published title'])

    const token = await tokenFor(payload, a.marketer.email)
    const list = await rest(config, { path: '/api/posts?draft=true&depth=0&limit=24', token })
    expect(new Set((list.json.docs as Doc[]).map(tenantOf))).toEqual(new Set([a.tenant.id]))
    expect((await rest(config, { path: `/api/posts/${ids['bravo-published']}`, token })).status).toBeGreaterThanOrEqual(400)
    expect((await rest(config, { path: `/api/posts/${ids['bravo-draft']}?draft=true`, token })).status).toBeGreaterThanOrEqual(400)
    const patch = await rest(config, { method: 'PATCH', path: `/api/posts/${ids['bravo-published']}`, token, body: { title: 'hijacked' } })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    const remove = await rest(config, { method: 'DELETE', path: `/api/posts/${ids['bravo-published']}`, token })
    expect(remove.status).toBeGreaterThanOrEqual(400)
    const planted = await rest(config, {
      method: 'POST',
      path: '/api/posts',
      token,
      body: { tenant: b.tenant.id, title: 'planted', slug: 'planted', category: 'news', _status: 'published' },
    })
    expect(planted.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'posts', where: { slug: { equals: 'planted' } }, overrideAccess: true })).totalDocs).toBe(0)
    const after = await payload.findByID({ collection: 'posts', id: ids['bravo-published']!, overrideAccess: true })
    expect(after.title).toBe('bravo-published title')

    const own = await rest(config, { method: 'PATCH', path: `/api/posts/${ids['alpha-published']}`, token, body: { title: 'alpha v2' } })
    expect(own.status).toBe(200)
    await payload.update({
      collection: 'posts',
      id: ids['alpha-published']!,
      data: { title: 'alpha-published title' },
      overrideAccess: true,
    })
  })

  it('a marketer cannot read, change or delete another tenant’s posts over GraphQL', async () => {
    const token = await tokenFor(payload, a.marketer.email)
    const listed = await graphql(config, '{ Posts(draft: true) { docs { id title } } }', { token })
    expect(listed.errors).toBeUndefined()
    expect((listed.data.Posts.docs as Doc[]).map((doc) => doc.title).sort()).toEqual(['alpha-draft title', 'alpha-published title'])
    const read = await graphql(config, `{ Post(id: ${ids['bravo-published']}) { id title } }`, { token })
    expect(read.data?.Post ?? null).toBeNull()
    const update = await graphql(config, `mutation { updatePost(id: ${ids['bravo-published']}, data: { title: "hijacked" }) { id } }`, {
      token,
    })
    expect(update.errors?.length).toBeGreaterThan(0)
    const remove = await graphql(config, `mutation { deletePost(id: ${ids['bravo-published']}) { id } }`, { token })
    expect(remove.errors?.length).toBeGreaterThan(0)
    const create = await graphql(
      config,
      `mutation { createPost(data: { tenant: ${b.tenant.id}, title: "planted", slug: "planted-gql", category: news, _status: published }) { id } }`,
      { token },
    )
    expect(create.errors?.length).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'posts', where: { slug: { equals: 'planted-gql' } }, overrideAccess: true })).totalDocs).toBe(
      0,
    )
    const after = await payload.findByID({ collection: 'posts', id: ids['bravo-published']!, overrideAccess: true })
    expect(after.title).toBe('bravo-published title')
  })

  it('anonymous readers see only the published posts of the host’s tenant', async () => {
    const onA = await rest(config, { path: '/api/posts?depth=0&limit=24&draft=true', host: 'alpha.example.com.au' })
    expect(onA.status).toBe(200)
    expect((onA.json.docs as Doc[]).map((doc) => doc.title)).toEqual(['alpha-published title'])
    expect(
      (await rest(config, { path: `/api/posts/${ids['bravo-published']}`, host: 'alpha.example.com.au' })).status,
    ).toBeGreaterThanOrEqual(400)
    expect(
      (await rest(config, { path: `/api/posts/${ids['alpha-draft']}?draft=true`, host: 'alpha.example.com.au' })).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await rest(config, { path: '/api/posts?depth=0', host: 'unknown.example.org' })).json.docs ?? []).toEqual([])
  })

  it('a slug is unique within its tenant and may repeat across tenants', async () => {
    await expect(
      payload.create({
        collection: 'posts',
        data: { tenant: a.tenant.id, title: 'again', slug: 'alpha-published', category: 'news', _status: 'published' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    const elsewhere = await payload.create({
      collection: 'posts',
      data: { tenant: b.tenant.id, title: 'same slug', slug: 'alpha-published', category: 'news', _status: 'published' },
      overrideAccess: true,
    })
    expect(elsewhere.id).toBeDefined()
  })
})
