'use client'

import { useInstantSearch } from 'react-instantsearch'

import { formatThousands } from '@forecourt/domain/vehicle'
import type { HitCountSettings } from '../resultsDisplay'
import { useDisplayedHitCount } from './hooks'

export function ResultsStatus({ hitCount }: { hitCount: HitCountSettings }) {
  const { status, error } = useInstantSearch()
  const count = useDisplayedHitCount(hitCount)
  return (
    <div className="fc-search__status">
      <p className="fc-search__count" aria-live="polite">
        {`${formatThousands(count)} ${count === 1 ? 'car' : 'cars'} found`}
      </p>
      {status === 'stalled' || status === 'loading' ? (
        <p className="fc-search__loading" role="status">
          Updating results…
        </p>
      ) : null}
      {status === 'error' ? (
        <p className="fc-search__error" role="alert">
          {`We couldn't update the results${error?.message ? ` (${error.message})` : ''}. The last results are still shown.`}
        </p>
      ) : null}
    </div>
  )
}
