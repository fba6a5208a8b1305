'use client'

import type { EnquiryFieldSpec } from '@forecourt/domain/enquiryForm'

import { describedBy, textValue, type FieldBinding } from './binding'
import { FieldError, FieldLabel } from './FieldParts'

export function SelectField({
  field,
  binding,
  options,
  placeholder,
}: {
  field: EnquiryFieldSpec
  binding: FieldBinding
  options: readonly { value: string; label: string }[]
  placeholder: string
}) {
  const name = field.name
  return (
    <div className="fc-enquiry__field">
      <FieldLabel field={field} binding={binding} />
      <select
        id={binding.idFor(name)}
        name={name}
        required={field.required}
        aria-invalid={binding.errorFor(name) ? true : undefined}
        aria-describedby={describedBy(binding, name)}
        value={textValue(binding.values, name)}
        onChange={(event) => binding.set(name, event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} binding={binding} />
    </div>
  )
}
