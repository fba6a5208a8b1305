'use client'

import type { EnquiryFieldSpec } from '@forecourt/domain/enquiryForm'

import { describedBy, textValue, type FieldBinding } from './binding'
import { FieldError, FieldLabel } from './FieldParts'

export type TextFieldOptions = {
  type?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  maxLength?: number
  autoComplete?: string
}

export function TextField({ field, binding, options }: { field: EnquiryFieldSpec; binding: FieldBinding; options: TextFieldOptions }) {
  const name = field.name
  return (
    <div className="fc-enquiry__field">
      <FieldLabel field={field} binding={binding} />
      <input
        id={binding.idFor(name)}
        name={name}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        maxLength={options.maxLength}
        autoComplete={options.autoComplete}
        required={field.required}
        aria-invalid={binding.errorFor(name) ? true : undefined}
        aria-describedby={describedBy(binding, name)}
        value={textValue(binding.values, name)}
        onChange={(event) => binding.set(name, event.target.value)}
      />
      <FieldError name={name} binding={binding} />
    </div>
  )
}

export function MessageField({ field, binding }: { field: EnquiryFieldSpec; binding: FieldBinding }) {
  return (
    <div className="fc-enquiry__field">
      <FieldLabel field={field} binding={binding} />
      <textarea
        id={binding.idFor('message')}
        name="message"
        rows={4}
        required={field.required}
        aria-invalid={binding.errorFor('message') ? true : undefined}
        aria-describedby={describedBy(binding, 'message')}
        value={textValue(binding.values, 'message')}
        onChange={(event) => binding.set('message', event.target.value)}
      />
      <FieldError name="message" binding={binding} />
    </div>
  )
}
