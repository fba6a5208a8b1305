'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { australianStates } from '@forecourt/domain/enquiryForm'
import {
  adjustmentQuestions,
  type AdjustmentAnswers,
  ADJUSTMENTS_INCOMPLETE,
  checkKms,
  checkRego,
  describeAdjustmentAnswers,
  formatEstimateRange,
  NO_ONLINE_ESTIMATE_NEXT_STEP,
  NO_ONLINE_ESTIMATE_TEXT,
  type TradeInOutcome,
  VALUATION_COLUMN,
} from '@forecourt/domain/tradeIn'

import { EnquiryFormClient, type EnquiryFormClientProps } from '../enquiryForm/Component.client'

type Vehicle = { make: string; model: string; variant: string; year: number; title: string }
type Step = 'rego' | 'details' | 'result'

const LOOKUP_URL = '/api/valuations/lookup'
const ESTIMATE_URL = '/api/valuations/estimate'
const SAVE_URL = '/api/miscellaneous'
const UNEXPECTED = 'Something went wrong. Please try again.'

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  let json: Record<string, unknown> = {}
  try {
    json = (await response.json()) as Record<string, unknown>
  } catch {
    // An answer without a body is reported with the generic text.
  }
  return { ok: response.ok, status: response.status, json }
}

const errorsOf = (json: Record<string, unknown>): Record<string, string> =>
  json.errors && typeof json.errors === 'object'
    ? (json.errors as Record<string, string>)
    : { _form: typeof json.message === 'string' ? json.message : UNEXPECTED }

/** The summary the enquiry's comments start with, so staff read the valuation in the lead itself. */
function leadMessage(vehicle: Vehicle, kms: number, answers: AdjustmentAnswers, outcome: TradeInOutcome): string {
  const lines = [
    `Trade-in: ${vehicle.title}, ${kms.toLocaleString('en-AU')} km.`,
    ...describeAdjustmentAnswers(answers).map((entry) => `${entry.question} ${entry.answer}`),
    outcome.kind === 'estimate' ? `Online estimate: ${formatEstimateRange(outcome)}.` : NO_ONLINE_ESTIMATE_TEXT,
  ]
  return lines.join('\n')
}

/**
 * The valuation's steps: the rego and state (looked up to the car it names), then the kilometres and
 * the adjustment questions, then the estimate range or the spec's no-estimate text, and the shopper's
 * details sent as a trade-in enquiry; once the lead is stored the valuation is saved against it
 * (POST /api/miscellaneous). The figures come from the server each time; none is taken from here.
 * Reusable wherever a valuation is needed: it needs only the signed trade-in enquiry and the car.
 */
