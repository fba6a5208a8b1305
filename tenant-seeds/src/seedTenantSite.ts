import type { Payload } from 'payload'

import { seedRegulators } from '@forecourt/cms/legal/seedRegulators'

import { bannerImage } from './images'
import { demoStockFor, vehicleDataOfStock } from './stock'
import type { TenantSiteTemplate } from './templates/types'

export type SeedLog = (message: string) => void

export type SeedOutcome = { tenantId: number | string; created: string[] }

export type SeedOptions = {
  /** Overrides the template's number of demo vehicles (tests seed a few; 0 seeds none). */
  stockCount?: number
}

/**
 * Creates whatever of a template site is missing and leaves everything that exists alone, so seeding
 * twice changes nothing and never overwrites a marketer's edits. Runs server-side with no user, so
 * every call passes overrideAccess: true explicitly.
 */
export async function seedTenantSite(
  payload: Payload,
  site: TenantSiteTemplate,
  log: SeedLog = () => {},
  options: SeedOptions = {},
): Promise<SeedOutcome> {
  const created: string[] = []
  const existingTenant = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: site.tenant.slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  let tenant = existingTenant.docs[0]
  if (!tenant) {
    tenant = await payload.create({
      collection: 'tenants',
      data: {
        name: site.tenant.name,
        slug: site.tenant.slug,
        template: site.template,
        status: site.tenant.status,
        domains: site.tenant.domains.map((domain) => ({ domain })),
        contact: site.tenant.contact,
      },
      overrideAccess: true,
    })
    created.push(`tenant ${tenant.slug}`)
  }
  const tenantId = tenant.id
  log(`${site.tenant.name}: tenant ready`)
  created.push(...(await seedRegulators(payload)))

  for (const user of site.users) {
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: user.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) continue
    await payload.create({
      collection: 'users',
      data: {
        email: user.email,
        password: user.password,
        name: user.name,
        roles: ['user'],
        tenants: [{ tenant: tenantId, roles: user.roles }],
      },
      overrideAccess: true,
    })
    created.push(`user ${user.email}`)
  }

  const imageIds = new Map<string, number | string>()
  for (const image of site.images) {
    const existing = await payload.find({
      collection: 'media',
      where: { and: [{ tenant: { equals: tenantId } }, { alt: { equals: image.alt } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let mediaId = existing.docs[0]?.id
    if (mediaId === undefined) {
      const data = await bannerImage(image)
      const media = await payload.create({
        collection: 'media',
        data: { alt: image.alt, tenant: tenantId },
        file: { data, mimetype: 'image/webp', name: `${site.tenant.slug}-${image.key}.webp`, size: data.length },
        overrideAccess: true,
      })
      mediaId = media.id
      created.push(`image ${image.key}`)
    }
    imageIds.set(image.key, mediaId)
  }
  log(`${site.tenant.name}: ${site.images.length} images ready`)

  const imageId = (key: string) => {
    const id = imageIds.get(key)
    if (id === undefined) throw new Error(`Template ${site.template} uses image "${key}" it does not declare`)
    return id as number
  }
  for (const page of site.pages) {
    const existing = await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: page.slug } }] },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    if (existing.docs[0]) continue
    await payload.create({
      collection: 'pages',
      data: {
        tenant: tenantId,
        slug: page.slug,
        title: page.title,
        layout: page.layout(imageId),
        seo: page.seo,
        _status: 'published',
      },
      overrideAccess: true,
    })
    created.push(`page ${page.slug}`)
  }
  log(`${site.tenant.name}: ${site.pages.length} pages ready`)

  if (site.settings) {
    const existing = await payload.count({ collection: 'site-settings', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      await payload.create({ collection: 'site-settings', data: { ...site.settings, tenant: tenantId }, overrideAccess: true })
      created.push('site settings')
    }
  }
  if (site.navigation) {
    const existing = await payload.count({ collection: 'navigation', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      const { models_manufacturer_slug: makeSlug, ...navigation } = site.navigation
      const make = makeSlug
        ? (await payload.find({ collection: 'manufacturers', where: { slug: { equals: makeSlug } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
        : undefined
      await payload.create({
        collection: 'navigation',
        data: { ...navigation, ...(make ? { models_manufacturer: make.id } : {}), tenant: tenantId },
        overrideAccess: true,
      })
      created.push('navigation')
    }
  }
  for (const card of site.promoCards ?? []) {
    const existing = await payload.count({
      collection: 'promo-cards',
      where: { and: [{ tenant: { equals: tenantId } }, { title: { equals: card.title } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'promo-cards', data: { ...card, tenant: tenantId }, overrideAccess: true })
    created.push(`promo card ${card.title}`)
  }
  for (const offer of site.offers ?? []) {
    const existing = await payload.count({
      collection: 'offers',
      where: { and: [{ tenant: { equals: tenantId } }, { name: { equals: offer.name } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const { image, ...data } = offer
    await payload.create({
      collection: 'offers',
      data: { ...data, ...(image ? { image: imageId(image) } : {}), tenant: tenantId, _status: 'published' },
      overrideAccess: true,
    })
    created.push(`offer ${offer.name}`)
  }
  if (site.popup) {
    const existing = await payload.count({
      collection: 'popups',
      where: { and: [{ tenant: { equals: tenantId } }, { title: { equals: site.popup.title } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs === 0) {
      const { image, ...data } = site.popup
      await payload.create({
        collection: 'popups',
        data: { ...data, ...(image ? { image: imageId(image) } : {}), tenant: tenantId, _status: 'published' },
        overrideAccess: true,
      })
      created.push(`popup ${site.popup.title}`)
    }
  }
  if (site.legal) {
    const existing = await payload.count({ collection: 'legal-content', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      await payload.create({ collection: 'legal-content', data: { ...site.legal, tenant: tenantId }, overrideAccess: true })
      created.push('legal content')
    }
  }

  const dealershipIds = new Map<string, number | string>()
  for (const dealership of site.dealerships ?? []) {
    const existing = await payload.find({
      collection: 'dealerships',
      where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: dealership.slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = existing.docs[0]?.id
    if (id === undefined) {
      id = (await payload.create({ collection: 'dealerships', data: { ...dealership, tenant: tenantId }, overrideAccess: true })).id
      created.push(`dealership ${dealership.slug}`)
    }
    dealershipIds.set(dealership.slug, id)
  }
  for (const { dealership, ...location } of site.locations ?? []) {
    const existing = await payload.count({
      collection: 'locations',
      where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: location.slug } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const dealershipId = dealership === undefined ? undefined : dealershipIds.get(dealership)
    if (dealership !== undefined && dealershipId === undefined) {
      throw new Error(`Template ${site.template} puts location "${location.slug}" in dealership "${dealership}" it does not declare`)
    }
    await payload.create({
      collection: 'locations',
      data: { ...location, tenant: tenantId, ...(dealershipId === undefined ? {} : { dealership: dealershipId as number }) },
      overrideAccess: true,
    })
    created.push(`location ${location.slug}`)
  }
  if (site.locations?.length) log(`${site.tenant.name}: ${site.locations.length} locations ready`)

  const stockCount = site.stock ? (options.stockCount ?? site.stock.count) : 0
  if (site.stock && stockCount > 0) {
    // Only a tenant with no vehicles at all gets demo stock: once the dealer has cars (theirs or
    // ours), seeding again adds nothing and never brings back a car they deleted.
    const existing = await payload.count({ collection: 'vehicles', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      // Through payload.create so defaults, the slug hook and validation apply: ~45 ms of CPU a car
      // (a single transaction measured no faster), so 300 cars cost ~14 s on a tenant's first seed.
      for (const car of demoStockFor(site.tenant.slug, site.stock, stockCount)) {
        await payload.create({ collection: 'vehicles', data: vehicleDataOfStock(car, tenantId as number), overrideAccess: true })
      }
      created.push(`${stockCount} vehicles`)
    }
    log(`${site.tenant.name}: vehicles ready`)
  }
  return { tenantId, created }
}

export async function seedSuperAdmin(payload: Payload, admin: { email: string; password: string; name: string }): Promise<boolean> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: admin.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return false
  await payload.create({
    collection: 'users',
    data: { ...admin, roles: ['super-admin', 'user'] },
    overrideAccess: true,
  })
  return true
}
