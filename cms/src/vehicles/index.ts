import type { Feature } from '../lib/feature'
import { Vehicles } from './collection'

/** The dealer's stock: cars, their pages' view counts, and what a shopper may see of them. */
export const vehiclesFeature: Feature = {
  name: 'vehicles',
  collections: [Vehicles],
}
