'use client'

import { useInstantSearch } from 'react-instantsearch'

export function ClearFilters({ primaryIndexName }: { primaryIndexName: string }) {
  const { setIndexUiState } = useInstantSearch()
  return (
    <button
      type="button"
      className="fc-search__clear"
      onClick={() => setIndexUiState((state) => ({ query: state.query, sortBy: state.sortBy }))}
      data-index={primaryIndexName}
    >
      Clear filters
    </button>
  )
}
