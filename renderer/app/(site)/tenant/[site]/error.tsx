'use client'

import Link from 'next/link'
import { useEffect } from 'react'

/**
 * A page of a dealer site that failed to render: said plainly inside the site's frame (the layout still
 * draws the header and footer), with a way to try again and a way on. The error itself is in the server log.
 */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="fc-not-found" role="alert">
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown just now. Please try again in a moment.</p>
      <button className="fc-button fc-button--primary" type="button" onClick={() => reset()}>
        Try again
      </button>{' '}
      <Link className="fc-button fc-button--secondary" href="/">
        Go to the home page
      </Link>
    </section>
  )
}
