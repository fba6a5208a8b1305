import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type {
  CreateIntentInput,
  PaymentAdapter,
  PaymentEvent,
  PaymentFailureCode,
  PaymentIntent,
  PaymentNextStep,
  RefundResult,
} from './paymentAdapter'
import { processSlot } from '../lib/processSlot'

/**
 * The default payment processor: an in-process stand-in for Stripe that never calls out. It keeps its
 * intents, charges and refunds in the server process's memory (as a sandbox account would), serves
 * its own card page and 3-D Secure challenge under /api/test-processor/ (testProcessorPages.ts), and
 * tells the platform what happened through a signed webhook, exactly as Stripe does. Card numbers are
 * checked and forgotten: only the brand and the last four digits are kept.
 *
 * Test cards (any future expiry, any 3-digit CVC):
 *   4242 4242 4242 4242  succeeds          4000 0000 0000 0002  declined
 *   4000 0000 0000 9995  insufficient funds 4000 0027 6000 3184  asks for 3-D Secure
 * Any other number that passes the Luhn check succeeds. It serves only the sites staff marked as test
 * sites (Tenants → Payments → Test site); a production site without Stripe keys takes no payment.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const

export const TEST_PROCESSOR_PATH = '/api/test-processor'
export const TEST_SIGNATURE_HEADER = 'test-processor-signature'
/** A webhook older than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_S = 300

type StoredIntent = PaymentIntent & {
  idempotencyKey: string
  returnUrl: string
  description: string
  metadata: Record<string, string>
  refundId: string | null
}

export type TestProcessorLedger = {
  intents: Map<string, StoredIntent>
  intentsByKey: Map<string, string>
  refundsByKey: Map<string, RefundResult & { intentId: string }>
  /** Successful charges, one per intent: what a shopper's card statement would show. */
  charges: Array<{ intentId: string; amountCents: number; at: string }>
  refunds: Array<{ refundId: string; intentId: string; amountCents: number; at: string }>
  eventSeq: number
}

/** One per process: the API routes and the pages are separate bundles of one process (lib/processSlot.ts). */
export function testProcessorLedger(): TestProcessorLedger {
  return processSlot<TestProcessorLedger>('testPaymentProcessor', () => ({
    intents: new Map(),
    intentsByKey: new Map(),
    refundsByKey: new Map(),
    charges: [],
    refunds: [],
    eventSeq: 0,
  }))
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

function publicIntent(stored: StoredIntent): PaymentIntent {
  const { id, status, amountCents, currency, failureCode, card, cardFingerprint } = stored
  return { id, status, amountCents, currency, failureCode, card, cardFingerprint: cardFingerprint ?? null }
}

/** The webhook signing secret: derived from the server secret, so nothing needs configuring. */
export function testWebhookSecret(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('test-processor-webhook').digest('hex')
}

/** `t={unix seconds},v1={HMAC-SHA256 of "t.body"}`, Stripe's scheme. */
export function signTestWebhook(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000)
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export function verifyTestWebhook(secret: string, body: string, header: string | null, now = Date.now()): boolean {
  if (!header) return false
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'))
  const given = Buffer.from(String(parts.v1 ?? ''))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard'
  if (/^3[47]/.test(digits)) return 'American Express'
  return 'Card'
}

export type CardEntry = { number: string; expiry: string; cvc: string }
export type CardCheck = { ok: true; digits: string; card: string } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string }

export function checkCard(entry: CardEntry, now = new Date()): CardCheck {
  const digits = entry.number.replace(/[\s-]/g, '')
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: 'Your card number is incorrect.' }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(entry.expiry.trim())
  const month = Number(expiry?.[1])
  const year = 2000 + Number(expiry?.[2])
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: 'Enter the expiry date as MM/YY.' }
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, field: 'expiry', message: 'Your card has expired.' }
  }
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) return { ok: false, field: 'cvc', message: 'Your card’s security code is incomplete.' }
  return { ok: true, digits, card: `${cardBrand(digits)} •••• ${digits.slice(-4)}` }
}

export type ConfirmOutcome =
  | { kind: 'succeeded'; intent: PaymentIntent }
  | { kind: 'failed'; intent: PaymentIntent }
  | { kind: 'challenge'; intent: PaymentIntent }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'unknown' }
  | { kind: 'settled'; intent: PaymentIntent }

function settle(ledger: TestProcessorLedger, stored: StoredIntent, outcome: 'succeeded' | PaymentFailureCode, now: Date): void {
  if (outcome === 'succeeded') {
    stored.status = 'succeeded'
    stored.failureCode = null
    ledger.charges.push({ intentId: stored.id, amountCents: stored.amountCents, at: now.toISOString() })
  } else {
    stored.status = 'failed'
    stored.failureCode = outcome
  }
}

/**
 * The card page's submit: the card is checked here and only its brand, last four and fingerprint (a keyed
 * hash the page computes, holdLimits.ts) are kept.
 */
