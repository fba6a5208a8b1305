import type { EnquiryFieldSpec } from '@forecourt/domain/enquiryForm'

import type { FieldBinding } from './binding'

export function FieldLabel({ field, binding }: { field: EnquiryFieldSpec; binding: FieldBinding }) {
  return (
    <label htmlFor={binding.idFor(field.name)}>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}

export function FieldError({ name, binding }: { name: string; binding: FieldBinding }) {
  const error = binding.errorFor(name)
  return error ? (
    <p className="fc-enquiry__error" id={`${binding.idFor(name)}-error`}>
      {error}
    </p>
  ) : null
}
