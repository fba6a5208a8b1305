import type { HeaderItemView } from './navigation.view'

/**
 * The header dropdowns whose contents are not in every page's HTML: the picture panels (the model
 * mega-menu, the makes with their logos), which make up most of a page's header. Their data is fetched
 * from the site's own cached address when the visitor first reaches for the menu; the short link lists
 * stay in the page, where they cost less than a request.
 */
export function isFetchedPanel(item: HeaderItemView): boolean {
  return Boolean(item.mega || item.makes)
}

/** The dropdown's own page (a real page in the site's frame), for visitors and crawlers without scripts. */
export function menuPageHref(key: string): string {
  return `/menus/${encodeURIComponent(key)}`
}

/** The dropdown's data, `HeaderItemView` as JSON, cached like the pages and expired with the navigation. */
export function menuPanelDataHref(key: string): string {
  return `${menuPageHref(key)}/panel.json`
}
