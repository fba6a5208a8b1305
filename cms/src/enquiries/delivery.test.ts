import { createHmac } from 'node:crypto'

import { describe, expect, it } from '@jest/globals'

import type { EnquiryFormKind } from '@forecourt/domain/enquiry'

import {
  applyOperatorAction,
  classifyAttempt,
  defaultRetryPolicy,
  deliveryJobKey,
  isDeliveryDue,
  leadNotificationEmail,
  newDeliveryJob,
  recordDeliveryAttempt,
  retryDelayMs,
  signWebhookBody,
  verifyWebhookSignature,
  webhookHeaders,
  type DeliveryJob,
  type RetryPolicy,
} from './delivery'
import type { LeadRequestFacts, StoredLead } from './leadPayload'
import { sampleLead } from './testLeads'

const minute = 60_000
const hour = 60 * minute

describe('deliveryJobKey', () => {
  it('is the same for the same lead and channel, and differs otherwise', () => {
    expect(deliveryJobKey(991, 'webhook')).toBe('lead-delivery:991:webhook')
    expect(deliveryJobKey('991', 'webhook')).toBe(deliveryJobKey(991, 'webhook'))
    expect(deliveryJobKey(991, 'email')).not.toBe(deliveryJobKey(991, 'webhook'))
    expect(deliveryJobKey(991, 'adf', 'crm-2')).toBe('lead-delivery:991:adf:crm-2')
    expect(deliveryJobKey(991, 'adf', '')).toBe('lead-delivery:991:adf')
  })

  it('cannot be confused by separators inside ids', () => {
    expect(deliveryJobKey('1:email', 'webhook')).not.toBe(deliveryJobKey(1, 'email', 'webhook'))
    expect(deliveryJobKey('a b/c', 'email')).toBe('lead-delivery:a%20b%2Fc:email')
  })
})

describe('retryDelayMs', () => {
  it('doubles from one minute and stops at six hours', () => {
    const noJitter = [1, 2, 3, 4, 5, 9, 10, 11, 30, 2000].map((attempt) => retryDelayMs(attempt, 1))
    expect(noJitter).toEqual([1, 2, 4, 8, 16, 256, 360, 360, 360, 360].map((minutes) => minutes * minute))
  })

  it('spreads each wait over its upper half with the jitter passed in', () => {
    expect(retryDelayMs(3, 0)).toBe(2 * minute)
    expect(retryDelayMs(3, 0.5)).toBe(3 * minute)
    expect(retryDelayMs(3, 0.999)).toBeLessThanOrEqual(4 * minute)
    // Out-of-range randomness is clamped rather than trusted.
    expect(retryDelayMs(3, -1)).toBe(2 * minute)
    expect(retryDelayMs(3, 7)).toBe(4 * minute)
    expect(retryDelayMs(3, Number.NaN)).toBe(2 * minute)
  })

  it('follows a custom policy', () => {
    const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 5000, maxAutomaticAttempts: 3 }
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1, policy))).toEqual([1000, 2000, 4000, 5000])
  })
})

describe('classifyAttempt', () => {
  it('retries what may pass later and hands the rest to an operator', () => {
    expect(classifyAttempt({ kind: 'delivered' })).toBe('delivered')
    expect(classifyAttempt({ kind: 'http', status: 204 })).toBe('delivered')
    for (const status of [408, 425, 429, 500, 502, 503]) expect(classifyAttempt({ kind: 'http', status })).toBe('transient')
    for (const status of [301, 400, 401, 403, 404, 410, 422]) expect(classifyAttempt({ kind: 'http', status })).toBe('permanent')
    expect(classifyAttempt({ kind: 'network-error', message: 'ECONNRESET' })).toBe('transient')
    expect(classifyAttempt({ kind: 'smtp', code: 250 })).toBe('delivered')
    expect(classifyAttempt({ kind: 'smtp', code: 421 })).toBe('transient')
    expect(classifyAttempt({ kind: 'smtp', code: 550 })).toBe('permanent')
    expect(classifyAttempt({ kind: 'misconfigured', message: 'no webhook URL' })).toBe('permanent')
  })
})

