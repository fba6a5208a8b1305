'use client'

import { usePagination } from 'react-instantsearch'

export function Pagination() {
  const { pages, currentRefinement, nbPages, refine, createURL, isFirstPage, isLastPage } = usePagination({ padding: 2 })
  if (nbPages <= 1) return null
  const link = (page: number, label: string, text: string, current = false) => (
    <a
      href={createURL(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault()
        refine(page)
        document.getElementById('search-results')?.scrollIntoView()
      }}
    >
      {text}
    </a>
  )
  return (
    <nav className="fc-pagination" aria-label="Results pages">
      <ul>
        {!isFirstPage ? <li>{link(currentRefinement - 1, 'Previous page', 'Previous')}</li> : null}
        {pages.map((page) => (
          <li key={page}>{link(page, `Page ${page + 1}`, String(page + 1), page === currentRefinement)}</li>
        ))}
        {!isLastPage ? <li>{link(currentRefinement + 1, 'Next page', 'Next')}</li> : null}
      </ul>
    </nav>
  )
}
