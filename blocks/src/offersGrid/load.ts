import type { OfferCardView } from '@forecourt/site-ui/offers'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'

/** The live offers a special-offers block shows. */
export const loadOffersGrid: BlockLoader<LayoutBlockOf<'offersGrid'>, readonly OfferCardView[]> = (block, reads) =>
  reads.offerCards({ limit: block.limit ?? 6, category: block.category })
