/**
 * The payment adapter a reservation's deposit goes through. The default is the in-process test
 * processor (testProcessor.ts), which never calls out; Stripe (stripeAdapter.ts) is switched on per
 * tenant by its keys (Tenants → Payments). Both follow Stripe's flow: an intent created on the server
 * with an idempotency key, the card entered on the processor's own page or fields (never on ours),
 * a 3-D Secure step where the bank asks for one, and the outcome told to us by a signed webhook.
 * The online purchase journey reuses the same adapter for its payments.
 */
import type { PaymentNextStep } from '@forecourt/domain/reservation'

export const paymentProcessorNames = ['test', 'stripe'] as const
export type PaymentProcessorName = (typeof paymentProcessorNames)[number]

export type PaymentFailureCode = 'declined' | 'insufficient_funds' | 'authentication_failed' | 'expired'

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'failed' | 'canceled'

export type PaymentIntent = {
  id: string
  status: PaymentIntentStatus
  amountCents: number
  currency: string
  failureCode: PaymentFailureCode | null
  /** Brand and last four digits, e.g. 'Visa •••• 4242'; the number itself is never kept. */
  card: string | null
  /** The same card gives the same fingerprint (never the number): live holds are limited per card. */
  cardFingerprint?: string | null
}

/** Declared once in domain, where the site reads it too; named here as well for the adapters and services. */
export type { PaymentNextStep }

export type CreateIntentInput = {
  amountCents: number
  currency: string
  /** Sent to the processor as its idempotency key: the same key never makes a second intent or charge. */
  idempotencyKey: string
  description: string
  metadata: Record<string, string>
  /** Where the processor sends the shopper back once the payment is settled. */
  returnUrl: string
}

export type PaymentEvent = {
  /** The processor's event id: a webhook delivered twice carries the same one. */
  id: string
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded'
  intentId: string
  failureCode: PaymentFailureCode | null
  card: string | null
  cardFingerprint?: string | null
}

export type RefundResult = { id: string; status: 'succeeded' | 'pending' | 'failed' }

export interface PaymentAdapter {
  readonly name: PaymentProcessorName
  createIntent(input: CreateIntentInput): Promise<{ intent: PaymentIntent; nextStep: PaymentNextStep }>
  retrieveIntent(intentId: string): Promise<PaymentIntent | null>
  /** Refunds the whole payment; the same idempotency key never refunds twice. */
  refund(input: { intentId: string; idempotencyKey: string }): Promise<RefundResult>
  /** The event a webhook request carries, or null when its signature does not verify. */
  verifyWebhook(rawBody: string, headers: Headers): PaymentEvent | null
}
