'use client'

import type { useRefinementList } from 'react-instantsearch'

import type { CardTenantSettings } from '@forecourt/domain/carCard'
import { formatThousands } from '@forecourt/domain/vehicle'
import { facetLabel } from './labels'

export function CheckboxList({
  items,
  refine,
  card,
  name,
}: {
  items: ReturnType<typeof useRefinementList>['items']
  refine: (value: string) => void
  card: CardTenantSettings
  name: string
}) {
  return (
    <ul className="fc-facet__list">
      {items.map((item) => (
        <li key={item.value}>
          <label className="fc-facet__option">
            <input type="checkbox" name={name} value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} />
            <span>{facetLabel(item.label, card)}</span>
            <span className="fc-facet__count">{formatThousands(item.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}
