'use client'

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { australianStates } from '@forecourt/domain/enquiryForm'
import {
  handoverLabels,
  handoverOptions,
  handoverWindow,
  journeyMessages,
  journeyStepLabels,
  journeySteps,
  journeyTexts,
  type JourneyStep,
  type JourneyView,
  paymentMethodLabels,
  paymentMethods,
} from '@forecourt/domain/purchaseJourney'
import type { PaymentNextStep } from '@forecourt/domain/reservation'
import { adjustmentQuestions } from '@forecourt/domain/tradeIn'

import { StripePayment } from '../payment/StripePayment.client'

type Values = Record<string, string>
type StepAnswer = { journey?: JourneyView; next?: PaymentNextStep | null; message?: string | null; errors?: Record<string, string> }

const STEP_URL = '/api/purchase-journeys/step'
const CURRENT_URL = '/api/purchase-journeys/current'

export type PurchaseJourneyProps = {
  carSlug: string
  /** '$200': the site's deposit. */
  deposit: string
  /** '$31,990', or null when the car has no online price (then only the deposit is offered). */
  price: string | null
}

/** One key per journey start (and per payment attempt) in this tab: a double click or a retry sends the same one. */
function attemptKey(name: string, fresh = false): string {
  const kept = fresh ? null : window.sessionStorage.getItem(name)
  if (kept) return kept
  const key = window.crypto.randomUUID()
  window.sessionStorage.setItem(name, key)
  return key
}

/** The answers a step's form starts with: what the shopper gave before, or the defaults. */
function initialValues(step: JourneyStep, view: JourneyView | null, today: Date): Values {
  switch (step) {
    case 'details':
      return { ...(view?.details ?? { first_name: '', last_name: '', email: '', phone: '', postcode: '' }) }
    case 'trade-in': {
      const tradeIn = view?.trade_in
      return {
        has_trade_in: tradeIn?.has_trade_in ? 'true' : 'false',
        rego: tradeIn?.rego ?? '',
        regoState: tradeIn?.regoState ?? '',
        kms: tradeIn?.kms === null || tradeIn?.kms === undefined ? '' : String(tradeIn.kms),
      }
    }
    case 'payment-method': {
      const chosen = view?.payment_method
      return {
        method: chosen?.method ?? 'cash',
        'finance.deposit': String(chosen?.finance?.deposit ?? 0),
        'finance.term_years': String(chosen?.finance?.term_years ?? 5),
        'finance.balloon': String(chosen?.finance?.balloon ?? 0),
        'finance.frequency': chosen?.finance?.frequency ?? 'weekly',
      }
    }
    case 'delivery': {
      const handover = view?.delivery
      return {
        option: handover?.option ?? 'pickup',
        date: handover?.date ?? handoverWindow(today).first,
        'address.street': handover?.address?.street ?? '',
        'address.suburb': handover?.address?.suburb ?? '',
        'address.state': handover?.address?.state ?? '',
        'address.postcode': handover?.address?.postcode ?? view?.details?.postcode ?? '',
      }
    }
    case 'review':
      return { terms_agreed: view?.terms_agreed ? 'true' : '' }
    case 'payment':
      return { amount: 'deposit' }
  }
  return {}
}

/** The step's answers in the shape the server checks. */
function stepData(step: JourneyStep, values: Values): unknown {
  switch (step) {
    case 'trade-in': {
      if (values.has_trade_in !== 'true') return { has_trade_in: false }
      const answers = Object.fromEntries(adjustmentQuestions.map((question) => [question.name, values[`answer.${question.name}`]]))
      return { has_trade_in: true, rego: values.rego, regoState: values.regoState, kms: values.kms, adjustmentAnswers: answers }
    }
    case 'payment-method':
      return values.method === 'cash'
        ? { method: 'cash' }
        : {
            method: values.method,
            finance: {
              deposit: values['finance.deposit'],
              term_years: values['finance.term_years'],
              balloon: values['finance.balloon'],
              frequency: values['finance.frequency'],
            },
          }
    case 'delivery':
      return {
        option: values.option,
        date: values.date,
        ...(values.option === 'delivery'
          ? {
              address: {
                street: values['address.street'],
                suburb: values['address.suburb'],
                state: values['address.state'],
                postcode: values['address.postcode'],
              },
            }
          : {}),
      }
    case 'review':
      return { terms_agreed: values.terms_agreed === 'true' }
    default:
      return values
  }
}

