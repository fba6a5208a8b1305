import type { HeaderItemView } from './navigation.view'
import Link from 'next/link'

import { DrawerToggle, DropdownPanel, DropdownToggle, FetchedDropdownPanel, HeaderFrame, NavDrawer, NavItem } from './HeaderMenu.client'
import { Dropdown, MenuLink } from './HeaderPanels'
import { isFetchedPanel, menuPageHref, menuPanelDataHref } from './menuPanels'
import { SiteLogo, type SiteLogoImage } from './SiteLogo'

/**
 * The site header: brand, search bar, and the CMS menu with its dropdowns, mega-menu and mobile drawer.
 * The picture panels (the Toyota model mega-menu is ~43 KB of HTML, and as much again in the page's
 * inline data) are not in the page: fetched on first hover, focus or open (isFetchedPanel).
 */
export function SiteHeader({
  siteName,
  items,
  showSearch,
  logo = null,
}: {
  siteName: string
  items: HeaderItemView[]
  showSearch: boolean
  /** The dealer's logo (Site settings → Brand); without one, the dealer's name. */
  logo?: SiteLogoImage | null
}) {
  return (
    <HeaderFrame>
      <div className="fc-site-header__bar">
        <Link href="/" className="fc-site-header__brand">
          {logo ? <SiteLogo logo={logo} siteName={siteName} className="fc-site-header__logo" /> : siteName}
        </Link>
        {showSearch ? (
          <form className="fc-site-header__search" role="search" aria-label="Site search" action="/search" method="get">
            <label htmlFor="fc-header-search" className="fc-visually-hidden">
              Search cars
            </label>
            <input id="fc-header-search" name="query" type="search" placeholder="Search make, model or keyword" autoComplete="off" />
            <button type="submit">Search</button>
          </form>
        ) : null}
        {items.length ? <DrawerToggle /> : null}
      </div>
      {items.length ? (
        <NavDrawer label="Main">
          <ul className="fc-site-nav__items">
            {items.map((item) => {
              const hasDropdown = Boolean(item.mega || item.makes || item.children.length)
              if (!hasDropdown) {
                return (
                  <li key={item.key} className="fc-site-nav__item">
                    <MenuLink link={item} className="fc-site-nav__link" />
                  </li>
                )
              }
              const panelClassName = item.mega ? 'fc-site-nav__panel fc-site-nav__panel--mega' : 'fc-site-nav__panel'
              const fetched = isFetchedPanel(item)
              return (
                <NavItem
                  key={item.key}
                  itemKey={item.key}
                  panelSrc={fetched ? menuPanelDataHref(item.key) : undefined}
                  className={`fc-site-nav__item fc-site-nav__item--dropdown${item.mega ? ' fc-site-nav__item--mega' : ''}`}
                >
                  <span className="fc-site-nav__head">
                    <MenuLink link={item} className="fc-site-nav__link" />
                    <DropdownToggle itemKey={item.key} label={item.label} />
                    {fetched ? (
                      // Without scripts the toggle does nothing: the panel's own page lists every link in it.
                      <noscript>
                        <a href={menuPageHref(item.key)} className="fc-site-nav__sublink">
                          {`All ${item.label} links`}
                        </a>
                      </noscript>
                    ) : null}
                  </span>
                  {fetched ? (
                    <FetchedDropdownPanel
                      itemKey={item.key}
                      label={item.label}
                      className={panelClassName}
                      src={menuPanelDataHref(item.key)}
                      pageHref={menuPageHref(item.key)}
                    />
                  ) : (
                    <DropdownPanel itemKey={item.key} className={panelClassName}>
                      <Dropdown item={item} />
                    </DropdownPanel>
                  )}
                </NavItem>
              )
            })}
          </ul>
        </NavDrawer>
      ) : null}
    </HeaderFrame>
  )
}
