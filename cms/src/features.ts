import { siteContentFeature } from './collections'
import { contentChangesFeature } from './contentChanges'
import { enquiriesFeature } from './enquiries'
import { financeFeature } from './finance'
import type { Feature } from './lib/feature'
import { phoneRevealsFeature } from './phoneReveals'
import { purchaseJourneysFeature } from './purchaseJourneys'
import { reservationsFeature } from './reservations'
import { searchFeature } from './search'
import { shoppersFeature } from './shoppers'
import { tradeInFeature } from './tradeIn'
import { vehiclesFeature } from './vehicles'

/**
 * Every feature of the cms, each kept whole in its folder: the config applies each as a plugin (its
 * collections and endpoints join the config, and everything that needs the list of collections, the tenancy
 * plugin, tenant deletion and the admin, reads it from there), and the services start each one's background
 * work, in this order. Adding a feature is one line here.
 * Reservations before purchase journeys: of two collections that point at each other, the first
 * listed is emptied first when a tenant is deleted (tenancy/deletionOrder.ts).
 */
export const features: readonly Feature[] = [
  siteContentFeature,
  vehiclesFeature,
  enquiriesFeature,
  phoneRevealsFeature,
  tradeInFeature,
  shoppersFeature,
  reservationsFeature,
  purchaseJourneysFeature,
  financeFeature,
  searchFeature,
  contentChangesFeature,
]
