import { isExternalHref, safeHref } from '../urls/links'
import {
  copyrightLine,
  megaMenuGroups,
  mergeMenus,
  modelExploreHref,
  modelsByBodyHref,
  ourStockHref,
  type MegaMenuCategory,
  type MenuItem,
  type MenuModel,
  type ModelTile,
} from './logic'
import { resolveHostHref } from './toyota'

/** A menu row as the navigation collection stores it (header, dealer and footer items alike). */
export type StoredMenuRow = {
  label?: string | null
  url?: string | null
  mandatory?: boolean | null
  shown?: boolean | null
  dynamic?: 'models' | 'makes' | null
  children?: StoredMenuRow[] | null
}

export type StoredNavigation = {
  menu_items?: StoredMenuRow[] | null
  dealer_mode?: 'append' | 'override' | null
  dealer_items?: StoredMenuRow[] | null
  footer_items?: StoredMenuRow[] | null
  social_links?: Array<{ platform?: string | null; url?: string | null }> | null
  copyright_name?: string | null
  licence_numbers?: Array<{ number?: string | null }> | null
  footer_text?: string | null
  show_search?: boolean | null
}

export type ImageView = { src: string; width: number; height: number }

/** A shared model row, reduced to what the menu needs. */
export type StoredModel = {
  name: string
  slug: string
  status?: string | null
  body_categories?: string[] | null
  override_url?: string | null
  image?: ImageView | null
}

export type StoredMake = { name: string; slug: string; override_url?: string | null; logo?: ImageView | null }

export type NavLink = { label: string; href: string; external: boolean }
export type ModelTileView = ModelTile & { ourStockHref: string; image: ImageView | null }
export type MegaMenuGroupView = { category: MegaMenuCategory; href: string; models: ModelTileView[] }
export type MakeLinkView = NavLink & { logo: ImageView | null }
export type HeaderItemView = NavLink & {
  /** Stable within one menu: used for the dropdown's element id. */
  key: string
  children: NavLink[]
  mega: MegaMenuGroupView[] | null
  makes: MakeLinkView[] | null
}
export type SocialLinkView = { platform: string; label: string; href: string }
export type FooterColumnView = { heading: NavLink; links: NavLink[] }
export type FooterView = {
  links: NavLink[]
  columns: FooterColumnView[]
  social: SocialLinkView[]
  copyright: string
  smallPrint: string | null
}
export type SiteNavigationView = { header: HeaderItemView[]; footer: FooterView; showSearch: boolean }

const SOCIAL_LABELS: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
}

/**
 * Stored rows as menu items; rows without a label or with an unsafe URL are dropped, and so are
 * `{host}/…` rows the tenant has no brand site (and this site no page) for.
 */
export function menuItemsOfRows(rows: readonly StoredMenuRow[] | null | undefined, baseDomain?: string | null): MenuItem[] {
  return (rows ?? []).flatMap((row): MenuItem[] => {
    const label = row.label?.trim()
    const url = row.url?.trim()
    const href = safeHref(url ? resolveHostHref(url, baseDomain) : null)
    if (!label || !href) return []
    const children = menuItemsOfRows(row.children, baseDomain)
    return [
      {
        label,
        href,
        mandatory: row.mandatory !== false,
        ...(isExternalHref(href) ? { external: true } : {}),
        ...(row.dynamic ? { dynamic: row.dynamic } : {}),
        ...(children.length ? { children } : {}),
      },
    ]
  })
}

/** Labels of the optional rows (at any depth) a dealer ticked 'show'. */
export function shownOptionalLabels(rows: readonly StoredMenuRow[] | null | undefined): string[] {
  return (rows ?? []).flatMap((row) => [
    ...(row.mandatory === false && row.shown && row.label?.trim() ? [row.label.trim()] : []),
    ...shownOptionalLabels(row.children),
  ])
}

function withoutHiddenOptional(items: readonly MenuItem[], shown: readonly string[]): MenuItem[] {
  const isShown = (item: MenuItem) => item.mandatory || shown.some((label) => label.toLowerCase() === item.label.toLowerCase())
  return items.filter(isShown).map((item) => (item.children ? { ...item, children: withoutHiddenOptional(item.children, shown) } : item))
}

/** The stored base menu merged with the dealer's own items, optional items only where ticked. */
export function headerMenu(nav: StoredNavigation | null | undefined, baseDomain?: string | null): MenuItem[] {
  const shown = [...shownOptionalLabels(nav?.menu_items), ...shownOptionalLabels(nav?.dealer_items)]
  const dealerItems = withoutHiddenOptional(menuItemsOfRows(nav?.dealer_items, baseDomain), shown)
  return mergeMenus(menuItemsOfRows(nav?.menu_items, baseDomain), {
    mode: nav?.dealer_mode ?? 'append',
    items: dealerItems,
    enabled_optional: shown,
  })
}

/**
 * One menu entry per model and body category it is filed under. Discontinued models go under
 * Discontinued only; hidden ones nowhere; a coming-soon model filed nowhere lands in Upcoming.
 */
