import {
  FOOTER_BASE_ITEMS,
  GENUINE_SERVICE_PATH,
  HOST_PLACEHOLDER,
  type MEGA_MENU_CATEGORIES,
  megaMenuCategoryValue,
  type MenuItem,
  rowsOfMenu,
  type SeedMenuRow,
  type StoredMenuRow,
  toyotaFooter,
  toyotaNavigation,
} from '@forecourt/domain/navigation'

import type { Model } from '@forecourt/schema'

/** The makes every install starts with; logos are generated in each make's colours. */
export const COMMON_MAKES: ReadonlyArray<{ name: string; slug: string; colour: string; ink: string }> = [
  { name: 'Toyota', slug: 'toyota', colour: '#eb0a1e', ink: '#ffffff' },
  { name: 'Kia', slug: 'kia', colour: '#05141f', ink: '#ffffff' },
  { name: 'Mazda', slug: 'mazda', colour: '#101010', ink: '#ffffff' },
  { name: 'Ford', slug: 'ford', colour: '#133a7c', ink: '#ffffff' },
  { name: 'Hyundai', slug: 'hyundai', colour: '#002c5f', ink: '#ffffff' },
  { name: 'Mitsubishi', slug: 'mitsubishi', colour: '#c3002f', ink: '#ffffff' },
  { name: 'Nissan', slug: 'nissan', colour: '#2b2b2b', ink: '#ffffff' },
  { name: 'MG', slug: 'mg', colour: '#8a1538', ink: '#ffffff' },
  { name: 'Subaru', slug: 'subaru', colour: '#013c74', ink: '#ffffff' },
  { name: 'Volkswagen', slug: 'volkswagen', colour: '#001e50', ink: '#ffffff' },
  { name: 'Isuzu', slug: 'isuzu', colour: '#b5121b', ink: '#ffffff' },
  { name: 'Suzuki', slug: 'suzuki', colour: '#1a3d8f', ink: '#ffffff' },
  { name: 'BYD', slug: 'byd', colour: '#2d2d2d', ink: '#ffffff' },
  { name: 'Jeep', slug: 'jeep', colour: '#1f3a1f', ink: '#ffffff' },
  { name: 'Chery', slug: 'chery', colour: '#8b0000', ink: '#ffffff' },
  { name: 'Honda', slug: 'honda', colour: '#cc0000', ink: '#ffffff' },
  { name: 'Holden', slug: 'holden', colour: '#7a0019', ink: '#ffffff' },
  { name: 'GWM', slug: 'gwm', colour: '#3b3b3b', ink: '#ffffff' },
  { name: 'Tesla', slug: 'tesla', colour: '#171a20', ink: '#ffffff' },
  { name: 'Lexus', slug: 'lexus', colour: '#1a1a1a', ink: '#ffffff' },
]

/** Mega-menu categories as the spec writes them (stored with '&' spelled 'and', see megaMenuCategoryValue). */
type Category = (typeof MEGA_MENU_CATEGORIES)[number]
export type ModelSeed = { name: string; slug: string; body_categories: Category[]; status: Model['status'] }

