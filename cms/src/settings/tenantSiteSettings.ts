import type { Payload } from 'payload'

import type { SiteSettingsSelect } from '@forecourt/schema'

/**
 * The fields `select` names of a tenant's site settings (one document per tenant), or null for a site
 * that has none yet, whose callers fall back to the defaults. Read as the server, whatever the request.
 */
export async function tenantSiteSettings<TSelect extends SiteSettingsSelect<true>>(
  payload: Payload,
  tenantId: number | string,
  select: TSelect,
  options: { depth?: number } = {},
) {
  const { docs } = await payload.find({
    collection: 'site-settings',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: options.depth ?? 0,
    pagination: false,
    select,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
