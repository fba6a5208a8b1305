import { blockVariant } from '@forecourt/domain/locations'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'

/** The locations a locations block shows; nothing when the tenant has none of that kind. */
export const loadLocations: BlockLoader<LayoutBlockOf<'locations'>> = async (block, id, reads) => {
  const locationId = typeof block.location === 'object' && block.location ? block.location.id : block.location
  const view = await reads.locationsSection(blockVariant(block.variant, locationId))
  return view ? { locationSections: { [id]: view } } : {}
}
