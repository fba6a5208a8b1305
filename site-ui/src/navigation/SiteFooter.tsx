import type { FooterView } from './navigation.view'

import { MenuLink } from './HeaderPanels'
import { SiteLogo, type SiteLogoImage } from './SiteLogo'

const ICONS: Readonly<Record<string, string>> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z',
  tiktok: 'M16 3c.3 2.2 1.7 3.7 4 4v3.2c-1.5 0-2.8-.4-4-1.2V15a6 6 0 11-6-6v3.3a2.7 2.7 0 102.7 2.7V3z',
  linkedin:
    'M4 9h4v12H4zm2-6a2 2 0 110 4 2 2 0 010-4zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4z',
  x: 'M4 3h5l4 5.6L17.5 3H20l-5.8 7.3L21 21h-5l-4.4-6.1L6.5 21H4l6.3-7.9z',
}

/** The site footer: single links, link columns, social links and the copyright line with licence numbers. */
export function SiteFooter({
  siteName,
  footer,
  logo = null,
}: {
  siteName: string
  footer: FooterView
  /** The dealer's logo for the footer's background (Site settings → Brand). */
  logo?: SiteLogoImage | null
}) {
  return (
    <footer className="fc-site-footer">
      <div className="fc-site-footer__inner">
        {logo ? (
          <a href="/" className="fc-site-footer__brand">
            <SiteLogo logo={logo} siteName={siteName} className="fc-site-footer__logo" />
          </a>
        ) : null}
        {footer.columns.length || footer.links.length ? (
          <nav aria-label="Footer" className="fc-site-footer__nav">
            {footer.columns.map((column) => (
              <div key={column.heading.label} className="fc-site-footer__column">
                <h2 className="fc-site-footer__heading">
                  <MenuLink link={column.heading} />
                </h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={`${link.label}-${link.href}`}>
                      <MenuLink link={link} className="fc-site-footer__link" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {footer.links.length ? (
              <ul className="fc-site-footer__base">
                {footer.links.map((link) => (
                  <li key={`${link.label}-${link.href}`}>
                    <MenuLink link={link} className="fc-site-footer__link" />
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
        ) : null}
        {footer.social.length ? (
          <ul className="fc-site-footer__social" aria-label="Social media">
            {footer.social.map((social) => (
              <li key={social.href}>
                <a href={social.href} rel="noopener" className="fc-site-footer__social-link">
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
                    <path d={ICONS[social.platform] ?? 'M4 4h16v16H4z'} fill="currentColor" />
                  </svg>
                  <span className="fc-visually-hidden">{`${siteName} on ${social.label}`}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="fc-site-footer__copyright">{footer.copyright}</p>
        {footer.smallPrint ? <p className="fc-site-footer__small-print">{footer.smallPrint}</p> : null}
      </div>
    </footer>
  )
}
