import Link from 'next/link'

import { requestTenant } from '../../../lib/tenant'
import { SiteShell } from '../SiteShell'

/**
 * Both 404s: a known tenant's own "page not found", or, for a host no tenant answers at,
 * "no site at this address".
 */
export default async function NotFound() {
  const tenant = await requestTenant()
  if (!tenant) {
    return (
      <main id="main" className="fc-no-site">
        <h1>No site at this address</h1>
        <p>There is no dealer website at this address. Check the address, or contact the dealer for their website.</p>
      </main>
    )
  }
  return (
    <SiteShell tenant={tenant}>
      <section className="fc-not-found">
        <h1>Page not found</h1>
        <p>Sorry, we couldn&apos;t find that page on {tenant.name}.</p>
        <Link className="fc-button fc-button--primary" href="/">
          Go to the home page
        </Link>
      </section>
    </SiteShell>
  )
}
