import type { Feature } from '../lib/feature'
import { PhoneReveals } from './collection'

/** Each tap that reveals a dealer's number on a car's page, kept as a lead signal. */
export const phoneRevealsFeature: Feature = {
  name: 'phoneReveals',
  collections: [PhoneReveals],
}
