import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { requestTenant } from '../../lib/tenant'
import { SiteShell } from './SiteShell'
import './site.css'

export const metadata: Metadata = { title: 'Forecourt' }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#111827' }

/**
 * Every tenant page sits in the tenant's frame (header, footer, popup), rendered here once. Were each
 * page to render it, the 404 boundary Next puts beside every page would carry a second copy of the
 * whole frame (mega-menu included) in the page's inline data. A host no tenant answers at gets no frame.
 */
export default async function SiteRootLayout({ children }: { children: React.ReactNode }) {
  const tenant = await requestTenant()
  return (
    <html lang="en-AU">
      <body>{tenant ? <SiteShell tenant={tenant}>{children}</SiteShell> : children}</body>
    </html>
  )
}
