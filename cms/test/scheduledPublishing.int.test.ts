import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'

import { JOB_LEASE_MS } from '../src/jobs/claim'
import { SCHEDULED_PUBLISH_QUEUE } from '../src/jobs/queue'
import { forgetPlatformSettings } from '../src/platform/settings'
import { createTenantFixture, type TenantFixture } from './helpers/fixtures'
import { bootTestPayload, type TestPayload } from './helpers/testPayload'

let test: TestPayload
let payload: Payload
let alpha: TenantFixture

const HOUR = 60 * 60_000

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  alpha = await createTenantFixture(payload, 'alpha')
})

afterEach(() => {
  // The queue's clock, moved forward by the tests below.
  _internal_resetJobSystemGlobals()
})

afterAll(async () => {
  await test?.cleanup()
})

async function createOffer(name: string, status: 'draft' | 'published'): Promise<number | string> {
  const offer = await payload.create({
    collection: 'offers',
    data: { tenant: alpha.tenant.id, name, _status: status },
    draft: status === 'draft',
    overrideAccess: true,
  })
  return offer.id
}

/** What the admin's schedule drawer does (@payloadcms/ui utilities/schedulePublishHandler): a job, no queue named. */
async function schedule(type: 'publish' | 'unpublish', offerId: number | string, at: Date) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type,
      doc: { relationTo: 'offers', value: String(offerId) },
      user: { relationTo: 'users', value: alpha.marketer.id },
    },
    waitUntil: at,
  })
}

/** One run of the queue as the autoRun cron makes it, at the time `now`. */
async function runQueueAt(now: Date) {
  _internal_jobSystemGlobals.getCurrentDate = () => now
  return payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE, silent: true })
}

/** The offer as the public site reads it: its published version, or none. */
async function publishedOffer(id: number | string) {
  const { docs } = await payload.find({ collection: 'offers', where: { id: { equals: id } }, draft: false, depth: 0, overrideAccess: true })
  return docs[0]?._status === 'published' ? docs[0] : null
}

describe('scheduled publishing', () => {
  it('publishes a draft offer once its time has come, and not before', async () => {
    const id = await createOffer('Winter service special', 'draft')
    const at = new Date(Date.now() + HOUR)
    const job = await schedule('publish', id, at)
    expect(job.queue).toBe(SCHEDULED_PUBLISH_QUEUE)

    await runQueueAt(new Date(at.getTime() - 60_000))
    expect(await publishedOffer(id)).toBeNull()

    await runQueueAt(new Date(at.getTime() + 1_000))
    expect(await publishedOffer(id)).toMatchObject({ name: 'Winter service special', _status: 'published' })
  })

  it('unpublishes a published offer once its time has come, and not before', async () => {
    const id = await createOffer('Summer tyre deal', 'published')
    const at = new Date(Date.now() + 2 * HOUR)
    await schedule('unpublish', id, at)

    await runQueueAt(new Date(at.getTime() - 60_000))
    expect(await publishedOffer(id)).toMatchObject({ name: 'Summer tyre deal' })

    await runQueueAt(new Date(at.getTime() + 1_000))
    expect(await publishedOffer(id)).toBeNull()
  })

  it('runs a due job once when two runners reach for it together', async () => {
    const id = await createOffer('Race offer', 'draft')
    const at = new Date(Date.now() + 3 * HOUR)
    const job = await schedule('publish', id, at)

    _internal_jobSystemGlobals.getCurrentDate = () => new Date(at.getTime() + 1_000)
    const run = () => payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE, silent: true })
    const runs = await Promise.all([run(), run()])
    const ran = runs.filter((run) => run.jobStatus && String(job.id) in run.jobStatus)
    expect(ran).toHaveLength(1)
    expect(await publishedOffer(id)).not.toBeNull()
  })

  it('takes over a job left processing by a runner that stopped, once its lease has run out', async () => {
    const id = await createOffer('Abandoned offer', 'draft')
    const at = new Date(Date.now() + 4 * HOUR)
    const job = await schedule('publish', id, at)
    const claimedAt = new Date(at.getTime() + 1_000)
    await payload.db.updateJobs({ id: job.id, data: { processing: true, updatedAt: claimedAt.toISOString() } })

    await runQueueAt(new Date(claimedAt.getTime() + JOB_LEASE_MS / 2))
    expect(await publishedOffer(id)).toBeNull()

    await runQueueAt(new Date(claimedAt.getTime() + JOB_LEASE_MS + 60_000))
    expect(await publishedOffer(id)).not.toBeNull()
  })
})

describe('the queue runs by itself', () => {
  it('runs the scheduled-publish queue every minute', () => {
    const autoRun = payload.config.jobs.autoRun
    expect(Array.isArray(autoRun)).toBe(true)
    const crons = Array.isArray(autoRun) ? autoRun : []
    expect(crons).toContainEqual(expect.objectContaining({ cron: '* * * * *', queue: SCHEDULED_PUBLISH_QUEUE }))
    expect(payload.config.jobs.tasks?.map((task) => task.slug)).toContain('schedulePublish')
  })

  it('is off under tests unless JOBS_AUTORUN=1 asks for it', async () => {
    const shouldAutoRun = payload.config.jobs.shouldAutoRun
    expect(shouldAutoRun).toBeDefined()
    expect(await shouldAutoRun?.(payload)).toBe(false)
    process.env.JOBS_AUTORUN = '1'
    forgetPlatformSettings()
    try {
      expect(await shouldAutoRun?.(payload)).toBe(true)
    } finally {
      delete process.env.JOBS_AUTORUN
      forgetPlatformSettings()
    }
  })
})
