import { createHmac, timingSafeEqual } from 'node:crypto'

import { formatMoney } from '@forecourt/domain/enquiry'

import { adfNameParts } from './adf'
import type { StoredLead } from './leadPayload'

/**
 * How a stored lead reaches the dealership: a notification email to staff, ADF/XML to the CRM, and
 * a signed JSON webhook. Everything here is a decision on data; the worker that sends, and the clock
 * and randomness it uses, live elsewhere and are passed in.
 */
/** `confirmation`: an email to the shopper themself, for leads that commit them to something (a reservation). */
export type DeliveryChannel = 'email' | 'adf' | 'webhook' | 'confirmation'

/**
 * One job per lead, channel and destination. Enqueuing the same key twice must be a no-op, so a
 * retried form post (same idempotency key, same lead) never sends the dealer a second copy.
 */
export function deliveryJobKey(leadId: string | number, channel: DeliveryChannel, destinationId?: string | number | null): string {
  const part = (value: string | number) => encodeURIComponent(String(value).trim())
  const destination =
    destinationId === null || destinationId === undefined || String(destinationId).trim() === '' ? '' : `:${part(destinationId)}`
  return `lead-delivery:${part(leadId)}:${channel}${destination}`
}

// ---------------------------------------------------------------------------------------------
// Retries

export type RetryPolicy = {
  /** The wait after the first failure; each later failure doubles it. */
  baseDelayMs: number
  /** No wait is longer than this, so a lead is tried at least this often while it is pending. */
  maxDelayMs: number
  /** After this many failed attempts in a row the job waits for an operator instead. */
  maxAutomaticAttempts: number
}

/*
 * 1 min, 2, 4, ... doubling to 256 min, then every 6 h: the 12 automatic attempts span about 20
 * hours, long enough to ride out a CRM's maintenance window or an overnight outage, short enough
 * that someone looks at a stuck lead the next working day.
 */
export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  maxAutomaticAttempts: 12,
}

/**
 * The wait before the next attempt after `failedAttempts` failures in a row. Half the exponential
 * delay is fixed and half is spread by `jitter` (a random number in [0, 1) passed in), so jobs that
 * failed together do not all come back at the same moment, yet none retries sooner than half the
 * schedule.
 */
export function retryDelayMs(failedAttempts: number, jitter: number, policy: RetryPolicy = defaultRetryPolicy): number {
  const exponent = Math.max(0, Math.floor(failedAttempts) - 1)
  // 2 ** exponent overflows to Infinity long after the cap applies; min() keeps it finite.
  const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 52))
  const spread = Number.isFinite(jitter) ? Math.min(Math.max(jitter, 0), 1) : 0
  return Math.round(capped / 2 + (spread * capped) / 2)
}

export type DeliveryAttemptOutcome =
  | { kind: 'delivered' }
  | { kind: 'http'; status: number; retryAfterSeconds?: number | null }
  | { kind: 'smtp'; code: number }
  | { kind: 'network-error'; message?: string | null }
  /** No address, no URL or no secret: nothing will change until someone fixes the settings. */
  | { kind: 'misconfigured'; message: string }

export type AttemptClass = 'delivered' | 'transient' | 'permanent'

/**
 * Transient failures are retried on the schedule; permanent ones go straight to an operator, since
 * repeating a request the other side refused (bad signature, unknown address) only repeats the refusal.
 */
export function classifyAttempt(outcome: DeliveryAttemptOutcome): AttemptClass {
  switch (outcome.kind) {
    case 'delivered':
      return 'delivered'
    case 'network-error':
      return 'transient'
    case 'misconfigured':
      return 'permanent'
    case 'http': {
      const { status } = outcome
      if (status >= 200 && status < 300) return 'delivered'
      if (status === 408 || status === 425 || status === 429 || status >= 500) return 'transient'
      return 'permanent'
    }
    case 'smtp': {
      const { code } = outcome
      if (code >= 200 && code < 300) return 'delivered'
      if (code >= 400 && code < 500) return 'transient'
      return 'permanent'
    }
  }
}

function describeOutcome(outcome: DeliveryAttemptOutcome): string {
  switch (outcome.kind) {
    case 'delivered':
      return 'delivered'
    case 'http':
      return `HTTP ${outcome.status}`
    case 'smtp':
      return `SMTP ${outcome.code}`
    case 'network-error':
      return outcome.message?.trim() ? `Network error: ${outcome.message.trim()}` : 'Network error'
    case 'misconfigured':
      return `Not configured: ${outcome.message}`
  }
}

/**
 * pending: waiting for its next attempt. delivered: done. needs-operator: automatic attempts stopped;
 * the lead stays stored and visible until an operator retries or dismisses it. dismissed: an
 * operator decided not to deliver it. Nothing but an operator ever dismisses a lead.
 */
export type DeliveryJobStatus = 'pending' | 'delivered' | 'needs-operator' | 'dismissed'

