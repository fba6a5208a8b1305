import { requestTenant } from '../../../lib/tenant'
import { PageNotFound } from '../PageNotFound'

/**
 * Both 404s, inside the frame the layout draws: a known tenant's own "page not found", or, for a
 * host no tenant answers at (no frame), "no site at this address".
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
  return <PageNotFound siteName={tenant.name} />
}
