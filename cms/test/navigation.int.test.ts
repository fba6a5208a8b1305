import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'

import type { User } from '@forecourt/schema'
import { authUser, createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let navA: number | string
let navB: number | string
let toyota: number | string

const tenantOf = (doc: { tenant?: unknown }) =>
  typeof doc.tenant === 'object' && doc.tenant ? (doc.tenant as { id: unknown }).id : doc.tenant

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  await createSuperAdmin(payload)
  navA = (
    await payload.create({
      collection: 'navigation',
      data: { tenant: a.tenant.id, menu_items: [{ label: 'Alpha Home', url: '/' }], licence_numbers: [{ number: 'MD 1' }] },
      overrideAccess: true,
    })
  ).id
  navB = (
    await payload.create({
      collection: 'navigation',
      data: { tenant: b.tenant.id, menu_items: [{ label: 'Bravo Home', url: '/' }] },
      overrideAccess: true,
    })
  ).id
  toyota = (await payload.create({ collection: 'manufacturers', data: { name: 'Toyota', slug: 'toyota' }, overrideAccess: true })).id
  await payload.create({
    collection: 'models',
    data: { manufacturer: toyota, name: 'RAV4', slug: 'rav4', status: 'active', body_categories: ['SUVs and 4WDs'] },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await test?.cleanup()
})

describe('navigation is one document per tenant, isolated like the site settings', () => {
  it('a marketer reads and edits only their own tenant’s navigation (Local API and REST)', async () => {
    const marketer = (await authUser(payload, a.marketer)) as User & { collection: 'users' }
    const seen = await payload.find({ collection: 'navigation', user: marketer, overrideAccess: false, depth: 0 })
    expect(seen.docs.map(tenantOf)).toEqual([a.tenant.id])

    const token = await tokenFor(payload, a.marketer.email)
    expect((await rest(config, { path: `/api/navigation/${navB}`, token })).status).toBeGreaterThanOrEqual(400)
    const hijack = await rest(config, {
      method: 'PATCH',
      path: `/api/navigation/${navB}`,
      token,
      body: { menu_items: [{ label: 'Hijacked', url: '/' }] },
    })
    expect(hijack.status).toBeGreaterThanOrEqual(400)
    const own = await rest(config, {
      method: 'PATCH',
      path: `/api/navigation/${navA}`,
      token,
      body: { menu_items: [{ label: 'Our Home', url: '/' }] },
    })
    expect(own.status).toBe(200)

    const stored = await payload.findByID({ collection: 'navigation', id: navB, overrideAccess: true })
    expect(stored.menu_items?.map((row) => row.label)).toEqual(['Bravo Home'])
    expect(
      (await payload.findByID({ collection: 'navigation', id: navA, overrideAccess: true })).menu_items?.map((row) => row.label),
    ).toEqual(['Our Home'])
  })

  it('onboarding staff of one tenant cannot change or delete another tenant’s navigation', async () => {
    const token = await tokenFor(payload, b.onboarding.email)
    expect((await rest(config, { method: 'DELETE', path: `/api/navigation/${navA}`, token })).status).toBeGreaterThanOrEqual(400)
    expect(
      (await rest(config, { method: 'PATCH', path: `/api/navigation/${navA}`, token, body: { copyright_name: 'x' } })).status,
    ).toBeGreaterThanOrEqual(400)
    const list = await rest(config, { path: '/api/navigation?depth=0', token })
    expect((list.json.docs as Array<{ tenant: unknown }>).map(tenantOf)).toEqual([b.tenant.id])
    expect(await payload.count({ collection: 'navigation', overrideAccess: true })).toEqual({ totalDocs: 2 })
  })

  it('the plugin keeps it single: a tenant cannot get a second navigation document', async () => {
    const token = await tokenFor(payload, a.marketer.email)
    const second = await rest(config, {
      method: 'POST',
      path: '/api/navigation',
      token,
      body: { tenant: a.tenant.id, menu_items: [{ label: 'Two', url: '/' }] },
    })
    const count = await payload.count({ collection: 'navigation', where: { tenant: { equals: a.tenant.id } }, overrideAccess: true })
    expect(second.status).toBeGreaterThanOrEqual(400)
    expect(count.totalDocs).toBe(1)
  })

  it('anonymous readers get only the navigation of the host they asked, and cannot write', async () => {
    const onA = await rest(config, { path: '/api/navigation?depth=0', host: 'alpha.example.com.au' })
    expect((onA.json.docs as Array<{ tenant: unknown }>).map(tenantOf)).toEqual([a.tenant.id])
    expect((await rest(config, { path: `/api/navigation/${navB}`, host: 'alpha.example.com.au' })).status).toBeGreaterThanOrEqual(400)
    const nowhere = await rest(config, { path: '/api/navigation?depth=0', host: 'unknown.example.org' })
    expect(nowhere.json.docs ?? []).toEqual([])
    const write = await rest(config, {
      method: 'PATCH',
      path: `/api/navigation/${navA}`,
      host: 'alpha.example.com.au',
      body: { copyright_name: 'x' },
    })
    expect(write.status).toBeGreaterThanOrEqual(400)
    const anonymousLocal = await payload.find({
      collection: 'navigation',
      overrideAccess: false,
      context: { tenantId: b.tenant.id },
      depth: 0,
    })
    expect(anonymousLocal.docs.map(tenantOf)).toEqual([b.tenant.id])
  })
})

describe('makes, models and brand images are shared reference data', () => {
  it('anyone reads them, on any host or none', async () => {
    for (const host of ['alpha.example.com.au', 'unknown.example.org']) {
      const makes = await rest(config, { path: '/api/manufacturers?depth=0', host })
      expect(makes.status).toBe(200)
      expect((makes.json.docs as Array<{ name: string }>).map((make) => make.name)).toEqual(['Toyota'])
      const models = await rest(config, { path: '/api/models?depth=0', host })
      expect((models.json.docs as Array<{ name: string }>).map((model) => model.name)).toEqual(['RAV4'])
    }
    const marketer = (await authUser(payload, a.marketer)) as User & { collection: 'users' }
    expect((await payload.find({ collection: 'manufacturers', user: marketer, overrideAccess: false })).totalDocs).toBe(1)
  })

  it('marketers and anonymous callers cannot write them', async () => {
    const token = await tokenFor(payload, a.marketer.email)
    for (const auth of [{ token }, {}]) {
      expect(
        (await rest(config, { method: 'POST', path: '/api/manufacturers', ...auth, body: { name: 'Fake', slug: 'fake' } })).status,
      ).toBeGreaterThanOrEqual(400)
      expect(
        (await rest(config, { method: 'PATCH', path: `/api/manufacturers/${toyota}`, ...auth, body: { name: 'Hijacked' } })).status,
      ).toBeGreaterThanOrEqual(400)
      expect(
        (await rest(config, { method: 'POST', path: '/api/models', ...auth, body: { manufacturer: toyota, name: 'X', slug: 'x' } })).status,
      ).toBeGreaterThanOrEqual(400)
    }
    const marketer = (await authUser(payload, a.marketer)) as User & { collection: 'users' }
    await expect(
      payload.update({ collection: 'manufacturers', id: toyota, data: { name: 'Nope' }, user: marketer, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'manufacturers', id: toyota, overrideAccess: true })).name).toBe('Toyota')
  })

  it('super-admins and onboarding staff create and change them, logo upload included', async () => {
    const admin = await tokenFor(payload, 'root@platform.test')
    const kia = await rest(config, { method: 'POST', path: '/api/manufacturers', token: admin, body: { name: 'Kia', slug: 'kia' } })
    expect(kia.status).toBe(201)
    const onboarding = await tokenFor(payload, a.onboarding.email)
    const renamed = await rest(config, {
      method: 'PATCH',
      path: `/api/manufacturers/${kia.json.doc.id}`,
      token: onboarding,
      body: { override_url: '/kia' },
    })
    expect(renamed.status).toBe(200)
    const model = await rest(config, {
      method: 'POST',
      path: '/api/models',
      token: onboarding,
      body: { manufacturer: kia.json.doc.id, name: 'EV5', slug: 'ev5', status: 'coming_soon' },
    })
    expect(model.status).toBe(201)

    const data = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#05141f' } })
      .png()
      .toBuffer()
    const onboardingUser = (await authUser(payload, a.onboarding)) as User & { collection: 'users' }
    const logo = await payload.create({
      collection: 'brand-assets',
      data: { alt: 'Kia logo' },
      file: { data, mimetype: 'image/png', name: 'logo-kia.png', size: data.length },
      user: onboardingUser,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'manufacturers',
      id: kia.json.doc.id,
      data: { logo: logo.id },
      user: onboardingUser,
      overrideAccess: false,
    })
    const read = await rest(config, { path: `/api/manufacturers/${kia.json.doc.id}?depth=1`, host: 'bravo.example.com.au' })
    expect(read.json.logo).toMatchObject({ alt: 'Kia logo', width: 120, height: 60 })

    const marketer = (await authUser(payload, a.marketer)) as User & { collection: 'users' }
    await expect(
      payload.create({
        collection: 'brand-assets',
        data: { alt: 'Fake logo' },
        file: { data, mimetype: 'image/png', name: 'fake.png', size: data.length },
        user: marketer,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
