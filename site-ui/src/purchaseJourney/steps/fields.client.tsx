'use client'

import type { ReactNode } from 'react'

import type { Option, StepBinding } from './stepProps'

const errorId = (name: string) => `journey-${name}-error`
const describedBy = (binding: StepBinding, name: string) => (binding.errors[name] ? errorId(name) : undefined)

function FieldError({ binding, name }: { binding: StepBinding; name: string }) {
  return binding.errors[name] ? (
    <span className="fc-enquiry__error" id={errorId(name)}>
      {binding.errors[name]}
    </span>
  ) : null
}

function Field({ binding, name, label, children }: { binding: StepBinding; name: string; label: string; children: ReactNode }) {
  return (
    <p className="fc-enquiry__field">
      <label htmlFor={`journey-${name}`}>{label}</label>
      {children}
      <FieldError binding={binding} name={name} />
    </p>
  )
}

export function TextField({
  binding,
  name,
  label,
  type = 'text',
  autoComplete,
  extra = {},
}: {
  binding: StepBinding
  name: string
  label: string
  type?: string
  autoComplete?: string
  /** Further input attributes: inputMode, min, max. */
  extra?: Record<string, string>
}) {
  return (
    <Field binding={binding} name={name} label={label}>
      <input
        id={`journey-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={binding.values[name] ?? ''}
        aria-invalid={binding.errors[name] ? true : undefined}
        aria-describedby={describedBy(binding, name)}
        onChange={(event) => binding.set(name, event.target.value)}
        {...extra}
      />
    </Field>
  )
}

export function SelectField({
  binding,
  name,
  label,
  options,
}: {
  binding: StepBinding
  name: string
  label: string
  options: ReadonlyArray<Option>
}) {
  return (
    <Field binding={binding} name={name} label={label}>
      <select
        id={`journey-${name}`}
        name={name}
        value={binding.values[name] ?? ''}
        aria-invalid={binding.errors[name] ? true : undefined}
        aria-describedby={describedBy(binding, name)}
        onChange={(event) => binding.set(name, event.target.value)}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

export function ChoiceField({
  binding,
  name,
  legend,
  options,
}: {
  binding: StepBinding
  name: string
  legend: string
  options: ReadonlyArray<Option>
}) {
  return (
    <fieldset className="fc-enquiry__field fc-enquiry__choices" aria-describedby={describedBy(binding, name)}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label className="fc-enquiry__choice" key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={binding.values[name] === option.value}
            onChange={() => binding.set(name, option.value)}
          />
          {option.label}
        </label>
      ))}
      <FieldError binding={binding} name={name} />
    </fieldset>
  )
}
