'use client'

import { useRefinementList } from 'react-instantsearch'

import { POPULAR_MAKES_TITLE, popularMakes } from '../resultsDisplay'

export function PopularMakes() {
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 100 })
  if (items.some((item) => item.isRefined)) return null
  const counts = Object.fromEntries(items.map((item) => [item.value, item.count]))
  const makes = popularMakes(counts)
  if (makes.length === 0) return null
  return (
    <nav className="fc-popular-makes" aria-label={POPULAR_MAKES_TITLE}>
      <h2>{POPULAR_MAKES_TITLE}</h2>
      <ul>
        {makes.map((make) => (
          <li key={make}>
            <button type="button" onClick={() => refine(make)}>
              {make}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
