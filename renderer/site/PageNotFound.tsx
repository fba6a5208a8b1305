import Link from 'next/link'

/**
 * A tenant's own "page not found", inside its frame (the layout draws the header and footer with the
 * site's name): a way on from here, a search of the stock or the home page.
 */
export function PageNotFound({ siteName }: { siteName?: string }) {
  return (
    <section className="fc-not-found">
      <h1>Page not found</h1>
      <p>
        Sorry, we couldn&apos;t find that page{siteName ? ` on ${siteName}` : ''}. Try a search of our cars, or start from the home page.
      </p>
      <form className="fc-not-found__search" action="/search" method="get" role="search" aria-label="Search our cars">
        <label htmlFor="fc-not-found-query">Search our cars</label>
        <input id="fc-not-found-query" name="query" type="search" placeholder="Make, model or keyword" />
        <button className="fc-button fc-button--primary" type="submit">
          Search
        </button>
      </form>
      <Link className="fc-button fc-button--secondary" href="/">
        Go to the home page
      </Link>
    </section>
  )
}
