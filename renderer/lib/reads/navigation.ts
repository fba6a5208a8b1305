import 'server-only'

import { type ImageView, megaMenuCategoryOfValue, type ShowroomModel, type StoredMake } from '@forecourt/domain/navigation'
import { type HeaderItemView, siteNavigationView, type SiteNavigationView } from '@forecourt/site-ui/navigation'
import { publicUploadsPath } from '@forecourt/domain/urls'
import type { ResolvedTenant } from '@forecourt/cms'
import type { BrandAsset, Manufacturer, Model, Navigation } from '@forecourt/schema'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'
import { siteSettingsFor } from './siteSettings'

/** Brand images live beside the tenants' media and are public, so the site's /uploads route serves them. */
function brandImage(asset: number | BrandAsset | null | undefined): ImageView | null {
  if (!asset || typeof asset !== 'object' || !asset.filename || !asset.width || !asset.height) return null
  return { src: `${publicUploadsPath}/${encodeURIComponent(asset.filename)}`, width: asset.width, height: asset.height }
}

/** The active makes, A to Z, with their logos. Shared reference data: the same for every tenant. */
const activeMakes = cachedRead(
  'active-makes',
  () => tags.shared('manufacturers', 'brand-assets'),
  async (): Promise<Manufacturer[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'manufacturers',
      where: { status: { equals: 'active' } },
      sort: 'name',
      limit: 500,
      depth: 1,
      overrideAccess: true,
    })
    return docs
  },
)

/**
 * Make logos for make lists (the search page's), keyed by the make's name as stock feeds spell it
 * ('Toyota'); makes without a logo are left out.
 */
export async function makeLogos(): Promise<Record<string, { src: string; width: number; height: number }>> {
  const logos: Record<string, ImageView> = {}
  for (const make of await activeMakes()) {
    const logo = brandImage(make.logo)
    if (logo) logos[make.name] = logo
  }
  return logos
}

function storedModel(model: Model): ShowroomModel {
  return {
    name: model.name,
    slug: model.slug,
    status: model.status,
    body_categories: (model.body_categories ?? []).map(megaMenuCategoryOfValue),
    override_url: model.override_url ?? null,
    image: brandImage(model.image),
    headline: model.headline ?? null,
    intro: model.intro ?? null,
    variants: (model.variants ?? []).map((variant) => ({
      name: variant.name,
      price: variant.price ?? null,
      description: variant.description ?? null,
    })),
    accessories: (model.accessories ?? []).map((accessory) => ({
      name: accessory.name,
      price: accessory.price ?? null,
      description: accessory.description ?? null,
      part_number: accessory.part_number ?? null,
      image: brandImage(accessory.image),
    })),
  }
}

async function modelsOf(make: Manufacturer | undefined): Promise<ShowroomModel[]> {
  if (!make) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'models',
    where: { and: [{ manufacturer: { equals: make.id } }, { status: { not_equals: 'hidden' } }] },
    sort: 'order',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  return docs.map(storedModel)
}

/** The tenant's navigation document; reference data is public, but this is the tenant's own: always filtered by it. */
async function navigationDocument(tenantId: number | string): Promise<Navigation | undefined> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'navigation',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/** The make whose models fill the New Vehicles menu: the one the navigation names, else the site's brand. */
function brandMakeOf(makes: readonly Manufacturer[], navigation: Navigation | undefined, brand: string | null | undefined) {
  const wantedMakeId = navigation?.models_manufacturer
  const brandName = brand?.trim().toLowerCase()
  return (
    makes.find((make) => wantedMakeId !== null && wantedMakeId !== undefined && String(make.id) === String(wantedMakeId)) ??
    (brandName ? makes.find((make) => make.name.toLowerCase() === brandName || make.slug === brandName) : undefined)
  )
}

export type TenantShowroom = { make: string | null; models: ShowroomModel[] }

/**
 * The models a tenant's showroom pages (/models, /{model slug}) may show: those of the make its mega-menu
 * lists, so every tile of the menu lands on a page of this site and a site without one has no showroom.
 */
export const tenantShowroom = cachedRead(
  'tenant-showroom',
  (tenantId) => [...tags.tenant(tenantId, 'navigation', 'site-settings'), ...tags.shared('manufacturers', 'models', 'brand-assets')],
  async (tenantId: number | string): Promise<TenantShowroom> => {
    const [navigation, settings, makes] = await Promise.all([navigationDocument(tenantId), siteSettingsFor(tenantId), activeMakes()])
    const make = brandMakeOf(makes, navigation, settings?.manufacturer)
    return { make: make?.name ?? null, models: await modelsOf(make) }
  },
)

/** The tenant's header, mega-menu, footer, social links and copyright line, ready to render. */
export async function siteNavigation(tenant: ResolvedTenant): Promise<SiteNavigationView> {
  return navigationView(tenant.id, tenant.name)
}

const navigationView = cachedRead(
  'site-navigation',
  (tenantId) => [
    ...tags.tenant(tenantId, 'navigation', 'site-settings'),
    ...tags.shared('tenants', 'manufacturers', 'models', 'brand-assets'),
  ],
  async (tenantId: number | string, siteName: string): Promise<SiteNavigationView> => readSiteNavigation({ id: tenantId, name: siteName }),
)

async function readSiteNavigation(tenant: { id: number | string; name: string }): Promise<SiteNavigationView> {
  const [navigation, settings, makes] = await Promise.all([navigationDocument(tenant.id), siteSettingsFor(tenant.id), activeMakes()])
  const modelsMake = brandMakeOf(makes, navigation, settings?.manufacturer)
  const storedMakes: StoredMake[] = makes.map((make) => ({
    name: make.name,
    slug: make.slug,
    override_url: make.override_url,
    logo: brandImage(make.logo),
  }))
  return siteNavigationView({
    navigation,
    siteName: tenant.name,
    year: new Date().getFullYear(),
    models: await modelsOf(modelsMake),
    modelsMake: modelsMake?.name ?? null,
    makes: storedMakes,
    fallbackSocial: settings?.social_links,
    baseDomain: settings?.base_domain,
  })
}

/**
 * The header item with a dropdown whose key a `/menus/{key}` address names, from the same cached read
 * the header is drawn from (so the page, its JSON and the header expire together); null for another key.
 */
export async function headerDropdown(tenant: ResolvedTenant, key: string): Promise<HeaderItemView | null> {
  const item = (await siteNavigation(tenant)).header.find((candidate) => candidate.key === key)
  return item && (item.mega || item.makes || item.children.length) ? item : null
}
