import type { BrandColours } from '@forecourt/domain/brand'
import type { Transporter } from 'nodemailer'

import { renderLeadAdf, type AdfVendor } from './adf'
import {
  classifyAttempt,
  deliveryJobKey,
  isDeliveryDue,
  leadNotificationEmail,
  shopperConfirmationEmail,
  newDeliveryJob,
  recordDeliveryAttempt,
  webhookHeaders,
  type DeliveryAttemptOutcome,
  type DeliveryChannel,
  type DeliveryJob,
  type LeadEmail,
  type RetryPolicy,
} from './delivery'
import { leadEmailHtml } from './leadEmailHtml'
import type { StoredLead } from './leadPayload'

/**
 * The delivery outbox: jobs written when a lead is stored, and a runner that claims due jobs, sends
 * them and records each attempt. Nothing here knows about Payload; a collection-backed store
 * implements `DeliveryJobStore` (payloadJobStore.ts), and worker.ts runs it in the server.
 */

/** A job as the outbox keeps it: the delivery state plus what to deliver and who holds it right now. */
export type OutboxJob = DeliveryJob & {
  leadId: string
  channel: DeliveryChannel
  /** Which of the tenant's destinations (a recipient list, a webhook); '' for the tenant's only one. */
  destinationId: string
  /** Set while a runner is sending; a runner that died mid-send loses the claim when it expires. */
  claimedBy: string | null
  claimToken: string | null
  claimExpiresAt: string | null
}

export type DeliveryAttemptRecord = {
  at: string
  runnerId: string
  outcome: DeliveryAttemptOutcome
  /** Human-readable failure for the audit trail; null when delivered. */
  error: string | null
}

export type OutboxJobInput = { leadId: string | number; channel: DeliveryChannel; destinationId?: string | number | null }

export type ClaimedJob = { job: OutboxJob; token: string }

export interface DeliveryJobStore {
  /** Idempotent on the job key: enqueuing an existing key returns the stored job untouched. */
  enqueue(input: OutboxJobInput, now: Date): Promise<{ job: OutboxJob; created: boolean }>
  get(key: string): Promise<OutboxJob | null>
  /** Pending jobs whose next attempt is due and that no live claim holds, oldest due first. */
  listDue(now: Date, limit: number): Promise<OutboxJob[]>
  /**
   * Atomically take a due, unclaimed (or claim-expired) job for one runner. Returns null when
   * another runner got there first or the job is no longer due: the caller must then not send.
   */
  claim(key: string, runnerId: string, now: Date, leaseMs: number): Promise<ClaimedJob | null>
  /**
   * Store a failed attempt and the job's next state, releasing the claim. False when the claim was
   * lost (expired and taken by another runner), in which case nothing is written.
   */
  recordAttempt(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord): Promise<boolean>
  /** Store the successful attempt and mark the job delivered, releasing the claim. Same claim rule. */
  markDelivered(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord): Promise<boolean>
  attempts(key: string): Promise<DeliveryAttemptRecord[]>
}

function toOutboxJob(input: OutboxJobInput, now: Date): OutboxJob {
  const destinationId = input.destinationId === null || input.destinationId === undefined ? '' : String(input.destinationId).trim()
  const key = deliveryJobKey(input.leadId, input.channel, destinationId)
  return {
    ...newDeliveryJob(key, now),
    leadId: String(input.leadId),
    channel: input.channel,
    destinationId,
    claimedBy: null,
    claimToken: null,
    claimExpiresAt: null,
  }
}

const claimLive = (job: OutboxJob, now: Date) => job.claimExpiresAt !== null && Date.parse(job.claimExpiresAt) > now.getTime()

/**
 * For tests and local tooling. Every check-and-set runs without an await in between, which is what
 * makes `claim` atomic on one event loop; share one instance between runners to simulate several
 * processes or a restart.
 */
export class MemoryDeliveryJobStore implements DeliveryJobStore {
  private readonly jobs = new Map<string, OutboxJob>()
  private readonly log = new Map<string, DeliveryAttemptRecord[]>()
  private tokens = 0

  async enqueue(input: OutboxJobInput, now: Date) {
    const fresh = toOutboxJob(input, now)
    const existing = this.jobs.get(fresh.key)
    if (existing) return { job: { ...existing }, created: false }
    this.jobs.set(fresh.key, fresh)
    return { job: { ...fresh }, created: true }
  }

  async get(key: string) {
    const job = this.jobs.get(key)
    return job ? { ...job } : null
  }

  async all(): Promise<OutboxJob[]> {
    return [...this.jobs.values()].map((job) => ({ ...job }))
  }

