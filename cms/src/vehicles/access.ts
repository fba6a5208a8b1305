import type { Access, Where } from 'payload'

import { tenantIdForAnonymousRequest } from '../auth/requestTenant'

/**
 * Signed-in users read what the multi-tenant plugin lets them. Anonymous readers see only the cars a
 * dealer lists on their site (show_on_dealer_website), of the one tenant the request is for.
 */
export const listedVehiclesInRequestTenant: Access = async ({ req }) => {
  if (req.user) return true
  const tenantId = await tenantIdForAnonymousRequest(req)
  if (tenantId === null) return false
  const listed: Where = { and: [{ tenant: { equals: tenantId } }, { show_on_dealer_website: { equals: true } }] }
  return listed
}
