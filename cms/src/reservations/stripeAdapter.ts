import Stripe from 'stripe'

import type { PaymentAdapter, PaymentEvent, PaymentFailureCode, PaymentIntent } from './paymentAdapter'

/** A tenant's Stripe account, from Tenants → Payments. All three are needed to switch Stripe on. */
export type StripeKeys = { secretKey: string; publishableKey: string; webhookSecret: string }

export type StripeAdapterOptions = {
  /** Tests pass a client that answers without the network (Stripe.createFetchHttpClient over a fake fetch). */
  httpClient?: Stripe.HttpClient
}

function failureCodeOf(code: string | null | undefined, declineCode: string | null | undefined): PaymentFailureCode {
  if (declineCode === 'insufficient_funds') return 'insufficient_funds'
  if (code === 'payment_intent_authentication_failure') return 'authentication_failed'
  return 'declined'
}

function statusOf(status: Stripe.PaymentIntent.Status): PaymentIntent['status'] {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'canceled') return 'canceled'
  if (status === 'requires_action') return 'requires_action'
  return 'requires_payment_method'
}

function cardOf(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method
  if (method && typeof method === 'object' && method.card) {
    const brand = method.card.brand.charAt(0).toUpperCase() + method.card.brand.slice(1)
    return `${brand} •••• ${method.card.last4}`
  }
  return null
}

/** Stripe's own card fingerprint, when the event carries the payment method expanded. */
function fingerprintOf(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method
  return method && typeof method === 'object' && method.card?.fingerprint ? `stripe:${method.card.fingerprint}` : null
}

function intentOf(intent: Stripe.PaymentIntent): PaymentIntent {
  const error = intent.last_payment_error
  return {
    id: intent.id,
    status: error && intent.status === 'requires_payment_method' ? 'failed' : statusOf(intent.status),
    amountCents: intent.amount,
    currency: intent.currency,
    failureCode: error ? failureCodeOf(error.code, error.decline_code) : null,
    card: cardOf(intent),
    cardFingerprint: fingerprintOf(intent),
  }
}

/**
 * Stripe, switched on by a tenant's keys: the deposit is a PaymentIntent created with our idempotency
 * key, the card goes into Stripe Elements on the reserve page (Stripe's own fields, so the number never
 * reaches our server), 3-D Secure is Stripe's, and the outcome arrives on
 * POST /api/reservations/webhook/stripe, refused unless its Stripe-Signature verifies.
 */
export function stripePaymentAdapter(keys: StripeKeys, options: StripeAdapterOptions = {}): PaymentAdapter {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  })
  return {
    name: 'stripe',
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      )
      return {
        intent: intentOf(intent),
        nextStep: {
          kind: 'stripe-elements',
          clientSecret: intent.client_secret ?? '',
          publishableKey: keys.publishableKey,
          returnUrl: input.returnUrl,
        },
      }
    },
    async retrieveIntent(intentId) {
      try {
        return intentOf(await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw error
      }
    },
    async refund({ intentId, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey })
      const status =
        refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending'
      return { id: refund.id, status }
    },
    verifyWebhook(rawBody, headers) {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers.get('stripe-signature') ?? '', keys.webhookSecret)
      } catch {
        return null
      }
      return paymentEventOf(event)
    },
  }
}

/** The Stripe events a reservation listens to; null for any other (answered 200 and ignored). */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = intentOf(event.data.object)
    return {
      id: event.id,
      type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
      intentId: intent.id,
      failureCode: event.type === 'payment_intent.payment_failed' ? (intent.failureCode ?? 'declined') : null,
      card: intent.card,
      cardFingerprint: intent.cardFingerprint ?? null,
    }
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
    return intentId ? { id: event.id, type: 'refund.succeeded', intentId, failureCode: null, card: null } : null
  }
  return null
}
