import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'
import type { SearchPageView } from './view'

/** A car-search block's first page of results, from the marketer's car types and make; null when there is none. */
export const loadVehicleSearch: BlockLoader<LayoutBlockOf<'vehicleSearch'>, SearchPageView | null> = (block, reads) => {
  const preset = {
    ...(block.carTypes?.length ? { car_type: [...block.carTypes] } : {}),
    ...(block.make?.trim() ? { make: [block.make.trim()] } : {}),
  }
  return reads.searchPageView(preset)
}
