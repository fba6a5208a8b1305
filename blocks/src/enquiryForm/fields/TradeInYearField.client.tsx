'use client'

import { NO_ONLINE_ESTIMATE_TEXT, onlineEstimateVerdict } from '@forecourt/domain/enquiryForm'

import { textValue, type FieldBinding, type Values } from './binding'

function isOverEstimateLimits(values: Values): boolean {
  const verdict = onlineEstimateVerdict(
    { year: values.vehicle_year as string | undefined, kms: values.kms as string | undefined },
    new Date(),
  )
  return !verdict.eligible && (verdict.reason === 'too-old' || verdict.reason === 'too-many-kms')
}

/** A trade-in form's last step: the vehicle's year (never sent) and whether the car can get an online estimate. */
export function TradeInYearField({ binding }: { binding: FieldBinding }) {
  return (
    <div className="fc-enquiry__field">
      <label htmlFor={binding.idFor('vehicle_year')}>Year of your vehicle</label>
      <input
        id={binding.idFor('vehicle_year')}
        inputMode="numeric"
        maxLength={4}
        value={textValue(binding.values, 'vehicle_year')}
        onChange={(event) => binding.set('vehicle_year', event.target.value)}
      />
      <p className="fc-enquiry__note" aria-live="polite">
        {/* Until the year and kilometres are typed the visitor reads the rule; a car known to be over it gets the no-estimate text. */}
        {isOverEstimateLimits(binding.values)
          ? `${NO_ONLINE_ESTIMATE_TEXT} We will contact you to arrange a valuation.`
          : 'Cars up to 7 years old and 100,000 km get an online estimate.'}
      </p>
    </div>
  )
}
