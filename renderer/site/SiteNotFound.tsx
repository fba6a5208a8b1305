import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { type ReactElement, Suspense } from 'react'

import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { PageNotFound } from './PageNotFound'

/** Raises the 404 from inside a Suspense boundary, below the content already rendered beside it. */
async function Answer404(): Promise<never> {
  notFound()
}

/**
 * A page's "not found", drawn by the server into the HTML inside the tenant's frame, with status 404.
 * A notFound() thrown by the page itself reaches the server's HTML renderer outside any boundary (the
 * not-found boundary is a client one, which server rendering does not run), and the visitor got an empty
 * shell drawn later in the browser; thrown here, inside a Suspense boundary, it still sets the status
 * while the content beside it is rendered as HTML.
 */
export function SiteNotFound() {
  return (
    <>
      {/* The same as the not-found boundary draws (../not-found.tsx), which replaces it once the page runs in the browser. */}
      <PageNotFound />
      <Suspense fallback={null}>
        <Answer404 />
      </Suspense>
    </>
  )
}

/**
 * What a page under the tenant route tree answers for something it does not have (a car, an offer, a
 * location, a page): the framed 404 above for a known tenant; for a host no tenant answers at, the
 * layout already draws "no site at this address" and notFound() only sets the status.
 */
export async function siteNotFound(params: SiteParams): Promise<ReactElement> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) notFound()
  return <SiteNotFound />
}

/** The title and robots rule of siteNotFound's answer, for the page's generateMetadata. */
export async function siteNotFoundMetadata(params: SiteParams): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  return { title: tenant ? `Page not found | ${tenant.name}` : 'No site at this address', robots: { index: false } }
}
