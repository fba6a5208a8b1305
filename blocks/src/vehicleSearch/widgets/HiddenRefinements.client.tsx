'use client'

import { useRange, useRefinementList } from 'react-instantsearch'

/** A refinement carried by the URL (a location route, say) with no list of its own: applied, not shown. */
export function HiddenRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute })
  return null
}

/** A range carried by the URL (`subscription_price=100:300`) with no slider of its own: applied, not shown. */
export function HiddenRange({ attribute }: { attribute: string }) {
  useRange({ attribute })
  return null
}
