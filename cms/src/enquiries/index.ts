import type { Feature } from '../lib/feature'
import { Enquiries } from './collection'

/** Enquiries and their delivery to the dealership (email, ADF), stored before anything is tried with them. */
export const enquiriesFeature: Feature = {
  name: 'enquiries',
  collections: [Enquiries],
}