/** The Toyota range in menu order; two coming soon and one discontinued so every menu group has models. */
export const TOYOTA_MODELS: readonly ModelSeed[] = [
  { name: 'Yaris', slug: 'yaris', body_categories: ['Cars', 'Hatch & sedans'], status: 'active' },
  { name: 'Corolla', slug: 'corolla', body_categories: ['Cars', 'Hatch & sedans', 'Electrified'], status: 'active' },
  { name: 'Camry', slug: 'camry', body_categories: ['Cars', 'Hatch & sedans', 'Electrified'], status: 'active' },
  { name: 'GR86', slug: 'gr86', body_categories: ['Cars', 'GR & performance'], status: 'active' },
  { name: 'Yaris Cross', slug: 'yaris-cross', body_categories: ['SUVs & 4WDs', 'Electrified'], status: 'active' },
  { name: 'Corolla Cross', slug: 'corolla-cross', body_categories: ['SUVs & 4WDs', 'Electrified'], status: 'active' },
  { name: 'C-HR', slug: 'c-hr', body_categories: ['SUVs & 4WDs', 'Electrified'], status: 'active' },
  { name: 'RAV4', slug: 'rav4', body_categories: ['SUVs & 4WDs', 'Electrified'], status: 'active' },
  { name: 'Kluger', slug: 'kluger', body_categories: ['SUVs & 4WDs', 'Electrified'], status: 'active' },
  { name: 'Prado', slug: 'prado', body_categories: ['SUVs & 4WDs'], status: 'active' },
  { name: 'LandCruiser 300', slug: 'landcruiser-300', body_categories: ['SUVs & 4WDs'], status: 'active' },
  { name: 'bZ4X', slug: 'bz4x', body_categories: ['SUVs & 4WDs', 'Electrified'], status: 'active' },
  { name: 'HiLux', slug: 'hilux', body_categories: ['Utes & Vans'], status: 'active' },
  { name: 'LandCruiser 70', slug: 'landcruiser-70', body_categories: ['Utes & Vans'], status: 'active' },
  { name: 'HiAce', slug: 'hiace', body_categories: ['Utes & Vans'], status: 'active' },
  { name: 'Tundra', slug: 'tundra', body_categories: ['Utes & Vans'], status: 'active' },
  { name: 'GR Yaris', slug: 'gr-yaris', body_categories: ['GR & performance'], status: 'active' },
  { name: 'GR Corolla', slug: 'gr-corolla', body_categories: ['GR & performance'], status: 'active' },
  { name: 'GR Supra', slug: 'gr-supra', body_categories: ['GR & performance'], status: 'active' },
  { name: 'Urban Cruiser', slug: 'urban-cruiser', body_categories: [], status: 'coming_soon' },
  { name: 'bZ Woodland', slug: 'bz-woodland', body_categories: [], status: 'coming_soon' },
  { name: 'Fortuner', slug: 'fortuner', body_categories: ['SUVs & 4WDs'], status: 'discontinued' },
]

/** What a template seeds into its tenant's navigation document. */
export type NavigationSeed = {
  menu_items: SeedMenuRow[]
  footer_items: SeedMenuRow[]
  social_links: Array<{ platform: 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'linkedin' | 'x'; url: string }>
  licence_numbers: Array<{ number: string }>
  show_search: boolean
  /** Slug of the make whose models fill the models dropdown. */
  models_manufacturer_slug?: string
}

/** The Toyota dealer's header and footer exactly as the specification lists them; optional items start hidden. */
export function toyotaNavigationSeed(input: {
  baseDomain?: string | null
  facebook: string
  instagram: string
  licence: string
}): NavigationSeed {
  return {
    menu_items: rowsOfMenu(toyotaNavigation(input.baseDomain)),
    footer_items: rowsOfMenu(toyotaFooter(input.baseDomain)),
    social_links: [
      { platform: 'facebook', url: input.facebook },
      { platform: 'instagram', url: input.instagram },
    ],
    licence_numbers: [{ number: input.licence }],
    show_search: true,
    models_manufacturer_slug: 'toyota',
  }
}

const link = (label: string, href: string, mandatory = true): MenuItem => ({ label, href, mandatory })

/** A multi-brand used-car group: stock first, a makes dropdown, then the services. */
export function usedCarGroupNavigationSeed(input: { facebook: string; youtube: string; licences: string[] }): NavigationSeed {
  const header: MenuItem[] = [
    link('Home', '/'),
    {
      ...link('Buy a Car', '/search'),
      children: [
        link('All Cars', '/search'),
        link('Used Cars', '/search/used-cars'),
        link('Demo Cars', '/search/demo-cars'),
        link('New Cars', '/search/new-cars'),
      ],
    },
    { ...link('Browse by Make', '/search'), dynamic: 'makes' },
    link('Sell Your Car', '/sell-your-car'),
    {
      ...link('Finance', '/finance'),
      children: [link('Car Finance', '/finance'), link('Trade-In', '/trade-in'), link('Warranty', '/warranty')],
    },
    link('Service', '/service'),
    {
      ...link('Contact', '/contact'),
      children: [link('Contact Us', '/contact'), link('About Us', '/about-us'), link('Blog', '/blog', false)],
    },
  ]
  const footer: MenuItem[] = [
    ...FOOTER_BASE_ITEMS,
    {
      ...link('Cars', '/search'),
      children: [link('Used Cars', '/search/used-cars'), link('Demo Cars', '/search/demo-cars'), link('New Cars', '/search/new-cars')],
    },
    {
      ...link('Services', '/service'),
      children: [link('Finance', '/finance'), link('Sell Your Car', '/sell-your-car'), link('Service', '/service')],
    },
    { ...link('Contact', '/contact'), children: [link('Contact Us', '/contact'), link('Feedback', '/customer-feedback-survey')] },
  ]
  return {
    menu_items: rowsOfMenu(header),
    footer_items: rowsOfMenu(footer),
    social_links: [
      { platform: 'facebook', url: input.facebook },
      { platform: 'youtube', url: input.youtube },
    ],
    licence_numbers: input.licences.map((number) => ({ number })),
    show_search: true,
  }
}

