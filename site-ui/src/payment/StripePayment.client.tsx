'use client'

import { reservationMessages } from '@forecourt/domain/reservation'
import { useEffect, useState } from 'react'

type StripeJs = {
  elements(options: { clientSecret: string }): { create(kind: 'payment'): { mount(selector: string): void } }
  confirmPayment(options: { elements: unknown; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>
}

/**
 * Stripe Elements, for sites paying through Stripe: Stripe's own fields in Stripe's frame, loaded only
 * then. Shared by the reserve page and the purchase journey's payment step.
 */
export function StripePayment({
  clientSecret,
  publishableKey,
  returnUrl,
  submitLabel,
}: {
  clientSecret: string
  publishableKey: string
  returnUrl: string
  submitLabel: string
}) {
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: ReturnType<StripeJs['elements']> } | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const script = document.createElement('script')
    script.src = 'https://js.stripe.com/v3'
    script.onload = () => {
      const js = (window as unknown as { Stripe(key: string): StripeJs }).Stripe(publishableKey)
      const elements = js.elements({ clientSecret })
      elements.create('payment').mount('#fc-reserve-stripe')
      setStripe({ js, elements })
    }
    script.onerror = () => setError(reservationMessages.paymentUnavailable)
    document.head.appendChild(script)
  }, [clientSecret, publishableKey])
  return (
    <form
      className="fc-enquiry__form"
      onSubmit={(event) => {
        event.preventDefault()
        if (!stripe) return
        void stripe.js.confirmPayment({ elements: stripe.elements, confirmParams: { return_url: returnUrl } }).then((result) => {
          if (result.error) setError(result.error.message ?? reservationMessages.declined)
        })
      }}
    >
      <div id="fc-reserve-stripe" />
      {error ? (
        <p className="fc-enquiry__banner" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="fc-button fc-button--primary" disabled={!stripe}>
        {submitLabel}
      </button>
    </form>
  )
}