  async listDue(now: Date, limit: number) {
    return [...this.jobs.values()]
      .filter((job) => isDeliveryDue(job, now) && !claimLive(job, now))
      .sort((a, b) => Date.parse(a.nextAttemptAt ?? '') - Date.parse(b.nextAttemptAt ?? ''))
      .slice(0, Math.max(0, limit))
      .map((job) => ({ ...job }))
  }

  async claim(key: string, runnerId: string, now: Date, leaseMs: number) {
    const job = this.jobs.get(key)
    if (!job || !isDeliveryDue(job, now) || claimLive(job, now)) return null
    this.tokens += 1
    const token = `${runnerId}#${this.tokens}`
    const claimed: OutboxJob = {
      ...job,
      claimedBy: runnerId,
      claimToken: token,
      claimExpiresAt: new Date(now.getTime() + leaseMs).toISOString(),
    }
    this.jobs.set(key, claimed)
    return { job: { ...claimed }, token }
  }

  private settle(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord): boolean {
    const job = this.jobs.get(key)
    if (!job || job.claimToken !== token) return false
    this.jobs.set(key, { ...job, ...next, key: job.key, claimedBy: null, claimToken: null, claimExpiresAt: null })
    this.log.set(key, [...(this.log.get(key) ?? []), attempt])
    return true
  }

  async recordAttempt(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord) {
    return this.settle(key, token, next, attempt)
  }

  async markDelivered(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord) {
    if (next.status !== 'delivered') throw new Error(`markDelivered called for ${key} with status ${next.status}`)
    return this.settle(key, token, next, attempt)
  }

  async attempts(key: string) {
    return [...(this.log.get(key) ?? [])]
  }
}

// ---------------------------------------------------------------------------------------------
// What a job delivers, resolved when it is sent so settings fixed after a failure take effect.

export type EmailTarget = { channel: 'email'; to: string[] }
export type ConfirmationTarget = { channel: 'confirmation'; to: string[] }

const LOGO_CONTENT_ID = 'dealer-logo@forecourt'

/** An email's HTML part in the dealer's brand and its inline logo, or nothing where no brand was resolved. */
function brandedParts(email: LeadEmail, brand: ResolvedDelivery['brand']) {
  if (!brand) return { html: {}, attachments: [] }
  const logoCid = brand.logoPng ? LOGO_CONTENT_ID : null
  return {
    html: { html: leadEmailHtml(email, { siteName: brand.siteName, colours: brand.colours, logoCid }) },
    attachments: brand.logoPng && logoCid ? [{ filename: 'logo.png', content: brand.logoPng, contentType: 'image/png', cid: logoCid }] : [],
  }
}
export type WebhookTarget = { channel: 'webhook'; url: string; secret: string }
export type DeliveryTarget = EmailTarget | ConfirmationTarget | WebhookTarget

export type ResolvedDelivery = {
  lead: StoredLead
  vendor: AdfVendor
  dealershipName?: string | null
  providerUrl?: string | null
  timeZone?: string
  /** The dealer's brand for the email's HTML part; without it the email is plain text only. */
  brand?: { siteName: string; colours: BrandColours; logoPng: Buffer | null }
  target: DeliveryTarget
}

/**
 * Looks up the lead and the tenant's destination for a job. Returns a string saying what is missing
 * when the lead or destination cannot be delivered as configured (the job then waits for an operator).
 */
export type DeliveryResolver = (job: OutboxJob) => Promise<ResolvedDelivery | string>

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{
  status: number
  headers: { get(name: string): string | null }
}>

export type DeliveryRunnerOptions = {
  store: DeliveryJobStore
  resolve: DeliveryResolver
  /** Needed when email jobs exist; a job for a missing transport is recorded as misconfigured. */
  mailer?: { transport: Transporter; from: string }
  fetch?: FetchLike
  runnerId: string
  clock?: () => Date
  random?: () => number
  policy?: RetryPolicy
  /** Jobs claimed per tick. */
  batchSize?: number
  /** Sends in flight at once within a tick. */
  concurrency?: number
  /** Longer than any send can take (SMTP/webhook timeouts included), so a live claim is never taken over. */
  leaseMs?: number
  webhookTimeoutMs?: number
  pollIntervalMs?: number
  onError?: (error: unknown) => void
}

export type TickResult = { claimed: number; delivered: number; failed: number; lost: number }

export const OUTBOX_DELIVERY_KEY_HEADER = 'X-Forecourt-Delivery-Key'

type SmtpError = { responseCode?: unknown; code?: unknown; message?: unknown }

