'use client'

import { type EnquiryFieldSpec, formatMoneyInput, moneyQuickOptions } from '@forecourt/domain/enquiryForm'

import { describedBy, textValue, type FieldBinding } from './binding'
import { FieldError, FieldLabel } from './FieldParts'

/** A dollar amount, formatted as it is typed; the offer field also offers a few amounts to pick. */
export function MoneyField({
  field,
  binding,
  quickOptions,
  offerPlaceholder,
}: {
  field: EnquiryFieldSpec
  binding: FieldBinding
  quickOptions: boolean
  offerPlaceholder?: string
}) {
  const name = field.name
  return (
    <div className="fc-enquiry__field">
      <FieldLabel field={field} binding={binding} />
      <input
        id={binding.idFor(name)}
        name={name}
        type="text"
        inputMode="numeric"
        placeholder={(name === 'offer_from_client' && offerPlaceholder) || '$'}
        required={field.required}
        aria-invalid={binding.errorFor(name) ? true : undefined}
        aria-describedby={describedBy(binding, name)}
        value={textValue(binding.values, name)}
        onChange={(event) => binding.set(name, formatMoneyInput(event.target.value))}
      />
      {quickOptions ? (
        <div className="fc-enquiry__quick" role="group" aria-label="Suggested amounts">
          {moneyQuickOptions().map((option) => (
            <button
              key={option.value}
              type="button"
              className="fc-enquiry__quick-option"
              aria-pressed={binding.values[name] === option.label}
              onClick={() => binding.set(name, option.label)}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
      <FieldError name={name} binding={binding} />
    </div>
  )
}
