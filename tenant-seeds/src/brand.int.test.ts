import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Media } from '@forecourt/schema'

import { createTenantFixture, tokenFor, type TenantFixture } from '../../cms/test/helpers/fixtures'
import { rest } from '../../cms/test/helpers/http'
import { bootTestPayload, type TestPayload } from '../../cms/test/helpers/testPayload'
import sharp from 'sharp'

import { cloneTenant } from './clone'
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

describe('tenant:clone with --logo and --brand-colour', () => {
  const clone = { from: 'used-car-group', name: 'Bay Motors', demoStock: 0 }

  it("puts the dealer's logo and colour in the brand, and lists the rest of the template's look to replace", async () => {
    const png = await sharp({ create: { width: 240, height: 80, channels: 4, background: '#0e7490' } })
      .png()
      .toBuffer()
    const outcome = await cloneTenant(test.payload, {
      ...clone,
      slug: 'bay-motors',
      domain: 'baymotors.com.au',
      logo: { name: 'bay.png', data: png.toString('base64') },
      brandColour: '#0E7490',
    })
    const settings = await test.payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: outcome.tenantId } },
      depth: 1,
      overrideAccess: true,
    })
    const brand = settings.docs[0]?.brand
    expect(brand).toMatchObject({ brand_colour: '#0e7490', brand_text_colour: '#ffffff', heading_font: 'oswald' })
    expect((brand?.logo as Media).width).toBe(240)
    expect(brand?.logo_dark).toBeFalsy()
    expect(outcome.needsReplacing).toContain("Site settings → Brand: the accent and header colours and the typefaces are the template's")
    expect(outcome.needsReplacing.some((item) => item.includes('Logo'))).toBe(false)
  })

  it("keeps the template's logo and palette without them, listed as to replace", async () => {
    const outcome = await cloneTenant(test.payload, { ...clone, slug: 'cove-motors', domain: 'covemotors.com.au' })
    expect(outcome.needsReplacing).toEqual(
      expect.arrayContaining([
        "Site settings → Brand → Logo: the template's emblem beside the dealer's name",
        "Site settings → Brand: the brand colour, the rest of the palette and the typefaces are the template's",
      ]),
    )
  })

  it('refuses a colour that cannot reach WCAG 2.2 AA, or a file that is no logo, before anything is written', async () => {
    const input = { ...clone, slug: 'pale-motors', domain: 'palemotors.com.au' }
    await expect(cloneTenant(test.payload, { ...input, brandColour: '#f2b705' })).rejects.toThrow(
      /^--brand-colour #f2b705 cannot be used: Links on the page background \(#f2b705 on #f8fafc\) has a contrast of 1\.73:1/,
    )
    await expect(
      cloneTenant(test.payload, { ...input, logo: { name: 'logo.png', data: Buffer.from('not a picture').toString('base64') } }),
    ).rejects.toThrow('--logo must be an SVG or PNG file')
    expect(
      (await test.payload.count({ collection: 'tenants', where: { slug: { equals: 'pale-motors' } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})
