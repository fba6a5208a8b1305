import Link from 'next/link'

/** A known tenant's own "page not found". */
export function PageNotFound({ siteName }: { siteName: string }) {
  return (
    <section className="fc-not-found">
      <h1>Page not found</h1>
      <p>Sorry, we couldn&apos;t find that page on {siteName}.</p>
      <Link className="fc-button fc-button--primary" href="/">
        Go to the home page
      </Link>
    </section>
  )
}
