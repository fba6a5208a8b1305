import { deliveryJobKey, type DeliveryChannel, type DeliveryJob, type DeliveryJobStatus } from './delivery'
import type { DeliveryAttemptRecord, OutboxJob } from './outbox'

/**
 * The delivery jobs of one lead as they are kept on the lead itself (the `deliveries` JSON field),
 * and the summary columns derived from them. Pure: the Payload-backed job store reads and writes
 * these, the collection's create hook makes the first ones.
 */

/** One job as stored on its lead. The key is not stored: it is derived from the lead id, which a new lead does not have yet. */
export type StoredDeliveryJob = {
  channel: DeliveryChannel
  /** Which of the tenant's destinations; '' for the tenant's only one. */
  destinationId: string
  status: DeliveryJobStatus
  attempts: number
  failuresInARow: number
  nextAttemptAt: string | null
  lastError: string | null
  updatedAt: string
  deliveredAt?: string
  dismissedBy?: string
  /** The lease: which runner is sending right now, and until when its claim holds. */
  claimedBy: string | null
  claimToken: string | null
  claimExpiresAt: string | null
  /** Every attempt, oldest first (the most recent `attemptLogLimit` once there are more). */
  log: DeliveryAttemptRecord[]
}

/** Enough for a dozen automatic attempts plus many operator retries; bounds the document's size. */
export const attemptLogLimit = 50

export const leadDeliveryStatuses = ['pending', 'delivered', 'needs-operator', 'dismissed'] as const
export type LeadDeliveryStatus = (typeof leadDeliveryStatuses)[number]

export function newStoredDeliveryJob(channel: DeliveryChannel, now: Date, destinationId = ''): StoredDeliveryJob {
  const at = now.toISOString()
  return {
    channel,
    destinationId,
    status: 'pending',
    attempts: 0,
    failuresInARow: 0,
    nextAttemptAt: at,
    lastError: null,
    updatedAt: at,
    claimedBy: null,
    claimToken: null,
    claimExpiresAt: null,
    log: [],
  }
}

const channels: ReadonlySet<string> = new Set<DeliveryChannel>(['email', 'adf', 'webhook', 'confirmation'])
const statuses: ReadonlySet<string> = new Set<string>(leadDeliveryStatuses)
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0)

/**
 * Reads the JSON column defensively: the admin shows it read-only, but a hand-edited database or an
 * older shape must not crash the worker. Entries that are not recognisably jobs are dropped.
 */
export function parseStoredDeliveryJobs(value: unknown): StoredDeliveryJob[] {
  if (!Array.isArray(value)) return []
  const jobs: StoredDeliveryJob[] = []
  for (const raw of value as unknown[]) {
    if (!raw || typeof raw !== 'object') continue
    const entry = raw as Record<string, unknown>
    if (typeof entry.channel !== 'string' || !channels.has(entry.channel)) continue
    if (typeof entry.status !== 'string' || !statuses.has(entry.status)) continue
    const job: StoredDeliveryJob = {
      channel: entry.channel as DeliveryChannel,
      destinationId: typeof entry.destinationId === 'string' ? entry.destinationId : '',
      status: entry.status as DeliveryJobStatus,
      attempts: count(entry.attempts),
      failuresInARow: count(entry.failuresInARow),
      nextAttemptAt: textOrNull(entry.nextAttemptAt),
      lastError: textOrNull(entry.lastError),
      updatedAt: textOrNull(entry.updatedAt) ?? new Date(0).toISOString(),
      claimedBy: textOrNull(entry.claimedBy),
      claimToken: textOrNull(entry.claimToken),
      claimExpiresAt: textOrNull(entry.claimExpiresAt),
      log: Array.isArray(entry.log) ? (entry.log as DeliveryAttemptRecord[]) : [],
    }
    if (typeof entry.deliveredAt === 'string') job.deliveredAt = entry.deliveredAt
    if (typeof entry.dismissedBy === 'string') job.dismissedBy = entry.dismissedBy
    jobs.push(job)
  }
  return jobs
}

export function jobKeyOf(leadId: string | number, job: Pick<StoredDeliveryJob, 'channel' | 'destinationId'>): string {
  return deliveryJobKey(leadId, job.channel, job.destinationId)
}

/** The job in the shape the outbox runner works with. */
export function toOutboxJob(leadId: string | number, job: StoredDeliveryJob): OutboxJob {
  const { log: _log, ...state } = job
  return { ...state, key: jobKeyOf(leadId, job), leadId: String(leadId) }
}

/** The delivery state fields of a runner's next job state, without what identifies the job or its lease. */
export function deliveryStateOf(
  next: DeliveryJob,
): Pick<
  StoredDeliveryJob,
  'status' | 'attempts' | 'failuresInARow' | 'nextAttemptAt' | 'lastError' | 'updatedAt' | 'deliveredAt' | 'dismissedBy'
> {
  const state: ReturnType<typeof deliveryStateOf> = {
    status: next.status,
    attempts: next.attempts,
    failuresInARow: next.failuresInARow,
    nextAttemptAt: next.nextAttemptAt,
    lastError: next.lastError,
    updatedAt: next.updatedAt,
  }
  if (next.deliveredAt !== undefined) state.deliveredAt = next.deliveredAt
  if (next.dismissedBy !== undefined) state.dismissedBy = next.dismissedBy
  return state
}

export const claimIsLive = (job: Pick<StoredDeliveryJob, 'claimExpiresAt'>, now: Date): boolean =>
  job.claimExpiresAt !== null && Date.parse(job.claimExpiresAt) > now.getTime()

export type LeadDeliverySummary = { delivery_status: LeadDeliveryStatus; next_delivery_at: string | null }

/**
 * The columns the worker and the admin list query: the lead's overall state (the worst of its jobs:
 * an operator is needed before anything is pending, pending before given up, given up before
 * delivered) and when the worker should next look at it — the earliest pending attempt, or the end
 * of a live lease, since a claimed job is not due before its claim runs out. A lead with no jobs
 * (nowhere to deliver) counts as delivered: there is nothing left to do for it.
 */
export function summariseDeliveries(jobs: readonly StoredDeliveryJob[], now: Date): LeadDeliverySummary {
  let next: number | null = null
  for (const job of jobs) {
    if (job.status !== 'pending' || job.nextAttemptAt === null) continue
    const due = Date.parse(job.nextAttemptAt)
    const lease = job.claimExpiresAt !== null && claimIsLive(job, now) ? Date.parse(job.claimExpiresAt) : Number.NEGATIVE_INFINITY
    const at = Math.max(Number.isNaN(due) ? now.getTime() : due, lease)
    if (next === null || at < next) next = at
  }
  const has = (status: DeliveryJobStatus) => jobs.some((job) => job.status === status)
  const delivery_status: LeadDeliveryStatus = has('needs-operator')
    ? 'needs-operator'
    : has('pending')
      ? 'pending'
      : has('dismissed')
        ? 'dismissed'
        : 'delivered'
  return { delivery_status, next_delivery_at: next === null ? null : new Date(next).toISOString() }
}

/** What a tenant's settings ask for: always the staff email, plus the webhook when one is configured. */
export function initialDeliveryJobs(
  settings: { webhookUrl?: string | null } | null | undefined,
  now: Date,
  options: { confirmShopper?: boolean } = {},
): StoredDeliveryJob[] {
  const jobs = [newStoredDeliveryJob('email', now)]
  if (settings?.webhookUrl?.trim()) jobs.push(newStoredDeliveryJob('webhook', now))
  if (options.confirmShopper) jobs.push(newStoredDeliveryJob('confirmation', now))
  return jobs
}
