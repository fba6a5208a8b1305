import type { Payload, Where } from 'payload'

import type { Vehicle } from '@forecourt/schema'
import type { DocumentId } from '@forecourt/domain/ids'

const pageSize = 500

/**
 * Every vehicle of one tenant, read in pages in id order and handed out one at a time: the search
 * index build and the stock import each need a tenant's whole stock, and one read per page beats one
 * per car, while the caller holds no more than one page it has not used yet. `narrowedBy` keeps only
 * some of the tenant's cars (the listed ones, for the index); the tenant scope applies either way.
 * Server-side and user-less (overrideAccess): the tenant is the only scope.
 */
export async function* allTenantVehicles(payload: Payload, tenantId: DocumentId, narrowedBy?: Where): AsyncGenerator<Vehicle> {
  const tenantOnly: Where = { tenant: { equals: tenantId } }
  const where = narrowedBy ? { and: [tenantOnly, narrowedBy] } : tenantOnly
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'vehicles',
      where,
      limit: pageSize,
      page,
      depth: 0,
      sort: 'id',
      overrideAccess: true,
    })
    for (const vehicle of result.docs) yield vehicle
    if (!result.hasNextPage) break
  }
}
