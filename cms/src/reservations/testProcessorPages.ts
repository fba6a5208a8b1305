import type { Endpoint, PayloadRequest } from 'payload'

import { paymentModeTexts } from '@forecourt/domain/reservation'

import { isSuperAdminUser } from '../auth/roles'
import { relationId } from '../lib/documents'
import { answeringFailures, noStoreJson, readBoundedText, readsOwnBody } from '../lib/publicEndpoint'
import { receivePaymentWebhook } from './endpoints'
import { cardFingerprint, holdLimitReached } from './holdLimits'
import { tenantPaymentMode } from './paymentMode'
import { findReservation } from './service'
import {
  checkCard,
  completeTestChallenge,
  confirmTestIntent,
  TEST_CARDS,
  testIntentReturnUrl,
  testIntentSummary,
  testProcessorLedger,
  testWebhookFor,
  testWebhookSecret,
  type ConfirmOutcome,
} from './testProcessor'

/**
 * The test processor's own pages, standing in for Stripe's hosted card entry and 3-D Secure challenge:
 *   GET/POST /api/test-processor/pay/{intent}   the card form (number, expiry, CVC)
 *   GET/POST /api/test-processor/3ds/{intent}   the bank's challenge (Complete / Fail)
 * They are the processor, not the site: the card number is read here, checked, reduced to brand and
 * last four, and never stored or passed to the site's handlers. Once settled the processor sends its
 * signed webhook (in-process) and sends the shopper back to the site's return address.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:4px;box-sizing:border-box}button{margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;border-radius:4px;border:0;background:#0a5c36;color:#fff;cursor:pointer}button.secondary{background:#8a1c1c}.note{font-size:.875rem;color:#444}.error{color:#8a1c1c;font-weight:600}</style></head>
<body><main><p class="note fc-test-mode" role="note"><strong>${escape(paymentModeTexts.testNotice)}</strong> This is the built-in test payment processor.</p>${body}</main></body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  })
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 2 }).format(cents / 100)

function cardForm(intentId: string, error: string | null, errorStatus = 400): Response {
  const summary = testIntentSummary(intentId)
  if (!summary) return page('Payment not found', '<h1>Payment not found</h1><p>This payment does not exist or has expired.</p>', 404)
  const action = `/api/test-processor/pay/${encodeURIComponent(intentId)}`
  return page(
    'Pay deposit',
    `<h1>Pay ${escape(money(summary.amountCents, summary.currency))}</h1><p>${escape(summary.description)}</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${action}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${escape(money(summary.amountCents, summary.currency))}</button></form>
<p class="note">Test cards: ${TEST_CARDS.success} succeeds, ${TEST_CARDS.declined} is declined, ${TEST_CARDS.insufficientFunds} has insufficient funds, ${TEST_CARDS.threeDSecure} asks for 3-D Secure.</p>`,
    error ? errorStatus : 200,
  )
}

function challengePage(intentId: string): Response {
  const action = `/api/test-processor/3ds/${encodeURIComponent(intentId)}`
  return page(
    '3-D Secure',
    `<h1>Confirm your payment</h1><p>Your bank asks you to confirm this payment (3-D Secure test page).</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="pass"><button type="submit">Complete authentication</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit" class="secondary">Fail authentication</button></form>`,
  )
}

async function formFields(req: PayloadRequest): Promise<URLSearchParams> {
  const text = await readBoundedText(req, 2048)
  return new URLSearchParams(text === 'too-large' || text === 'unreadable' ? '' : text)
}

/** Settled: the processor tells the platform (signed webhook) and sends the shopper back to the site. */
async function settled(req: PayloadRequest, outcome: ConfirmOutcome & { intent: unknown }, intentId: string): Promise<Response> {
  if (outcome.kind === 'succeeded' || outcome.kind === 'failed') {
    const { body, headers } = testWebhookFor(outcome.intent, testWebhookSecret(req.payload.secret))
    const delivered = await receivePaymentWebhook(req, 'test', req.headers.get('host') ?? '', body, headers)
    if (delivered.status !== 200) req.payload.logger.error(`Test processor: the webhook for ${intentId} was refused (${delivered.status}).`)
  }
  const back = testIntentReturnUrl(intentId)
  return back ? Response.redirect(back, 303) : page('Payment settled', '<h1>Payment settled</h1>')
}

