import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import { createTenantFixture, type TenantFixture } from '../../../cms/test/helpers/fixtures'
import { bootTestPayload, type TestPayload } from '../../../cms/test/helpers/testPayload'

/**
 * A save must expire exactly the cache tags the site's cached reads of that content are stored under.
 * Both sides come from the running code: the reads are the renderer's own (lib/reads/), whose tags are
 * caught as they are handed to Next's cache; the expired tags are caught from the CMS's save hooks as
 * they reach the server's cache. Nothing here names a tag.
 */
type StoredRead = { name: string; args: unknown[]; tags: string[] }
const stored: StoredRead[] = []
const expired: string[] = []

// The server-only guard and Next's request cache exist only inside a Next server. Here a read runs
// directly and the tags it would be cached under are written down; the tags a save hook expires
// (hooks/revalidateTenantContent.ts) are written down as they reach Next's revalidateTag.
jest.unstable_mockModule('server-only', () => ({}))
jest.unstable_mockModule('next/cache', () => ({
  unstable_cache: (read: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => async () => {
    stored.push({ name: keyParts[1]!, args: keyParts.slice(2).map((part) => JSON.parse(part)), tags: options.tags })
    return read()
  },
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
}))

let siteSettingsFor: typeof import('./siteSettings').siteSettingsFor
let publishedPage: typeof import('./pages').publishedPage
let vehiclePageData: typeof import('./vehicles').vehiclePageData

let test: TestPayload
let payload: Payload
let a: TenantFixture
let b: TenantFixture
let car: Vehicle

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  ;({ siteSettingsFor } = await import('./siteSettings'))
  ;({ publishedPage } = await import('./pages'))
  ;({ vehiclePageData } = await import('./vehicles'))
  a = await createTenantFixture(payload, 'alpha')
  b = await createTenantFixture(payload, 'bravo', '#0000cc')
  await payload.create({ collection: 'site-settings', data: { tenant: a.tenant.id }, overrideAccess: true })
  car = await payload.create({
    collection: 'vehicles',
    data: {
      tenant: a.tenant.id,
      stocknum: 'T1',
      name: '2022 Toyota RAV4 GX',
      make: 'Toyota',
      model: 'RAV4',
      year: 2022,
      car_type: 'used',
      status: 'in_stock',
      price: 38990,
    },
    overrideAccess: true,
  })
}, 60_000)

afterAll(async () => {
  await test?.cleanup()
})

/** The tags the reads of one name were stored under (for tenant A). */
function tagsOfRead(name: string): Set<string> {
  const reads = stored.filter((read) => read.name === name)
  expect(reads.length).toBeGreaterThan(0)
  return new Set(reads.flatMap((read) => read.tags))
}

async function tagsExpiredBy(save: () => Promise<unknown>): Promise<Set<string>> {
  expired.length = 0
  await save()
  return new Set(expired)
}

const minus = (from: Set<string>, without: Set<string>) => new Set([...from].filter((tag) => !without.has(tag)))

describe('a save expires exactly the tags the cached reads of what it changed carry', () => {
  it("a car: the car page's car read, and not the tenant's other reads or another tenant's", async () => {
    stored.length = 0
    const tenant = { id: a.tenant.id, name: a.tenant.name, slug: a.tenant.slug, status: a.tenant.status }
    const page = await vehiclePageData(tenant, car.slug!, { host: 'alpha.example.com.au', protocol: 'https' })
    expect(page?.car.name).toBe(car.name)
    await siteSettingsFor(a.tenant.id)
    await siteSettingsFor(b.tenant.id)
    const carRead = tagsOfRead('visible-vehicle')
    const settingsReads = new Set(stored.filter((read) => read.name === 'site-settings').flatMap((read) => read.tags))
    const allReads = new Set(stored.flatMap((read) => read.tags))

    const tags = await tagsExpiredBy(() =>
      payload.update({ collection: 'vehicles', id: car.id, data: { price: 37990 }, overrideAccess: true }),
    )
    // Exactly what only the car read carries: it is refreshed, the settings reads (of A and of B) are not.
    expect(tags).toEqual(minus(carRead, settingsReads))
    expect(tags.size).toBeGreaterThan(0)
    for (const tag of tags) expect(allReads.has(tag)).toBe(true)
  })

  it("a page: the page read, and not the tenant's settings", async () => {
    stored.length = 0
    expect(await publishedPage(a.tenant.id, 'home')).toMatchObject({ title: 'Home of alpha' })
    await siteSettingsFor(a.tenant.id)
    const pageRead = tagsOfRead('published-page')
    const settingsRead = tagsOfRead('site-settings')

    const tags = await tagsExpiredBy(() =>
      payload.update({ collection: 'pages', id: a.publishedPage.id, data: { title: 'Home, renamed' }, overrideAccess: true }),
    )
    expect(tags).toEqual(minus(pageRead, settingsRead))
    expect(tags.size).toBeGreaterThan(0)
  })
})
