/**
 * What the site header and footer draw from the stored navigation: links marked external, the mega
 * menu's tiles with their Our Stock links, the makes list, social links and the copyright line.
 */
import {
  copyrightLine,
  headerMenu,
  megaMenuGroups,
  menuItemsOfRows,
  menuModelsOf,
  modelExploreHref,
  modelsByBodyHref,
  ourStockHref,
  shownOptionalLabels,
  withoutHiddenOptional,
  type ImageView,
  type MegaMenuCategory,
  type MenuItem,
  type ModelTile,
  type StoredMake,
  type StoredModel,
  type StoredNavigation,
} from '@forecourt/domain/navigation'
import { isExternalHref, safeHref } from '@forecourt/domain/urls'

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