async function handlePay(req: PayloadRequest): Promise<Response> {
  const intentId = String(req.routeParams?.intent ?? '')
  if (req.method === 'GET') return cardForm(intentId, null)
  const fields = await formFields(req)
  const entry = { number: fields.get('number') ?? '', expiry: fields.get('expiry') ?? '', cvc: fields.get('cvc') ?? '' }
  const check = checkCard(entry)
  const fingerprint = check.ok ? cardFingerprint(req.payload.secret, check.digits) : null
  const refusal = await refusalBeforeCharge(req, intentId, fingerprint)
  if (refusal) return cardForm(intentId, refusal.message, refusal.status)
  const outcome = confirmTestIntent(intentId, entry, new Date(), fingerprint)
  if (outcome.kind === 'unknown') return cardForm(intentId, null)
  if (outcome.kind === 'invalid') return cardForm(intentId, outcome.message)
  // A relative address: the shopper stays on the host they came from (the page's form-action rule is 'self').
  if (outcome.kind === 'challenge') {
    return new Response(null, { status: 303, headers: { location: `/api/test-processor/3ds/${encodeURIComponent(intentId)}` } })
  }
  return settled(req, outcome, intentId)
}

async function handleChallenge(req: PayloadRequest): Promise<Response> {
  const intentId = String(req.routeParams?.intent ?? '')
  if (req.method === 'GET') {
    return testIntentSummary(intentId) ? challengePage(intentId) : page('Payment not found', '<h1>Payment not found</h1>', 404)
  }
  const fields = await formFields(req)
  const outcome = completeTestChallenge(intentId, fields.get('outcome') === 'pass')
  if (outcome.kind === 'unknown' || outcome.kind === 'invalid') return page('Payment not found', '<h1>Payment not found</h1>', 404)
  if (outcome.kind === 'challenge') return challengePage(intentId)
  return settled(req, outcome, intentId)
}

/**
 * GET /api/test-processor/ledger: the processor's own record of charges and refunds (what Stripe's
 * dashboard would list), for super-admins checking that no charge went without a hold (bench/reservations.ts).
 */
async function handleLedger(req: PayloadRequest): Promise<Response> {
  if (!isSuperAdminUser(req.user)) return noStoreJson(403, { message: 'Only super-admins read the test processor’s ledger.' })
  const ledger = testProcessorLedger()
  return noStoreJson(200, { charges: ledger.charges, refunds: ledger.refunds, intents: ledger.intents.size })
}

/**
 * Why this payment is not taken, checked before any charge: its site is no longer a test site (the test
 * processor serves test sites only), or the card (known only now) already keeps the most live holds the
 * site allows. Null to go ahead, also for a payment no reservation is waiting on (it holds nothing).
 */
async function refusalBeforeCharge(
  req: PayloadRequest,
  intentId: string,
  fingerprint: string | null,
): Promise<{ status: 409 | 429; message: string } | null> {
  const reservation = await findReservation(req.payload, { intentId })
  const tenantId = reservation ? relationId(reservation.tenant) : null
  if (!reservation || tenantId === null || reservation.status !== 'pending') return null
  if ((await tenantPaymentMode(req.payload, tenantId)) !== 'test') return { status: 409, message: paymentModeTexts.paymentsOff }
  if (!fingerprint) return null
  const verdict = await holdLimitReached(
    req.payload,
    tenantId,
    { card_fingerprint: fingerprint },
    { now: new Date(), except: reservation.id },
  )
  return verdict ? { status: 429, message: verdict.message } : null
}

const failure = 'The test processor failed.'
export const testProcessorEndpoints: Endpoint[] = [
  { path: '/test-processor/ledger', method: 'get', handler: answeringFailures(handleLedger, failure, failure) },
  { path: '/test-processor/pay/:intent', method: 'get', handler: answeringFailures(handlePay, failure, failure) },
  { path: '/test-processor/pay/:intent', method: 'post', custom: readsOwnBody, handler: answeringFailures(handlePay, failure, failure) },
  { path: '/test-processor/3ds/:intent', method: 'get', handler: answeringFailures(handleChallenge, failure, failure) },
  {
    path: '/test-processor/3ds/:intent',
    method: 'post',
    custom: readsOwnBody,
    handler: answeringFailures(handleChallenge, failure, failure),
  },
]
