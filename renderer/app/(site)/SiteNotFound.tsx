import { notFound } from 'next/navigation'
import { Suspense } from 'react'

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
