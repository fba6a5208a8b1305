// The search widgets' own hooks. A .tsx file, though it holds no markup, so that the React hooks lint
// rules (eslint.config.mjs applies them to *.tsx) check them as they checked them beside the widgets.
import { useEffect, useMemo, useRef } from 'react'
import { useInstantSearch } from 'react-instantsearch'

import { displayedHitCount, type HitCountSettings } from '../resultsDisplay'

/** Calls the latest callback once the caller has been quiet for `delayMs`. */
export function useDebounced<T extends unknown[]>(callback: (...args: T) => void, delayMs: number): (...args: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  // eslint-disable-next-line react-hooks/refs -- the latest callback, read only when the timer fires, never during render
  latest.current = callback
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(
    () =>
      (...args: T) => {
        clearTimeout(timer.current)
        timer.current = setTimeout(() => latest.current(...args), delayMs)
      },
    [delayMs],
  )
}

/** How many cars the results count as found, by the tenant's counting rules (see displayedHitCount). */
export function useDisplayedHitCount(hitCount: HitCountSettings): number {
  const { results } = useInstantSearch()
  const statusFacet = results.facets?.find?.((facet) => facet.name === 'status')?.data as Record<string, number> | undefined
  return displayedHitCount(results.nbHits, statusFacet, hitCount)
}
