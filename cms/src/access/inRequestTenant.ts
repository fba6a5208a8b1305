import type { Access } from 'payload'

import { tenantIdForAnonymousRequest } from '../auth/requestTenant'

/** Like publishedInRequestTenant, for collections without drafts (media). */
export const inRequestTenant: Access = async ({ req }) => {
  if (req.user) return true
  const tenantId = await tenantIdForAnonymousRequest(req)
  if (tenantId === null) return false
  return { tenant: { equals: tenantId } }
}
