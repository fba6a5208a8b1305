import type { Feature } from '../lib/feature'
import { processSearchReconciler } from './reconcile'

/**
 * Search of a site's stock: the indices (registry.ts) kept current by the vehicles' hooks, the storefront's
 * queries, and the periodic reconciliation that repairs what reached the database without the hooks. Its
 * endpoints sit on the collections they search (vehicles, models).
 */
export const searchFeature: Feature = {
  name: 'search',
  start: processSearchReconciler,
}
