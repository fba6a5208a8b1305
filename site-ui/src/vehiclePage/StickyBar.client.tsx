'use client'

import { useEffect, useState } from 'react'

import { isStickyBarExpanded } from './stickyBar.view'
import { CallNowLink, type CallEventCar, type CallTarget } from './CallNowLink.client'

/**
 * The phone-sized bar fixed to the bottom of the screen: Call Now and Enquire Now, and once the
 * visitor has scrolled past 900 px the car's title and price too. Hidden on wide screens by CSS,
 * where the sidebar holds the same buttons.
 */
export function StickyBar({
  title,
  priceText,
  call,
  enquireHref,
  enquireLabel = 'Enquire Now',
}: {
  title: string
  priceText: string
  /** Call Now's target (see CallNowLink), or null when the bar has no Call Now. */
  call: ({ car: CallEventCar } & CallTarget) | null
  enquireHref: string | null
  /** The enquire button's text: the site's wording where it sets one. */
  enquireLabel?: string
}) {
  const [expanded, setExpanded] = useState(false)
  useEffect(() => {
    const update = () => setExpanded(isStickyBarExpanded(window.scrollY))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!call && !enquireHref) return null
  return (
    <div className={`fc-sticky-bar${expanded ? ' fc-sticky-bar--expanded' : ''}`} data-expanded={expanded}>
      {expanded ? (
        <p className="fc-sticky-bar__summary">
          <strong className="fc-sticky-bar__price">{priceText}</strong> <span className="fc-sticky-bar__title">{title}</span>
        </p>
      ) : null}
      <div className="fc-sticky-bar__buttons">
        {call ? (
          <CallNowLink className="fc-button fc-button--secondary" {...call}>
            Call Now
          </CallNowLink>
        ) : null}
        {enquireHref ? (
          <a className="fc-button fc-button--primary" href={enquireHref}>
            {enquireLabel}
          </a>
        ) : null}
      </div>
    </div>
  )
}
