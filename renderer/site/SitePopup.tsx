import { PopupDialog, PopupPicture } from '@forecourt/site-ui/legal'
import type { ResolvedTenant } from '@forecourt/cms'

import { sitePopup } from '@/lib/reads/legal'

/** The tenant's current popup, if any; the dialog decides in the browser whether it was closed before. */
export async function SitePopup({ tenant }: { tenant: ResolvedTenant }) {
  const popup = await sitePopup(tenant)
  return popup ? <PopupDialog popup={popup} image={<PopupPicture popup={popup} />} /> : null
}
