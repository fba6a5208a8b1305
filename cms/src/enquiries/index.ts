import type { Feature } from '../lib/feature'
import { Enquiries } from './collection'
import { processLeadDeliveryWorker } from './worker'

/** Enquiries and their delivery to the dealership (email, ADF), stored before anything is tried with them. */
export const enquiriesFeature: Feature = {
  name: 'enquiries',
  collections: [Enquiries],
  // Its first pass picks up leads stored while no worker ran, or left mid-send by one that died.
  start: processLeadDeliveryWorker,
}
