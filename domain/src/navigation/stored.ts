/**
 * The navigation as the collection stores it, and what the rules make of the stored rows: the header
 * menu (base merged with the dealer's items, optional ones only where ticked), the models filed for the
 * mega menu, and a template's menu as rows for seeding. The header and footer views are in site-ui.
 */
import { isExternalHref, safeHref } from '../urls/links'
import type { MenuModel } from './logic'
import { mergeMenus, type MenuItem } from './menu'
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

/** The items with the optional ones the dealer did not tick left out, at any depth. */
export function withoutHiddenOptional(items: readonly MenuItem[], shown: readonly string[]): MenuItem[] {
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
