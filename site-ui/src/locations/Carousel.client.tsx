'use client'

import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

/**
 * A row of cards that scrolls sideways, one card per step, with Previous and Next buttons that are
 * disabled at either end. The cards are server-rendered children; the row also scrolls by touch and by
 * keyboard (the buttons, and the row itself is focusable), snapping to a card.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null)
  const count = Children.count(children)
  const [index, setIndex] = useState(0)
  const [lastIndex, setLastIndex] = useState(Math.max(0, count - 1))

  // Which card is at the start of the row, and which is the last start the row can scroll to
  // (with three cards in view, the last start is the third from the end).
  const measure = useCallback(() => {
    const list = track.current
    if (!list) return
    const items = Array.from(list.children) as HTMLElement[]
    const maxScroll = list.scrollWidth - list.clientWidth
    const starts = items.map((item) => item.offsetLeft - (items[0]?.offsetLeft ?? 0))
    const reachable = starts.findIndex((start) => start >= maxScroll - 2)
    setLastIndex(reachable === -1 ? Math.max(0, items.length - 1) : reachable)
    let nearest = 0
    for (let i = 0; i < starts.length; i += 1) {
      if (Math.abs(starts[i]! - list.scrollLeft) < Math.abs(starts[nearest]! - list.scrollLeft)) nearest = i
    }
    setIndex(list.scrollLeft >= maxScroll - 2 ? Math.max(nearest, reachable === -1 ? nearest : reachable) : nearest)
  }, [])

  useEffect(() => {
    measure()
    const list = track.current
    if (!list) return
    list.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      list.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [measure])

  const go = (to: number) => {
    const list = track.current
    const items = list ? (Array.from(list.children) as HTMLElement[]) : []
    const target = items[Math.max(0, Math.min(to, items.length - 1))]
    if (!list || !target) return
    list.scrollTo({ left: target.offsetLeft - (items[0]?.offsetLeft ?? 0), behavior: 'smooth' })
    setIndex(Math.max(0, Math.min(to, lastIndex)))
  }

  return (
    <section className="fc-carousel" aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className="fc-carousel__track" tabIndex={0} aria-label={`${label}: ${count} cards`}>
        {children}
      </ul>
      <div className="fc-carousel__controls">
        <button type="button" className="fc-carousel__button" onClick={() => go(index - 1)} disabled={index <= 0} aria-label="Previous">
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="fc-carousel__button" onClick={() => go(index + 1)} disabled={index >= lastIndex} aria-label="Next">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  )
}
