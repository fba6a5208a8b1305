import type { Metadata, Viewport } from 'next'
import type React from 'react'

import '@/site/site.css'

export const metadata: Metadata = { title: 'Forecourt' }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#111827' }

/** The printable car sheet stands alone: no site header, footer or popup around it. */
export default function PrintRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  )
}
