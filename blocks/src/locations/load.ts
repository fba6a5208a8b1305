import { blockVariant } from '@forecourt/domain/locations'
import type { LocationsSectionView } from '@forecourt/site-ui/locations'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'

/** The locations a locations block shows; null when the tenant has none of that kind. */
export const loadLocations: BlockLoader<LayoutBlockOf<'locations'>, LocationsSectionView | null> = (block, reads) => {
  const locationId = typeof block.location === 'object' && block.location ? block.location.id : block.location
  return reads.locationsSection(blockVariant(block.variant, locationId))
}
