import { COMPARISON_RATE_BASIS, financeBox } from '@forecourt/domain/finance'
import { formatDollars } from '@forecourt/domain/vehicle'
import { InfoIcon } from './icons'
import type { VehiclePageData } from '@forecourt/domain/vehiclePage'

const PER_TEXT = { week: 'per week', fortnight: 'per fortnight', month: 'per month' } as const

/** The comparison-rate warning Australian credit law requires beside any advertised comparison rate. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

export function comparisonRateNote(): string {
  return `Comparison rate based on a secured loan of ${formatDollars(COMPARISON_RATE_BASIS.securedLoanAmount)} over ${COMPARISON_RATE_BASIS.termYears} years.`
}

/**
 * The tenant's lender's figures for this car, when the provider's rules allow; nothing otherwise.
 * The full disclaimer opens in a native popover: no script, and it closes with Escape.
 */
export function FinanceBoxSection({ data }: { data: VehiclePageData }) {
  const view = financeBox(data.car, data.settings, data.currentYear)
  if (!view) return null
  const popoverId = 'fc-finance-disclaimer-full'
  return (
    <section className="fc-finance-box" aria-labelledby="fc-finance-box-title">
      <h2 id="fc-finance-box-title" className="fc-finance-box__title">
        Finance
      </h2>
      {view.headline ? (
        <p className="fc-finance-box__headline">
          <strong>{view.headline.text}</strong> {PER_TEXT[view.headline.per]}
          <sup>*</sup>
        </p>
      ) : null}
      <dl className="fc-finance-box__rates">
        <div>
          <dt>Interest rate</dt>
          <dd>{view.interestRateText}</dd>
        </div>
        <div>
          <dt>Comparison rate</dt>
          <dd>
            {view.comparisonRateText}
            <sup>*</sup>
          </dd>
        </div>
        {view.rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <a className="fc-button fc-button--primary fc-finance-box__button" href={view.button.href}>
        {view.button.text}
      </a>
      <div id="financeDisclaimer" className="fc-finance-box__disclaimer">
        <p>
          <sup>*</sup>
          {view.disclaimer ? view.disclaimer.preview : comparisonRateNote()}
        </p>
        <button type="button" className="fc-finance-box__info" popoverTarget={popoverId} aria-label="Read the full finance disclaimer">
          <InfoIcon />
        </button>
      </div>
      <div id={popoverId} popover="auto" className="fc-popover" role="dialog" aria-labelledby={`${popoverId}-title`}>
        <h3 id={`${popoverId}-title`}>Finance disclaimer</h3>
        {view.disclaimer ? <p>{view.disclaimer.full}</p> : null}
        <p>{comparisonRateNote()}</p>
        <p>{COMPARISON_RATE_WARNING}</p>
        <button type="button" className="fc-button fc-button--secondary" popoverTarget={popoverId} popoverTargetAction="hide">
          Close
        </button>
      </div>
    </section>
  )
}