/**
 * The online purchase journey's steps. The page around it is the same for every shopper (cached); the
 * shopper's own journey is read from a small uncached endpoint, by the link in the page's address or
 * by their account. Each step is sent as it is finished and kept on the server, so leaving the page
 * loses nothing; the link back is also emailed.
 */
export function PurchaseJourney({ carSlug, deposit, price }: PurchaseJourneyProps) {
  const [view, setView] = useState<JourneyView | null>(null)
  const [loading, setLoading] = useState(true)
  const [shown, setShown] = useState<JourneyStep>('details')
  const [values, setValues] = useState<Values>(() => initialValues('details', null, new Date()))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [banner, setBanner] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [stripe, setStripe] = useState<Extract<PaymentNextStep, { kind: 'stripe-elements' }> | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  const handle = () => {
    const query = new URLSearchParams(window.location.search)
    return { journey: query.get('journey'), key: query.get('key') }
  }

  const open = (step: JourneyStep, journey: JourneyView | null) => {
    setShown(step)
    setValues(initialValues(step, journey, new Date()))
    setErrors({})
  }

  // The shopper's journey, if they have one: by the link, or their account. Back from the processor,
  // the payment's outcome may reach the server a moment after the shopper does.
  useEffect(() => {
    let cancelled = false
    const load = async (attempt: number): Promise<void> => {
      const { journey, key } = handle()
      const query = new URLSearchParams({ car_id: carSlug, ...(journey && key ? { journey, key } : {}) })
      const response = await fetch(`${CURRENT_URL}?${query.toString()}`, { cache: 'no-store', credentials: 'same-origin' }).catch(
        () => null,
      )
      const answer = (await response?.json().catch(() => null)) as { journey?: JourneyView | null } | null
      if (cancelled) return
      const found = answer?.journey ?? null
      const returning = new URLSearchParams(window.location.search).has('payment')
      if (found?.status === 'awaiting_payment' && returning && attempt < 20) {
        setTimeout(() => void load(attempt + 1), 1000)
        return
      }
      setView(found)
      if (found) open(found.step, found)
      if (found?.payment_message) setBanner(found.payment_message)
      setLoading(false)
    }
    void load(0)
    return () => {
      cancelled = true
    }
  }, [carSlug])

  // Each new step takes the focus to its heading, so a screen reader hears where the shopper is.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [shown])

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setBanner(null)
    const { journey, key } = handle()
    const startKey = `fc-journey:${carSlug}`
    const payKey = `fc-journey-pay:${carSlug}`
    try {
      const response = await fetch(STEP_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          car_id: carSlug,
          step: shown,
          data: stepData(shown, values),
          ...(journey && key ? { journey, key } : {}),
          ...(shown === 'details' && !view ? { idempotency_key: attemptKey(startKey) } : {}),
          ...(shown === 'payment' ? { idempotency_key: attemptKey(payKey) } : {}),
        }),
      })
      const answer = (await response.json().catch(() => ({}))) as StepAnswer
      if (!response.ok || !answer.journey) {
        setErrors(answer.errors ?? {})
        setBanner(answer.message ?? journeyMessages.failed)
        return
      }
      const saved = answer.journey
      if (!journey && saved.resume_url) {
        // The address now names the journey: a reload, or the back button, comes back to it.
        const resume = new URL(saved.resume_url)
        window.history.replaceState(null, '', `${window.location.pathname}${resume.search}`)
        window.sessionStorage.removeItem(startKey)
      }
      setView(saved)
      if (shown === 'payment') {
        if (answer.next?.kind === 'redirect') {
          window.location.assign(answer.next.url)
          return
        }
        if (answer.next?.kind === 'stripe-elements') {
          setStripe(answer.next)
          return
        }
        // The payment ended at once (the car was taken meanwhile): a new attempt gets a new key.
        window.sessionStorage.removeItem(payKey)
        setBanner(answer.message ?? journeyMessages.failed)
        return
      }
      moved.current = true
      open(saved.step, saved)
    } catch {
      setBanner(journeyMessages.failed)
    } finally {
      setBusy(false)
    }
  }

  if (loading) return <p role="status">Loading your purchase…</p>
  if (view?.status === 'completed') {
    return (
      <p className="fc-reserve__held" role="status">
        {journeyTexts.completed(view.reference)}
      </p>
    )
  }
  if (stripe) {
    return (
      <StripePayment
        {...stripe}
        submitLabel={values.amount === 'full' && price ? journeyTexts.payFull(price) : journeyTexts.payDeposit(deposit)}
      />
    )
  }

  const reached = view?.step ?? 'details'
  const field = (name: string, label: string, input: ReactNode) => (
    <p className="fc-enquiry__field" key={name}>
      <label htmlFor={`journey-${name}`}>{label}</label>
      {input}
      {errors[name] ? (
        <span className="fc-enquiry__error" id={`journey-${name}-error`}>
          {errors[name]}
        </span>
      ) : null}
    </p>
  )
  const text = (name: string, label: string, type = 'text', autoComplete?: string, extra: Record<string, string> = {}) =>
    field(
      name,
      label,
      <input
        id={`journey-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `journey-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
        {...extra}
      />,
    )
  const select = (name: string, label: string, options: ReadonlyArray<{ value: string; label: string }>) =>
    field(
      name,
      label,
      <select
        id={`journey-${name}`}
        name={name}
        value={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `journey-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>,
    )
  const choices = (name: string, legend: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <fieldset
      className="fc-enquiry__field fc-enquiry__choices"
      key={name}
      aria-describedby={errors[name] ? `journey-${name}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label className="fc-enquiry__choice" key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={values[name] === option.value}
            onChange={() => set(name, option.value)}
          />
          {option.label}
        </label>
      ))}
      {errors[name] ? (
        <span className="fc-enquiry__error" id={`journey-${name}-error`}>
          {errors[name]}
        </span>
      ) : null}
    </fieldset>
  )
  const states = australianStates.map((state) => ({ value: state, label: state }))
  const window_ = handoverWindow(new Date())
  const cashOnly = view?.payment_method?.method === 'cash' && price !== null

  const fields: Record<JourneyStep, () => ReactNode> = {
    details: () => (
      <>
        {text('first_name', 'First name', 'text', 'given-name')}
        {text('last_name', 'Last name', 'text', 'family-name')}
        {text('email', 'Email', 'email', 'email')}
        {text('phone', 'Mobile phone', 'tel', 'tel')}
        {text('postcode', 'Postcode', 'text', 'postal-code', { inputMode: 'numeric' })}
      </>
    ),
    'trade-in': () => (
      <>
        {choices('has_trade_in', 'Do you have a car to trade in?', [
          { value: 'false', label: journeyTexts.tradeInNone },
          { value: 'true', label: journeyTexts.tradeInHave },
        ])}
        {values.has_trade_in === 'true' ? (
          <>
            {text('rego', 'Registration number', 'text', 'off')}
            {select('regoState', 'State of registration', states)}
            {text('kms', 'Kilometres', 'text', 'off', { inputMode: 'numeric' })}
            {adjustmentQuestions.map((question) => choices(`answer.${question.name}`, question.question, question.options))}
            {errors.adjustmentAnswers ? <p className="fc-enquiry__error">{errors.adjustmentAnswers}</p> : null}
          </>
        ) : null}
        {view?.trade_in?.estimate || view?.trade_in?.no_estimate ? (
          <p className="fc-enquiry__note" role="status">
            {view.trade_in.vehicle_title ? `${view.trade_in.vehicle_title}: ` : ''}
            {view.trade_in.estimate ?? view.trade_in.no_estimate}
          </p>
        ) : null}
      </>
    ),
    'payment-method': () => (
      <>
        {choices(
          'method',
          'How will you pay?',
          paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] })),
        )}
        {values.method !== 'cash' ? (
          <>
            {text('finance.deposit', 'Deposit or trade-in ($)', 'text', 'off', { inputMode: 'numeric' })}
            {text('finance.term_years', 'Loan term (years)', 'text', 'off', { inputMode: 'decimal' })}
            {text('finance.balloon', 'Balloon ($)', 'text', 'off', { inputMode: 'numeric' })}
            {select('finance.frequency', 'Repayment frequency', [
              { value: 'weekly', label: 'Weekly' },
              { value: 'fortnightly', label: 'Fortnightly' },
              { value: 'monthly', label: 'Monthly' },
            ])}
          </>
        ) : null}
      </>
    ),
    delivery: () => (
      <>
        {choices(
          'option',
          'Delivery or pick-up',
          handoverOptions.map((option) => ({ value: option, label: handoverLabels[option] })),
        )}
        {text('date', values.option === 'delivery' ? 'Delivery date' : 'Pick-up date', 'date', 'off', {
          min: window_.first,
          max: window_.last,
        })}
        {values.option === 'delivery' ? (
          <>
            {text('address.street', 'Street address', 'text', 'street-address')}
            {text('address.suburb', 'Suburb', 'text', 'address-level2')}
            {select('address.state', 'State', states)}
            {text('address.postcode', 'Postcode', 'text', 'postal-code', { inputMode: 'numeric' })}
          </>
        ) : null}
      </>
    ),
    review: () => (
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
    ),
    payment: () => (
      <>
        {cashOnly
          ? choices('amount', 'How much will you pay now?', [
              { value: 'deposit', label: `A ${deposit} refundable deposit` },
              { value: 'full', label: `The full price, ${price}` },
            ])
          : null}
        {!cashOnly ? <p className="fc-enquiry__note">{journeyTexts.fullPaymentCashOnly}</p> : null}
        <p className="fc-enquiry__note">{journeyTexts.depositNote(deposit)}</p>
        <p className="fc-enquiry__note">{journeyTexts.cardNote}</p>
      </>
    ),
  }

  const submitLabel =
    shown === 'payment'
      ? values.amount === 'full' && price
        ? journeyTexts.payFull(price)
        : journeyTexts.payDeposit(deposit)
      : shown === 'review'
        ? 'Continue to payment'
        : 'Save and continue'
  const errorList = Object.entries(errors)

  return (
    <div className="fc-journey">
      <nav aria-label="Purchase steps">
        <ol className="fc-journey__progress">
          {journeySteps.map((step, index) => {
            const reachable = journeySteps.indexOf(step) <= journeySteps.indexOf(reached)
            const label = `${index + 1}. ${journeyStepLabels[step]}`
            return (
              <li key={step} className="fc-journey__progress-step" aria-current={step === shown ? 'step' : undefined}>
                {reachable && step !== shown && view ? (
                  <button
                    type="button"
                    className="fc-journey__progress-link"
                    onClick={() => {
                      moved.current = true
                      open(step, view)
                    }}
                  >
                    {label}
                  </button>
                ) : (
                  <span>{label}</span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <form className="fc-enquiry__form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 className="fc-valuation__step" ref={heading} tabIndex={-1}>
          {journeyStepLabels[shown]}
        </h2>
        {banner ? (
          <div className="fc-enquiry__banner" role="alert">
            <p>{banner}</p>
            {errorList.length > 0 ? (
              <ul>
                {errorList.map(([name, message]) => (
                  <li key={name}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {fields[shown]()}
        <p className="fc-enquiry__actions">
          <button type="submit" className="fc-button fc-button--primary" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
        </p>
        {view && shown !== 'payment' ? (
          <p className="fc-enquiry__note" role="status">
            {view.details?.email ? journeyTexts.resumeSaved(view.details.email) : null}
          </p>
        ) : null}
      </form>
    </div>
  )
}

/** 'YYYY-MM-DD' as the shopper reads it: 'Saturday 28 November 2026' (the day itself, whatever the browser's zone). */
function handoverDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime())
    ? date
    : day.toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

function JourneySummary({ view, price }: { view: JourneyView | null; price: string | null }) {
  if (!view) return null
  const rows: Array<[string, string]> = []
  if (price) rows.push(['Price', price])
  if (view.details) {
    const { first_name, last_name, email, phone, postcode } = view.details
    rows.push(['Buyer', `${first_name} ${last_name}, ${email}, ${phone}, ${postcode}`])
  }
  if (view.trade_in) {
    rows.push([
      'Trade-in',
      view.trade_in.has_trade_in
        ? `${view.trade_in.vehicle_title ?? view.trade_in.rego ?? ''}, ${view.trade_in.kms?.toLocaleString('en-AU') ?? ''} km. ${view.trade_in.estimate ?? view.trade_in.no_estimate ?? ''}`
        : 'None',
    ])
  }
  if (view.payment_method) {
    const finance = view.payment_method.finance
    rows.push([
      'Payment method',
      `${paymentMethodLabels[view.payment_method.method]}${finance ? ` (deposit $${finance.deposit.toLocaleString('en-AU')}, ${finance.term_years} years, ${finance.frequency})` : ''}`,
    ])
  }
  if (view.delivery) {
    const { option, date, address } = view.delivery
    rows.push([
      handoverLabels[option],
      `${handoverDay(date)}${address ? `, ${address.street}, ${address.suburb} ${address.state} ${address.postcode}` : ''}`,
    ])
  }
  return (
    <dl className="fc-journey__summary">
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}
