import { describe, expect, it } from '@jest/globals'
import Stripe from 'stripe'

import { stripePaymentAdapter } from './stripeAdapter'

const keys = { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_test_secret' }

type Sent = { url: string; method: string; headers: Record<string, string>; body: string }

/** Stripe's own fetch client over a fake fetch: every request is recorded and answered here, never sent. */
function recordingClient(answer: (sent: Sent) => unknown): { client: Stripe.HttpClient; sent: Sent[] } {
  const sent: Sent[] = []
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    }
    sent.push(request)
    return new Response(JSON.stringify(answer(request)), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
    })
  }
  return { client: Stripe.createFetchHttpClient(fakeFetch as typeof fetch), sent }
}

const intent = {
  id: 'pi_123',
  object: 'payment_intent',
  amount: 20000,
  currency: 'aud',
  status: 'requires_payment_method',
  client_secret: 'pi_123_secret_abc',
  last_payment_error: null,
  payment_method: null,
}

describe('the Stripe adapter', () => {
  it('creates the deposit intent with our idempotency key and hands back Elements details', async () => {
    const { client, sent } = recordingClient(() => intent)
    const adapter = stripePaymentAdapter(keys, { httpClient: client })
    const { intent: created, nextStep } = await adapter.createIntent({
      amountCents: 20000,
      currency: 'aud',
      idempotencyKey: 'reservation-RABC',
      description: 'Deposit for 2021 Toyota Corolla (reservation RABC)',
      metadata: { reservation: 'RABC' },
      returnUrl: 'https://dealer.example/cars/x/checkout?reservation=RABC',
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/payment_intents')
    expect(sent[0]!.method).toBe('POST')
    expect(sent[0]!.headers['idempotency-key']).toBe('reservation-RABC')
    expect(sent[0]!.headers.authorization).toBe('Bearer sk_test_123')
    const form = new URLSearchParams(sent[0]!.body)
    expect(form.get('amount')).toBe('20000')
    expect(form.get('currency')).toBe('aud')
    expect(form.get('automatic_payment_methods[enabled]')).toBe('true')
    expect(form.get('metadata[reservation]')).toBe('RABC')
    expect(created).toMatchObject({ id: 'pi_123', status: 'requires_payment_method', amountCents: 20000 })
    expect(nextStep).toEqual({
      kind: 'stripe-elements',
      clientSecret: 'pi_123_secret_abc',
      publishableKey: 'pk_test_123',
      returnUrl: 'https://dealer.example/cars/x/checkout?reservation=RABC',
    })
  })

  it('refunds the payment with an idempotency key, so a double click refunds once', async () => {
    const { client, sent } = recordingClient(() => ({ id: 're_1', object: 'refund', status: 'succeeded', payment_intent: 'pi_123' }))
    const adapter = stripePaymentAdapter(keys, { httpClient: client })
    expect(await adapter.refund({ intentId: 'pi_123', idempotencyKey: 'refund-RABC' })).toEqual({ id: 're_1', status: 'succeeded' })
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/refunds')
    expect(sent[0]!.headers['idempotency-key']).toBe('refund-RABC')
    expect(new URLSearchParams(sent[0]!.body).get('payment_intent')).toBe('pi_123')
  })

  it('accepts a webhook only with a valid Stripe-Signature, and reads the payment outcome from it', () => {
    const adapter = stripePaymentAdapter(keys)
    const event = (type: string, object: object) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } })
    const signed = (body: string, secret = keys.webhookSecret) =>
      new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) })

    const succeeded = event('payment_intent.succeeded', {
      ...intent,
      status: 'succeeded',
      payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242', fingerprint: 'Xt5EWLLDS7FJjR1c' } },
    })
    // Stripe's card fingerprint is what the limit on live holds per card counts by.
    expect(adapter.verifyWebhook(succeeded, signed(succeeded))).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      intentId: 'pi_123',
      failureCode: null,
      card: 'Visa •••• 4242',
      cardFingerprint: 'stripe:Xt5EWLLDS7FJjR1c',
    })

    const failed = event('payment_intent.payment_failed', {
      ...intent,
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    })
    expect(adapter.verifyWebhook(failed, signed(failed))).toMatchObject({ type: 'payment.failed', failureCode: 'insufficient_funds' })

    // Signed with another secret, altered after signing, or not signed at all: refused.
    expect(adapter.verifyWebhook(succeeded, signed(succeeded, 'whsec_someone_else'))).toBeNull()
    expect(adapter.verifyWebhook(succeeded.replace('pi_123', 'pi_999'), signed(succeeded))).toBeNull()
    expect(adapter.verifyWebhook(succeeded, new Headers())).toBeNull()
    // An event the reservation does not listen to verifies, and carries nothing to apply.
    const other = event('customer.created', { id: 'cus_1', object: 'customer' })
    expect(adapter.verifyWebhook(other, signed(other))).toBeNull()
  })
})
