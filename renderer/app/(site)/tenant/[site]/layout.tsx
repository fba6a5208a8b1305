import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { siteFromParams, type SiteParams } from '../../../../lib/tenant'
import { SiteShell } from '../../SiteShell'
import '../../site.css'

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#111827' }

// Every tenant's pages are rendered on their first request and then served from the cache (no params
// are known at build time); expiring a tag of what a page read renders it again. The five minutes
// bound what moves with the clock alone: an offer's or popup's window, a sold car leaving the results.
export async function generateStaticParams() {
  return []
}
export const revalidate = 300

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  return { title: tenant ? tenant.name : 'No site at this address' }
}

/**
 * Every tenant page sits in the tenant's frame (header, footer, popup), rendered here once. Were each
 * page to render it, the 404 boundary Next puts beside every page would carry a second copy of the
 * whole frame (mega-menu included) in the page's inline data. A host no tenant answers at gets no
 * frame, and only the "no site" notice whatever its page (which answers 404).
 */
export default async function SiteRootLayout({ children, params }: { children: React.ReactNode; params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  return (
    <html lang="en-AU">
      <body>
        {tenant ? (
          <SiteShell tenant={tenant}>{children}</SiteShell>
        ) : (
          <>
            <main id="main" className="fc-no-site">
              <h1>No site at this address</h1>
              <p>There is no dealer website at this address. Check the address, or contact the dealer for their website.</p>
            </main>
            {/* Still rendered: its page finds no tenant and answers notFound(), which gives the status 404. */}
            <div hidden>{children}</div>
          </>
        )}
      </body>
    </html>
  )
}
