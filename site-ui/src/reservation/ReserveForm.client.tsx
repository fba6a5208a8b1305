'use client'

import { reservationMessages, reservationTexts, type PaymentNextStep, type ReservationStatusAnswer } from '@forecourt/domain/reservation'
import { useEffect, useState, type FormEvent } from 'react'

import { StripePayment } from '../payment/StripePayment.client'

type Fields = { name: string; email: string; phone: string; postcode: string }
type StartAnswer = {
  reference?: string
  status?: string
  message?: string | null
  errors?: Record<string, string>
  next?: PaymentNextStep | null
}

type View =
  | { kind: 'form'; banner: string | null; errors: Record<string, string> }
  | { kind: 'checking' }
  | { kind: 'held'; until: string }
  | { kind: 'paying'; clientSecret: string; publishableKey: string; returnUrl: string }

const FIELD_LABELS: Record<keyof Fields, { label: string; type: string; autoComplete: string }> = {
  name: { label: 'Full name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'Mobile phone', type: 'tel', autoComplete: 'tel' },
  postcode: { label: 'Postcode', type: 'text', autoComplete: 'postal-code' },
}

/** One key per car and browser tab until the attempt ends: a double click or a retry sends the same one. */
function requestKey(carId: number | string, fresh = false): string {
  const storageKey = `fc-reserve:${carId}`
  const kept = fresh ? null : window.sessionStorage.getItem(storageKey)
  if (kept) return kept
  const key = window.crypto.randomUUID()
  window.sessionStorage.setItem(storageKey, key)
  return key
}

function forgetKey(carId: number | string): void {
  window.sessionStorage.removeItem(`fc-reserve:${carId}`)
}

const heldUntil = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }) : ''

export function ReserveForm({ carId, reserved, deposit }: { carId: number | string; reserved: boolean; deposit: string }) {
  const [view, setView] = useState<View>({ kind: 'checking' })
  const [fields, setFields] = useState<Fields>({ name: '', email: '', phone: '', postcode: '' })
  const [sending, setSending] = useState(false)

  // Back from the processor: the shopper's own reservation, read from a small uncached endpoint.
  useEffect(() => {
    const reference = new URLSearchParams(window.location.search).get('reservation')
    if (!reference) {
      setView({ kind: 'form', banner: null, errors: {} })
      return
    }
    let cancelled = false
    const check = async (attempt: number): Promise<void> => {
      const response = await fetch(`/api/reservations/status?reference=${encodeURIComponent(reference)}`, { cache: 'no-store' })
      const answer = (await response.json().catch(() => null)) as ReservationStatusAnswer | null
      if (cancelled) return
      if (answer?.status === 'held' || answer?.status === 'converted') {
        forgetKey(carId)
        setView({ kind: 'held', until: heldUntil(answer.hold_expires_at) })
      } else if (answer?.status === 'pending' || answer?.status === 'paid') {
        // The processor's webhook may arrive a moment after the shopper does.
        if (attempt < 20) setTimeout(() => void check(attempt + 1), 1000)
        else setView({ kind: 'form', banner: reservationMessages.failed, errors: {} })
      } else {
        forgetKey(carId)
        setView({ kind: 'form', banner: answer?.message ?? reservationMessages.failed, errors: {} })
      }
    }
    void check(0)
    return () => {
      cancelled = true
    }
  }, [carId])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    try {
      const response = await fetch('/api/reservations/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: carId, ...fields, idempotency_key: requestKey(carId) }),
      })
      const answer = (await response.json().catch(() => ({}))) as StartAnswer
      if (response.status === 400) {
        setView({ kind: 'form', banner: answer.message ?? reservationMessages.invalid, errors: answer.errors ?? {} })
      } else if (answer.next?.kind === 'redirect') {
        window.location.assign(answer.next.url)
        return
      } else if (answer.next?.kind === 'stripe-elements') {
        const { clientSecret, publishableKey, returnUrl } = answer.next
        setView({ kind: 'paying', clientSecret, publishableKey, returnUrl })
      } else if (answer.status === 'held') {
        setView({ kind: 'held', until: '' })
      } else {
        // Refused (just reserved by someone else), or an earlier attempt of this tab that ended: start afresh next time.
        forgetKey(carId)
        setView({ kind: 'form', banner: answer.message ?? reservationMessages.failed, errors: {} })
      }
    } catch {
      setView({ kind: 'form', banner: reservationMessages.failed, errors: {} })
    }
    setSending(false)
  }

  if (view.kind === 'checking') return <p role="status">Checking your reservation…</p>
  if (view.kind === 'held') {
    return (
      <p className="fc-reserve__held" role="status">
        {reservationTexts.held(view.until || 'the end of the 48-hour hold')}
      </p>
    )
  }
  if (view.kind === 'paying') return <StripePayment {...view} submitLabel={reservationTexts.submit(deposit)} />
  if (reserved && !view.banner) {
    return (
      <p className="fc-reserve__reserved" role="status">
        {reservationTexts.reservedNotice}
      </p>
    )
  }
  const errorList = Object.entries(view.errors)
  return (
    <form className="fc-enquiry__form" onSubmit={(event) => void submit(event)} noValidate>
      {view.banner ? (
        <div className="fc-enquiry__banner" role="alert">
          <p>{view.banner}</p>
          {errorList.length > 0 ? (
            <ul>
              {errorList.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {(Object.keys(FIELD_LABELS) as Array<keyof Fields>).map((name) => {
        const { label, type, autoComplete } = FIELD_LABELS[name]
        const error = view.errors[name]
        return (
          <p className="fc-enquiry__field" key={name}>
            <label htmlFor={`reserve-${name}`}>{label}</label>
            <input
              id={`reserve-${name}`}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              value={fields[name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `reserve-${name}-error` : undefined}
              onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
            />
            {error ? (
              <span className="fc-enquiry__error" id={`reserve-${name}-error`}>
                {error}
              </span>
            ) : null}
          </p>
        )
      })}
      <p className="fc-enquiry__note">{reservationTexts.cardNote}</p>
      <p className="fc-enquiry__actions">
        <button type="submit" className="fc-button fc-button--primary" disabled={sending} aria-busy={sending}>
          {reservationTexts.submit(deposit)}
        </button>
      </p>
    </form>
  )
}
