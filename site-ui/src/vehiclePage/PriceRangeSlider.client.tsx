'use client'

import { useState } from 'react'

import { formatDollars } from '@forecourt/domain/vehicle'
import {
  INITIAL_PRICE_RANGE,
  moveVehiclePagePriceThumb,
  priceRangeSearchHref,
  VEHICLE_PAGE_PRICE_RANGE,
} from '@forecourt/domain/vehiclePage'

/**
 * Two thumbs over 5,000–250,000 in steps of 500 that never cross (the rule keeps them a step apart),
 * and a button to the search within the range, highest price first. Plain range inputs, so the
 * keyboard and screen readers work without extra code.
 */
export function PriceRangeSlider() {
  const [range, setRange] = useState(INITIAL_PRICE_RANGE)
  const { min, max, step } = VEHICLE_PAGE_PRICE_RANGE
  const thumb = (which: 'min' | 'max', label: string) => (
    <label className={`fc-price-range__thumb fc-price-range__thumb--${which}`}>
      <span className="fc-visually-hidden">{label}</span>
      <input
        type="range"
        name={`price_${which}`}
        min={min}
        max={max}
        step={step}
        value={range[which]}
        aria-valuetext={formatDollars(range[which])}
        onChange={(event) => setRange((current) => moveVehiclePagePriceThumb(current, which, Number(event.target.value)))}
      />
    </label>
  )
  return (
    <div className="fc-price-range">
      <p className="fc-price-range__values" aria-live="polite">
        <output>{formatDollars(range.min)}</output> – <output>{formatDollars(range.max)}</output>
      </p>
      <div className="fc-price-range__track">
        {thumb('min', 'Minimum price')}
        {thumb('max', 'Maximum price')}
      </div>
      <a className="fc-button fc-button--primary fc-price-range__search" href={priceRangeSearchHref(range)}>
        Search this price range
      </a>
    </div>
  )
}
