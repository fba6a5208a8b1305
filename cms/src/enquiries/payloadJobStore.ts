import { randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { documentIdType, parseDocumentId } from '../lib/documents'
import { applyOperatorAction, isDeliveryDue, type DeliveryJob, type OperatorAction } from './delivery'
import {
  attemptLogLimit,
  claimIsLive,
  deliveryStateOf,
  jobKeyOf,
  parseStoredDeliveryJobs,
  summariseDeliveries,
  toOutboxJob,
  type StoredDeliveryJob,
} from './leadDeliveryState'
import type { ClaimedJob, DeliveryAttemptRecord, DeliveryJobStore, OutboxJob, OutboxJobInput } from './outbox'

const COLLECTION = 'enquiries'

type LeadDeliveryRow = { id: number | string; deliveries?: unknown; delivery_version?: number | null }
type Snapshot = { leadId: number | string; version: number; jobs: StoredDeliveryJob[] }

export type PayloadDeliveryJobStoreOptions = {
  /**
   * How often a write is retried after losing a race. Losing means another job of the same lead (or
   * an operator) changed the lead in between; each retry re-reads it, so a handful is plenty.
   */
  maxConflictRetries?: number
}

/** `lead-delivery:{lead}:{channel}[:{destination}]`, as deliveryJobKey writes it. */
function leadIdFromKey(key: string): string | null {
  const parts = key.split(':')
  if (parts[0] !== 'lead-delivery' || parts.length < 3 || !parts[1]) return null
  try {
    return decodeURIComponent(parts[1])
  } catch {
    return null
  }
}

/**
 * The outbox's job store on the enquiries collection: a lead's jobs live in its `deliveries` JSON,
 * next to `delivery_version`. Every change is a compare-and-set — one UPDATE … WHERE id = ? AND
 * delivery_version = ? that bumps the version — so of two runners (threads, processes or machines)
 * racing for a job exactly one write lands; the other sees no row changed, re-reads and finds the
 * job claimed. That single statement is atomic on SQLite and on PostgreSQL (whose row lock makes the
 * second UPDATE re-check the version after the first commits), and findOneAndUpdate is on MongoDB.
 *
 * Nothing is held in memory between calls, so a restarted process carries on from the database:
 * pending jobs are due again at their next attempt, and jobs whose runner died mid-send are due again
 * once its lease runs out.
 */
export class PayloadDeliveryJobStore implements DeliveryJobStore {
  private readonly maxConflictRetries: number

  constructor(
    private readonly payload: Payload,
    options: PayloadDeliveryJobStoreOptions = {},
  ) {
    this.maxConflictRetries = options.maxConflictRetries ?? 25
  }

  async enqueue(input: OutboxJobInput, now: Date): Promise<{ job: OutboxJob; created: boolean }> {
    const destinationId = input.destinationId === null || input.destinationId === undefined ? '' : String(input.destinationId).trim()
    const outcome = await this.change(
      input.leadId,
      (jobs) => {
        const existing = jobs.find((job) => job.channel === input.channel && job.destinationId === destinationId)
        if (existing) return { result: { job: existing, created: false } }
        const at = now.toISOString()
        const job: StoredDeliveryJob = {
          channel: input.channel,
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
        return { jobs: [...jobs, job], result: { job, created: true } }
      },
      now,
    )
    if (!outcome) throw new Error(`Cannot enqueue a delivery for lead ${input.leadId}: no such lead, or it kept changing`)
    return { job: toOutboxJob(outcome.leadId, outcome.result.job), created: outcome.result.created }
  }

  async get(key: string): Promise<OutboxJob | null> {
    const found = await this.find(key)
    return found ? toOutboxJob(found.snapshot.leadId, found.job) : null
  }

  async listDue(now: Date, limit: number): Promise<OutboxJob[]> {
    if (limit <= 0) return []
    const { docs } = await this.payload.db.find<LeadDeliveryRow>({
      collection: COLLECTION,
      where: { next_delivery_at: { less_than_equal: now.toISOString() } },
      sort: 'next_delivery_at',
      limit,
      pagination: false,
      select: { deliveries: true, delivery_version: true },
    })
    const due: OutboxJob[] = []
    for (const doc of docs) {
      for (const job of parseStoredDeliveryJobs(doc.deliveries)) {
        if (isDeliveryDue(job, now) && !claimIsLive(job, now)) due.push(toOutboxJob(doc.id, job))
      }
    }
    return due.sort((a, b) => Date.parse(a.nextAttemptAt ?? '') - Date.parse(b.nextAttemptAt ?? '')).slice(0, limit)
  }

  async claim(key: string, runnerId: string, now: Date, leaseMs: number): Promise<ClaimedJob | null> {
    const token = `${runnerId}#${randomUUID()}`
    const outcome = await this.changeJob(key, now, (job) => {
      if (!isDeliveryDue(job, now) || claimIsLive(job, now)) return null
      return { ...job, claimedBy: runnerId, claimToken: token, claimExpiresAt: new Date(now.getTime() + leaseMs).toISOString() }
    })
    return outcome ? { job: toOutboxJob(outcome.leadId, outcome.job), token } : null
  }

  recordAttempt(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord): Promise<boolean> {
    return this.settle(key, token, next, attempt)
  }

  markDelivered(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord): Promise<boolean> {
    if (next.status !== 'delivered') throw new Error(`markDelivered called for ${key} with status ${next.status}`)
    return this.settle(key, token, next, attempt)
  }

  async attempts(key: string): Promise<DeliveryAttemptRecord[]> {
    const found = await this.find(key)
    return found ? [...found.job.log] : []
  }

  /** Every job of a lead, for the operator actions and the tests. */
  async jobsOf(leadId: number | string): Promise<OutboxJob[]> {
    const snapshot = await this.read(leadId)
    return snapshot ? snapshot.jobs.map((job) => toOutboxJob(snapshot.leadId, job)) : []
  }

  /**
   * An operator's retry or give-up on the lead's jobs that `which` selects. Delivered jobs are left
   * as they are. Returns the lead's jobs afterwards, or null when the lead does not exist.
   */
  async operatorAction(
    leadId: number | string,
    which: (job: OutboxJob) => boolean,
    action: OperatorAction,
    now: Date,
  ): Promise<OutboxJob[] | null> {
    const outcome = await this.change(
      leadId,
      (jobs, id) => {
        let changed = false
        const updated = jobs.map((job) => {
          if (job.status === 'delivered' || !which(toOutboxJob(id, job))) return job
          const state = deliveryStateOf(applyOperatorAction({ ...job, key: jobKeyOf(id, job) }, action, now))
          changed = true
          const { dismissedBy: _dismissedBy, ...rest } = job
          // A retry clears the earlier dismissal; the lease (if a runner is sending right now) stays.
          return { ...(action.type === 'retry' ? rest : job), ...state }
        })
        return changed ? { jobs: updated, result: null } : { result: null }
      },
      now,
    )
    if (!outcome) return null
    return outcome.jobs.map((job) => toOutboxJob(outcome.leadId, job))
  }

  /**
   * Waits until no runner is mid-send on the lead's jobs that `which` selects (or `timeoutMs` passes),
   * and returns the lead's jobs then. A give-up cannot recall a message already being handed to the
   * mail server, so the operator is answered once such a send has settled: with 'dismissed' when it
   * failed, 'delivered' when it got through. Nothing after the answer sends a dismissed job.
   */
  async settledJobsOf(leadId: number | string, which: (job: OutboxJob) => boolean, timeoutMs: number, pollMs = 100): Promise<OutboxJob[]> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const jobs = await this.jobsOf(leadId)
      const inFlight = jobs.some((job) => which(job) && claimIsLive(job, new Date()))
      if (!inFlight || Date.now() >= deadline) return jobs
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  // -------------------------------------------------------------------------------------------

  private async settle(key: string, token: string, next: DeliveryJob, attempt: DeliveryAttemptRecord): Promise<boolean> {
    const now = new Date(attempt.at)
    const outcome = await this.changeJob(key, Number.isNaN(now.getTime()) ? new Date() : now, (job) => {
      // The claim ran out and another runner took the job: its result, not ours, is recorded.
      if (job.claimToken !== token) return null
      const log = [...job.log, attempt].slice(-attemptLogLimit)
      const released = { ...job, claimedBy: null, claimToken: null, claimExpiresAt: null, log }
      // An operator gave up while this attempt was in flight: a failure does not bring the job back,
      // a success is still the truth.
      if (job.status === 'dismissed' && next.status !== 'delivered') return released
      return { ...released, ...deliveryStateOf(next) }
    })
    return outcome !== null
  }

  private async find(key: string): Promise<{ snapshot: Snapshot; job: StoredDeliveryJob } | null> {
    const leadId = leadIdFromKey(key)
    if (leadId === null) return null
    const snapshot = await this.read(leadId)
    const job = snapshot?.jobs.find((candidate) => jobKeyOf(snapshot.leadId, candidate) === key)
    return snapshot && job ? { snapshot, job } : null
  }

  private async read(leadId: number | string): Promise<Snapshot | null> {
    const id = this.normaliseId(leadId)
    if (id === null) return null
    const doc = await this.payload.db.findOne<LeadDeliveryRow>({
      collection: COLLECTION,
      where: { id: { equals: id } },
      select: { deliveries: true, delivery_version: true },
    })
    if (!doc) return null
    return {
      leadId: doc.id,
      version: typeof doc.delivery_version === 'number' ? doc.delivery_version : 0,
      jobs: parseStoredDeliveryJobs(doc.deliveries),
    }
  }

  /** Changes one job (found by key) with `update`; null from `update` means "leave it, report failure". */
  private async changeJob(
    key: string,
    now: Date,
    update: (job: StoredDeliveryJob) => StoredDeliveryJob | null,
  ): Promise<{ leadId: number | string; job: StoredDeliveryJob } | null> {
    const leadId = leadIdFromKey(key)
    if (leadId === null) return null
    const outcome = await this.change(
      leadId,
      (jobs, id) => {
        const index = jobs.findIndex((job) => jobKeyOf(id, job) === key)
        const current = index >= 0 ? jobs[index] : undefined
        const changed = current ? update(current) : null
        if (!changed) return { result: null }
        return { jobs: jobs.map((job, at) => (at === index ? changed : job)), result: changed }
      },
      now,
    )
    return outcome?.result ? { leadId: outcome.leadId, job: outcome.result } : null
  }

  /**
   * Read, decide, compare-and-set, and on a lost race start over from a fresh read. `decide` returns
   * the new jobs (or none, to write nothing) and a result for the caller.
   */
  private async change<T>(
    leadId: number | string,
    decide: (jobs: StoredDeliveryJob[], leadId: number | string) => { jobs?: StoredDeliveryJob[]; result: T },
    now: Date,
  ): Promise<{ leadId: number | string; jobs: StoredDeliveryJob[]; result: T } | null> {
    for (let attempt = 0; attempt <= this.maxConflictRetries; attempt += 1) {
      const snapshot = await this.read(leadId)
      if (!snapshot) return null
      const decision = decide(snapshot.jobs, snapshot.leadId)
      if (!decision.jobs) return { leadId: snapshot.leadId, jobs: snapshot.jobs, result: decision.result }
      if (await this.compareAndSet(snapshot, decision.jobs, now))
        return { leadId: snapshot.leadId, jobs: decision.jobs, result: decision.result }
      // Lost the race: back off a little (randomly, so two losers do not collide again) and re-read.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)))
    }
    return null
  }

  private async compareAndSet(snapshot: Snapshot, jobs: StoredDeliveryJob[], now: Date): Promise<boolean> {
    const where: Where = { and: [{ id: { equals: snapshot.leadId } }, { delivery_version: { equals: snapshot.version } }] }
    const updated: unknown = await this.payload.db.updateOne({
      collection: COLLECTION,
      where,
      data: { deliveries: jobs, delivery_version: snapshot.version + 1, ...summariseDeliveries(jobs, now) },
      // SQL adapters: one UPDATE … WHERE … RETURNING instead of "find the id, then update it", which
      // would let two runners both pass the check. MongoDB's findOneAndUpdate is atomic already.
      ...(this.isSql() ? { options: { atomic: true } } : {}),
    })
    return updated !== null && updated !== undefined
  }

  private isSql(): boolean {
    return this.payload.db.name !== 'mongoose'
  }

  /** A key naming no id of this database ('abc' on SQL, a number on MongoDB) finds nothing rather than failing the query. */
  private normaliseId(leadId: number | string): number | string | null {
    return parseDocumentId(leadId, documentIdType(this.payload, 'enquiries'))
  }
}
