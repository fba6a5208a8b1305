'use client'

import { useId, useState } from 'react'

import type { TruncatedText } from '@forecourt/domain/offers'

/** A truncated text with its toggle; the full text is in the HTML too, so nothing needs fetching. */
export function ExpandableText({
  text,
  className,
  lessLabel = 'View less',
}: {
  text: TruncatedText
  className?: string
  lessLabel?: string
}) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (!text.truncated || !text.toggleLabel) return <p className={className}>{text.full}</p>
  return (
    <div className="fc-expandable">
      <p id={id} className={className}>
        {expanded ? text.full : text.text}
      </p>
      <button type="button" className="fc-link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? lessLabel : text.toggleLabel}
      </button>
    </div>
  )
}
