import type { HeaderItemView, MegaMenuGroupView, NavLink } from './navigation.view'
import Link from 'next/link'
import type React from 'react'

import { OptimisedImage } from '../media/OptimisedImage'

/**
 * The header's dropdown contents. Drawn by the server for the small link lists, and in the browser for
 * the picture panels (the model mega-menu, the makes), whose data is fetched when the visitor first
 * reaches for them (HeaderMenu.client.tsx): this module is then loaded as a chunk of its own.
 */

/** External pages (the dealer's brand site) are plain anchors; the site's own go through next/link. */
export function MenuLink({ link, className, children }: { link: NavLink; className?: string; children?: React.ReactNode }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} rel="noopener">
        {children ?? link.label}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className}>
      {children ?? link.label}
    </Link>
  )
}

function MegaMenu({ groups }: { groups: MegaMenuGroupView[] }) {
  return (
    <div className="fc-mega">
      {groups.map((group) => {
        const headingId = `fc-mega-${group.href.replace(/[^a-z0-9]+/gi, '-')}`
        return (
          <section key={group.category} className="fc-mega__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="fc-mega__heading">
              <Link href={group.href}>{group.category}</Link>
            </h2>
            <ul className="fc-mega__models">
              {group.models.map((model) => (
                <li key={`${group.category}-${model.exploreHref}`} className="fc-mega__model">
                  {model.image ? <OptimisedImage {...atWidth(model.image, MODEL_IMAGE_WIDTH)} alt="" className="fc-mega__image" /> : null}
                  <p className="fc-mega__name">{model.label}</p>
                  <p className={`fc-mega__badge fc-mega__badge--${model.badge === 'Upcoming' ? 'upcoming' : 'new'}`}>{model.badge}</p>
                  <p className="fc-mega__actions">
                    <MenuLink
                      link={{ label: 'Explore', href: model.exploreHref, external: /^https?:/i.test(model.exploreHref) }}
                      className="fc-mega__action"
                    >
                      Explore<span className="fc-visually-hidden"> {model.label}</span>
                    </MenuLink>
                    {model.showOurStock ? (
                      <Link href={model.ourStockHref} className="fc-mega__action fc-mega__action--stock">
                        Our Stock<span className="fc-visually-hidden">: {model.label}</span>
                      </Link>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

/**
 * Menu pictures are drawn at a fixed width (site.css), and given that width they get 1x/2x sources:
 * a `sizes` in vw lists every width from 32 to 3840 px, ~1 KB per picture in the HTML and again in
 * the page's inline data, on every page.
 */
const MAKE_LOGO_WIDTH = 60
// Model pictures are 180 px wide on desktop and two to a row (at most ~240 px) in the mobile drawer.
const MODEL_IMAGE_WIDTH = 240
function atWidth(image: { src: string; width: number; height: number }, width: number) {
  return { src: image.src, width, height: Math.max(1, Math.round((width * image.height) / Math.max(1, image.width))) }
}

/** A menu item's dropdown contents: its model mega-menu, its makes, or its links. */
export function Dropdown({ item }: { item: HeaderItemView }) {
  if (item.mega) return <MegaMenu groups={item.mega} />
  if (item.makes) {
    return (
      <ul className="fc-site-nav__makes">
        {item.makes.map((make) => (
          <li key={make.href}>
            <MenuLink link={make} className="fc-site-nav__make">
              {make.logo ? <OptimisedImage {...atWidth(make.logo, MAKE_LOGO_WIDTH)} alt="" className="fc-site-nav__make-logo" /> : null}
              <span>{make.label}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className="fc-site-nav__links">
      {item.children.map((child) => (
        <li key={`${child.label}-${child.href}`}>
          <MenuLink link={child} className="fc-site-nav__sublink" />
        </li>
      ))}
    </ul>
  )
}
