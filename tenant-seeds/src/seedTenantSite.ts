import type { Payload } from 'payload'

import { seedRegulators } from './seedRegulators'
import type { Tenant } from '@forecourt/schema'

import { bannerImage } from './images'
import { richText } from './lexical'
import { menuRowsToUpgrade } from './navigationSeed'
import { demoStockFor, homeOfDemoCar, vehicleDataOfStock } from './stock'
import { renderStockPhotos, stockPhotoUrls } from './stockPhotos'
import type { TenantSiteTemplate } from './templates/types'

export type SeedLog = (message: string) => void

export type SeedOutcome = { tenantId: number | string; created: string[] }

export type SeedOptions = {
  /** Overrides the template's number of demo vehicles (tests seed a few; 0 seeds none). */
  stockCount?: number
  /** A clone: stores these as the tenant's "Needs replacing" list and dates the clone when it completes. */
  clone?: { needsReplacing: string[] }
}

/**
 * Creates whatever of a template site is missing and leaves everything that exists alone, so seeding
 * twice changes nothing and never overwrites a marketer's edits. Each document seeded (or found) is
 * recorded on the tenant (`onboarding.seededDocuments`), and a recorded one is never created again:
 * a page the dealer deleted stays deleted, while the steps an interrupted run never reached are
 * finished. Runs server-side with no user, so every call passes overrideAccess: true explicitly.
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
        // The demo sites take payments through the test processor; a clone is a real dealer, so it takes
        // none until onboarding staff fill in its Stripe keys (or mark it as a test site).
        payments: { testMode: !options.clone },
        ...(options.clone ? { onboarding: { needsReplacing: options.clone.needsReplacing.map((item) => ({ item })) } } : {}),
      },
      overrideAccess: true,
    })
    created.push(`tenant ${tenant.slug}`)
  }
  const tenantId = tenant.id
  log(`${site.tenant.name}: tenant ready`)
  created.push(...(await seedRegulators(payload)))

  const recorded = new Set(seededDocumentsOf(tenant.onboarding?.seededDocuments))
  let unsaved = false
  /** Whether a step may run: not when an earlier run already seeded it (the dealer may have deleted it since). */
  const pending = (key: string) => !recorded.has(key)
  const record = (key: string) => {
    if (recorded.has(key)) return
    recorded.add(key)
    unsaved = true
  }
  // Saved after each section, so an interrupted run loses at most one section's record; a document
  // created but not yet recorded is found by its existence check next time and recorded then.
  const saveRecord = async () => {
    if (!unsaved) return
    await payload.update({
      collection: 'tenants',
      id: tenantId,
      // The whole group, so no adapter can take the missing fields for cleared ones.
      data: { onboarding: { ...onboardingOf(tenant), seededDocuments: [...recorded] } },
      depth: 0,
      overrideAccess: true,
    })
    unsaved = false
  }

  for (const user of site.users) {
    if (!pending(`user ${user.email}`)) continue
    record(`user ${user.email}`)
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
    // A deleted image is not uploaded again; a page or offer still to be seeded that uses it goes without.
    if (mediaId === undefined && pending(`image ${image.key}`)) {
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
    record(`image ${image.key}`)
    if (mediaId !== undefined) imageIds.set(image.key, mediaId)
  }
  await saveRecord()
  log(`${site.tenant.name}: ${site.images.length} images ready`)

  const imageId = (key: string) => {
    if (!site.images.some((image) => image.key === key))
      throw new Error(`Template ${site.template} uses image "${key}" it does not declare`)
    return imageIds.get(key) as number
  }
  for (const page of site.pages) {
    if (!pending(`page ${page.slug}`)) continue
    record(`page ${page.slug}`)
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
  await saveRecord()
  log(`${site.tenant.name}: ${site.pages.length} pages ready`)

  if (site.settings && pending('site settings')) {
    record('site settings')
    const existing = await payload.count({ collection: 'site-settings', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      // The template's logos first: the settings' Brand tab points at them.
      const logoIds: { logo?: number; logo_dark?: number } = {}
      if (site.logos) {
        for (const [field, file, alt] of [
          ['logo', site.logos.light, site.logos.alt],
          ['logo_dark', site.logos.dark, `${site.logos.alt} for dark backgrounds`],
        ] as const) {
          if (!file) continue
          const data = Buffer.from(file.data)
          const name = `${site.tenant.slug}-${field.replace('_', '-')}.${file.mimetype === 'image/png' ? 'png' : 'svg'}`
          const media = await payload.create({
            collection: 'media',
            data: { alt, tenant: tenantId },
            file: { data, mimetype: file.mimetype, name, size: data.length },
            overrideAccess: true,
          })
          logoIds[field] = media.id
        }
      }
      await payload.create({
        collection: 'site-settings',
        data: { ...site.settings, brand: { ...site.settings.brand, ...logoIds }, tenant: tenantId },
        overrideAccess: true,
      })
      created.push('site settings')
    }
  }
  if (site.navigation && pending('navigation')) {
    record('navigation')
    const existing = await payload.count({ collection: 'navigation', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      const { models_manufacturer_slug: makeSlug, ...navigation } = site.navigation
      const make = makeSlug
        ? (
            await payload.find({
              collection: 'manufacturers',
              where: { slug: { equals: makeSlug } },
              limit: 1,
              depth: 0,
              overrideAccess: true,
            })
          ).docs[0]
        : undefined
      await payload.create({
        collection: 'navigation',
        data: { ...navigation, ...(make ? { models_manufacturer: make.id } : {}), tenant: tenantId },
        overrideAccess: true,
      })
      created.push('navigation')
    }
  }
  if (site.navigation) {
    // A site seeded before brand-site links were stored as {host}/path has them as its own paths (404s):
    // an untouched menu is brought up to date, an edited one is left as the dealer made it.
    const stored = (
      await payload.find({ collection: 'navigation', where: { tenant: { equals: tenantId } }, limit: 1, depth: 0, overrideAccess: true })
    ).docs[0]
    const menu = stored ? menuRowsToUpgrade(stored.menu_items, site.navigation.menu_items) : null
    const footer = stored ? menuRowsToUpgrade(stored.footer_items, site.navigation.footer_items) : null
    if (stored && (menu || footer)) {
      await payload.update({
        collection: 'navigation',
        id: stored.id,
        data: { ...(menu ? { menu_items: menu } : {}), ...(footer ? { footer_items: footer } : {}) },
        depth: 0,
        overrideAccess: true,
      })
      created.push('navigation brand-site links')
    }
  }
  for (const card of site.promoCards ?? []) {
    if (!pending(`promo card ${card.title}`)) continue
    record(`promo card ${card.title}`)
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
    if (!pending(`offer ${offer.name}`)) continue
    record(`offer ${offer.name}`)
    const existing = await payload.count({
      collection: 'offers',
      where: { and: [{ tenant: { equals: tenantId } }, { name: { equals: offer.name } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const { image, ...data } = offer
    await payload.create({
      collection: 'offers',
      data: {
        ...data,
        ...(image && imageId(image) !== undefined ? { image: imageId(image) } : {}),
        tenant: tenantId,
        _status: 'published',
      },
      overrideAccess: true,
    })
    created.push(`offer ${offer.name}`)
  }
  if (site.popup && pending(`popup ${site.popup.title}`)) {
    record(`popup ${site.popup.title}`)
    const existing = await payload.count({
      collection: 'popups',
      where: { and: [{ tenant: { equals: tenantId } }, { title: { equals: site.popup.title } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs === 0) {
      const { image, ...data } = site.popup
      await payload.create({
        collection: 'popups',
        data: {
          ...data,
          ...(image && imageId(image) !== undefined ? { image: imageId(image) } : {}),
          tenant: tenantId,
          _status: 'published',
        },
        overrideAccess: true,
      })
      created.push(`popup ${site.popup.title}`)
    }
  }
  for (const post of site.posts ?? []) {
    if (!pending(`post ${post.slug}`)) continue
    record(`post ${post.slug}`)
    const existing = await payload.count({
      collection: 'posts',
      where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: post.slug } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const { image, content, ...data } = post
    await payload.create({
      collection: 'posts',
      data: { ...data, content: richText(content), ...(image ? { image: imageId(image) } : {}), tenant: tenantId, _status: 'published' },
      overrideAccess: true,
    })
    created.push(`post ${post.slug}`)
  }
  if (site.legal && pending('legal content')) {
    record('legal content')
    const existing = await payload.count({ collection: 'legal-content', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      await payload.create({ collection: 'legal-content', data: { ...site.legal, tenant: tenantId }, overrideAccess: true })
      created.push('legal content')
    }
  }
  await saveRecord()

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
    if (id === undefined && pending(`dealership ${dealership.slug}`)) {
      id = (await payload.create({ collection: 'dealerships', data: { ...dealership, tenant: tenantId }, overrideAccess: true })).id
      created.push(`dealership ${dealership.slug}`)
    }
    record(`dealership ${dealership.slug}`)
    if (id !== undefined) dealershipIds.set(dealership.slug, id)
  }
  for (const { dealership, ...location } of site.locations ?? []) {
    if (!pending(`location ${location.slug}`)) continue
    record(`location ${location.slug}`)
    const existing = await payload.count({
      collection: 'locations',
      where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: location.slug } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const dealershipId = dealership === undefined ? undefined : dealershipIds.get(dealership)
    if (dealership !== undefined && !site.dealerships?.some((each) => each.slug === dealership)) {
      throw new Error(`Template ${site.template} puts location "${location.slug}" in dealership "${dealership}" it does not declare`)
    }
    await payload.create({
      collection: 'locations',
      data: { ...location, tenant: tenantId, ...(dealershipId === undefined ? {} : { dealership: dealershipId as number }) },
      overrideAccess: true,
    })
    created.push(`location ${location.slug}`)
  }
  await saveRecord()
  if (site.locations?.length) log(`${site.tenant.name}: ${site.locations.length} locations ready`)

  const stockCount = site.stock ? (options.stockCount ?? site.stock.count) : 0
  if (site.stock && stockCount > 0 && pending('demo vehicles')) {
    // Only a tenant with no vehicles at all gets demo stock: once the dealer has cars (theirs or
    // ours), seeding again adds nothing and never brings back a car they deleted.
    const existing = await payload.count({ collection: 'vehicles', where: { tenant: { equals: tenantId } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      // Through payload.create so defaults, the slug hook and validation apply: ~45 ms of CPU a car
      // (a single transaction measured no faster), so 300 cars cost ~14 s on a tenant's first seed.
      let index = 0
      const cars = demoStockFor(site.tenant.slug, site.stock, stockCount, site.settings ?? {})
      // Beside the uploads, where the site's /uploads route and the image optimiser read them.
      const mediaDir = payload.collections.media.config.upload.staticDir
      if (!mediaDir) throw new Error('The media collection has no upload folder for the demo car photos')
      const photos = await renderStockPhotos(mediaDir, cars)
      log(`${site.tenant.name}: ${photos.rendered} car photos drawn, ${photos.reused} reused`)
      const nowMs = Date.now()
      for (const car of cars) {
        const urls = stockPhotoUrls(car)
        // The generator's sample dealers are other businesses: each car stands at one of this site's yards.
        const home = homeOfDemoCar(site, index++)
        const dealershipId = home.dealership_slug ? dealershipIds.get(home.dealership_slug) : undefined
        const data = {
          ...vehicleDataOfStock(car, tenantId as number, nowMs),
          ...home,
          // The dealership's record id, as a feed's dealership_id: what the dealership search filters on.
          dealership_id: dealershipId === undefined ? null : String(dealershipId),
          images: urls.map((url) => ({ url })),
          primary_image_url: urls[0] ?? null,
          photos_count: urls.length,
        }
        await payload.create({ collection: 'vehicles', data, overrideAccess: true })
      }
      created.push(`${stockCount} vehicles`)
    }
    record('demo vehicles')
    log(`${site.tenant.name}: vehicles ready`)
  }
  await saveRecord()
  if (options.clone && !tenant.onboarding?.clonedAt) {
    await payload.update({
      collection: 'tenants',
      id: tenantId,
      data: { onboarding: { ...onboardingOf(tenant), seededDocuments: [...recorded], clonedAt: new Date().toISOString() } },
      depth: 0,
      overrideAccess: true,
    })
  }
  return { tenantId, created }
}

function onboardingOf(tenant: Tenant): { needsReplacing: Array<{ item: string }>; clonedAt: string | null } {
  return {
    needsReplacing: (tenant.onboarding?.needsReplacing ?? []).map((row) => ({ item: row.item })),
    clonedAt: tenant.onboarding?.clonedAt ?? null,
  }
}

/** The recorded keys of `onboarding.seededDocuments` (a JSON field: anything may be stored there). */
function seededDocumentsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : []
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
