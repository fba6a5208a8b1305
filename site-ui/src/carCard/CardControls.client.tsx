'use client'

import type { ComponentProps } from 'react'

import { isCompared, type CompareEntry } from '@forecourt/domain/compare'
import { toggleComparedCar, useCompareList } from '../compare/compareStore.client'
import { WatchlistButton } from '../vehiclePage/WatchlistButton.client'

function CompareButton({ entry }: { entry: CompareEntry }) {
  // Whether the car is on the list is the visitor's own: read in the browser, never part of the cached HTML.
  const compared = isCompared(useCompareList(), entry.id)
  return (
    <button
      type="button"
      className={`fc-vehicle-tools__button fc-compare-toggle${compared ? ' fc-compare-toggle--on' : ''}`}
      aria-pressed={compared}
      onClick={() => toggleComparedCar(entry)}
    >
      <svg
        className="fc-icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 6h10M4 12h16M4 18h7" />
      </svg>
      Compare<span className="fc-visually-hidden"> {entry.title}</span>
    </button>
  )
}

/** A card's watchlist and compare controls: the only script a card brings. */
export function CardControls({
  favourite,
  compare,
}: {
  favourite: ComponentProps<typeof WatchlistButton> | null
  compare: CompareEntry | null
}) {
  return (
    <div className="fc-car-card__controls">
      {favourite ? <WatchlistButton {...favourite} /> : null}
      {compare ? <CompareButton entry={compare} /> : null}
    </div>
  )
}
