'use client'

import { useToggleRefinement } from 'react-instantsearch'

export function CertifiedToggle() {
  const { value, refine } = useToggleRefinement({ attribute: 'certified', on: true })
  return (
    <label className="fc-facet fc-toggle">
      <input type="checkbox" checked={value.isRefined} onChange={() => refine({ isRefined: value.isRefined })} />
      <span>Only show Toyota Certified Vehicles</span>
    </label>
  )
}
