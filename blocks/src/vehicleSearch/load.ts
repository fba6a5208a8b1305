import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'

/** A car-search block's first page of results, from the marketer's car types and make. */
export const loadVehicleSearch: BlockLoader<LayoutBlockOf<'vehicleSearch'>> = async (block, id, reads) => {
  const preset = {
    ...(block.carTypes?.length ? { car_type: [...block.carTypes] } : {}),
    ...(block.make?.trim() ? { make: [block.make.trim()] } : {}),
  }
  const view = await reads.searchPageView(preset)
  return view ? { searchViews: { [id]: view } } : {}
}
