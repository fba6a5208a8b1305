import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'
import { showMeSearchState } from './logic'

/** The live count a 'Show Me {count}' button shows. */
export const loadShowMeButton: BlockLoader<LayoutBlockOf<'showMeButton'>, number> = (block, reads) =>
  reads.stockCount(showMeSearchState(block))
