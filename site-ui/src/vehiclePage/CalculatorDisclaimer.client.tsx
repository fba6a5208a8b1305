'use client'

import { useId, useState } from 'react'

import { CALCULATOR_DISCLAIMER_TOGGLE, type CalculatorDisclaimer as Disclaimer } from '@forecourt/domain/finance'

/** The calculator's disclaimer: the short text, and the full one on request (and back). */
export function CalculatorDisclaimer({ disclaimer }: { disclaimer: Disclaimer }) {
  const [full, setFull] = useState(false)
  const id = useId()
  return (
    <div className="fc-calculator__note">
      <p id={id}>{full ? disclaimer.full : disclaimer.short}</p>
      <button type="button" className="fc-toggle-button" aria-expanded={full} aria-controls={id} onClick={() => setFull(!full)}>
        {full ? CALCULATOR_DISCLAIMER_TOGGLE.less : CALCULATOR_DISCLAIMER_TOGGLE.more}
      </button>
    </div>
  )
}
