import type { ShowMeButtonBlock } from '@forecourt/schema'

import { showMeButtonText } from '../vehicleSearch/resultsDisplay'
import { showMeHref, showMeNoun } from './logic'

export function ShowMeButtonComponent({ block, data: count }: { block: ShowMeButtonBlock; data: number }) {
  return (
    <div className="fc-show-me">
      <a className="fc-button fc-button--primary" href={showMeHref(block)}>
        {showMeButtonText(count, showMeNoun(block))}
      </a>
    </div>
  )
}
