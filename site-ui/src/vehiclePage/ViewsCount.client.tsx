'use client'

import { useEffect, useRef, useState } from 'react'

import { viewsCountText, viewsFromAnswer } from '@forecourt/domain/vehiclePage'

/**
 * Records this page view and shows the count. Any failure shows nothing: the count is a nicety. The
 * line keeps its height while loading so the sidebar does not move when the number arrives.
 */
export function ViewsCount({ path }: { path: string }) {
  const [views, setViews] = useState<number | null>(null)
  // React's development double-mount would otherwise count every visit twice.
  const requested = useRef(false)
  useEffect(() => {
    if (requested.current) return
    requested.current = true
    fetch(path, { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => setViews(viewsFromAnswer(answer)))
      .catch(() => setViews(null))
  }, [path])
  return (
    <p className="fc-vehicle-summary__views" aria-live="polite">
      {views === null ? '\u00a0' : viewsCountText(views)}
    </p>
  )
}
