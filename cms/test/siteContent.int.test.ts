import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import type { User } from '@forecourt/schema'
import { authUser, createTenantFixture, tokenFor, type TenantFixture } from './helpers/fixtures'
import { rest } from './helpers/http'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let config: SanitizedConfig
let a: TenantFixture
let b: TenantFixture

const ids = (docs: Array<{ id: number | string }>) => docs.map((doc) => doc.id).sort()

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  config = test.config
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo')
})

afterAll(async () => {
  await test?.cleanup()
})

describe('site settings', () => {
  it('are one document per tenant, saved when every value is valid', async () => {
    const settings = await payload.create({
      collection: 'site-settings',
      data: {
        tenant: a.tenant.id,
        phone_numbers: { new: '(02) 9555 0101' },
        include_sold_cars_days: 5,
        button_options: ['enquire', 'testDrive'],
      },
      overrideAccess: true,
    })
    expect(settings.include_sold_cars_days).toBe(5)
    expect(settings.opt_in_default).toBe(true)
    expect(settings.comments_required).toBe(true)
  })

  it('refuse a bad value with a clear message on the field, and keep what was stored', async () => {
    const stored = (await payload.find({ collection: 'site-settings', where: { tenant: { equals: a.tenant.id } }, overrideAccess: true }))
      .docs[0]
    expect(stored).toBeDefined()
    const attempt = payload.update({
      collection: 'site-settings',
      id: stored?.id as number,
      data: { include_sold_cars_days: -2, email: 'not-an-email', phone_numbers: { used: 'call us!' } },
      overrideAccess: true,
    })
    await expect(attempt).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          { path: 'include_sold_cars_days', message: 'Days to keep sold cars listed cannot be negative' },
          { path: 'email', message: 'Enter an email address like sales@dealer.com.au' },
          expect.objectContaining({ path: 'phone_numbers.used' }),
        ]),
      },
    })
    const after = await payload.findByID({ collection: 'site-settings', id: stored?.id as number, overrideAccess: true })
    expect(after.include_sold_cars_days).toBe(5)
  })

  it("keep the marketer's 'Why Buy From Us?' points in order, and refuse a blank or overlong one", async () => {
    const stored = (await payload.find({ collection: 'site-settings', where: { tenant: { equals: a.tenant.id } }, overrideAccess: true }))
      .docs[0]
    const saved = await payload.update({
      collection: 'site-settings',
      id: stored?.id as number,
      data: { why_buy_from_us: [{ text: 'Family owned since 1962' }, { text: 'Free first service' }] },
      overrideAccess: true,
    })
    expect(saved.why_buy_from_us?.map((row) => row.text)).toEqual(['Family owned since 1962', 'Free first service'])
    await expect(
      payload.update({
        collection: 'site-settings',
        id: stored?.id as number,
        data: { why_buy_from_us: [{ text: '   ' }, { text: 'x'.repeat(201) }] },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          { path: 'why_buy_from_us.0.text', message: 'Write the point, or remove it' },
          { path: 'why_buy_from_us.1.text', message: 'Keep each point to 200 characters' },
        ]),
      },
    })
    const after = await payload.findByID({ collection: 'site-settings', id: stored?.id as number, overrideAccess: true })
    expect(after.why_buy_from_us?.map((row) => row.text)).toEqual(['Family owned since 1962', 'Free first service'])
  })

  it('answer a bad value over REST with 400 and the field error, never a 500', async () => {
    const token = await tokenFor(payload, a.marketer.email)
    const stored = (await payload.find({ collection: 'site-settings', where: { tenant: { equals: a.tenant.id } }, overrideAccess: true }))
      .docs[0]
    const response = await rest(config, {
      method: 'PATCH',
      path: `/api/site-settings/${stored?.id}`,
      token,
      body: { reviews_min_rating: 9 },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('A rating is between 0 and 5')
  })
})

describe('tenant isolation of settings and promo cards', () => {
  let cardA: number | string
  let cardB: number | string

  beforeAll(async () => {
    await payload.create({ collection: 'site-settings', data: { tenant: b.tenant.id, manufacturer: 'Kia' }, overrideAccess: true })
    cardA = (await payload.create({ collection: 'promo-cards', data: { tenant: a.tenant.id, title: 'Alpha deal' }, overrideAccess: true }))
      .id
    cardB = (await payload.create({ collection: 'promo-cards', data: { tenant: b.tenant.id, title: 'Bravo deal' }, overrideAccess: true }))
      .id
  })

  for (const collection of ['site-settings', 'promo-cards'] as const) {
    it(`${collection}: a marketer reads and changes only their own tenant's`, async () => {
      const marketer = (await authUser(payload, a.marketer)) as User & { collection: 'users' }
      const seen = await payload.find({ collection, user: marketer, overrideAccess: false, depth: 0 })
      const tenants = seen.docs.map((doc) => (typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant))
      expect(new Set(tenants)).toEqual(new Set([a.tenant.id]))
      const foreign = (await payload.find({ collection, where: { tenant: { equals: b.tenant.id } }, overrideAccess: true })).docs[0]
      const token = await tokenFor(payload, a.marketer.email)
      expect((await rest(config, { path: `/api/${collection}/${foreign?.id}`, token })).status).toBeGreaterThanOrEqual(400)
      const patch = await rest(config, {
        method: 'PATCH',
        path: `/api/${collection}/${foreign?.id}`,
        token,
        body: { title: 'hijacked', manufacturer: 'hijacked' },
      })
      expect(patch.status).toBeGreaterThanOrEqual(400)
    })

    it(`${collection}: anonymous readers see only the tenant of the host they asked`, async () => {
      const onA = await rest(config, { path: `/api/${collection}?depth=0`, host: 'alpha.example.com.au' })
      const tenants = (onA.json.docs as Array<{ tenant: number }>).map((doc) => doc.tenant)
      expect(tenants.length).toBeGreaterThan(0)
      expect(new Set(tenants)).toEqual(new Set([a.tenant.id]))
      const nowhere = await rest(config, { path: `/api/${collection}?depth=0`, host: 'unknown.example.org' })
      expect(nowhere.json.docs ?? []).toEqual([])
      const write = await rest(config, { method: 'POST', path: `/api/${collection}`, host: 'alpha.example.com.au', body: { title: 'x' } })
      expect(write.status).toBeGreaterThanOrEqual(400)
    })
  }

  it('promo cards: onboarding staff of one tenant cannot delete another tenant’s card', async () => {
    const token = await tokenFor(payload, b.onboarding.email)
    expect((await rest(config, { method: 'DELETE', path: `/api/promo-cards/${cardA}`, token })).status).toBeGreaterThanOrEqual(400)
    expect(ids((await payload.find({ collection: 'promo-cards', overrideAccess: true })).docs)).toEqual(ids([{ id: cardA }, { id: cardB }]))
  })
})
