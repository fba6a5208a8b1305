import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'

import type { Model, User } from '@forecourt/schema'
import { authUser, createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture
let rav4: number | string

const showroom = {
  headline: "Australia's favourite hybrid SUV",
  intro: 'Every RAV4 is a hybrid.',
  variants: [
    { name: 'GX 2WD Hybrid', price: 41_490, description: '2.5L hybrid' },
    { name: 'Edge AWD Hybrid', price: 57_490 },
  ],
  accessories: [{ name: 'Towbar', part_number: 'PZ001-RAV4', price: 1_199, description: 'Heavy-duty' }],
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
  await createSuperAdmin(payload)
  const toyota = (await payload.create({ collection: 'manufacturers', data: { name: 'Toyota', slug: 'toyota' }, overrideAccess: true })).id
  rav4 = (
    await payload.create({
      collection: 'models',
      data: { manufacturer: toyota, name: 'RAV4', slug: 'rav4', status: 'active', body_categories: ['SUVs and 4WDs'] },
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await test?.cleanup()
})

describe("a model's showroom page and accessories are shared reference data", () => {
  it('platform staff save the hero, variants with prices and accessories with a picture; every site reads them', async () => {
    const admin = await tokenFor(payload, 'root@platform.test')
    const saved = await rest(config, { method: 'PATCH', path: `/api/models/${rav4}`, token: admin, body: showroom })
    expect(saved.status).toBe(200)

    const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f3f4f6' } })
      .webp()
      .toBuffer()
    const onboardingUser = (await authUser(payload, a.onboarding)) as User & { collection: 'users' }
    const picture = await payload.create({
      collection: 'brand-assets',
      data: { alt: 'Towbar' },
      file: { data, mimetype: 'image/webp', name: 'accessory-towbar.webp', size: data.length },
      user: onboardingUser,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'models', id: rav4, overrideAccess: true })
    await payload.update({
      collection: 'models',
      id: rav4,
      data: { accessories: (stored.accessories ?? []).map((row) => ({ ...row, image: picture.id })) },
      user: onboardingUser,
      overrideAccess: false,
    })

    for (const host of ['alpha.example.com.au', 'bravo.example.com.au']) {
      const read = await rest(config, { path: `/api/models/${rav4}?depth=1`, host })
      expect(read.status).toBe(200)
      const model = read.json as unknown as Model
      expect(model.headline).toBe(showroom.headline)
      expect(model.variants?.map((variant) => [variant.name, variant.price])).toEqual([
        ['GX 2WD Hybrid', 41_490],
        ['Edge AWD Hybrid', 57_490],
      ])
      expect(model.accessories?.[0]).toMatchObject({ name: 'Towbar', part_number: 'PZ001-RAV4', price: 1_199 })
      expect(model.accessories?.[0]?.image).toMatchObject({ alt: 'Towbar', width: 400, height: 300 })
    }
  })

  it("one tenant's marketer cannot change the showroom every other tenant shows", async () => {
    const token = await tokenFor(payload, a.marketer.email)
    for (const auth of [{ token }, {}]) {
      const hijack = await rest(config, {
        method: 'PATCH',
        path: `/api/models/${rav4}`,
        ...auth,
        body: { headline: 'Hijacked', variants: [{ name: 'Cheap', price: 1 }] },
      })
      expect(hijack.status).toBeGreaterThanOrEqual(400)
    }
    const marketer = (await authUser(payload, b.marketer)) as User & { collection: 'users' }
    await expect(
      payload.update({ collection: 'models', id: rav4, data: { accessories: [] }, user: marketer, overrideAccess: false }),
    ).rejects.toThrow()
    const stored = await payload.findByID({ collection: 'models', id: rav4, overrideAccess: true })
    expect(stored.headline).toBe(showroom.headline)
    expect(stored.variants?.map((variant) => variant.price)).toEqual([41_490, 57_490])
    expect(stored.accessories?.map((accessory) => accessory.name)).toEqual(['Towbar'])
  })

  it('refuses prices out of bounds and variants without a name with a 400', async () => {
    const admin = await tokenFor(payload, 'root@platform.test')
    for (const variants of [[{ name: 'Negative', price: -1 }], [{ name: 'Huge', price: 10_000_001 }], [{ price: 30_000 }]]) {
      const answer = await rest(config, { method: 'PATCH', path: `/api/models/${rav4}`, token: admin, body: { variants } })
      expect(answer.status).toBe(400)
    }
    const accessory = await rest(config, {
      method: 'PATCH',
      path: `/api/models/${rav4}`,
      token: admin,
      body: { accessories: [{ name: 'Mats', price: -5 }] },
    })
    expect(accessory.status).toBe(400)
    const stored = await payload.findByID({ collection: 'models', id: rav4, overrideAccess: true })
    expect(stored.variants?.map((variant) => variant.name)).toEqual(['GX 2WD Hybrid', 'Edge AWD Hybrid'])
  })

  it('deleting a model takes its variants and accessories with it', async () => {
    const admin = await tokenFor(payload, 'root@platform.test')
    const created = await rest(config, {
      method: 'POST',
      path: '/api/models',
      token: admin,
      body: {
        manufacturer: (await payload.findByID({ collection: 'models', id: rav4, depth: 0, overrideAccess: true })).manufacturer,
        name: 'Kluger',
        slug: 'kluger',
        ...showroom,
      },
    })
    expect(created.status).toBe(201)
    expect((await rest(config, { method: 'DELETE', path: `/api/models/${created.json.doc.id}`, token: admin })).status).toBe(200)
    const models = await payload.find({ collection: 'models', where: { slug: { equals: 'kluger' } }, overrideAccess: true })
    expect(models.totalDocs).toBe(0)
  })
})
