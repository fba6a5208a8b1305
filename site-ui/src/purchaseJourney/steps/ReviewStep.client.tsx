'use client'

import type { StepFormProps } from './stepProps'
import { JourneySummary } from './JourneySummary'

export function ReviewStep({ binding, view, price }: StepFormProps) {
  const { values, errors, set } = binding
  return (
    <>
      <JourneySummary view={view} price={price} />
      <p className="fc-enquiry__field fc-enquiry__check">
        <input
          id="journey-terms_agreed"
          type="checkbox"
          checked={values.terms_agreed === 'true'}
          aria-invalid={errors.terms_agreed ? true : undefined}
          aria-describedby={errors.terms_agreed ? 'journey-terms_agreed-error' : undefined}
          onChange={(event) => set('terms_agreed', event.target.checked ? 'true' : '')}
        />
        <label htmlFor="journey-terms_agreed">I agree to the terms of use and to be contacted about this purchase.</label>
        {errors.terms_agreed ? (
          <span className="fc-enquiry__error" id="journey-terms_agreed-error">
            {errors.terms_agreed}
          </span>
        ) : null}
      </p>
    </>
  )
}
