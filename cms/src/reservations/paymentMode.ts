import type { Payload } from 'payload'

import { paymentMode, paymentModeTexts, type PaymentMode } from '@forecourt/domain/reservation'

import type { PaymentAdapter, PaymentProcessorName } from './paymentAdapter'
import { stripePaymentAdapter, type StripeKeys } from './stripeAdapter'
import { testPaymentAdapter } from './testProcessor'
import type { DocumentId } from '@forecourt/domain/ids'

/** The tenant's Stripe keys (all three) and whether staff marked it as a test site, read as the server. */
export async function tenantPaymentSetup(
  payload: Payload,
  tenantId: DocumentId,
): Promise<{ mode: PaymentMode; stripeKeys: StripeKeys | null }> {
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    select: { payments: true },
    overrideAccess: true,
    disableErrors: true,
  })
  const keys = tenant?.payments
  const secretKey = keys?.stripeSecretKey?.trim()
  const publishableKey = keys?.stripePublishableKey?.trim()
  const webhookSecret = keys?.stripeWebhookSecret?.trim()
  const stripeKeys = secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret } : null
  return { mode: paymentMode({ hasStripeKeys: stripeKeys !== null, testMode: keys?.testMode }), stripeKeys }
}

/**
 * `live` (Stripe), `test` (the built-in test processor, only on a site staff marked as a test site) or
 * `off` (a production site without Stripe keys: it takes no payment, so Reserve and Buy Online are off).
 */
export async function tenantPaymentMode(payload: Payload, tenantId: DocumentId): Promise<PaymentMode> {
  return (await tenantPaymentSetup(payload, tenantId)).mode
}

export async function tenantStripeKeys(payload: Payload, tenantId: DocumentId): Promise<StripeKeys | null> {
  return (await tenantPaymentSetup(payload, tenantId)).stripeKeys
}

/** Thrown when a site without Stripe keys, not marked as a test site, is asked for a payment. */
export class PaymentsOffError extends Error {
  constructor() {
    super(paymentModeTexts.paymentsOff)
  }
}

/**
 * Stripe when the tenant has filled in its keys; the in-process test processor only on a site marked as
 * a test site (or for a payment it already took, to refund it); nothing on a production site without keys.
 */
export const tenantPaymentAdapter = async (
  payload: Payload,
  tenantId: DocumentId,
  processor?: PaymentProcessorName,
): Promise<PaymentAdapter> => {
  if (processor === 'test') return testPaymentAdapter(payload.secret)
  const { mode, stripeKeys } = await tenantPaymentSetup(payload, tenantId)
  if (stripeKeys) return stripePaymentAdapter(stripeKeys)
  if (processor === 'stripe') throw new Error('This reservation was paid through Stripe, but the site has no Stripe keys any more.')
  if (mode !== 'test') throw new PaymentsOffError()
  return testPaymentAdapter(payload.secret)
}
