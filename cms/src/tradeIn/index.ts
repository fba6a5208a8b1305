import type { Feature } from '../lib/feature'
import { Valuations } from './collection'
import { miscellaneousEndpoint } from './endpoints'

/** Trade-in valuations by rego: the valuations collection (lookup, estimate) and the valuation saved with its enquiry. */
export const tradeInFeature: Feature = {
  name: 'tradeIn',
  collections: [Valuations],
  endpoints: [miscellaneousEndpoint],
}
