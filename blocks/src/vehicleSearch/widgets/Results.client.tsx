'use client'

import { useHits, useInstantSearch } from 'react-instantsearch'

import { CarCard, type CarCardRecord } from '@forecourt/site-ui/carCard'
import { insertPromoCards } from '@forecourt/domain/promoCards'
import type { SearchPageView } from '../view'
import { PromoCardTile } from './PromoCardTile'

export function Results({ view }: { view: SearchPageView }) {
  const { items } = useHits<CarCardRecord & { objectID: string }>()
  const { indexUiState } = useInstantSearch()
  if (items.length === 0) {
    return <p className="fc-search__empty">No cars match these filters. Try removing one.</p>
  }
  // The server's clock, so the server-rendered grid and the hydrated one agree.
  const grid = insertPromoCards(items, view.promoCards, {
    nowMs: view.nowMs,
    chosenCarTypes: indexUiState.refinementList?.car_type ?? [],
    slots: view.promoSlots,
  })
  return (
    <ol className="fc-search__results">
      {grid.map((item, position) =>
        item.kind === 'hit' ? (
          <li key={item.hit.objectID}>
            <CarCard car={item.hit} tenant={view.card} nowMs={view.nowMs} priority={position < 2} />
          </li>
        ) : (
          <li key={`promo-${item.card.id ?? position}`}>
            <PromoCardTile content={item.card.node} />
          </li>
        ),
      )}
    </ol>
  )
}
