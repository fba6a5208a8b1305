import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Media } from '@forecourt/schema'

import { bootTestPayload, type TestPayload } from '../../cms/test/helpers/testPayload'
import type { NavigationSeed } from './navigationSeed'
import { seedDemo } from './seedDemo'
import { demoTenants } from './templates'

let test: TestPayload

// A few cars per tenant keep this fast; the templates' 300 go through the same code path.
const stockCount = 5

beforeAll(async () => {
  test = await bootTestPayload()
})

afterAll(async () => {
  await test?.cleanup()
})

async function snapshot() {
  const { payload } = test
  const read = async (collection: 'tenants' | 'users' | 'pages' | 'media' | 'vehicles' | 'dealerships' | 'locations') =>
    (await payload.find({ collection, limit: 1000, depth: 0, draft: true, overrideAccess: true, sort: 'id' })).docs.map(
      (doc) => `${doc.id}:${doc.updatedAt}`,
    )
  const readContent = async (collection: 'offers' | 'popups' | 'legal-content' | 'regulators') =>
    (await payload.find({ collection, limit: 1000, depth: 0, draft: true, overrideAccess: true, sort: 'id' })).docs.map(
      (doc) => `${doc.id}:${doc.updatedAt}`,
    )
  return {
    tenants: await read('tenants'),
    users: await read('users'),
    pages: await read('pages'),
    media: await read('media'),
    vehicles: await read('vehicles'),
    dealerships: await read('dealerships'),
    locations: await read('locations'),
    offers: await readContent('offers'),
    popups: await readContent('popups'),
    legal: await readContent('legal-content'),
    regulators: await readContent('regulators'),
  }
}

type SeedMenuRow = NavigationSeed['menu_items'][number]

