'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import {
  journeyMessages,
  journeyStepLabels,
  journeySteps,
  journeyTexts,
  type JourneyStep,
  type JourneyView,
} from '@forecourt/domain/purchaseJourney'
import type { PaymentNextStep } from '@forecourt/domain/reservation'

import { StripePayment } from '../payment/StripePayment.client'
import { initialValues, stepData, type Values } from './stepAnswers'
import { StepForm } from './steps/StepForm'
import type { StepBinding } from './steps/stepProps'

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
  const binding: StepBinding = { values, errors, set }

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
        <StepForm step={shown} binding={binding} view={view} deposit={deposit} price={price} />
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
