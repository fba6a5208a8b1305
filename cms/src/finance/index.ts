import type { Feature } from '../lib/feature'
import { financeQuoteEndpoint } from './endpoints'

/** Finance estimates on car cards and pages, from the configured quote provider. */
export const financeFeature: Feature = {
  name: 'finance',
  endpoints: [financeQuoteEndpoint],
}
