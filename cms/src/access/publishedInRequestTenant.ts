import type { Access, Where } from 'payload'

import { tenantIdForAnonymousRequest } from '../auth/requestTenant'

/**
 * Signed-in users read everything the multi-tenant plugin lets them (their tenants' drafts included).
 * Anonymous readers see published documents of one tenant only: the one the renderer passed in
 * `context.tenantId`, or else the one whose domain the request came to. No tenant, nothing.
 */
export const publishedInRequestTenant: Access = async ({ req }) => {
  if (req.user) return true
  const tenantId = await tenantIdForAnonymousRequest(req)
  if (tenantId === null) return false
  const published: Where = { and: [{ tenant: { equals: tenantId } }, { _status: { equals: 'published' } }] }
  return published
}
