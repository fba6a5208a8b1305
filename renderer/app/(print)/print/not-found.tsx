import { requestTenant } from '../../../lib/tenant'
import NotFound from '../../(site)/[[...slug]]/not-found'
import { PageNotFound } from '../../(site)/PageNotFound'
import { SiteShell } from '../../(site)/SiteShell'

/**
 * A print page for a car that is missing, hidden, or where printing is off: the site's own 404, in
 * the tenant's frame (which the print layout does not draw).
 */
export default async function PrintNotFound() {
  const tenant = await requestTenant()
  if (!tenant) return <NotFound />
  return (
    <SiteShell tenant={tenant}>
      <PageNotFound siteName={tenant.name} />
    </SiteShell>
  )
}