export type DeliveryJob = {
  key: string
  status: DeliveryJobStatus
  /** Every attempt ever made, for the audit trail. */
  attempts: number
  /** Failed attempts since the job was created or an operator last retried it; drives the backoff. */
  failuresInARow: number
  nextAttemptAt: string | null
  lastError: string | null
  updatedAt: string
  deliveredAt?: string
  dismissedBy?: string
}

export function newDeliveryJob(key: string, now: Date): DeliveryJob {
  const at = now.toISOString()
  return { key, status: 'pending', attempts: 0, failuresInARow: 0, nextAttemptAt: at, lastError: null, updatedAt: at }
}

export function isDeliveryDue(job: Pick<DeliveryJob, 'status' | 'nextAttemptAt'>, now: Date): boolean {
  return job.status === 'pending' && job.nextAttemptAt !== null && Date.parse(job.nextAttemptAt) <= now.getTime()
}

/** The job after one attempt. Attempts reported for a job that is no longer pending change nothing. */
export function recordDeliveryAttempt(
  job: DeliveryJob,
  outcome: DeliveryAttemptOutcome,
  context: { now: Date; jitter: number; policy?: RetryPolicy },
): DeliveryJob {
  if (job.status !== 'pending') return job
  const policy = context.policy ?? defaultRetryPolicy
  const updatedAt = context.now.toISOString()
  const attempts = job.attempts + 1
  const result = classifyAttempt(outcome)

  if (result === 'delivered') {
    return {
      ...job,
      status: 'delivered',
      attempts,
      failuresInARow: 0,
      nextAttemptAt: null,
      lastError: null,
      updatedAt,
      deliveredAt: updatedAt,
    }
  }

  const failuresInARow = job.failuresInARow + 1
  const lastError = describeOutcome(outcome)
  if (result === 'permanent' || failuresInARow >= policy.maxAutomaticAttempts) {
    return { ...job, status: 'needs-operator', attempts, failuresInARow, nextAttemptAt: null, lastError, updatedAt }
  }

  let delay = retryDelayMs(failuresInARow, context.jitter, policy)
  const retryAfter = outcome.kind === 'http' ? outcome.retryAfterSeconds : null
  // The receiver asked for a pause: honour it, but never wait longer than the schedule's ceiling.
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0) {
    delay = Math.max(delay, Math.min(retryAfter * 1000, policy.maxDelayMs))
  }
  return {
    ...job,
    status: 'pending',
    attempts,
    failuresInARow,
    nextAttemptAt: new Date(context.now.getTime() + delay).toISOString(),
    lastError,
    updatedAt,
  }
}

export type OperatorAction = { type: 'retry' } | { type: 'dismiss'; operator: string }

/**
 * What an operator can do to a job that is not delivered: retry it now (with a fresh backoff), or
 * dismiss it. A delivered job is final.
 */
export function applyOperatorAction(job: DeliveryJob, action: OperatorAction, now: Date): DeliveryJob {
  if (job.status === 'delivered') return job
  const updatedAt = now.toISOString()
  if (action.type === 'retry') {
    const { dismissedBy: _dismissedBy, ...rest } = job
    return { ...rest, status: 'pending', failuresInARow: 0, nextAttemptAt: updatedAt, updatedAt }
  }
  const operator = action.operator.trim()
  if (!operator) throw new Error('Dismissing a lead delivery needs the operator who decided it')
  return { ...job, status: 'dismissed', nextAttemptAt: null, updatedAt, dismissedBy: operator }
}

// ---------------------------------------------------------------------------------------------
// Webhook signature

export const WEBHOOK_SIGNATURE_HEADER = 'X-Forecourt-Signature'
export const WEBHOOK_DELIVERY_KEY_HEADER = 'Idempotency-Key'