describe('seeding the demo tenants', () => {
  // Three whole sites, each with every page its menus link to: minutes rather than seconds on a busy machine.
  it('creates each demo tenant with its own domains, published home page and marketer', async () => {
    const created = await seedDemo(test.payload, undefined, { stockCount })
    expect(created.length).toBeGreaterThan(0)
    for (const site of demoTenants) {
      const { docs } = await test.payload.find({
        collection: 'tenants',
        where: { slug: { equals: site.tenant.slug } },
        overrideAccess: true,
      })
      const tenant = docs[0]
      expect(tenant?.domains?.map((row) => row.domain)).toEqual(site.tenant.domains)
      const home = await test.payload.find({
        collection: 'pages',
        where: { and: [{ tenant: { equals: tenant?.id } }, { slug: { equals: 'home' } }] },
        overrideAccess: false,
        context: { tenantId: tenant?.id },
      })
      expect(home.docs[0]?.layout?.length).toBeGreaterThan(0)
      // Every page the template's links lead to is there and published, the trade-in and finance pages included.
      const pages = await test.payload.find({
        collection: 'pages',
        where: { tenant: { equals: tenant?.id } },
        limit: 200,
        depth: 0,
        overrideAccess: false,
        context: { tenantId: tenant?.id },
      })
      expect(pages.docs.map((page) => page.slug).sort()).toEqual(site.pages.map((page) => page.slug).sort())
      expect(pages.docs.map((page) => page.slug)).toEqual(expect.arrayContaining(['cars/trade-in', 'enquiries/general-enquiry']))
      const marketer = site.users[0]
      const login = await test.payload.login({ collection: 'users', data: { email: marketer!.email, password: marketer!.password } })
      const vehicles = await test.payload.find({
        collection: 'vehicles',
        where: { tenant: { equals: tenant?.id } },
        overrideAccess: true,
        depth: 0,
      })
      expect(vehicles.totalDocs).toBe(stockCount)
      // Shoppers see the listed ones only.
      const listed = await test.payload.find({ collection: 'vehicles', overrideAccess: false, context: { tenantId: tenant?.id }, depth: 0 })
      expect(listed.totalDocs).toBe(vehicles.docs.filter((car) => car.show_on_dealer_website).length)
      if (site.stock?.makes) expect(new Set(vehicles.docs.map((car) => car.make))).toEqual(new Set(site.stock.makes))
      expect(vehicles.docs.every((car) => typeof car.slug === 'string' && car.slug.endsWith(car.stocknum.toLowerCase()))).toBe(true)
      // Locations (one for the Toyota dealer, four in two states for the group), each in its dealership.
      const locations = await test.payload.find({
        collection: 'locations',
        overrideAccess: false,
        context: { tenantId: tenant?.id },
        depth: 1,
        sort: 'sort_order',
      })
      expect(locations.docs.map((location) => location.slug)).toEqual((site.locations ?? []).map((location) => location.slug))
      for (const location of locations.docs) {
        expect(typeof location.dealership === 'object' && location.dealership?.slug).toBe(
          site.locations?.find((entry) => entry.slug === location.slug)?.dealership,
        )
      }
      // Each car carries its dealership's record id (as text, on every database), what the dealership search filters on.
      const dealerships = await test.payload.find({
        collection: 'dealerships',
        where: { tenant: { equals: tenant?.id } },
        overrideAccess: true,
        depth: 0,
      })
      const dealershipIds = new Map(dealerships.docs.map((dealership) => [dealership.slug, dealership.id]))
      expect(vehicles.docs.map((car) => car.dealership_id)).toEqual(
        vehicles.docs.map((car) => String(dealershipIds.get(car.dealership_slug ?? ''))),
      )
      expect(vehicles.docs.every((car) => typeof car.dealership_id === 'string' && car.dealership_id !== 'undefined')).toBe(true)
      expect(login.user?.tenants?.map((row) => (typeof row.tenant === 'object' ? row.tenant.id : row.tenant))).toEqual([tenant?.id])
      // Offers, popup and legal content: published, so shoppers of this tenant see them.
      const asShopper = { overrideAccess: false, context: { tenantId: tenant?.id }, depth: 0 } as const
      expect((await test.payload.find({ collection: 'offers', ...asShopper })).docs.map((offer) => offer.name).sort()).toEqual(
        (site.offers ?? []).map((offer) => offer.name).sort(),
      )
      expect((await test.payload.find({ collection: 'popups', ...asShopper })).docs.map((popup) => popup.title)).toEqual([
        site.popup?.title,
      ])
      expect((await test.payload.find({ collection: 'legal-content', ...asShopper })).totalDocs).toBe(1)
    }
    expect((await test.payload.count({ collection: 'regulators', overrideAccess: true })).totalDocs).toBe(8)
  }, 300_000)

  it('changes nothing when run a second time', async () => {
    const before = await snapshot()
    const created = await seedDemo(test.payload, undefined, { stockCount })
    expect(created).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('brings a menu stored before {host} links up to date, and leaves one the dealer edited alone', async () => {
    const toyota = demoTenants.find((site) => site.template === 'toyota-dealer')!
    const { docs } = await test.payload.find({
      collection: 'navigation',
      where: { 'tenant.slug': { equals: toyota.tenant.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const navigation = docs[0]!
    // What earlier seeds stored: the brand-site pages as this site's own paths.
    const local = (rows: SeedMenuRow[]): SeedMenuRow[] =>
      rows.map((row) => ({
        ...row,
        url: row.url === '{host}/service-booking' ? '/genuine-service' : row.url.replace('{host}', ''),
        ...(row.children ? { children: local(row.children) } : {}),
      }))
    const urls = (rows: Array<{ url: string; children?: Array<{ url: string }> | null }> | null | undefined) =>
      (rows ?? []).flatMap((row) => [row.url, ...(row.children ?? []).map((child) => child.url)])
    const earlier = { menu_items: local(toyota.navigation!.menu_items), footer_items: local(toyota.navigation!.footer_items) }
    await test.payload.update({ collection: 'navigation', id: navigation.id, data: earlier, overrideAccess: true })

    await seedDemo(test.payload, undefined, { stockCount })
    const upgraded = await test.payload.findByID({ collection: 'navigation', id: navigation.id, depth: 0, overrideAccess: true })
    expect(urls(upgraded.menu_items)).toEqual(urls(toyota.navigation!.menu_items))
    expect(urls(upgraded.menu_items)).toContain('{host}/dealer-specials')
    expect(urls(upgraded.footer_items)).toEqual(urls(toyota.navigation!.footer_items))

    const edited = {
      ...earlier,
      menu_items: earlier.menu_items.map((row) => (row.label === 'Fleet' ? { ...row, label: 'Fleet & Business' } : row)),
    }
    await test.payload.update({ collection: 'navigation', id: navigation.id, data: edited, overrideAccess: true })
    await seedDemo(test.payload, undefined, { stockCount })
    const kept = await test.payload.findByID({ collection: 'navigation', id: navigation.id, depth: 0, overrideAccess: true })
    expect(urls(kept.menu_items)).toEqual(urls(edited.menu_items))
    // The untouched footer was already up to date: seeding again changes nothing.
    expect(urls(kept.footer_items)).toEqual(urls(toyota.navigation!.footer_items))
  })

  it('leaves a marketer’s edits alone', async () => {
    const { docs } = await test.payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, limit: 1, overrideAccess: true })
    await test.payload.update({ collection: 'pages', id: docs[0]!.id, data: { title: 'Edited by the dealer' }, overrideAccess: true })
    await seedDemo(test.payload, undefined, { stockCount })
    const page = await test.payload.findByID({ collection: 'pages', id: docs[0]!.id, overrideAccess: true })
    expect(page.title).toBe('Edited by the dealer')
  })
})

// On the demo tenants seeded above, one of each template: seeding the templates again for this alone
// would cost more than the rest of the suite.
describe('each template seeds its own brand', () => {
  it('with its logos uploaded as the tenant’s SVG media, and colours, radius and typefaces of its own', async () => {
    const brandOf = async (template: string) => {
      const site = demoTenants.find((each) => each.template === template)!
      const settings = await test.payload.find({
        collection: 'site-settings',
        where: { 'tenant.slug': { equals: site.tenant.slug } },
        depth: 1,
        overrideAccess: true,
      })
      return settings.docs[0]?.brand
    }
    const brands = []
    for (const template of ['toyota-dealer', 'used-car-group', 'caravan-dealer']) brands.push(await brandOf(template))
    for (const brand of brands) {
      const logo = brand?.logo as Media
      const logoDark = brand?.logo_dark as Media
      expect(logo.mimeType).toBe('image/svg+xml')
      expect(logoDark.mimeType).toBe('image/svg+xml')
      expect(logo.width).toBeGreaterThan(100)
      expect(logo.height).toBe(96)
    }
    expect(new Set(brands.map((brand) => brand?.brand_colour)).size).toBe(3)
    expect(new Set(brands.map((brand) => brand?.heading_font)).size).toBe(3)
    expect(brands[0]).toMatchObject({ brand_colour: '#d40a1e', heading_font: 'inter', corner_radius: 4 })
  })
})