export function TradeInValuationClient({
  enquiry,
  carId,
}: {
  enquiry: Omit<EnquiryFormClientProps, 'answered' | 'afterLead'>
  carId: string | null
}) {
  const baseId = useId()
  const [step, setStep] = useState<Step>('rego')
  const [rego, setRego] = useState('')
  const [regoState, setRegoState] = useState('')
  const [kms, setKms] = useState('')
  const [answers, setAnswers] = useState<Partial<AdjustmentAnswers>>({})
  const [vehicle, setVehicle] = useState<Vehicle | null>(null)
  const [outcome, setOutcome] = useState<TradeInOutcome | null>(null)
  const [checked, setChecked] = useState<{ rego: string; regoState: string; kms: number } | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  // The page's HTML arrives before this code: until it runs, a press of the button would post the form
  // to the page itself, so the button waits for it.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  // Each new step is announced: focus moves to its heading (not on the first render of the page).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])

  const idFor = (name: string) => `${baseId}-${name}`
  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="fc-enquiry__error" id={`${idFor(name)}-error`}>
        {errors[name]}
      </p>
    ) : null
  const banner = errors._form ? (
    <div className="fc-enquiry__banner" role="alert">
      <p>{errors._form}</p>
    </div>
  ) : null

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkRego(rego, regoState)
    if (!check.ok) {
      setErrors({ [check.field]: check.message })
      return
    }
    setBusy(true)
    try {
      const answer = await postJson(LOOKUP_URL, { rego: check.rego, regoState: check.state })
      if (!answer.ok) {
        setErrors(errorsOf(answer.json))
        return
      }
      setErrors({})
      setVehicle(answer.json.vehicle as Vehicle)
      setRego(check.rego)
      setStep('details')
    } catch {
      setErrors({ _form: UNEXPECTED })
    } finally {
      setBusy(false)
    }
  }

  async function estimate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const kmsCheck = checkKms(kms)
    const problems: Record<string, string> = {}
    if (!kmsCheck.ok) problems.kms = kmsCheck.message
    const unanswered = adjustmentQuestions.filter((question) => !answers[question.name])
    for (const question of unanswered) problems[question.name] = ADJUSTMENTS_INCOMPLETE
    if (!kmsCheck.ok || unanswered.length > 0) {
      setErrors(problems)
      return
    }
    setBusy(true)
    try {
      const answer = await postJson(ESTIMATE_URL, { rego, regoState, kms: kmsCheck.kms, adjustmentAnswers: answers })
      if (!answer.ok) {
        setErrors(errorsOf(answer.json))
        return
      }
      setErrors({})
      setVehicle(answer.json.vehicle as Vehicle)
      setOutcome(answer.json.outcome as TradeInOutcome)
      setChecked({ rego, regoState, kms: kmsCheck.kms })
      setStep('result')
    } catch {
      setErrors({ _form: UNEXPECTED })
    } finally {
      setBusy(false)
    }
  }

  const heading = (text: string) => (
    <h3 className="fc-valuation__step" ref={headingRef} tabIndex={-1}>
      {text}
    </h3>
  )

  if (step === 'rego') {
    return (
      <form
        className="fc-enquiry__form fc-valuation__form"
        noValidate
        onSubmit={lookUp}
        aria-busy={busy}
        data-hydrated={hydrated ? 'true' : undefined}
      >
        {heading('Step 1 of 3: Your car’s registration')}
        {banner}
        <div className="fc-enquiry__field">
          <label htmlFor={idFor('rego')}>
            Rego<span aria-hidden="true"> *</span>
          </label>
          <input
            id={idFor('rego')}
            name="rego"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={10}
            required
            aria-invalid={errors.rego ? true : undefined}
            aria-describedby={errors.rego ? `${idFor('rego')}-error` : undefined}
            value={rego}
            onChange={(event) => setRego(event.target.value)}
          />
          {fieldError('rego')}
        </div>
        <div className="fc-enquiry__field">
          <label htmlFor={idFor('regoState')}>
            State<span aria-hidden="true"> *</span>
          </label>
          <select
            id={idFor('regoState')}
            name="regoState"
            required
            aria-invalid={errors.regoState ? true : undefined}
            aria-describedby={errors.regoState ? `${idFor('regoState')}-error` : undefined}
            value={regoState}
            onChange={(event) => setRegoState(event.target.value)}
          >
            <option value="">Select a state</option>
            {australianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
          {fieldError('regoState')}
        </div>
        <div className="fc-enquiry__actions">
          <button type="submit" className="fc-button fc-button--primary" disabled={busy || !hydrated}>
            {busy ? 'Finding your car…' : 'Find My Car'}
          </button>
        </div>
      </form>
    )
  }

  if (step === 'details' && vehicle) {
    return (
      <form className="fc-enquiry__form fc-valuation__form" noValidate onSubmit={estimate} aria-busy={busy}>
        {heading('Step 2 of 3: About your car')}
        <p className="fc-valuation__vehicle">
          We found a <strong>{vehicle.title}</strong> ({rego}, {regoState}).{' '}
          <button type="button" className="fc-link-button" onClick={() => setStep('rego')}>
            Not your car?
          </button>
        </p>
        {banner}
        <div className="fc-enquiry__field">
          <label htmlFor={idFor('kms')}>
            Kilometres<span aria-hidden="true"> *</span>
          </label>
          <input
            id={idFor('kms')}
            name="kms"
            inputMode="numeric"
            maxLength={9}
            required
            aria-invalid={errors.kms ? true : undefined}
            aria-describedby={errors.kms ? `${idFor('kms')}-error` : undefined}
            value={kms}
            onChange={(event) => setKms(event.target.value)}
          />
          {fieldError('kms')}
        </div>
        {adjustmentQuestions.map((question) => (
          <fieldset
            key={question.name}
            className="fc-enquiry__field fc-enquiry__choices"
            aria-describedby={errors[question.name] ? `${idFor(question.name)}-error` : undefined}
          >
            <legend>{question.question}</legend>
            {question.options.map((option) => (
              <label key={option.value} className="fc-enquiry__choice">
                <input
                  type="radio"
                  name={question.name}
                  value={option.value}
                  checked={answers[question.name] === option.value}
                  onChange={() => setAnswers((current) => ({ ...current, [question.name]: option.value }))}
                />
                {option.label}
              </label>
            ))}
            {fieldError(question.name)}
          </fieldset>
        ))}
        <div className="fc-enquiry__actions">
          <button type="button" className="fc-button fc-button--secondary" onClick={() => setStep('rego')}>
            Back
          </button>
          <button type="submit" className="fc-button fc-button--primary" disabled={busy}>
            {busy ? 'Working it out…' : 'Get My Estimate'}
          </button>
        </div>
      </form>
    )
  }

  if (step === 'result' && vehicle && outcome && checked) {
    const complete = answers as AdjustmentAnswers
    const saveValuation = async (leadId: string) => {
      const answer = await postJson(SAVE_URL, {
        column_name: VALUATION_COLUMN,
        lead_id: /^\d+$/.test(leadId) ? Number(leadId) : leadId,
        rego: checked.rego,
        regoState: checked.regoState,
        kms: checked.kms,
        adjustmentAnswers: complete,
        ...(carId ? { car_id: carId } : {}),
      })
      // The spec: a valuation that could not be saved is only logged; the enquiry already carries it.
      if (!answer.ok) console.warn('Valuation save failed', answer.status, answer.json.message)
    }
    const answered: Record<string, string> = {
      rego: checked.rego,
      regoState: checked.regoState,
      kms: String(checked.kms),
      ...(outcome.kind === 'estimate' ? { valuation: String(Math.round((outcome.low + outcome.high) / 2)) } : {}),
    }
    return (
      <div className="fc-valuation__result">
        {heading('Step 3 of 3: Your estimate')}
        <p className="fc-valuation__vehicle">
          {vehicle.title}, {checked.kms.toLocaleString('en-AU')} km
        </p>
        {outcome.kind === 'estimate' ? (
          <div className="fc-valuation__estimate" data-outcome="estimate">
            <p>Your trade-in estimate</p>
            <p className="fc-valuation__range">
              <strong>{formatEstimateRange(outcome)}</strong>
            </p>
            <p className="fc-enquiry__note">
              An estimate, not an offer: we confirm the figure once we have seen your car. Send us your details to lock it in.
            </p>
          </div>
        ) : (
          <div className="fc-valuation__estimate" data-outcome="no-estimate">
            <p>
              <strong>{NO_ONLINE_ESTIMATE_TEXT}</strong>
            </p>
            <p>{NO_ONLINE_ESTIMATE_NEXT_STEP}</p>
          </div>
        )}
        <button type="button" className="fc-link-button" onClick={() => setStep('details')}>
          Change my answers
        </button>
        <EnquiryFormClient
          {...enquiry}
          prefill={{ ...enquiry.prefill, message: leadMessage(vehicle, checked.kms, complete, outcome) }}
          answered={answered}
          afterLead={saveValuation}
        />
      </div>
    )
  }
  return null
}
