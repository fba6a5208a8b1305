import type { PayloadRequest } from 'payload'

import { findTenantByHost } from '../tenancy/resolveTenant'

/**
 * The tenant an anonymous read is scoped to: the renderer passes it in `context.tenantId` (server-side
 * only, never from the client); REST and GraphQL requests get the tenant their Host names.
 */
export async function tenantIdForAnonymousRequest(req: PayloadRequest): Promise<number | string | null> {
  const fromContext = req.context?.tenantId
  if (typeof fromContext === 'number' || typeof fromContext === 'string') return fromContext
  const host = req.headers?.get('host')
  if (!host) return null
  const tenant = await findTenantByHost(req.payload, host)
  return tenant?.id ?? null
}