describe('delivery job', () => {
  const start = new Date('2025-06-02T00:00:00.000Z')
  const key = deliveryJobKey(991, 'webhook')
  const later = (ms: number) => new Date(start.getTime() + ms)

  it('starts due now', () => {
    const job = newDeliveryJob(key, start)
    expect(job).toEqual({
      key,
      status: 'pending',
      attempts: 0,
      failuresInARow: 0,
      nextAttemptAt: start.toISOString(),
      lastError: null,
      updatedAt: start.toISOString(),
    })
    expect(isDeliveryDue(job, start)).toBe(true)
    expect(isDeliveryDue(job, later(-1))).toBe(false)
  })

  it('is done once delivered, and later reports change nothing', () => {
    const delivered = recordDeliveryAttempt(newDeliveryJob(key, start), { kind: 'http', status: 200 }, { now: later(5), jitter: 0 })
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, nextAttemptAt: null, deliveredAt: later(5).toISOString() })
    expect(isDeliveryDue(delivered, later(hour))).toBe(false)
    expect(recordDeliveryAttempt(delivered, { kind: 'http', status: 500 }, { now: later(10), jitter: 0 })).toBe(delivered)
  })

  it('schedules a transient failure on the backoff', () => {
    const failed = recordDeliveryAttempt(newDeliveryJob(key, start), { kind: 'http', status: 503 }, { now: start, jitter: 0.5 })
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, failuresInARow: 1, lastError: 'HTTP 503' })
    expect(failed.nextAttemptAt).toBe(later(45_000).toISOString())
    expect(isDeliveryDue(failed, later(44_999))).toBe(false)
    expect(isDeliveryDue(failed, later(45_000))).toBe(true)
  })

  it("honours the receiver's Retry-After, up to the schedule's ceiling", () => {
    const job = newDeliveryJob(key, start)
    const polite = recordDeliveryAttempt(job, { kind: 'http', status: 429, retryAfterSeconds: 600 }, { now: start, jitter: 0 })
    expect(polite.nextAttemptAt).toBe(later(10 * minute).toISOString())
    const greedy = recordDeliveryAttempt(job, { kind: 'http', status: 429, retryAfterSeconds: 86_400 }, { now: start, jitter: 0 })
    expect(greedy.nextAttemptAt).toBe(later(defaultRetryPolicy.maxDelayMs).toISOString())
  })

  it('sends a permanent failure straight to an operator', () => {
    const refused = recordDeliveryAttempt(newDeliveryJob(key, start), { kind: 'http', status: 401 }, { now: start, jitter: 0 })
    expect(refused).toMatchObject({ status: 'needs-operator', nextAttemptAt: null, lastError: 'HTTP 401' })
    const unset = recordDeliveryAttempt(
      newDeliveryJob(key, start),
      { kind: 'misconfigured', message: 'no webhook secret' },
      { now: start, jitter: 0 },
    )
    expect(unset.lastError).toBe('Not configured: no webhook secret')
  })

  it('stops retrying after the automatic attempts but never drops the lead', () => {
    let job: DeliveryJob = newDeliveryJob(key, start)
    let now = start
    const waits: number[] = []
    for (let attempt = 1; attempt <= 40 && job.status === 'pending'; attempt += 1) {
      job = recordDeliveryAttempt(job, { kind: 'network-error', message: 'ETIMEDOUT' }, { now, jitter: 1 })
      if (job.nextAttemptAt) {
        waits.push(Date.parse(job.nextAttemptAt) - now.getTime())
        now = new Date(job.nextAttemptAt)
      }
    }
    expect(job).toMatchObject({ status: 'needs-operator', attempts: 12, failuresInARow: 12, lastError: 'Network error: ETIMEDOUT' })
    expect(waits).toHaveLength(11)
    // About twenty hours of trying before a person is asked to look.
    const total = waits.reduce((sum, wait) => sum + wait, 0)
    expect(total).toBeGreaterThan(18 * hour)
    expect(total).toBeLessThan(24 * hour)
  })

  it('an operator can retry with a fresh backoff, or dismiss; a delivered job is final', () => {
    const stuck = recordDeliveryAttempt(newDeliveryJob(key, start), { kind: 'http', status: 410 }, { now: start, jitter: 0 })
    const retried = applyOperatorAction(stuck, { type: 'retry' }, later(hour))
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, failuresInARow: 0, nextAttemptAt: later(hour).toISOString() })
    const dismissed = applyOperatorAction(stuck, { type: 'dismiss', operator: 'ops@forecourt.example' }, later(hour))
    expect(dismissed).toMatchObject({ status: 'dismissed', nextAttemptAt: null, dismissedBy: 'ops@forecourt.example' })
    expect(() => applyOperatorAction(stuck, { type: 'dismiss', operator: ' ' }, later(hour))).toThrow()
    const revived = applyOperatorAction(dismissed, { type: 'retry' }, later(2 * hour))
    expect(revived.status).toBe('pending')
    expect(revived).not.toHaveProperty('dismissedBy')
    const delivered = recordDeliveryAttempt(newDeliveryJob(key, start), { kind: 'delivered' }, { now: start, jitter: 0 })
    expect(applyOperatorAction(delivered, { type: 'dismiss', operator: 'ops' }, later(hour))).toBe(delivered)
  })
})

