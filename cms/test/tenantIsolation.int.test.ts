import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { authUser, createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { graphql, rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let marketerToken: string
let superToken: string

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha', '#aa0000')
  b = await createTenantFixture(payload, 'bravo', '#0000aa')
  await createSuperAdmin(payload)
  marketerToken = await tokenFor(payload, a.marketer.email)
  superToken = await tokenFor(payload, 'root@platform.test')
})

afterAll(async () => {
  await test?.cleanup()
})

const ids = (docs: Array<{ id: number | string }>) => docs.map((doc) => doc.id).sort()

describe(`tenant isolation for a marketer (${process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite'})`, () => {
  describe('Local API with overrideAccess: false', () => {
    it('lists only their own tenant’s pages (drafts included) and media', async () => {
      const user = await authUser(payload, a.marketer)
      const pages = await payload.find({ collection: 'pages', user, overrideAccess: false, draft: true, depth: 0 })
      expect(ids(pages.docs)).toEqual(ids([a.publishedPage, a.draftPage]))
      const media = await payload.find({ collection: 'media', user, overrideAccess: false, depth: 0 })
      expect(ids(media.docs)).toEqual([a.media.id])
    })

    it('cannot read, update or delete the other tenant’s page or media', async () => {
      const user = await authUser(payload, a.marketer)
      for (const [collection, id] of [
        ['pages', b.publishedPage.id],
        ['media', b.media.id],
      ] as const) {
        await expect(payload.findByID({ collection, id, user, overrideAccess: false, depth: 0 })).rejects.toThrow()
        await expect(
          payload.update({
            collection,
            id,
            data: collection === 'pages' ? { title: 'hijacked' } : { alt: 'hijacked' },
            user,
            overrideAccess: false,
          }),
        ).rejects.toThrow()
        await expect(payload.delete({ collection, id, user, overrideAccess: false })).rejects.toThrow()
      }
      const page = await payload.findByID({ collection: 'pages', id: b.publishedPage.id, overrideAccess: true })
      expect(page.title).toBe('Home of bravo')
      const media = await payload.findByID({ collection: 'media', id: b.media.id, overrideAccess: true })
      expect(media.alt).toBe('Image of bravo')
    })

    it('cannot create a page in the other tenant', async () => {
      const user = await authUser(payload, a.marketer)
      await expect(
        payload.create({
          collection: 'pages',
          data: { tenant: b.tenant.id, slug: 'planted', title: 'Planted', _status: 'published' },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
      const planted = await payload.find({ collection: 'pages', where: { slug: { equals: 'planted' } }, overrideAccess: true })
      expect(planted.totalDocs).toBe(0)
    })

    it('can create and edit pages in their own tenant', async () => {
      const user = await authUser(payload, a.marketer)
      const page = await payload.create({
        collection: 'pages',
        data: { tenant: a.tenant.id, slug: 'own-page', title: 'Own page', _status: 'published' },
        user,
        overrideAccess: false,
      })
      const updated = await payload.update({
        collection: 'pages',
        id: page.id,
        data: { title: 'Own page, edited' },
        user,
        overrideAccess: false,
      })
      expect(updated.title).toBe('Own page, edited')
      await payload.delete({ collection: 'pages', id: page.id, user, overrideAccess: false })
    })

    it('cannot add themselves to the other tenant', async () => {
      const user = await authUser(payload, a.marketer)
      await payload
        .update({
          collection: 'users',
          id: a.marketer.id,
          data: {
            tenants: [
              { tenant: a.tenant.id, roles: ['marketer'] },
              { tenant: b.tenant.id, roles: ['marketer'] },
            ],
          },
          user,
          overrideAccess: false,
        })
        .catch(() => null)
      const stored = await payload.findByID({ collection: 'users', id: a.marketer.id, depth: 0, overrideAccess: true })
      expect(stored.tenants?.map((row) => row.tenant)).toEqual([a.tenant.id])
    })

    it('sees only their own tenant among tenants', async () => {
      const user = await authUser(payload, a.marketer)
      const tenants = await payload.find({ collection: 'tenants', user, overrideAccess: false })
      expect(ids(tenants.docs)).toEqual([a.tenant.id])
    })
  })

  describe('REST API', () => {
    it('lists only their own tenant’s pages and media', async () => {
      const pages = await rest(config, { path: '/api/pages?draft=true&depth=0', token: marketerToken })
      expect(pages.status).toBe(200)
      expect(ids(pages.json.docs)).toEqual(ids([a.publishedPage, a.draftPage]))
      const media = await rest(config, { path: '/api/media?depth=0', token: marketerToken })
      expect(ids(media.json.docs)).toEqual([a.media.id])
    })

    it('cannot read, update or delete the other tenant’s documents', async () => {
      for (const path of [`/api/pages/${b.publishedPage.id}`, `/api/media/${b.media.id}`]) {
        expect((await rest(config, { path, token: marketerToken })).status).toBeGreaterThanOrEqual(400)
        const patch = await rest(config, { method: 'PATCH', path, token: marketerToken, body: { title: 'hijacked', alt: 'hijacked' } })
        expect(patch.status).toBeGreaterThanOrEqual(400)
        expect((await rest(config, { method: 'DELETE', path, token: marketerToken })).status).toBeGreaterThanOrEqual(400)
      }
      const list = await rest(config, { path: `/api/pages?where[tenant][equals]=${b.tenant.id}`, token: marketerToken })
      expect(list.json.docs).toEqual([])
      const page = await payload.findByID({ collection: 'pages', id: b.publishedPage.id, overrideAccess: true })
      expect(page.title).toBe('Home of bravo')
      expect((await payload.findByID({ collection: 'media', id: b.media.id, overrideAccess: true })).alt).toBe('Image of bravo')
    })

    it('cannot create a page in the other tenant', async () => {
      const created = await rest(config, {
        method: 'POST',
        path: '/api/pages',
        token: marketerToken,
        body: { tenant: b.tenant.id, slug: 'planted-rest', title: 'Planted', _status: 'published' },
      })
      expect(created.status).toBeGreaterThanOrEqual(400)
      const planted = await payload.find({ collection: 'pages', where: { slug: { equals: 'planted-rest' } }, overrideAccess: true })
      expect(planted.totalDocs).toBe(0)
    })
  })

  describe('GraphQL', () => {
    it('lists only their own tenant’s pages and media', async () => {
      const result = await graphql(config, '{ Pages(draft: true) { docs { id } } allMedia { docs { id } } }', { token: marketerToken })
      expect(result.errors).toBeUndefined()
      expect(ids(result.data.Pages.docs)).toEqual(ids([a.publishedPage, a.draftPage]))
      expect(ids(result.data.allMedia.docs)).toEqual([a.media.id])
    })

    it('cannot read, update or delete the other tenant’s page', async () => {
      const read = await graphql(config, `{ Page(id: ${b.publishedPage.id}) { id title } }`, { token: marketerToken })
      expect(read.data?.Page ?? null).toBeNull()
      const update = await graphql(config, `mutation { updatePage(id: ${b.publishedPage.id}, data: { title: "hijacked" }) { id } }`, {
        token: marketerToken,
      })
      expect(update.errors?.length).toBeGreaterThan(0)
      const remove = await graphql(config, `mutation { deletePage(id: ${b.publishedPage.id}) { id } }`, { token: marketerToken })
      expect(remove.errors?.length).toBeGreaterThan(0)
      const create = await graphql(
        config,
        `mutation { createPage(data: { tenant: ${b.tenant.id}, slug: "planted-gql", title: "Planted", _status: published }) { id } }`,
        { token: marketerToken },
      )
      expect(create.errors?.length).toBeGreaterThan(0)
      const page = await payload.findByID({ collection: 'pages', id: b.publishedPage.id, overrideAccess: true })
      expect(page.title).toBe('Home of bravo')
      expect(
        (await payload.find({ collection: 'pages', where: { slug: { equals: 'planted-gql' } }, overrideAccess: true })).totalDocs,
      ).toBe(0)
    })
  })
})

describe('a super-admin', () => {
  it('sees and edits every tenant’s pages', async () => {
    const pages = await rest(config, { path: '/api/pages?draft=true&depth=0&limit=100', token: superToken })
    expect(ids(pages.json.docs)).toEqual(expect.arrayContaining(ids([a.publishedPage, a.draftPage, b.publishedPage, b.draftPage])))
    const patch = await rest(config, {
      method: 'PATCH',
      path: `/api/pages/${b.draftPage.id}?draft=true`,
      token: superToken,
      body: { title: 'Edited by admin' },
    })
    expect(patch.status).toBe(200)
    expect(patch.json.doc.title).toBe('Edited by admin')
  })
})

describe('anonymous reads', () => {
  it('through the Local API see only the published pages of the tenant passed in', async () => {
    const scoped = await payload.find({ collection: 'pages', overrideAccess: false, context: { tenantId: a.tenant.id }, depth: 0 })
    expect(ids(scoped.docs)).toEqual([a.publishedPage.id])
    const asked = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: b.tenant.id } },
      overrideAccess: false,
      context: { tenantId: a.tenant.id },
    })
    expect(asked.docs).toEqual([])
  })

  it('through the Local API with no tenant are refused', async () => {
    await expect(payload.find({ collection: 'pages', overrideAccess: false })).rejects.toThrow('not allowed')
  })

  it('through REST see the published pages of the tenant whose domain they asked, and nothing elsewhere', async () => {
    const onA = await rest(config, { path: '/api/pages?depth=0', host: 'alpha.example.com.au' })
    expect(ids(onA.json.docs)).toEqual([a.publishedPage.id])
    const onB = await rest(config, { path: '/api/pages?depth=0', host: 'bravo.localhost:3000' })
    expect(ids(onB.json.docs)).toEqual([b.publishedPage.id])
    const draft = await rest(config, { path: `/api/pages/${a.draftPage.id}?draft=true`, host: 'alpha.example.com.au' })
    expect(draft.status).toBeGreaterThanOrEqual(400)
    const nowhere = await rest(config, { path: '/api/pages?depth=0', host: 'unknown.example.org' })
    expect(nowhere.json.docs ?? []).toEqual([])
    const tenants = await rest(config, { path: '/api/tenants', host: 'alpha.example.com.au' })
    expect(tenants.status).toBeGreaterThanOrEqual(400)
  })
})
