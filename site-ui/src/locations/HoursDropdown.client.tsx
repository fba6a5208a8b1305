'use client'

import { useEffect, useId, useState } from 'react'

import type { LocationType } from '@forecourt/domain/locations'
import type { HoursTabsView } from './locations.view'

/** Opening hours with a native select between sales, service and parts: keyboard and screen-reader ready as is. */
export function HoursDropdown({ hours }: { hours: HoursTabsView }) {
  const id = useId()
  const [selected, setSelected] = useState<LocationType>(hours.selected)
  // Marks the moment the select starts answering, so tests and scripts never race hydration.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const lines = hours.linesByType[selected] ?? []
  const only = hours.options.length === 1 ? hours.options[0] : undefined
  return (
    <div className="fc-hours" data-hydrated={hydrated ? 'true' : undefined}>
      {only ? (
        <p className="fc-hours__title">{only.label} hours</p>
      ) : (
        <div className="fc-hours__choose">
          <label className="fc-hours__title" htmlFor={id}>
            Opening hours for
          </label>
          <select
            id={id}
            className="fc-hours__select"
            value={selected}
            onChange={(event) => setSelected(event.target.value as LocationType)}
          >
            {hours.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <dl className="fc-hours__lines" aria-live="polite" data-hours-type={selected}>
        {lines.map((line) => (
          <div key={line.days} className="fc-hours__line">
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