/** A caravan dealer: the stock by condition, then finance, service and the yard. */
export function caravanDealerNavigationSeed(input: { facebook: string; instagram: string; licence: string }): NavigationSeed {
  const stock = [link('All Caravans', '/search'), link('New Caravans', '/search/new-cars'), link('Used Caravans', '/search/used-cars')]
  const header: MenuItem[] = [
    link('Home', '/'),
    { ...link('Caravans for Sale', '/search'), children: stock },
    link('Special Offers', '/special-offers'),
    link('Service', '/service'),
    {
      ...link('Contact', '/contact'),
      children: [link('Contact Us', '/contact'), link('Our Location', '/our-location'), link('Careers', '/careers', false)],
    },
  ]
  const footer: MenuItem[] = [
    ...FOOTER_BASE_ITEMS,
    { ...link('Caravans', '/search'), children: stock.slice(1) },
    {
      ...link('Contact', '/contact'),
      children: [link('Contact Us', '/contact'), link('Our Location', '/our-location'), link('Book a Viewing', '/book-a-test-drive')],
    },
  ]
  return {
    menu_items: rowsOfMenu(header),
    footer_items: rowsOfMenu(footer),
    social_links: [
      { platform: 'facebook', url: input.facebook },
      { platform: 'instagram', url: input.instagram },
    ],
    licence_numbers: [{ number: input.licence }],
    show_search: true,
  }
}

/**
 * What seeds before `{host}` links stored for them: this site's own path (Book a Service: /genuine-service),
 * which answers 404 on a site without those pages.
 */
function rowsWithLocalBrandLinks(rows: readonly SeedMenuRow[]): SeedMenuRow[] {
  return rows.map((row) => {
    const url = !row.url.startsWith(HOST_PLACEHOLDER)
      ? row.url
      : row.url === `${HOST_PLACEHOLDER}/service-booking`
        ? GENUINE_SERVICE_PATH
        : row.url.slice(HOST_PLACEHOLDER.length)
    return { ...row, url, ...(row.children ? { children: rowsWithLocalBrandLinks(row.children) } : {}) }
  })
}

function comparable(rows: readonly StoredMenuRow[] | readonly SeedMenuRow[] | null | undefined): unknown {
  return (rows ?? []).map((row) => ({
    label: row.label ?? null,
    url: row.url ?? null,
    mandatory: Boolean(row.mandatory),
    shown: Boolean(row.shown),
    dynamic: row.dynamic ?? null,
    children: comparable(row.children),
  }))
}

/**
 * The template's rows for a menu an earlier seed stored with brand-site links as this site's own paths,
 * when nobody has changed it since; null when there is nothing to bring up to date, or the dealer has
 * edited the menu (their menu is theirs). Seeding stays idempotent: once updated, the rows match.
 */
export function menuRowsToUpgrade(
  stored: readonly StoredMenuRow[] | null | undefined,
  seeded: readonly SeedMenuRow[],
): SeedMenuRow[] | null {
  const earlier = comparable(rowsWithLocalBrandLinks(seeded))
  if (JSON.stringify(earlier) === JSON.stringify(comparable(seeded))) return null
  return JSON.stringify(comparable(stored)) === JSON.stringify(earlier) ? [...seeded] : null
}

/** For seeds outside cms (tenant-seeds has no dependency on blocks). */
export { megaMenuCategoryValue }
