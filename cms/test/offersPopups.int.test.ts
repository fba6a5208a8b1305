import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import { REGULATORS } from '@forecourt/domain/legal'

import { authUser, createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture

type Doc = { id: number | string; tenant?: number | { id: number } | null; name?: string; title?: string }
const tenantOf = (doc: Doc) => (typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : doc.tenant)
const titleOf = (doc: Doc) => doc.name ?? doc.title

/** Per tenant and collection: one published document, one draft, and one published with a newer unpublished draft. */
const docs: Record<string, Record<'published' | 'draft' | 'edited', number | string>> = {}

async function createContent(collection: 'offers' | 'popups', tenant: TenantFixture, label: string) {
  const titleField = collection === 'offers' ? 'name' : 'title'
  const make = async (title: string, status: 'published' | 'draft') =>
    (
      await payload.create({
        collection,
        data: { tenant: tenant.tenant.id, [titleField]: title, _status: status } as never,
        draft: status === 'draft',
        overrideAccess: true,
      })
    ).id
  const published = await make(`${label} published`, 'published')
  const draft = await make(`${label} draft`, 'draft')
  const edited = await make(`${label} edited`, 'published')
  await payload.update({
    collection,
    id: edited,
    data: { [titleField]: `${label} unpublished edit` } as never,
    draft: true,
    overrideAccess: true,
  })
  docs[`${collection}:${tenant.tenant.slug}`] = { published, draft, edited }
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  for (const collection of ['offers', 'popups'] as const) {
    await createContent(collection, a, `Alpha ${collection}`)
    await createContent(collection, b, `Bravo ${collection}`)
  }
  await payload.create({
    collection: 'legal-content',
    data: { tenant: a.tenant.id, complaints_text: 'Alpha complaints' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'legal-content',
    data: { tenant: b.tenant.id, complaints_text: 'Bravo complaints' },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await test?.cleanup()
})

describe.each(['offers', 'popups'] as const)('%s isolation', (collection) => {
  it('a marketer reads, including drafts, and changes only their own tenant’s', async () => {
    const marketer = await authUser(payload, a.marketer)
    const seen = (await payload.find({ collection, user: marketer, overrideAccess: false, draft: true, depth: 0 })).docs as Doc[]
    expect(new Set(seen.map(tenantOf))).toEqual(new Set([a.tenant.id]))
    expect(seen.map(titleOf)).toContain(`Alpha ${collection} draft`)

    const token = await tokenFor(payload, a.marketer.email)
    const foreign = docs[`${collection}:bravo`]!
    expect((await rest(config, { path: `/api/${collection}/${foreign.published}`, token })).status).toBeGreaterThanOrEqual(400)
    expect((await rest(config, { path: `/api/${collection}/${foreign.draft}?draft=true`, token })).status).toBeGreaterThanOrEqual(400)
    const patch = await rest(config, {
      method: 'PATCH',
      path: `/api/${collection}/${foreign.published}`,
      token,
      body: { name: 'hijacked', title: 'hijacked' },
    })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    const remove = await rest(config, { method: 'DELETE', path: `/api/${collection}/${foreign.published}`, token })
    expect(remove.status).toBeGreaterThanOrEqual(400)
    const after = (await payload.findByID({ collection, id: foreign.published, overrideAccess: true })) as Doc
    expect(titleOf(after)).toBe(`Bravo ${collection} published`)
  })

  it('a marketer edits their own over REST and the published version changes', async () => {
    const token = await tokenFor(payload, a.marketer.email)
    const own = docs[`${collection}:alpha`]!
    const field = collection === 'offers' ? 'name' : 'title'
    const patch = await rest(config, {
      method: 'PATCH',
      path: `/api/${collection}/${own.published}`,
      token,
      body: { [field]: `Alpha ${collection} published v2` },
    })
    expect(patch.status).toBe(200)
    const anonymous = await rest(config, { path: `/api/${collection}/${own.published}`, host: 'alpha.example.com.au' })
    expect(titleOf(anonymous.json as Doc)).toBe(`Alpha ${collection} published v2`)
    await payload.update({
      collection,
      id: own.published,
      data: { [field]: `Alpha ${collection} published` } as never,
      overrideAccess: true,
    })
  })

  it('anonymous readers see only published documents of the host’s tenant, never drafts', async () => {
    const onA = await rest(config, { path: `/api/${collection}?depth=0&limit=24`, host: 'alpha.example.com.au' })
    expect(onA.status).toBe(200)
    const seen = onA.json.docs as Doc[]
    expect(new Set(seen.map(tenantOf))).toEqual(new Set([a.tenant.id]))
    // The published version of the edited document, not its newer draft.
    expect(seen.map(titleOf).sort()).toEqual([`Alpha ${collection} edited`, `Alpha ${collection} published`])
    // Asking for drafts changes nothing for an anonymous reader: no draft content comes back.
    const asked = (await rest(config, { path: `/api/${collection}?depth=0&limit=24&draft=true`, host: 'alpha.example.com.au' })).json
      .docs as Doc[]
    expect(asked.map(titleOf)).toContain(`Alpha ${collection} published`)
    expect(asked.map(titleOf)).not.toContain(`Alpha ${collection} draft`)
    expect(asked.map(titleOf)).not.toContain(`Alpha ${collection} unpublished edit`)
    expect(new Set(asked.map(tenantOf))).toEqual(new Set([a.tenant.id]))
    const own = docs[`${collection}:alpha`]!
    expect(
      (await rest(config, { path: `/api/${collection}/${own.draft}?draft=true`, host: 'alpha.example.com.au' })).status,
    ).toBeGreaterThanOrEqual(400)
    const foreign = docs[`${collection}:bravo`]!
    expect(
      (await rest(config, { path: `/api/${collection}/${foreign.published}`, host: 'alpha.example.com.au' })).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await rest(config, { path: `/api/${collection}?depth=0`, host: 'unknown.example.org' })).json.docs ?? []).toEqual([])
    const write = await rest(config, {
      method: 'POST',
      path: `/api/${collection}`,
      host: 'alpha.example.com.au',
      body: { name: 'x', title: 'x' },
    })
    expect(write.status).toBeGreaterThanOrEqual(400)
  })

  it('anonymous Local API reads with the tenant in context see no drafts', async () => {
    const { docs: seen } = await payload.find({
      collection,
      overrideAccess: false,
      draft: true,
      context: { tenantId: a.tenant.id },
      depth: 0,
    })
    expect((seen as Doc[]).map(titleOf)).not.toContain(`Alpha ${collection} draft`)
    expect((seen as Doc[]).map(titleOf)).not.toContain(`Alpha ${collection} unpublished edit`)
  })
})

describe('legal content', () => {
  it('is one per tenant, readable anonymously only on that tenant’s host', async () => {
    const onA = await rest(config, { path: '/api/legal-content?depth=0', host: 'alpha.example.com.au' })
    expect((onA.json.docs as Array<{ complaints_text: string }>).map((doc) => doc.complaints_text)).toEqual(['Alpha complaints'])
    expect((await rest(config, { path: '/api/legal-content?depth=0', host: 'unknown.example.org' })).json.docs ?? []).toEqual([])
  })

  it('cannot be read or changed by another tenant’s marketer', async () => {
    const token = await tokenFor(payload, a.marketer.email)
    const foreign = (await payload.find({ collection: 'legal-content', where: { tenant: { equals: b.tenant.id } }, overrideAccess: true }))
      .docs[0]
    expect((await rest(config, { path: `/api/legal-content/${foreign?.id}`, token })).status).toBeGreaterThanOrEqual(400)
    const patch = await rest(config, {
      method: 'PATCH',
      path: `/api/legal-content/${foreign?.id}`,
      token,
      body: { complaints_text: 'hijacked' },
    })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    const after = await payload.findByID({ collection: 'legal-content', id: foreign?.id as number, overrideAccess: true })
    expect(after.complaints_text).toBe('Bravo complaints')
  })
})

describe('regulators', () => {
  it('hold the eight states, public to read, changed only by platform staff', async () => {
    // Seeding them (once, idempotently) is the seeds' job and tested there; here they are the reference data.
    for (const regulator of Object.values(REGULATORS))
      await payload.create({ collection: 'regulators', data: { ...regulator }, overrideAccess: true })
    const anonymous = await rest(config, { path: '/api/regulators?limit=20&sort=state', host: 'alpha.example.com.au' })
    expect(
      (anonymous.json.docs as Array<{ state: string; name: string; website: string }>).map(({ state, name, website }) => ({
        state,
        name,
        website,
      })),
    ).toEqual(Object.values(REGULATORS))
    const nsw = (anonymous.json.docs as Array<{ id: number; state: string }>).find((doc) => doc.state === 'NSW')
    const marketerToken = await tokenFor(payload, a.marketer.email)
    expect(
      (await rest(config, { method: 'PATCH', path: `/api/regulators/${nsw?.id}`, token: marketerToken, body: { name: 'x' } })).status,
    ).toBeGreaterThanOrEqual(400)
    expect(
      (
        await rest(config, {
          method: 'POST',
          path: '/api/regulators',
          host: 'alpha.example.com.au',
          body: { state: 'NSW', name: 'x', website: 'https://x.test' },
        })
      ).status,
    ).toBeGreaterThanOrEqual(400)
    await createSuperAdmin(payload)
    const adminToken = await tokenFor(payload, 'root@platform.test')
    const update = await rest(config, {
      method: 'PATCH',
      path: `/api/regulators/${nsw?.id}`,
      token: adminToken,
      body: { website: 'http://insecure.test' },
    })
    expect(update.status).toBe(400)
  })
})