describe('webhook signature', () => {
  const body = JSON.stringify({ lead_id: 991, name: 'Jane' })
  const secret = 'tenant-shared-secret'

  it('is HMAC-SHA256 of the body with the shared secret, as sha256=<hex>', () => {
    const expected = createHmac('sha256', secret).update(body).digest('hex')
    expect(signWebhookBody(body, secret)).toBe(`sha256=${expected}`)
    expect(signWebhookBody(body, secret)).toMatch(/^sha256=[0-9a-f]{64}$/)
    // A known vector, so a change of algorithm or encoding cannot pass unnoticed.
    expect(signWebhookBody('hello', 'key')).toBe('sha256=9307b3b915efb5171ff14d8cb55fbcc798c6c0ef1456d66ded1a6aa723a58b7b')
    expect(signWebhookBody(new TextEncoder().encode('hello'), 'key')).toBe(signWebhookBody('hello', 'key'))
  })

  it('verifies only the exact body with the same secret', () => {
    const signature = signWebhookBody(body, secret)
    expect(verifyWebhookSignature(body, secret, signature)).toBe(true)
    expect(verifyWebhookSignature(body, secret, signature.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true)
    expect(verifyWebhookSignature(`${body} `, secret, signature)).toBe(false)
    expect(verifyWebhookSignature(body, 'other-secret', signature)).toBe(false)
    expect(verifyWebhookSignature(body, secret, 'sha256=00')).toBe(false)
    expect(verifyWebhookSignature(body, secret, null)).toBe(false)
  })

  it('refuses to sign without a secret', () => {
    expect(() => signWebhookBody(body, '')).toThrow()
  })

  it('travels with the job key so receivers can drop repeats', () => {
    expect(webhookHeaders(body, secret, 'lead-delivery:991:webhook')).toEqual({
      'Content-Type': 'application/json',
      'X-Forecourt-Signature': signWebhookBody(body, secret),
      'Idempotency-Key': 'lead-delivery:991:webhook',
    })
  })
})

describe('leadNotificationEmail', () => {
  const request: LeadRequestFacts = {
    tenant: 1,
    url: 'https://harbourside.example/cars/2021-toyota-corolla',
    receivedAt: new Date('2025-06-02T03:04:05.000Z'),
    optInWording: 'Keep me informed.',
    postcodeLocation: { latitude: -33.8688, longitude: 151.2093, suburbs: ['Barangaroo', 'Sydney'], state: 'NSW' },
    car: {
      id: 4711,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      stocknum: 'T1234',
      vin: 'VIN1',
      price: 25990,
      km: 45210,
    },
  }

  function lead(kind: EnquiryFormKind, values: Record<string, unknown>, facts: Partial<LeadRequestFacts> = {}): StoredLead {
    return sampleLead(kind, values, { ...request, ...facts }, { show: { lastName: true } })
  }

  it('says what, which car and who in the subject', () => {
    const email = leadNotificationEmail(lead('vehicle', {}), { leadId: 991 })
    expect(email.subject).toBe('Vehicle Enquiry - 2021 Toyota Corolla Ascent Sport (Stock T1234) - Jane Citizen')
    const offer = leadNotificationEmail(lead('make-an-offer', { offer_from_client: '24000' }), { leadId: 991 })
    expect(offer.subject).toBe('Vehicle Enquiry (Make An Offer) - 2021 Toyota Corolla Ascent Sport (Stock T1234) - Jane Citizen')
    const general = leadNotificationEmail(lead('careers', {}, { car: null }), { leadId: 1 })
    expect(general.subject).toBe('General Enquiry (Career Enquiry) - Jane Citizen')
  })

  it('keeps the subject on one line whatever the visitor typed', () => {
    const email = leadNotificationEmail(lead('general', { name: 'Jane\r\nBcc: victim@example.com', last_name: 'X' }, { car: null }), {
      leadId: 1,
    })
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.subject).toBe('General Enquiry - Jane Bcc: victim@example.com X')
  })

  it('lists the car, the customer and the comments in the body', () => {
    const { text } = leadNotificationEmail(lead('vehicle', {}), { leadId: 991, dealershipName: 'Harbourside Toyota' })
    expect(text).toContain('New Vehicle Enquiry for Harbourside Toyota')
    expect(text).toContain('Vehicle: 2021 Toyota Corolla Ascent Sport')
    expect(text).toContain('Stock number: T1234')
    expect(text).toContain('VIN: VIN1')
    expect(text).toContain('Price: $25,990')
    expect(text).toContain('Name: Jane Citizen')
    expect(text).toContain('Email: jane@example.com.au')
    expect(text).toContain('Phone: 0412 345 678')
    expect(text).toContain('Postcode: 2000 (Barangaroo, Sydney, NSW)')
    expect(text).toContain('Preferred contact: Phone')
    expect(text).toContain('Marketing opt-in: Yes')
    expect(text).toContain('Comments\nIs it still available?')
    expect(text).toContain('Lead ID: 991')
    expect(text).toContain('Received: Monday, 2 June 2025 at 1:04 pm')
    expect(text).toContain('Page: https://harbourside.example/cars/2021-toyota-corolla')
    expect(text).not.toContain('Subcategory')
  })

  it('adds the offer, the test-drive time and the trade-in when there are any', () => {
    expect(leadNotificationEmail(lead('make-an-offer', { offer_from_client: '$24,000' }), { leadId: 1 }).text).toContain('Offer: $24,000')
    const testDrive = leadNotificationEmail(lead('test-drive', { test_drive_booking_date: '2025-06-03T10:00:00+10:00' }), {
      leadId: 1,
      timeZone: 'Australia/Perth',
    })
    expect(testDrive.text).toContain('Test drive requested for: Tuesday, 3 June 2025 at 8:00 am')
    const tradeIn = leadNotificationEmail(lead('trade-in', { kms: '88000', rego: 'ABC123', regoState: 'VIC', valuation: '9500' }), {
      leadId: 1,
    })
    expect(tradeIn.text).toContain('Trade-in kilometres: 88000')
    expect(tradeIn.text).toContain('Trade-in rego: ABC123 (VIC)')
    expect(tradeIn.text).toContain('Trade-in valuation: $9,500')
  })
})
