import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'
import { showMeSearchState } from './logic'

/** The live count a 'Show Me {count}' button shows. */
export const loadShowMeButton: BlockLoader<LayoutBlockOf<'showMeButton'>> = async (block, id, reads) => ({
  stockCounts: { [id]: await reads.stockCount(showMeSearchState(block)) },
})
