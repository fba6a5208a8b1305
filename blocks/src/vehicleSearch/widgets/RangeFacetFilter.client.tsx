'use client'

import { useEffect, useId, useState } from 'react'
import { useRange } from 'react-instantsearch'

import type { RangeFacet } from '../instantSearchState'
import { moveRangeThumb, parseTypedNumber, SLIDER_DEBOUNCE_MS, type NumericRange } from '../rangeSlider'
import { formatRangeValue, rangeTitles } from './labels'
import { useDebounced } from './hooks'

export function RangeFacetFilter({ attribute }: { attribute: RangeFacet }) {
  const { range, start, refine, canRefine } = useRange({ attribute })
  const bounds: NumericRange = { min: range.min ?? 0, max: range.max ?? 0 }
  const applied: NumericRange = {
    min: Number.isFinite(start[0]) ? Math.max(start[0] as number, bounds.min) : bounds.min,
    max: Number.isFinite(start[1]) ? Math.min(start[1] as number, bounds.max) : bounds.max,
  }
  const [draft, setDraft] = useState<NumericRange>(applied)
  const [typed, setTyped] = useState<{ min: string; max: string }>({ min: String(applied.min), max: String(applied.max) })
  const appliedKey = `${applied.min}:${applied.max}`
  useEffect(() => {
    setDraft(applied)
    setTyped({ min: String(applied.min), max: String(applied.max) })
    // Only a new refinement from outside (URL, clear) resets what the shopper is editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey])
  const refineLater = useDebounced((next: NumericRange) => {
    refine([next.min === bounds.min ? undefined : next.min, next.max === bounds.max ? undefined : next.max])
  }, SLIDER_DEBOUNCE_MS)
  const titleId = useId()
  if (!canRefine || bounds.max <= bounds.min) return null

  const move = (thumb: 'min' | 'max', value: number) => {
    const update = moveRangeThumb(attribute, bounds, draft, thumb, value)
    if (update.rejected) {
      // Out-of-range input is ignored, as the spec says, and logged for whoever looks.
      console.info(`Ignored ${attribute} ${thumb} ${update.rejected.value}: ${update.rejected.reason}`)
      setTyped((current) => ({ ...current, [thumb]: String(draft[thumb]) }))
      return
    }
    setDraft(update.range)
    setTyped({ min: String(update.range.min), max: String(update.range.max) })
    refineLater(update.range)
  }
  const step = attribute === 'year' ? 1 : 1000
  // The track runs on whole thousands so each key press is one snap; values are then clamped to the facet bounds.
  const trackMin = attribute === 'year' ? bounds.min : Math.floor(bounds.min / step) * step
  const trackMax = attribute === 'year' ? bounds.max : Math.ceil(bounds.max / step) * step
  const clampToBounds = (value: number) => Math.min(Math.max(value, bounds.min), bounds.max)
  return (
    <fieldset className="fc-facet fc-range" aria-labelledby={titleId}>
      <legend id={titleId}>{rangeTitles[attribute]}</legend>
      <p className="fc-range__summary" aria-live="polite">
        {formatRangeValue(attribute, draft.min)} – {formatRangeValue(attribute, draft.max)}
      </p>
      {(['min', 'max'] as const).map((thumb) => (
        <div className="fc-range__thumb" key={thumb}>
          <label>
            <span>{`${thumb === 'min' ? 'Minimum' : 'Maximum'} ${rangeTitles[attribute].toLowerCase()}`}</span>
            <input
              type="range"
              min={trackMin}
              max={trackMax}
              step={step}
              value={draft[thumb]}
              aria-valuetext={formatRangeValue(attribute, draft[thumb])}
              onChange={(event) => move(thumb, clampToBounds(Number(event.target.value)))}
            />
          </label>
          <label>
            <span className="fc-visually-hidden">{`${thumb === 'min' ? 'Minimum' : 'Maximum'} ${rangeTitles[attribute].toLowerCase()}, typed`}</span>
            <input
              type="text"
              inputMode="numeric"
              className="fc-range__typed"
              value={typed[thumb]}
              onChange={(event) => setTyped((current) => ({ ...current, [thumb]: event.target.value }))}
              onBlur={(event) => {
                const value = parseTypedNumber(event.target.value)
                if (value === null) setTyped((current) => ({ ...current, [thumb]: String(draft[thumb]) }))
                else move(thumb, value)
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                const value = parseTypedNumber(event.currentTarget.value)
                if (value !== null) move(thumb, value)
              }}
            />
          </label>
        </div>
      ))}
    </fieldset>
  )
}
