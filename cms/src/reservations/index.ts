import type { Feature } from '../lib/feature'
import { Reservations } from './collection'
import { processReleaseJob } from './releaseJob'
import { testProcessorEndpoints } from './testProcessorPages'

/**
 * Reserve a car online with a deposit: the reservations collection (its endpoints start, confirm,
 * refund and convert), the payment adapters, the release of holds after 48 hours, and the built-in
 * test processor's pages (served only while a site runs on it).
 */
export const reservationsFeature: Feature = {
  name: 'reservations',
  collections: [Reservations],
  endpoints: testProcessorEndpoints,
  start: processReleaseJob,
}
