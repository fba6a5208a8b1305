'use client'

import type { ReactNode } from 'react'

import type { EnquiryFieldSpec } from '@forecourt/domain/enquiryForm'

import { describedBy, type FieldBinding } from './binding'
import { FieldError } from './FieldParts'

export function RadioGroup({
  field,
  binding,
  options,
  labels = {},
}: {
  field: EnquiryFieldSpec
  binding: FieldBinding
  options: readonly string[]
  labels?: Readonly<Record<string, string>>
}) {
  const name = field.name
  return (
    <fieldset className="fc-enquiry__field fc-enquiry__choices" aria-describedby={describedBy(binding, name)}>
      <legend>{field.label}</legend>
      {options.map((option) => (
        <label key={option} className="fc-enquiry__choice">
          <input
            type="radio"
            name={name}
            value={option}
            checked={binding.values[name] === option}
            onChange={() => binding.set(name, option)}
          />
          {labels[option] ?? option}
        </label>
      ))}
      <FieldError name={name} binding={binding} />
    </fieldset>
  )
}

export function CheckboxField({ field, binding, label }: { field: EnquiryFieldSpec; binding: FieldBinding; label: ReactNode }) {
  const name = field.name
  return (
    <div className="fc-enquiry__field fc-enquiry__check">
      <input
        id={binding.idFor(name)}
        name={name}
        type="checkbox"
        aria-invalid={binding.errorFor(name) ? true : undefined}
        aria-describedby={describedBy(binding, name)}
        checked={binding.values[name] === true}
        onChange={(event) => binding.set(name, event.target.checked)}
      />
      <label htmlFor={binding.idFor(name)}>{label}</label>
      <FieldError name={name} binding={binding} />
    </div>
  )
}
