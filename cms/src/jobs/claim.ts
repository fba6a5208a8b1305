import { getCurrentDate, type BaseDatabaseAdapter, type DatabaseAdapterObj, type Job, type UpdateJobsArgs, type Where } from 'payload'

const JOBS = 'payload-jobs'

/**
 * How long a claimed job stays its runner's without a word from it. Payload writes to the job as it
 * runs (its log, then its completion), and a scheduled publish takes well under a second; a job still
 * marked processing this long after its last write belonged to a process that stopped mid-run.
 */
export const JOB_LEASE_MS = 15 * 60_000

const unclaimed: Where = { processing: { equals: false } }

function unclaimedOrAbandoned(now: Date): Where {
  const abandoned: Where = {
    and: [{ processing: { equals: true } }, { updatedAt: { less_than: new Date(now.getTime() - JOB_LEASE_MS).toISOString() } }],
  }
  return { or: [unclaimed, abandoned] }
}

/** Payload's "runnable" condition with its `processing = false` widened to take over abandoned jobs. */
function withAbandonedJobs(where: Where, now: Date): Where {
  const widened = unclaimedOrAbandoned(now)
  const replace = (clause: Where): Where => (JSON.stringify(clause) === JSON.stringify(unclaimed) ? widened : clause)
  return Array.isArray(where.and) ? { ...where, and: where.and.map(replace) } : replace(where)
}

/**
 * Payload (3.90) claims the jobs it is about to run by selecting the runnable ones and then setting
 * `processing` on each by id (payload/dist/queues/operations/runJobs → the adapter's updateJobs): the
 * SQL adapters update by id without re-checking `processing`, and MongoDB's updates the ids it found,
 * so two server processes whose crons fire together can both take one job and publish it twice. It
 * has no lease either: a job whose process died mid-run stays `processing` and is never run again.
 *
 * This makes the claim a compare-and-set, like the lead outbox's (enquiries/payloadJobStore.ts): each
 * candidate is taken with one UPDATE … WHERE id = ? AND (processing = false OR its lease ran out),
 * atomic on SQLite and PostgreSQL, findOneAndUpdate on MongoDB; a process that loses the race skips
 * the job. Other updates (a job's progress, `runByID`) go to the adapter unchanged.
 */
export function claimingEachJobOnce(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const updateJobs = adapter.updateJobs.bind(adapter)
      adapter.updateJobs = (jobArgs) => (isClaim(jobArgs) ? claimJobs(adapter, jobArgs) : updateJobs(jobArgs))
      return adapter
    },
  }
}

function isClaim(args: UpdateJobsArgs): args is Extract<UpdateJobsArgs, { where: Where }> {
  return args.data.processing === true && args.id === undefined && args.where !== undefined
}

async function claimJobs(adapter: BaseDatabaseAdapter, args: Extract<UpdateJobsArgs, { where: Where }>): Promise<Job[] | null> {
  // Payload's clock for the queue, which decides what is due as well.
  const now = getCurrentDate()
  const candidates = await adapter.find({
    collection: JOBS,
    where: withAbandonedJobs(args.where, now),
    sort: args.sort,
    limit: args.limit ?? 0,
    pagination: false,
    req: args.req,
  })
  const claimed: Job[] = []
  for (const candidate of candidates.docs) {
    const won = await adapter.updateOne({
      collection: JOBS,
      where: { and: [{ id: { equals: candidate.id } }, unclaimedOrAbandoned(now)] },
      data: args.data,
      req: args.req,
      // SQL adapters: one UPDATE … WHERE … RETURNING rather than "find the id, then update it".
      ...(adapter.name === 'mongoose' ? {} : { options: { atomic: true } }),
    })
    if (won === null || won === undefined) continue
    // Read back whole: the atomic update returns the main row only, without the job's log.
    const job = await adapter.findOne<Job>({ collection: JOBS, where: { id: { equals: candidate.id } }, req: args.req })
    if (job) claimed.push(job)
  }
  return args.returning === false ? null : claimed
}
