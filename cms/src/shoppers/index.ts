import type { Feature } from '../lib/feature'
import { Shoppers } from './collection'
import { ShopperCodes } from './codesCollection'
import { Watchlist } from './watchlistCollection'

/** Shoppers who sign in with a code sent to their phone, and the cars they watch. */
export const shoppersFeature: Feature = {
  name: 'shoppers',
  collections: [Shoppers, ShopperCodes, Watchlist],
}
