'use client'

import { HONEYPOT_FIELD } from '@forecourt/domain/enquiryForm'

import { textValue, type FieldBinding } from './binding'

/** People never see this field; bots fill it in. */
export function HoneypotField({ binding }: { binding: FieldBinding }) {
  return (
    <div className="fc-enquiry__trap" aria-hidden="true">
      <label htmlFor={binding.idFor(HONEYPOT_FIELD)}>Company website</label>
      <input
        id={binding.idFor(HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={textValue(binding.values, HONEYPOT_FIELD)}
        onChange={(event) => binding.set(HONEYPOT_FIELD, event.target.value)}
      />
    </div>
  )
}