function smtpOutcome(error: unknown): DeliveryAttemptOutcome {
  const e = (error ?? {}) as SmtpError
  if (typeof e.responseCode === 'number' && Number.isFinite(e.responseCode)) return { kind: 'smtp', code: e.responseCode }
  const message = [typeof e.code === 'string' ? e.code : null, typeof e.message === 'string' ? e.message : String(error)]
    .filter(Boolean)
    .join(': ')
  return { kind: 'network-error', message }
}

function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return seconds
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, (at - now.getTime()) / 1000)
}

function errorText(outcome: DeliveryAttemptOutcome, next: DeliveryJob): string | null {
  // An HTTP 2xx is a delivery too, not just kind 'delivered'.
  if (classifyAttempt(outcome) === 'delivered') return null
  return next.lastError ?? outcome.kind
}

export class DeliveryRunner {
  private readonly options: Required<
    Pick<DeliveryRunnerOptions, 'batchSize' | 'concurrency' | 'leaseMs' | 'webhookTimeoutMs' | 'pollIntervalMs'>
  > &
    DeliveryRunnerOptions
  private timer: ReturnType<typeof setTimeout> | null = null
  private running = false
  private current: Promise<unknown> | null = null
  private nudged = false
  /** The last tick took a full batch and sent some of it: more may be due, so the next one follows at once. */
  private backlog = false

  constructor(options: DeliveryRunnerOptions) {
    this.options = { batchSize: 50, concurrency: 5, leaseMs: 5 * 60_000, webhookTimeoutMs: 15_000, pollIntervalMs: 5_000, ...options }
  }

