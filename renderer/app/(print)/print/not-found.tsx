import { requestTenant } from '@/lib/reads/tenant'
import { PageNotFound } from '@/site/PageNotFound'
import { SiteShell } from '@/site/SiteShell'

/**
 * A print page for a car that is missing, hidden, or where printing is off: the site's own 404, in
 * the tenant's frame (which the print layout does not draw).
 */
export default async function PrintNotFound() {
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
      <PageNotFound siteName={tenant.name} />
    </SiteShell>
  )
}
