'use client'

import { useState } from 'react'
import { useRefinementList } from 'react-instantsearch'

import type { CardTenantSettings } from '@forecourt/domain/carCard'
import { OptimisedImage } from '@forecourt/site-ui/media'
import { formatThousands } from '@forecourt/domain/vehicle'
import { MAKE_LIST_COLLAPSED_COUNT, SHOW_ALL_MAKES_TEXT, visibleMakes } from '../resultsDisplay'
import type { MakeLogo } from '../view'
import { facetLabel, facetTitles } from './labels'

const MAKE_LOGO_HEIGHT = 24

/** The make's logo beside its name (decorative: the name follows), or its first letters where it has none. */
function MakeLogoMark({ make, logo }: { make: string; logo: MakeLogo | undefined }) {
  if (logo) {
    const width = Math.round((logo.width / logo.height) * MAKE_LOGO_HEIGHT)
    return (
      <OptimisedImage
        className="fc-make-logo fc-make-logo--image"
        src={logo.src}
        alt=""
        width={width}
        height={MAKE_LOGO_HEIGHT}
        sizes={`${width}px`}
      />
    )
  }
  return (
    <span className="fc-make-logo" aria-hidden="true">
      {make.slice(0, 2).toUpperCase()}
    </span>
  )
}

export function MakeFacet({ card, logos }: { card: CardTenantSettings; logos: Record<string, MakeLogo> }) {
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 100, sortBy: ['count:desc', 'name:asc'] })
  const [showAll, setShowAll] = useState(false)
  const { shown, showAllButton } = visibleMakes(
    items,
    showAll || items.some((item, position) => item.isRefined && position >= MAKE_LIST_COLLAPSED_COUNT),
  )
  if (items.length === 0) return null
  return (
    <fieldset className="fc-facet">
      <legend>{facetTitles.make}</legend>
      <ul className="fc-facet__list fc-facet__list--makes">
        {shown.map((item) => (
          <li key={item.value}>
            <label className="fc-facet__option">
              <input type="checkbox" name="make" value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} />
              <MakeLogoMark make={item.label} logo={logos[item.label]} />
              <span>{facetLabel(item.label, card)}</span>
              <span className="fc-facet__count">{formatThousands(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {showAllButton ? (
        <button type="button" className="fc-facet__more" onClick={() => setShowAll(true)}>
          {SHOW_ALL_MAKES_TEXT}
        </button>
      ) : null}
    </fieldset>
  )
}
