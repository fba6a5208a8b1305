import { PageNotFound } from '@/site/PageNotFound'

/**
 * A known tenant's own "page not found" (status 404) for every page of the site, inside the frame the
 * layout draws; a host no tenant answers at gets the layout's "no site at this address" instead. Beside
 * the root layout so that the server renders it into the HTML. Without params here: the site's name is
 * in the frame around it, and the title comes from the page's own metadata.
 */
export default function NotFound() {
  return <PageNotFound />
}
