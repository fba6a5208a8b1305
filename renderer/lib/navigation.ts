import 'server-only'

import {
  type ImageView,
  megaMenuCategoryOfValue,
  siteNavigationView,
  type SiteNavigationView,
  type StoredMake,
  type StoredModel,
} from '@forecourt/domain/navigation'
import { publicUploadsPath } from '@forecourt/domain/urls'
import type { ResolvedTenant } from '@forecourt/cms'
import type { BrandAsset, Manufacturer, Navigation } from '@forecourt/schema'
import { cachedRead, tags } from './cached'
import { payloadClient } from './payload'
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

async function modelsOf(make: Manufacturer | undefined): Promise<StoredModel[]> {
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
  return docs.map((model) => ({
    name: model.name,
    slug: model.slug,
    status: model.status,
    body_categories: (model.body_categories ?? []).map(megaMenuCategoryOfValue),
    override_url: model.override_url ?? null,
    image: brandImage(model.image),
  }))
}

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
  const payload = await payloadClient()
  // Reference data is public, but the navigation document is the tenant's own: always filter by it.
  const { docs } = await payload.find({
    collection: 'navigation',
    where: { tenant: { equals: tenant.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const navigation: Navigation | undefined = docs[0]
  const [settings, makes] = await Promise.all([siteSettingsFor(tenant.id), activeMakes()])
  const wantedMakeId = navigation?.models_manufacturer
  const brandName = settings?.manufacturer?.trim().toLowerCase()
  const modelsMake =
    makes.find((make) => wantedMakeId !== null && wantedMakeId !== undefined && String(make.id) === String(wantedMakeId)) ??
    (brandName ? makes.find((make) => make.name.toLowerCase() === brandName || make.slug === brandName) : undefined)
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
