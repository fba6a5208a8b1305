'use client'

import { useEffect, useState } from 'react'

import { isStickyBarExpanded } from '@forecourt/domain/vehiclePage'

/**
 * The phone-sized bar fixed to the bottom of the screen: Call Now and Enquire Now, and once the
 * visitor has scrolled past 900 px the car's title and price too. Hidden on wide screens by CSS,
 * where the sidebar holds the same buttons.
 */
export function StickyBar({
  title,
  priceText,
  callHref,
  enquireHref,
}: {
  title: string
  priceText: string
  callHref: string | null
  enquireHref: string | null
}) {
  const [expanded, setExpanded] = useState(false)
  useEffect(() => {
    const update = () => setExpanded(isStickyBarExpanded(window.scrollY))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!callHref && !enquireHref) return null
  return (
    <div className={`fc-sticky-bar${expanded ? ' fc-sticky-bar--expanded' : ''}`} data-expanded={expanded}>
      {expanded ? (
        <p className="fc-sticky-bar__summary">
          <strong className="fc-sticky-bar__price">{priceText}</strong> <span className="fc-sticky-bar__title">{title}</span>
        </p>
      ) : null}
      <div className="fc-sticky-bar__buttons">
        {callHref ? (
          <a className="fc-button fc-button--secondary" href={callHref}>
            Call Now
          </a>
        ) : null}
        {enquireHref ? (
          <a className="fc-button fc-button--primary" href={enquireHref}>
            Enquire Now
          </a>
        ) : null}
      </div>
    </div>
  )
}