/** HMAC-SHA256 of the exact body bytes with the tenant's shared secret, as 'sha256=<hex>'. */
export function signWebhookBody(body: string | Uint8Array, secret: string): string {
  if (!secret) throw new Error('A webhook secret is required to sign a lead delivery')
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** For receivers (and our tests): compares in constant time so timing reveals nothing about the secret. */
export function verifyWebhookSignature(body: string | Uint8Array, secret: string, header: string | null | undefined): boolean {
  if (!header || !secret) return false
  const expected = Buffer.from(signWebhookBody(body, secret), 'utf8')
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Headers of one webhook delivery: the signature, and the job key so the receiver can drop repeats. */
export function webhookHeaders(body: string, secret: string, jobKey: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(body, secret),
    [WEBHOOK_DELIVERY_KEY_HEADER]: jobKey,
  }
}

// ---------------------------------------------------------------------------------------------
// Notification email

export type LeadEmail = { subject: string; text: string }

/** The shopper's own copy of a lead that committed them (a reservation): what they did, and who will call. */
export function shopperConfirmationEmail(lead: StoredLead, context: { dealershipName?: string | null }): LeadEmail {
  const dealer = context.dealershipName?.trim() || 'the dealership'
  const car = lead.vehicle?.title?.trim()
  const subject = oneLine(`${lead.category}${car ? `: ${car}` : ''} at ${dealer}`).slice(0, SUBJECT_LIMIT)
  const text = [
    `Hello ${customerFullName(lead)},`,
    '',
    lead.message ?? `Thank you: ${dealer} has your ${lead.category.toLowerCase()} request.`,
    '',
    `${dealer} will be in touch soon. Reply to this email or call us if anything is not right.`,
  ].join('\n')
  return { subject, text }
}

const SUBJECT_LIMIT = 200

/** Header values must stay on one line: a newline in a visitor's name would let them add headers. */
function oneLine(value: string): string {
  return value
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function customerFullName(lead: StoredLead): string {
  const { first, last } = adfNameParts(lead.customer.name, lead.customer.last_name)
  return [first, last].filter(Boolean).join(' ')
}

function formatLeadTime(iso: string, timeZone: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(time))
}

/**
 * The staff notification for a lead: the subject says what, which car and who, so it can be triaged
 * from the inbox; the body lists every fact the visitor gave. Plain text, so nothing the visitor
 * typed can render as markup.
 */
export function leadNotificationEmail(
  lead: StoredLead,
  context: { leadId: string | number; dealershipName?: string | null; timeZone?: string },
): LeadEmail {
  const timeZone = context.timeZone ?? 'Australia/Sydney'
  const category = lead.subcategory ? `${lead.category} (${lead.subcategory})` : lead.category
  const vehicle = lead.vehicle
  const car = vehicle ? `${vehicle.title || 'Vehicle'}${vehicle.stock_number ? ` (Stock ${vehicle.stock_number})` : ''}` : null
  const name = customerFullName(lead)
  const subject = oneLine([category, car, name].filter(Boolean).join(' - ')).slice(0, SUBJECT_LIMIT)

  const lines: string[] = []
  const line = (label: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || String(value).trim() === '') return
    lines.push(`${label}: ${value}`)
  }
  lines.push(`New ${lead.category}${context.dealershipName ? ` for ${context.dealershipName}` : ''}`, '')
  line('Category', lead.category)
  line('Subcategory', lead.subcategory)

  if (vehicle) {
    lines.push('', 'Vehicle')
    line('Vehicle', vehicle.title)
    line('Condition', vehicle.car_type)
    line('Stock number', vehicle.stock_number)
    line('VIN', vehicle.vin)
    line('Kilometres', vehicle.km)
    line('Price', vehicle.price !== null ? formatMoney(vehicle.price) : null)
  }

  lines.push('', 'Customer')
  line('Name', name)
  line('Email', lead.customer.email)
  line('Phone', lead.customer.phone)
  const place = lead.postcode_location
  line(
    'Postcode',
    place
      ? `${lead.customer.postcode} (${[place.suburbs.slice(0, 3).join(', '), place.state].filter(Boolean).join(', ')})`
      : lead.customer.postcode,
  )
  line('Preferred contact', lead.customer.preferred_contact_method)
  line('Marketing opt-in', lead.consent.opt_in ? 'Yes' : 'No')

  if (lead.offer_from_client !== null || lead.test_drive_booking_date || lead.trade_in?.has_trade_in) lines.push('')
  line('Offer', lead.offer_from_client !== null ? formatMoney(lead.offer_from_client) : null)
  line('Test drive requested for', lead.test_drive_booking_date ? formatLeadTime(lead.test_drive_booking_date, timeZone) : null)
  if (lead.trade_in?.has_trade_in) {
    const tradeIn = lead.trade_in
    line('Trade-in kilometres', tradeIn.kms)
    line('Trade-in rego', tradeIn.rego ? `${tradeIn.rego}${tradeIn.rego_state ? ` (${tradeIn.rego_state})` : ''}` : null)
    line('Trade-in valuation', tradeIn.valuation !== null ? formatMoney(tradeIn.valuation) : null)
  }
  if (lead.finance_application) {
    const finance = lead.finance_application
    lines.push('', 'Finance application')
    line('Vehicle price', finance.price !== null ? formatMoney(finance.price) : null)
    line('Deposit or trade-in', finance.deposit !== null ? formatMoney(finance.deposit) : null)
    line('Loan term', finance.term_years !== null ? `${finance.term_years} years` : null)
    line('Balloon', finance.balloon !== null ? formatMoney(finance.balloon) : null)
    line('Repayment frequency', finance.frequency)
  }

  if (lead.message) lines.push('', 'Comments', lead.message)

  lines.push('')
  line('Lead ID', context.leadId)
  line('Received', formatLeadTime(lead.received_at, timeZone))
  line('Page', lead.url)
  return { subject, text: lines.join('\n') + '\n' }
}
