'use client'

import { useId, useState } from 'react'

import { dealerComments, featureList, specGrid, type SpecRow } from '@forecourt/domain/vehicle'

function ToggleButton({
  label,
  expanded,
  controls,
  onToggle,
}: {
  label: string
  expanded: boolean
  controls: string
  onToggle: () => void
}) {
  return (
    <button type="button" className="fc-toggle-button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {label}
    </button>
  )
}

/** A spec grid: 4 rows, then 'Show More' / 'Show Less'. */
export function SpecGrid({ rows }: { rows: SpecRow[] }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const grid = specGrid(rows, expanded)
  return (
    <>
      <dl id={id} className="fc-spec-grid">
        {grid.visible.map((row) => (
          <div key={row.key} className="fc-spec-grid__item">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {grid.toggleLabel ? (
        <ToggleButton label={grid.toggleLabel} expanded={expanded} controls={id} onToggle={() => setExpanded(!expanded)} />
      ) : null}
    </>
  )
}

/** Standard equipment: the first 8, then 'Show All' / 'Hide'. */
export function FeatureList({ features }: { features: string[] }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const list = featureList(features, expanded)
  return (
    <>
      <ul id={id} className="fc-feature-list">
        {list.visible.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {list.toggleLabel ? (
        <ToggleButton label={list.toggleLabel} expanded={expanded} controls={id} onToggle={() => setExpanded(!expanded)} />
      ) : null}
    </>
  )
}

/** Dealer comments in paragraphs, cut at 400 characters with 'Read more' / 'Read less'. */
export function DealerComments({ text }: { text: string | null }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const view = dealerComments(text, expanded)
  if (view.kind === 'pending') return <p className="fc-dealer-comments__pending">{view.text}</p>
  return (
    <>
      <div id={id} className="fc-dealer-comments__text">
        {view.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {view.toggleLabel ? (
        <ToggleButton label={view.toggleLabel} expanded={expanded} controls={id} onToggle={() => setExpanded(!expanded)} />
      ) : null}
    </>
  )
}
