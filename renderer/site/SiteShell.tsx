import type { ResolvedTenant } from '@forecourt/cms'
import type React from 'react'

import { DEFAULT_WATCHLIST_PATH, safeSitePath } from '@forecourt/domain/shopper'
import { logoOn, siteBrandFor } from '@/lib/reads/brand'
import { siteNavigation } from '@/lib/reads/navigation'
import { siteSettingsFor } from '@/lib/reads/siteSettings'
import { CompareTray } from '@forecourt/site-ui/compare'
import { SiteFooter, SiteHeader } from '@forecourt/site-ui/navigation'
import { Toaster } from '@forecourt/site-ui/shopper'
import { SitePopup } from './SitePopup'

/** The frame every tenant page sits in: the tenant's CMS header and footer around the page, its popup and its toasts. */
export async function SiteShell({ tenant, children }: { tenant: ResolvedTenant; children: React.ReactNode }) {
  const [navigation, settings, brand] = await Promise.all([siteNavigation(tenant), siteSettingsFor(tenant.id), siteBrandFor(tenant.id)])
  return (
    <>
      <a className="fc-skip-link" href="#main">
        Skip to content
      </a>
      {/* First in the body: a modal dialog shows in the top layer wherever it is, and up here its opening
          script runs before the page's scripts, so a first-time visitor gets it with the first paint. */}
      <SitePopup tenant={tenant} />
      <SiteHeader
        siteName={tenant.name}
        items={navigation.header}
        showSearch={navigation.showSearch}
        logo={logoOn(brand, brand.colours.header_colour)}
      />
      <main id="main" className="fc-main">
        {children}
      </main>
      <SiteFooter siteName={tenant.name} footer={navigation.footer} logo={logoOn(brand, brand.colours.accent_colour)} />
      {/* The visitor's own list is read in the browser: the frame stays the same for every visitor. */}
      {settings?.compare_enabled ? <CompareTray /> : null}
      {/* The one toast region of the page (the watchlist's 'Car Saved In Watchlist' and 'Car Removed'). */}
      <Toaster viewListHref={safeSitePath(settings?.watchlist_path, DEFAULT_WATCHLIST_PATH)} />
    </>
  )
}
