import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from '../../cms/test/helpers/fixtures'
import { bootTestPayload, type TestPayload } from '../../cms/test/helpers/testPayload'
import { cloneTenant, handleCloneRequest } from './clone'

let test: TestPayload
let existing: TenantFixture

beforeAll(async () => {
  test = await bootTestPayload()
  existing = await createTenantFixture(test.payload, 'taken')
  await createSuperAdmin(test.payload)
})

afterAll(async () => {
  await test?.cleanup()
})

const input = { from: 'caravan-dealer', slug: 'bay-caravans', name: 'Bay Caravans', domain: 'https://www.BayCaravans.com.au/', demoStock: 3 }

describe('cloning a template into a new tenant', () => {
  it('creates the tenant with its domain, pages, settings, promo cards and stock', async () => {
    const steps: string[] = []
    const outcome = await cloneTenant(test.payload, input, (message) => steps.push(message))
    expect(outcome.resumed).toBe(false)
    expect(steps.length).toBeGreaterThan(2)
    const { payload } = test
    const tenant = await payload.findByID({ collection: 'tenants', id: outcome.tenantId, overrideAccess: true })
    expect(tenant).toMatchObject({ slug: 'bay-caravans', name: 'Bay Caravans', template: 'caravan-dealer', status: 'active' })
    expect(tenant.domains?.map((row) => row.domain)).toEqual(['baycaravans.com.au'])
    const where = { tenant: { equals: tenant.id } }
    expect((await payload.count({ collection: 'pages', where, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'site-settings', where, overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'promo-cards', where, overrideAccess: true })).totalDocs).toBe(1)
    const vans = await payload.find({ collection: 'vehicles', where, overrideAccess: true })
    expect(vans.totalDocs).toBe(3)
    expect(vans.docs.every((van) => van.item_type === 'caravan')).toBe(true)
  })

  it('is idempotent: the same clone again changes nothing', async () => {
    const before = await test.payload.find({ collection: 'pages', where: { 'tenant.slug': { equals: 'bay-caravans' } }, overrideAccess: true })
    const again = await cloneTenant(test.payload, input)
    expect(again).toMatchObject({ resumed: true, created: [] })
    const after = await test.payload.find({ collection: 'pages', where: { 'tenant.slug': { equals: 'bay-caravans' } }, overrideAccess: true })
    expect(after.docs.map((page) => page.updatedAt)).toEqual(before.docs.map((page) => page.updatedAt))
  })

  it('refuses a slug or a domain another tenant has, with a clear message, and bad input with the field named', async () => {
    await expect(cloneTenant(test.payload, { ...input, slug: 'taken' })).rejects.toThrow('The slug "taken" is already taken by "Tenant taken". Choose another slug.')
    await expect(cloneTenant(test.payload, { ...input, slug: 'fresh-one', domain: 'taken.example.com.au' })).rejects.toThrow(
      'The domain "taken.example.com.au" is already used by "Tenant taken". Choose another domain.',
    )
    await expect(cloneTenant(test.payload, { ...input, from: 'boat-dealer' })).rejects.toThrow(/^from must be one of: toyota-dealer, used-car-group, caravan-dealer/)
    await expect(cloneTenant(test.payload, { ...input, slug: 'Bad Slug!' })).rejects.toThrow(/^slug must be lower-case/)
    expect((await test.payload.count({ collection: 'tenants', where: { slug: { equals: 'fresh-one' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('over HTTP: only a super-admin may clone; refusals are statuses; progress streams as NDJSON', async () => {
    const post = (token: string | null, body: unknown) =>
      handleCloneRequest(
        new Request('http://localhost/onboarding/tenants/clone', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
          body: JSON.stringify(body),
        }),
        test.payload,
      )
    expect((await post(null, input)).status).toBe(401)
    expect((await post(await tokenFor(test.payload, existing.onboarding.email), input)).status).toBe(403)
    const admin = await tokenFor(test.payload, 'root@platform.test')
    const clash = await post(admin, { ...input, slug: 'taken' })
    expect(clash.status).toBe(409)
    expect(((await clash.json()) as { message: string }).message).toContain('already taken')
    const response = await post(admin, { ...input, slug: 'harbour-vans', name: 'Harbour Vans', domain: 'harbourvans.com.au', demoStock: 0 })
    expect(response.status).toBe(200)
    const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as { type: string })
    expect(lines.filter((line) => line.type === 'progress').length).toBeGreaterThan(0)
    expect(lines.at(-1)).toMatchObject({ type: 'result', resumed: false, urls: ['https://harbourvans.com.au', 'http://harbour-vans.localhost'] })
  })
})
