import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { siteBrandFor, type SiteBrand } from '@/lib/reads/brand'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { SiteShell } from '@/site/SiteShell'
import { brandFontClassNames, brandFontFamily } from '@/site/brandFonts'
import '@/site/site.css'

/** The browser's toolbar in the colour of the dealer's header. */
export async function generateViewport({ params }: { params: SiteParams }): Promise<Viewport> {
  const { tenant } = await siteFromParams(params)
  const brand = tenant ? await siteBrandFor(tenant.id) : null
  return { width: 'device-width', initialScale: 1, themeColor: brand?.colours.header_colour ?? '#111827' }
}

// Every tenant's pages are rendered on their first request and then served from the cache (no params
// are known at build time); expiring a tag of what a page read renders it again. The five minutes
// bound what moves with the clock alone: an offer's or popup's window, a sold car leaving the results.
export async function generateStaticParams() {
  return []
}
export const revalidate = 300

/**
 * The tenant's title, icons and share card. The icons' addresses carry the brand's version, so a new
 * logo is fetched at once rather than when a browser's copy expires; a page with a picture of its own
 * (a car) replaces the share card with its own.
 */
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { tenant, origin } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address' }
  const brand = await siteBrandFor(tenant.id)
  const shareCard = brand.shareImage?.src ?? `/og.png?v=${brand.version}`
  return {
    title: tenant.name,
    metadataBase: new URL(`${origin.protocol}://${origin.host}`),
    icons: {
      icon: [{ url: `/icon.png?v=${brand.version}`, type: 'image/png', sizes: '192x192' }],
      apple: [{ url: `/apple-icon.png?v=${brand.version}`, type: 'image/png', sizes: '180x180' }],
    },
    manifest: `/manifest.webmanifest?v=${brand.version}`,
    openGraph: {
      siteName: tenant.name,
      type: 'website',
      locale: 'en_AU',
      images: [{ url: shareCard, width: 1200, height: 630, alt: tenant.name }],
    },
    twitter: { card: 'summary_large_image', images: [shareCard] },
  }
}

/** The brand as custom properties on <html>: drawn by the server with the page, so no script and no shift. */
function brandStyle(brand: SiteBrand): React.CSSProperties {
  return {
    ...brand.cssVariables,
    '--fc-font-heading': brandFontFamily(brand.headingFont),
    '--fc-font-body': brandFontFamily(brand.bodyFont),
  } as React.CSSProperties
}

/**
 * Every tenant page sits in the tenant's frame (header, footer, popup), rendered here once. Were each
 * page to render it, the 404 boundary Next puts beside every page would carry a second copy of the
 * whole frame (mega-menu included) in the page's inline data. A host no tenant answers at gets no
 * frame, and only the "no site" notice whatever its page (which answers 404).
 */
export default async function SiteRootLayout({ children, params }: { children: React.ReactNode; params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  const brand = tenant ? await siteBrandFor(tenant.id) : null
  return (
    <html lang="en-AU" className={brandFontClassNames} style={brand ? brandStyle(brand) : undefined}>
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
