'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { COMPARE_CHANGE_EVENT, useCompareList, type CompareChange } from './compareStore.client'

// The tray's own code loads only once the visitor has a car to compare (added now, or kept from an earlier visit).
const CompareTrayPanel = lazy(() => import('./CompareTrayPanel.client'))

/**
 * On sites with compare on, in every page's frame: the polite live region that says what each Compare
 * button did (present from the first paint, so the first announcement is heard), and the tray.
 */
export function CompareTray() {
  const list = useCompareList()
  const [message, setMessage] = useState('')

  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<CompareChange | undefined>).detail
      if (detail?.announcement) setMessage(detail.announcement)
    }
    window.addEventListener(COMPARE_CHANGE_EVENT, onChange)
    return () => window.removeEventListener(COMPARE_CHANGE_EVENT, onChange)
  }, [])

  return (
    <>
      <div className="fc-visually-hidden" role="status" aria-live="polite" data-compare-announcer="">
        {message}
      </div>
      {list.length > 0 ? (
        <Suspense fallback={null}>
          <CompareTrayPanel list={list} />
        </Suspense>
      ) : null}
    </>
  )
}
