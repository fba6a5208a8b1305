/** The site's header (with its menus) and footer, and a header dropdown's own page and data. */
export { MenuPage } from './MenuPage'
export { siteNavigationView, type HeaderItemView, type SiteNavigationView } from './navigation.view'
export { isFetchedPanel, menuPageHref, menuPanelDataHref } from './menuPanels'
export { SiteFooter } from './SiteFooter'
export { SiteHeader } from './SiteHeader'
export { SiteLogo, type SiteLogoImage } from './SiteLogo'
