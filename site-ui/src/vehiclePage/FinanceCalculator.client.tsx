'use client'

import { useId, useRef, useState } from 'react'

import {
  applyCalculatorEdit,
  calculateRepayment,
  calculatorFieldText,
  calculatorFields,
  type CalculatorState,
  committedValue,
  financeApplicationHref,
  type FinanceCalculatorConfig,
  liveValue,
  type NumericField,
  type PaymentFrequency,
  REPAYMENT_PERIOD_TEXT,
} from '@forecourt/domain/finance'

/** Other scripts (an analytics tag) listen for this; the page itself has no analytics yet. */
export const ANALYTICS_EVENT_NAME = 'forecourt:analytics'

function sendAnalytics(ids: number[]) {
  for (const id of ids) {
    try {
      window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT_NAME, { detail: { id } }))
    } catch (error) {
      console.warn('Analytics event failed', error)
    }
  }
}

type Texts = Record<NumericField, string>

function textsOf(state: CalculatorState): Texts {
  const { inputs } = state
  return {
    amount: calculatorFieldText('amount', inputs.amount),
    term: calculatorFieldText('term', inputs.term),
    interest: calculatorFieldText('interest', inputs.interest),
    tradeIn: calculatorFieldText('tradeIn', inputs.tradeIn),
    residual: calculatorFieldText('residual', inputs.residual),
  }
}

/**
 * Typed entry only: every value is a text box (no slider to drag). An entry inside its range applies
 * while typing; Enter or leaving the box commits it, clamped to the range with the spec's help text.
 */
export function FinanceCalculator({
  config,
  initialState,
  enquireHref,
}: {
  config: FinanceCalculatorConfig
  initialState: CalculatorState
  enquireHref: string
}) {
  const [state, setState] = useState(initialState)
  const [texts, setTexts] = useState<Texts>(() => textsOf(initialState))
  // The latest state for handlers that run before React re-renders (typing then Enter at once).
  const latest = useRef(state)
  const id = useId()
  const result = calculateRepayment(state.inputs)
  // The finance form starts from what the shopper sees here: price, deposit, term, balloon and frequency.
  const applyHref = financeApplicationHref(enquireHref, state.inputs)

  const apply = (edit: Parameters<typeof applyCalculatorEdit>[1]) => {
    const next = applyCalculatorEdit(latest.current, edit, config)
    latest.current = next.state
    setState(next.state)
    sendAnalytics(next.analyticsEvents)
    return next.state
  }

  const onType = (field: NumericField, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }))
    const value = liveValue(text, config[field])
    if (value !== null) apply({ field, value })
  }

  const commit = (field: NumericField) => {
    const next = apply({ field, value: committedValue(texts[field]) })
    setTexts((current) => ({ ...current, [field]: calculatorFieldText(field, next.inputs[field]) }))
  }

  return (
    <form className="fc-calculator" onSubmit={(event) => event.preventDefault()} noValidate>
      <div className="fc-calculator__fields">
        {calculatorFields(config).map((field) => {
          const inputId = `${id}-${field.field}`
          const help = state.helpText[field.field]
          return (
            <div key={field.field} className="fc-calculator__field">
              <label htmlFor={inputId}>{field.label}</label>
              <div className="fc-calculator__input">
                {field.prefix ? <span aria-hidden="true">{field.prefix}</span> : null}
                <input
                  id={inputId}
                  name={field.field}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={texts[field.field]}
                  aria-describedby={help ? `${inputId}-help` : undefined}
                  aria-invalid={help ? true : undefined}
                  onChange={(event) => onType(field.field, event.target.value)}
                  onBlur={() => commit(field.field)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault()
                      commit(field.field)
                    }
                  }}
                />
                {field.suffix ? <span aria-hidden="true">{field.suffix}</span> : null}
              </div>
              {help ? (
                <p id={`${inputId}-help`} className="fc-calculator__help">
                  {help}
                </p>
              ) : null}
            </div>
          )
        })}
        {config.frequency.hidden ? null : (
          <fieldset className="fc-calculator__frequency">
            <legend>Repayment frequency</legend>
            {config.frequency.options.map((option) => (
              <label key={option.name}>
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={option.name}
                  checked={state.inputs.frequency === option.name}
                  onChange={() => apply({ field: 'frequency', value: option.name as PaymentFrequency })}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <div className="fc-calculator__result" aria-live="polite">
        {result.kind === 'repayment' ? (
          <>
            <p className="fc-calculator__repayment">
              <span className="fc-calculator__label">Estimated repayment</span>
              <strong>{result.repaymentText}</strong> {REPAYMENT_PERIOD_TEXT[state.inputs.frequency]}
            </p>
            <p className="fc-calculator__total">
              Total payable <strong>{result.totalText}</strong> over {result.numberOfRepayments} repayments
            </p>
            <p className="fc-calculator__apply">
              <a className="fc-button fc-button--secondary" href={applyHref}>
                Apply with these figures
              </a>
            </p>
          </>
        ) : (
          <p className="fc-calculator__repayment">
            <a className="fc-button fc-button--primary" href={applyHref}>
              {result.text}
            </a>
          </p>
        )}
      </div>
    </form>
  )
}
