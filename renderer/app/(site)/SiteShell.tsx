import type { ResolvedTenant } from '@forecourt/cms'
import Link from 'next/link'
import type React from 'react'

import { SitePopup } from './SitePopup'

/** The frame every tenant page sits in. Header navigation and footer content come with the menus work. */
export function SiteShell({ tenant, children }: { tenant: ResolvedTenant; children: React.ReactNode }) {
  return (
    <>
      <a className="fc-skip-link" href="#main">
        Skip to content
      </a>
      <header className="fc-site-header">
        <Link href="/" className="fc-site-header__brand">
          {tenant.name}
        </Link>
      </header>
      <main id="main" className="fc-main">
        {children}
      </main>
      <footer className="fc-site-footer">
        <p>
          © {new Date().getFullYear()} {tenant.name}
        </p>
      </footer>
      <SitePopup tenant={tenant} />
    </>
  )
}
