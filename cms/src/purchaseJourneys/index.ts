import type { Feature } from '../lib/feature'
import { PurchaseJourneys } from './collection'

/** Buy a car online, step by step (the purchase journey), ending in a payment of the reservations feature. */
export const purchaseJourneysFeature: Feature = {
  name: 'purchaseJourneys',
  collections: [PurchaseJourneys],
}
