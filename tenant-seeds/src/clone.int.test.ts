import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Media } from '@forecourt/schema'
import type { Where } from 'payload'
import sharp from 'sharp'

import { createSuperAdmin, createTenantFixture, tokenFor, type TenantFixture } from '../../cms/test/helpers/fixtures'
import { rest } from '../../cms/test/helpers/http'
import { bootTestPayload, type TestPayload } from '../../cms/test/helpers/testPayload'
import { cloneTenant, handleCloneRequest } from './clone'
import { templates } from './templates'

let test: TestPayload
let existing: TenantFixture
let brandless: TenantFixture

beforeAll(async () => {
  test = await bootTestPayload()
  existing = await createTenantFixture(test.payload, 'taken')
  brandless = await createTenantFixture(test.payload, 'brandless')
  await createSuperAdmin(test.payload)
})

afterAll(async () => {
  await test?.cleanup()
})

const input = {
  from: 'caravan-dealer',
  slug: 'bay-caravans',
  name: 'Bay Caravans',
  domain: 'https://www.BayCaravans.com.au/',
  demoStock: 3,
}

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
    // Every page the template's links lead to comes with the clone: the finance, trade-in and offer enquiry pages too.
    const pages = await payload.find({ collection: 'pages', where, limit: 200, depth: 0, overrideAccess: true })
    const template = templates['caravan-dealer']({ name: 'Bay Caravans', slug: 'bay-caravans', domains: ['baycaravans.com.au'] })
    expect(pages.docs.map((page) => page.slug).sort()).toEqual(template.pages.map((page) => page.slug).sort())
    expect(pages.docs.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['home', 'finance', 'cars/trade-in', 'enquiries/general-enquiry', 'terms-and-conditions']),
    )
    expect((await payload.count({ collection: 'site-settings', where, overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'promo-cards', where, overrideAccess: true })).totalDocs).toBe(1)
    const vans = await payload.find({ collection: 'vehicles', where, overrideAccess: true })
    expect(vans.totalDocs).toBe(3)
    expect(vans.docs.every((van) => van.item_type === 'caravan')).toBe(true)
  })

  it('is idempotent: the same clone again changes nothing', async () => {
    const before = await test.payload.find({
      collection: 'pages',
      where: { 'tenant.slug': { equals: 'bay-caravans' } },
      overrideAccess: true,
    })
    const again = await cloneTenant(test.payload, input)
    expect(again).toMatchObject({ resumed: true, created: [] })
    const after = await test.payload.find({
      collection: 'pages',
      where: { 'tenant.slug': { equals: 'bay-caravans' } },
      overrideAccess: true,
    })
    expect(after.docs.map((page) => page.updatedAt)).toEqual(before.docs.map((page) => page.updatedAt))
  })

  it('refuses a slug or a domain another tenant has, with a clear message, and bad input with the flag named', async () => {
    await expect(cloneTenant(test.payload, { ...input, slug: 'taken' })).rejects.toThrow(
      'The slug "taken" is already taken by "Tenant taken". Choose another slug.',
    )
    await expect(cloneTenant(test.payload, { ...input, slug: 'fresh-one', domain: 'taken.example.com.au' })).rejects.toThrow(
      'The domain "taken.example.com.au" is already used by "Tenant taken". Choose another domain.',
    )
    await expect(cloneTenant(test.payload, { ...input, from: 'boat-dealer' })).rejects.toThrow(
      /^--from must be one of: toyota-dealer, used-car-group, caravan-dealer/,
    )
    await expect(cloneTenant(test.payload, { ...input, slug: 'Bad Slug!' })).rejects.toThrow(/^--slug must be lower-case/)
    expect(
      (await test.payload.count({ collection: 'tenants', where: { slug: { equals: 'fresh-one' } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
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
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string })
    expect(lines.filter((line) => line.type === 'progress').length).toBeGreaterThan(0)
    expect(lines.at(-1)).toMatchObject({
      type: 'result',
      resumed: false,
      urls: ['https://harbourvans.com.au', 'http://harbour-vans.localhost'],
    })
  })

  it('puts the new dealer’s phone, address and licence in place and lists the template values left', async () => {
    const { payload } = test
    const outcome = await cloneTenant(payload, {
      from: 'used-car-group',
      slug: 'byron-motors',
      name: 'Byron Motors',
      domain: 'byronmotors.com.au',
      demoStock: 12,
      phone: '(02) 6685 1234',
      address: '12 Bay Road, Byron Bay nsw 2481',
      licence: 'MD 099999',
    })
    const tenant = await payload.findByID({ collection: 'tenants', id: outcome.tenantId, overrideAccess: true })
    expect(tenant.contact).toMatchObject({
      phone: '(02) 6685 1234',
      address: { street: '12 Bay Road', city: 'Byron Bay', state: 'NSW', postcode: '2481' },
    })
    const where = { tenant: { equals: tenant.id } }
    const dealerships = (await payload.find({ collection: 'dealerships', where, sort: 'slug', overrideAccess: true })).docs
    expect(dealerships.find((each) => each.slug === 'byron-motors-vic')?.dealer_license_number).toBe('MD 099999')
    const primary = (
      await payload.find({ collection: 'locations', where: { and: [where, { primary: { equals: true } }] }, overrideAccess: true })
    ).docs[0]
    expect(primary).toMatchObject({
      name: 'Byron Motors Byron Bay',
      slug: 'byron-bay',
      dealer_license_number: 'MD 099999',
      address: { street: '12 Bay Road', city: 'Byron Bay', state: 'NSW', postcode: '2481' },
      contact_detail: { phone: '(02) 6685 1234' },
    })
    const navigation = (await payload.find({ collection: 'navigation', where, overrideAccess: true })).docs[0]
    expect(navigation?.licence_numbers?.map((row) => row.number)).toEqual(['MD 099999'])

    // What is still the template's is listed on the tenant, where the admin shows it.
    const listed = tenant.onboarding?.needsReplacing?.map((row) => row.item) ?? []
    expect(listed).toEqual(outcome.needsReplacing)
    expect(listed).toContain('Dealership Byron Motors NSW → Dealer licence number: "MD 054321" is the template\'s')
    expect(listed).toContain(
      'Location Byron Motors Ringwood: an example yard of the template (address, phone, hours, licence): replace it or delete it',
    )
    expect(listed.join('\n')).not.toMatch(/Contact → Phone|Contact → Address|Navigation → Licence/)
    expect(tenant.onboarding?.clonedAt).toEqual(expect.any(String))

    // Demo cars stand in this dealer's own yards, never in the generator's sample dealers'.
    const cars = (await payload.find({ collection: 'vehicles', where, limit: 50, overrideAccess: true })).docs
    expect(cars).toHaveLength(12)
    const locationNames = new Set(
      (await payload.find({ collection: 'locations', where, overrideAccess: true })).docs.map((each) => each.name),
    )
    for (const car of cars) {
      expect(['byron-motors-vic', 'byron-motors-nsw']).toContain(car.dealership_slug)
      expect(car.dealership_name).toMatch(/^Byron Motors (Victoria|NSW)$/)
      expect(locationNames.has(car.location?.name ?? '')).toBe(true)
    }
  })

  it('without the dealer’s details keeps the template’s and lists each one as needing replacing', async () => {
    const outcome = await cloneTenant(test.payload, {
      from: 'toyota-dealer',
      slug: 'later-toyota',
      name: 'Later Toyota',
      domain: 'latertoyota.com.au',
    })
    const tenant = await test.payload.findByID({ collection: 'tenants', id: outcome.tenantId, overrideAccess: true })
    const listed = tenant.onboarding?.needsReplacing?.map((row) => row.item) ?? []
    expect(listed).toEqual(
      expect.arrayContaining([
        'Tenant → Contact → Phone: "(02) 9555 0100" is the template\'s',
        'Tenant → Contact → Address: "120 Parramatta Road, Auburn NSW 2144" is the template\'s',
        'Dealership Later Toyota → Dealer licence number: "MD 053188" is the template\'s',
        "Site settings → Phone numbers: the new, used, service and parts numbers are the template's",
      ]),
    )
  })

  it('run again, does not bring back what the dealer deleted, and finishes only the steps an interrupted run missed', async () => {
    const { payload } = test
    const again = { from: 'toyota-dealer', slug: 'later-toyota', name: 'Later Toyota', domain: 'latertoyota.com.au' }
    const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'later-toyota' } }, overrideAccess: true }))
      .docs[0]!
    const where = (slug: string): Where => ({ and: [{ tenant: { equals: tenant.id } }, { slug: { equals: slug } }] })
    await payload.delete({ collection: 'pages', where: where('about-us'), overrideAccess: true })
    expect(await cloneTenant(payload, again)).toMatchObject({ resumed: true, created: [] })
    expect((await payload.count({ collection: 'pages', where: where('about-us'), overrideAccess: true })).totalDocs).toBe(0)

    // An interrupted clone: the careers page was never reached (not recorded, not there).
    const recorded = (tenant.onboarding?.seededDocuments as string[]).filter((key) => key !== 'page careers')
    await payload.update({
      collection: 'tenants',
      id: tenant.id,
      data: { onboarding: { ...tenant.onboarding, seededDocuments: recorded } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'pages', where: where('careers'), overrideAccess: true })
    expect(await cloneTenant(payload, again)).toMatchObject({ resumed: true, created: ['page careers'] })
    expect((await payload.count({ collection: 'pages', where: where('about-us'), overrideAccess: true })).totalDocs).toBe(0)
  })

  it('words every refusal with the command’s flags, never zod’s or the body’s internal names', async () => {
    const refusal = (extra: Record<string, unknown>) =>
      cloneTenant(test.payload, { ...input, slug: 'plain-words', ...extra }).then(
        () => 'cloned',
        (error: Error) => error.message,
      )
    expect(await refusal({ demoStock: 'abc' })).toBe('--demo-stock must be a whole number')
    expect(await refusal({ demoStock: '2.5' })).toBe('--demo-stock must be a whole number')
    expect(await refusal({ demoStock: 5000 })).toBe('--demo-stock must be at most 2000')
    expect(await refusal({ marketerEmail: 'nope', marketerPassword: 'long-enough-1' })).toBe('--marketer-email must be an email address')
    expect(await refusal({ marketerEmail: 'm@plain.test' })).toBe('Give --marketer-email and --marketer-password together, or neither.')
    expect(await refusal({ address: 'somewhere nice' })).toBe(
      '--address must read like "12 Bay Road, Byron Bay NSW 2481" (street, suburb, state, postcode)',
    )
    expect(await refusal({ phone: 'call me' })).toBe('--phone must be a phone number like (02) 6685 1234')
    expect(await refusal({ name: undefined, domain: 42 })).toBe('--name is required; --domain is required')
    expect(await refusal({ colour: 'red' })).toBe('Unknown settings: colour')
    expect(
      (await test.payload.count({ collection: 'tenants', where: { slug: { equals: 'plain-words' } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})

describe('a colour pair below WCAG 2.2 AA', () => {
  it('is refused on save with the pair and its ratio on the field, and the stored brand is kept', async () => {
    const settings = await test.payload.create({
      collection: 'site-settings',
      data: { tenant: brandless.tenant.id, brand: { brand_colour: '#1d4ed8', brand_text_colour: '#ffffff' } },
      overrideAccess: true,
    })
    const token = await tokenFor(test.payload, brandless.marketer.email)
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
      await test.payload.find({ collection: 'site-settings', where: { tenant: { equals: brandless.tenant.id } }, overrideAccess: true })
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
    // Byron Motors, cloned above from the same template without --logo or --brand-colour: what the
    // clone listed is stored on the tenant.
    const tenant = (await test.payload.find({ collection: 'tenants', where: { slug: { equals: 'byron-motors' } }, overrideAccess: true }))
      .docs[0]
    expect(tenant?.template).toBe(clone.from)
    expect(tenant?.onboarding?.needsReplacing?.map((row) => row.item)).toEqual(
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
