import type { ShowMeButtonBlock } from '@forecourt/schema'

import type { BlockRenderContext } from '../shared/context'
import { showMeButtonText } from '../vehicleSearch/resultsDisplay'
import { showMeHref, showMeNoun } from './logic'

export function ShowMeButtonComponent({ block, context }: { block: ShowMeButtonBlock; context: BlockRenderContext }) {
  const count = block.id ? context.stockCounts?.[block.id] : undefined
  if (count === undefined) return null
  return (
    <div className="fc-show-me">
      <a className="fc-button fc-button--primary" href={showMeHref(block)}>
        {showMeButtonText(count, showMeNoun(block))}
      </a>
    </div>
  )
}
