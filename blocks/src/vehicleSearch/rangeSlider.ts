import { toNumber } from '@forecourt/domain/vehicle'

export const SLIDER_DEBOUNCE_MS = 400
export const SEARCH_TEXT_DEBOUNCE_MS = 300
export const DEFAULT_PRICE_SLIDER_MAX = 100_000
/** Prices and kilometres move in whole thousands; years and others are left as they are. */
export const SNAP_TO_THOUSAND_ATTRIBUTES: readonly string[] = ['price', 'km']
export const KEYBOARD_PAGE_STEPS = 10

export type NumericRange = { min: number; max: number }
export type RejectedRangeValue = { thumb: 'min' | 'max'; value: number; reason: 'not_a_number' | 'outside_range' }
export type RangeUpdate = { range: NumericRange; rejected: RejectedRangeValue | null }

export function snapRangeValue(attribute: string, value: number): number {
  return SNAP_TO_THOUSAND_ATTRIBUTES.includes(attribute) ? Math.round(value / 1000) * 1000 : value
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high)
}

/**
 * Moves one thumb. A value outside the facet bounds is not clamped but ignored (and reported so the
 * caller can log it): it comes from a stale URL or a typo, not from dragging. Snapping can push an
 * accepted value past a bound or the other thumb; that is clamped.
 */
export function moveRangeThumb(
  attribute: string,
  bounds: NumericRange,
  current: NumericRange,
  thumb: 'min' | 'max',
  value: number,
): RangeUpdate {
  if (!Number.isFinite(value)) return { range: current, rejected: { thumb, value, reason: 'not_a_number' } }
  if (value < bounds.min || value > bounds.max) return { range: current, rejected: { thumb, value, reason: 'outside_range' } }
  const snapped = snapRangeValue(attribute, value)
  if (thumb === 'min')
    return { range: { min: clamp(snapped, bounds.min, Math.min(current.max, bounds.max)), max: current.max }, rejected: null }
  return { range: { min: current.min, max: clamp(snapped, Math.max(current.min, bounds.min), bounds.max) }, rejected: null }
}

/** A refinement from the URL applied to fresh facet bounds: both ends checked, every rejection reported. */
export function rangeFromRefinement(
  attribute: string,
  bounds: NumericRange,
  requested: { min?: number; max?: number },
): { range: NumericRange; rejected: RejectedRangeValue[] } {
  const rejected: RejectedRangeValue[] = []
  let range: NumericRange = { ...bounds }
  for (const thumb of ['min', 'max'] as const) {
    const value = requested[thumb]
    if (value === undefined) continue
    const update = moveRangeThumb(attribute, bounds, range, thumb, value)
    range = update.range
    if (update.rejected) rejected.push(update.rejected)
  }
  return { range, rejected }
}

export type SliderConfig = NumericRange & { step: number }

/** Bounds of the search price slider: the facet stats, else 0 to 100,000; a hundred steps across. */
export function priceSliderConfig(facetStats?: { min?: number | null; max?: number | null } | null): SliderConfig {
  const min = typeof facetStats?.min === 'number' && Number.isFinite(facetStats.min) ? facetStats.min : 0
  const statsMax = facetStats?.max
  const max =
    typeof statsMax === 'number' && Number.isFinite(statsMax) && statsMax > min ? statsMax : Math.max(DEFAULT_PRICE_SLIDER_MAX, min)
  return { min, max, step: (max - min) / 100 }
}

/** Arrow keys move one step, PageUp/PageDown ten, Home/End jump to the ends; other keys are not the slider's. */
export function keyboardSliderValue(key: string, value: number, slider: SliderConfig): number | null {
  const steps: Record<string, number> = {
    ArrowUp: 1,
    ArrowRight: 1,
    ArrowDown: -1,
    ArrowLeft: -1,
    PageUp: KEYBOARD_PAGE_STEPS,
    PageDown: -KEYBOARD_PAGE_STEPS,
  }
  if (key === 'Home') return slider.min
  if (key === 'End') return slider.max
  const count = steps[key]
  if (count === undefined) return null
  return clamp(value + count * slider.step, slider.min, slider.max)
}

/** '$25,000' → 25000; blank or unreadable input → null. */
export function parseTypedNumber(input: string): number | null {
  return toNumber(input)
}

// The vehicle page's own slider lives with the page's rules; re-exported for the search's callers.
export { moveVehiclePagePriceThumb, priceRangeSearchHref, VEHICLE_PAGE_PRICE_RANGE } from '@forecourt/domain/vehiclePage'
