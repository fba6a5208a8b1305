import type { HeaderItemView } from './navigation.view'

import { Dropdown, MenuLink } from './HeaderPanels'

/**
 * A header dropdown as a page of its own (`/menus/{key}`): every link of the panel, reachable without
 * scripts (the header's <noscript> link) and by crawlers, since the panel itself is fetched by script.
 */
export function MenuPage({ item }: { item: HeaderItemView }) {
  return (
    <section className="fc-page fc-menu-page">
      <h1>{item.label}</h1>
      <p>
        <MenuLink link={item}>{`Go to ${item.label}`}</MenuLink>
      </p>
      <Dropdown item={item} />
    </section>
  )
}
