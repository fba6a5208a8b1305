import 'server-only'

import type { SiteSetting } from '@forecourt/schema'
import { payloadClient } from '@/lib/payload'
import { cachedRead, tags } from './cached'

/** The tenant's settings document (one per tenant), or null before onboarding has written one. */
const readSiteSettings = async (tenantId: number | string): Promise<SiteSetting | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'site-settings',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const siteSettingsFor = cachedRead('site-settings', (tenantId) => tags.tenant(tenantId, 'site-settings'), readSiteSettings)
