'use client'

import { useId } from 'react'
import { useSortBy } from 'react-instantsearch'

import { indexForSortBy } from '../instantSearchState'
import { sortOptions } from '../sortOptions'
import type { SearchPageView } from '../view'

export function SortSelect({ page }: { page: SearchPageView['page'] }) {
  const items = sortOptions(page.sortTenant).map((option) => ({ label: option.label, value: indexForSortBy(option.urlValue, page) }))
  const { currentRefinement, refine } = useSortBy({ items })
  const id = useId()
  return (
    <div className="fc-search__sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  )
}
