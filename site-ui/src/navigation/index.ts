/** The site's header (with its menus) and footer. */
export { SiteFooter } from './SiteFooter'
export { SiteHeader } from './SiteHeader'
