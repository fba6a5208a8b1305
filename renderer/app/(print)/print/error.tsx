'use client'

import { useEffect } from 'react'

/** A print sheet that failed to render: a plain notice on the page the browser was about to print. */
export default function PrintError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main id="main" className="fc-not-found" role="alert">
      <h1>Something went wrong</h1>
      <p>Sorry, this printable page could not be shown just now. Please try again in a moment.</p>
      <button className="fc-button fc-button--primary" type="button" onClick={() => reset()}>
        Try again
      </button>
    </main>
  )
}
