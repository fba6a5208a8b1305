'use client'

import { useRefinementList } from 'react-instantsearch'

import type { CardTenantSettings } from '@forecourt/domain/carCard'
import type { ListFacet } from '../instantSearchState'
import { MODEL_LIST_LIMIT, sortCarTypes } from '../resultsDisplay'
import { CheckboxList } from './CheckboxList.client'
import { facetTitles } from './labels'

export function ListFacetFilter({ attribute, card }: { attribute: Exclude<ListFacet, 'make'>; card: CardTenantSettings }) {
  const { items, refine } = useRefinementList({
    attribute,
    limit: attribute === 'model' ? MODEL_LIST_LIMIT : 20,
    sortBy: ['count:desc', 'name:asc'],
  })
  if (items.length === 0) return null
  const ordered = attribute === 'car_type' ? sortCarTypes(items, (item) => item.value) : items
  return (
    <fieldset className="fc-facet">
      <legend>{facetTitles[attribute]}</legend>
      <CheckboxList items={ordered} refine={refine} card={card} name={attribute} />
    </fieldset>
  )
}
