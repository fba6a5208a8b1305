import type { JobsConfig } from 'payload'

import { platformSettings } from '../platform/settings'

/**
 * The queue Payload's `schedulePublish` task lands on: the admin's "Schedule Publish" queues it
 * without naming a queue (@payloadcms/ui utilities/schedulePublishHandler), and the jobs collection's
 * `queue` field defaults to this name.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/** Jobs taken per run of the queue; a run that finds more takes the rest a minute later. */
export const JOBS_PER_RUN = 20

/**
 * Payload's jobs queue, run in every server process once a minute (a cron Payload starts with the
 * instance: renderer/lib/startup/prepare.ts asks for it, as do the admin and the REST API). Payload adds
 * the `schedulePublish` task itself for the collections with `drafts.schedulePublish` (pages, offers,
 * popups, posts), so a scheduled publish or unpublish happens within a minute of its time. Each due job
 * is claimed by one process (jobs/claim.ts); JOBS_AUTORUN=0 keeps a process from running the queue.
 */
export const jobsQueue: Pick<JobsConfig, 'autoRun' | 'shouldAutoRun'> = {
  autoRun: [{ cron: '* * * * *', queue: SCHEDULED_PUBLISH_QUEUE, limit: JOBS_PER_RUN }],
  // Read at each run, so a test can turn it on after Payload has started.
  shouldAutoRun: () => platformSettings().jobs.autoRun,
}
