import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Media } from '@forecourt/schema'

import { createTenantFixture, tokenFor, type TenantFixture } from '../../cms/test/helpers/fixtures'
import { rest } from '../../cms/test/helpers/http'
import { bootTestPayload, type TestPayload } from '../../cms/test/helpers/testPayload'
import { seedTenantSite } from './seedTenantSite'
import { templates } from './templates'

let test: TestPayload
let fixture: TenantFixture

beforeAll(async () => {
  test = await bootTestPayload()
  fixture = await createTenantFixture(test.payload, 'brandless')
})

afterAll(async () => {
  await test?.cleanup()
})

describe('each template seeds its own brand', () => {
  const brandOf = async (slug: keyof typeof templates) => {
    const site = templates[slug]({ name: `Brand Test ${slug}`, slug: `brand-${slug}`, domains: [`brand-${slug}.com.au`] })
    const { tenantId } = await seedTenantSite(test.payload, site, () => {}, { stockCount: 0 })
    const settings = await test.payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: tenantId } },
      depth: 1,
      overrideAccess: true,
    })
    return settings.docs[0]?.brand
  }

  it('with its logos uploaded as the tenant’s SVG media, and colours, radius and typefaces of its own', async () => {
    // One after the other: seeding shares the regulators, which each seed adds when missing.
    const brands = []
    for (const slug of ['toyota-dealer', 'used-car-group', 'caravan-dealer'] as const) brands.push(await brandOf(slug))
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

describe('a colour pair below WCAG 2.2 AA', () => {
  it('is refused on save with the pair and its ratio on the field, and the stored brand is kept', async () => {
    const settings = await test.payload.create({
      collection: 'site-settings',
      data: { tenant: fixture.tenant.id, brand: { brand_colour: '#1d4ed8', brand_text_colour: '#ffffff' } },
      overrideAccess: true,
    })
    const token = await tokenFor(test.payload, fixture.marketer.email)
    // Only the brand colour is sent: it is judged against the stored button text (white).
    const response = await rest(test.config, {
      method: 'PATCH',
      path: `/api/site-settings/${settings.id}`,
      token,
      body: { brand: { brand_colour: '#777777' } },
    })
    expect(response.status).toBe(400)
    const errors = JSON.stringify(response.json)
    expect(errors).toContain('brand.brand_text_colour')
    expect(errors).toContain(
      'Button text on the brand colour (#ffffff on #777777) has a contrast of 4.47:1; WCAG 2.2 AA needs at least 4.5:1.',
    )
    const stored = await test.payload.findByID({ collection: 'site-settings', id: settings.id, overrideAccess: true })
    expect(stored.brand?.brand_colour).toBe('#1d4ed8')

    // Just above the threshold is saved.
    const accepted = await rest(test.config, {
      method: 'PATCH',
      path: `/api/site-settings/${settings.id}`,
      token,
      body: { brand: { brand_colour: '#767676' } },
    })
    expect(accepted.status).toBe(200)
  })

  it('refuses a colour that is not one, and a radius out of range', async () => {
    const stored = (
      await test.payload.find({ collection: 'site-settings', where: { tenant: { equals: fixture.tenant.id } }, overrideAccess: true })
    ).docs[0]
    await expect(
      test.payload.update({
        collection: 'site-settings',
        id: stored?.id as number,
        data: { brand: { surface_colour: 'white', corner_radius: 99 } },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          { path: 'brand.surface_colour', message: 'Use a colour written like #b00716' },
          { path: 'brand.corner_radius', message: 'The corner radius is at most 24 px' },
        ]),
      },
    })
  })
})