export function menuModelsOf(models: readonly StoredModel[]): Array<MenuModel & { image: ImageView | null }> {
  return models.flatMap((model) => {
    if (model.status === 'hidden') return []
    const categories: Array<string | null> =
      model.status === 'discontinued' ? ['Discontinued'] : model.body_categories?.length ? [...model.body_categories] : [null]
    return categories.map((category) => ({
      name: model.name,
      slug: model.slug,
      status: model.status ?? null,
      category,
      override_url: model.override_url ?? null,
      image_url: model.image?.src ?? null,
      image: model.image ?? null,
    }))
  })
}

export function megaMenuView(models: readonly StoredModel[], make: string | null): MegaMenuGroupView[] {
  // A tile keeps only its link, which names its model uniquely (its slug or the brand's own page).
  const byHref = new Map(models.map((model) => [modelExploreHref(model), model]))
  return megaMenuGroups(menuModelsOf(models)).map((group) => ({
    category: group.category,
    href: modelsByBodyHref(group.category),
    models: group.models.map((tile) => {
      const model = byHref.get(tile.exploreHref)
      const stock = make ? ourStockHref(make, 'new') : '/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=new'
      return {
        ...tile,
        ourStockHref: model ? `${stock}&${new URLSearchParams({ 'refinementList[model][0]': model.name }).toString()}` : stock,
        image: model?.image ?? null,
      }
    }),
  }))
}

export function makesView(makes: readonly StoredMake[]): MakeLinkView[] {
  return makes.map((make) => {
    const href = safeHref(make.override_url) ?? `/search/${make.slug}`
    return { label: make.name, href, external: isExternalHref(href), logo: make.logo ?? null }
  })
}

const linkOf = (item: MenuItem): NavLink => ({
  label: item.label,
  href: item.href,
  external: Boolean(item.external ?? isExternalHref(item.href)),
})

function slugKey(label: string, index: number): string {
  return `${index}-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}

export function siteNavigationView(input: {
  navigation: StoredNavigation | null | undefined
  siteName: string
  year: number
  models: readonly StoredModel[]
  /** The brand whose models fill the mega-menu; its name also presets the Our Stock search. */
  modelsMake: string | null
  makes: readonly StoredMake[]
  /** Used when the navigation has none of its own (the site settings' list). */
  fallbackSocial?: StoredNavigation['social_links']
  /** The dealer's own brand site (the site settings' base domain): where `{host}/…` links go. */
  baseDomain?: string | null
}): SiteNavigationView {
  const nav = input.navigation
  const header = headerMenu(nav, input.baseDomain).map((item, index): HeaderItemView => {
    const mega = item.dynamic === 'models' ? megaMenuView(input.models, input.modelsMake) : null
    const makes = item.dynamic === 'makes' ? makesView(input.makes) : null
    return {
      ...linkOf(item),
      key: slugKey(item.label, index),
      children: (item.children ?? []).map(linkOf),
      mega: mega?.length ? mega : null,
      makes: makes?.length ? makes : null,
    }
  })
  const footerItems = withoutHiddenOptional(menuItemsOfRows(nav?.footer_items, input.baseDomain), shownOptionalLabels(nav?.footer_items))
  const socialRows = nav?.social_links?.length ? nav.social_links : (input.fallbackSocial ?? [])
  const social = socialRows.flatMap((row): SocialLinkView[] => {
    const href = safeHref(row.url)
    const platform = row.platform?.trim().toLowerCase()
    if (!href || !platform) return []
    return [{ platform, label: SOCIAL_LABELS[platform] ?? platform, href }]
  })
  return {
    header,
    showSearch: nav?.show_search !== false,
    footer: {
      links: footerItems.filter((item) => !item.children?.length).map(linkOf),
      columns: footerItems
        .filter((item) => item.children?.length)
        .map((item) => ({ heading: linkOf(item), links: (item.children ?? []).map(linkOf) })),
      social,
      copyright: copyrightLine({
        year: input.year,
        dealerName: nav?.copyright_name?.trim() || input.siteName,
        licenceNumbers: (nav?.licence_numbers ?? []).map((row) => row.number),
      }),
      smallPrint: nav?.footer_text?.trim() || null,
    },
  }
}

export type SeedMenuRow = {
  label: string
  url: string
  mandatory: boolean
  shown: boolean
  dynamic?: 'models' | 'makes'
  children?: SeedMenuRow[]
}

/** A template's menu as rows for the navigation collection (what seeding stores). */
export function rowsOfMenu(items: readonly MenuItem[], options: { shownOptional?: readonly string[] } = {}): SeedMenuRow[] {
  return items.map((item) => ({
    label: item.label,
    url: item.href,
    mandatory: item.mandatory,
    shown: !item.mandatory && (options.shownOptional ?? []).includes(item.label),
    ...(item.dynamic ? { dynamic: item.dynamic } : {}),
    ...(item.children?.length ? { children: rowsOfMenu(item.children, options) } : {}),
  }))
}
