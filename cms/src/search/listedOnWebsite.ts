import type { Where } from 'payload'

/**
 * Which cars the public search index holds: the ones a dealer lists on their site. A car with
 * `show_on_dealer_website` false is never indexed (nor pushed to a tenant's Algolia), so no filter a
 * visitor sends can reveal it. Unset counts as listed, as on the car page (the field defaults to true).
 */
export function isListedOnWebsite(vehicle: { show_on_dealer_website?: boolean | null }): boolean {
  return vehicle.show_on_dealer_website !== false
}

/** The same rule as a query: one tenant's listed cars. */
export function listedOnWebsiteWhere(tenantId: number | string): Where {
  return {
    and: [
      { tenant: { equals: tenantId } },
      { or: [{ show_on_dealer_website: { equals: true } }, { show_on_dealer_website: { exists: false } }] },
    ],
  }
}