  /** One pass: claim what is due at `now`, send it, record every attempt. */
  async tick(now: Date): Promise<TickResult> {
    const { store, batchSize, concurrency } = this.options
    const due = await store.listDue(now, batchSize)
    const result: TickResult = { claimed: 0, delivered: 0, failed: 0, lost: 0 }
    let index = 0
    const worker = async () => {
      while (index < due.length) {
        const job = due[index++]
        if (!job) continue
        // Another runner may have listed the same job; only the one whose claim succeeds sends it.
        const claimed = await store.claim(job.key, this.options.runnerId, now, this.options.leaseMs)
        if (!claimed) continue
        result.claimed += 1
        const outcome = await this.send(claimed.job, now)
        const next = recordDeliveryAttempt(claimed.job, outcome, { now, jitter: this.jitter(), policy: this.options.policy })
        const attempt: DeliveryAttemptRecord = {
          at: next.updatedAt,
          runnerId: this.options.runnerId,
          outcome,
          error: errorText(outcome, next),
        }
        const kept =
          next.status === 'delivered'
            ? await store.markDelivered(job.key, claimed.token, next, attempt)
            : await store.recordAttempt(job.key, claimed.token, next, attempt)
        if (!kept) result.lost += 1
        else if (next.status === 'delivered') result.delivered += 1
        else result.failed += 1
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
    // Only a full batch that this runner took part in: other runners' claims alone must not make it spin.
    this.backlog = due.length >= batchSize && result.claimed > 0
    return result
  }

  /** Polls until `stop()`. Ticks never overlap within one runner. */
  start(): void {
    if (this.running) return
    this.running = true
    void this.loop()
  }

  /**
   * Ticks now instead of at the next poll (new work was just stored). A nudge during a tick makes
   * another tick follow it at once, so work stored mid-tick is not left for the next poll.
   */
  nudge(): void {
    if (!this.running) return
    if (this.current) {
      this.nudged = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    void this.loop()
  }

  /** Resolves once the tick in progress (if any) has recorded its attempts, so no claim is left behind. */
  async stop(): Promise<void> {
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.current
  }

  private async loop(): Promise<void> {
    if (!this.running || this.current) return
    this.timer = null
    do {
      this.nudged = false
      this.backlog = false
      this.current = this.tick(this.clockNow()).catch((error: unknown) => this.options.onError?.(error))
      await this.current
      // A backlog (leads stored during an outage, say) drains batch after batch, not one batch per poll.
    } while ((this.nudged || this.backlog) && this.running)
    this.current = null
    if (this.running) {
      this.timer = setTimeout(() => void this.loop(), this.options.pollIntervalMs)
      // The poll alone never keeps a process alive: a server has its own handles, a test or script ends.
      this.timer.unref?.()
    }
  }

  private clockNow(): Date {
    return this.options.clock ? this.options.clock() : new Date()
  }

  private jitter(): number {
    return this.options.random ? this.options.random() : Math.random()
  }

  private async send(job: OutboxJob, now: Date): Promise<DeliveryAttemptOutcome> {
    let resolved: ResolvedDelivery | string
    try {
      resolved = await this.options.resolve(job)
    } catch (error) {
      // A lookup failure (database blip) is not the destination's fault: retry on the schedule.
      return { kind: 'network-error', message: `Could not load the lead: ${error instanceof Error ? error.message : String(error)}` }
    }
    if (typeof resolved === 'string') return { kind: 'misconfigured', message: resolved }
    const { target } = resolved
    if (target.channel !== job.channel) return { kind: 'misconfigured', message: `Destination is ${target.channel}, job is ${job.channel}` }
    if (target.channel === 'email') return this.sendEmail(job, resolved, target)
    if (target.channel === 'confirmation') return this.sendConfirmation(job, resolved, target)
    return this.sendWebhook(job, resolved, target, now)
  }

  private async sendEmail(job: OutboxJob, resolved: ResolvedDelivery, target: EmailTarget): Promise<DeliveryAttemptOutcome> {
    const mailer = this.options.mailer
    if (!mailer) return { kind: 'misconfigured', message: 'No mail transport configured' }
    const to = target.to.map((address) => address.trim()).filter(Boolean)
    if (to.length === 0) return { kind: 'misconfigured', message: 'No notification recipients' }
    const email = leadNotificationEmail(resolved.lead, {
      leadId: job.leadId,
      dealershipName: resolved.dealershipName,
      ...(resolved.timeZone ? { timeZone: resolved.timeZone } : {}),
    })
    const adf = renderLeadAdf({ lead: resolved.lead, leadId: job.leadId, vendor: resolved.vendor, providerUrl: resolved.providerUrl })
    const branded = brandedParts(email, resolved.brand)
    try {
      const info = (await mailer.transport.sendMail({
        from: mailer.from,
        to,
        subject: email.subject,
        text: email.text,
        ...branded.html,
        // Lets mail filters and our tests tell repeats of one job apart from distinct leads.
        headers: { [OUTBOX_DELIVERY_KEY_HEADER]: job.key },
        attachments: [{ filename: `lead-${job.leadId}.xml`, content: adf, contentType: 'application/xml' }, ...branded.attachments],
      })) as { accepted?: unknown[]; rejected?: unknown[] }
      // The server took the message for at least one recipient: sending again would duplicate it.
      if (Array.isArray(info.accepted) && info.accepted.length === 0) return { kind: 'smtp', code: 550 }
      return { kind: 'delivered' }
    } catch (error) {
      return smtpOutcome(error)
    }
  }

  private async sendConfirmation(job: OutboxJob, resolved: ResolvedDelivery, target: ConfirmationTarget): Promise<DeliveryAttemptOutcome> {
    const mailer = this.options.mailer
    if (!mailer) return { kind: 'misconfigured', message: 'No mail transport configured' }
    const to = target.to.map((address) => address.trim()).filter(Boolean)
    if (to.length === 0) return { kind: 'misconfigured', message: 'The lead has no email address' }
    const email = shopperConfirmationEmail(resolved.lead, { dealershipName: resolved.dealershipName })
    // The shopper's copy wears the dealer's brand as the dealer's does.
    const branded = brandedParts(email, resolved.brand)
    try {
      const info = (await mailer.transport.sendMail({
        from: mailer.from,
        to,
        ...(resolved.vendor.email ? { replyTo: resolved.vendor.email } : {}),
        subject: email.subject,
        text: email.text,
        ...branded.html,
        headers: { [OUTBOX_DELIVERY_KEY_HEADER]: job.key },
        attachments: branded.attachments,
      })) as { accepted?: unknown[] }
      if (Array.isArray(info.accepted) && info.accepted.length === 0) return { kind: 'smtp', code: 550 }
      return { kind: 'delivered' }
    } catch (error) {
      return smtpOutcome(error)
    }
  }

  private async sendWebhook(job: OutboxJob, resolved: ResolvedDelivery, target: WebhookTarget, now: Date): Promise<DeliveryAttemptOutcome> {
    const doFetch: FetchLike = this.options.fetch ?? ((url, init) => fetch(url, init))
    if (!target.url.trim()) return { kind: 'misconfigured', message: 'No webhook URL' }
    if (!target.secret) return { kind: 'misconfigured', message: 'No webhook secret' }
    const body = JSON.stringify({ event: 'lead.created', lead_id: job.leadId, delivery_key: job.key, lead: resolved.lead })
    try {
      const response = await doFetch(target.url, {
        method: 'POST',
        headers: webhookHeaders(body, target.secret, job.key),
        body,
        signal: AbortSignal.timeout(this.options.webhookTimeoutMs),
      })
      return { kind: 'http', status: response.status, retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), now) }
    } catch (error) {
      return { kind: 'network-error', message: error instanceof Error ? error.message : String(error) }
    }
  }
}