export function confirmTestIntent(
  intentId: string,
  entry: CardEntry,
  now = new Date(),
  cardFingerprint: string | null = null,
): ConfirmOutcome {
  const ledger = testProcessorLedger()
  const stored = ledger.intents.get(intentId)
  if (!stored) return { kind: 'unknown' }
  // A second submit of a settled payment (a double click, the back button) never charges again.
  if (stored.status === 'succeeded' || stored.status === 'failed' || stored.status === 'canceled') {
    return { kind: 'settled', intent: publicIntent(stored) }
  }
  const check = checkCard(entry, now)
  if (!check.ok) return { kind: 'invalid', field: check.field, message: check.message }
  stored.card = check.card
  stored.cardFingerprint = cardFingerprint
  if (check.digits === TEST_CARDS.threeDSecure) {
    stored.status = 'requires_action'
    return { kind: 'challenge', intent: publicIntent(stored) }
  }
  const outcome =
    check.digits === TEST_CARDS.declined ? 'declined' : check.digits === TEST_CARDS.insufficientFunds ? 'insufficient_funds' : 'succeeded'
  settle(ledger, stored, outcome, now)
  return outcome === 'succeeded' ? { kind: 'succeeded', intent: publicIntent(stored) } : { kind: 'failed', intent: publicIntent(stored) }
}

/** The 3-D Secure page's answer: the shopper completed or failed the bank's check. */
export function completeTestChallenge(intentId: string, passed: boolean, now = new Date()): ConfirmOutcome {
  const ledger = testProcessorLedger()
  const stored = ledger.intents.get(intentId)
  if (!stored) return { kind: 'unknown' }
  if (stored.status !== 'requires_action') return { kind: 'settled', intent: publicIntent(stored) }
  settle(ledger, stored, passed ? 'succeeded' : 'authentication_failed', now)
  return passed ? { kind: 'succeeded', intent: publicIntent(stored) } : { kind: 'failed', intent: publicIntent(stored) }
}

export function testIntentReturnUrl(intentId: string): string | null {
  return testProcessorLedger().intents.get(intentId)?.returnUrl ?? null
}

export function testIntentSummary(intentId: string): { amountCents: number; currency: string; description: string; status: string } | null {
  const stored = testProcessorLedger().intents.get(intentId)
  return stored
    ? { amountCents: stored.amountCents, currency: stored.currency, description: stored.description, status: stored.status }
    : null
}

/** The webhook event for an intent's current outcome, signed as the processor would send it. */
export function testWebhookFor(intent: PaymentIntent, secret: string, type?: PaymentEvent['type']): { body: string; headers: Headers } {
  const ledger = testProcessorLedger()
  ledger.eventSeq += 1
  const event: PaymentEvent = {
    id: `evt_test_${ledger.eventSeq}_${randomBytes(6).toString('hex')}`,
    type: type ?? (intent.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed'),
    intentId: intent.id,
    failureCode: intent.failureCode,
    card: intent.card,
    cardFingerprint: intent.cardFingerprint ?? null,
  }
  const body = JSON.stringify(event)
  return { body, headers: new Headers({ 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestWebhook(secret, body) }) }
}

export function testPaymentAdapter(serverSecret: string): PaymentAdapter {
  const secret = testWebhookSecret(serverSecret)
  return {
    name: 'test',
    async createIntent(input: CreateIntentInput) {
      const ledger = testProcessorLedger()
      const existingId = ledger.intentsByKey.get(input.idempotencyKey)
      const existing = existingId ? ledger.intents.get(existingId) : undefined
      const stored: StoredIntent = existing ?? {
        id: newId('pi'),
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
        failureCode: null,
        card: null,
        idempotencyKey: input.idempotencyKey,
        returnUrl: input.returnUrl,
        description: input.description,
        metadata: input.metadata,
        refundId: null,
      }
      if (!existing) {
        ledger.intents.set(stored.id, stored)
        ledger.intentsByKey.set(input.idempotencyKey, stored.id)
      }
      const nextStep: PaymentNextStep = { kind: 'redirect', url: `${TEST_PROCESSOR_PATH}/pay/${stored.id}` }
      return { intent: publicIntent(stored), nextStep }
    },
    async retrieveIntent(intentId) {
      const stored = testProcessorLedger().intents.get(intentId)
      return stored ? publicIntent(stored) : null
    },
    async refund({ intentId, idempotencyKey }) {
      const ledger = testProcessorLedger()
      const repeated = ledger.refundsByKey.get(idempotencyKey)
      if (repeated) return { id: repeated.id, status: repeated.status }
      const stored = ledger.intents.get(intentId)
      if (!stored || stored.status !== 'succeeded') return { id: newId('re'), status: 'failed' }
      if (stored.refundId) return { id: stored.refundId, status: 'succeeded' }
      const refund = { id: newId('re'), status: 'succeeded' as const, intentId }
      stored.refundId = refund.id
      ledger.refundsByKey.set(idempotencyKey, refund)
      ledger.refunds.push({ refundId: refund.id, intentId, amountCents: stored.amountCents, at: new Date().toISOString() })
      return { id: refund.id, status: refund.status }
    },
    verifyWebhook(rawBody, headers) {
      if (!verifyTestWebhook(secret, rawBody, headers.get(TEST_SIGNATURE_HEADER))) return null
      try {
        const event = JSON.parse(rawBody) as PaymentEvent
        return typeof event.id === 'string' && typeof event.intentId === 'string' ? event : null
      } catch {
        return null
      }
    },
  }
}
