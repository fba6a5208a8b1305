import type { ServerSettings } from './server'
import { oneOf, type Description, type Values } from './variables'

/** Payload's jobs queue: scheduled publishing (docs/scheduled-work.md). */
export const jobVariables = {
  JOBS_AUTORUN: oneOf(['0', '1']),
}

export type JobSettings = {
  /** Whether this process runs the queued jobs that are due, once a minute (jobs/queue.ts). */
  autoRun: boolean
}

export function jobSettings(values: Values<typeof jobVariables>, server: Pick<ServerSettings, 'nodeEnv'>): JobSettings {
  // On in every server process by default: the queue claims each job for one process, so any number
  // may run it. Off under tests (NODE_ENV=test), which boot Payload many times and must not have a
  // queue run change documents under their assertions; a test that wants it sets JOBS_AUTORUN=1.
  const autoRun = values.JOBS_AUTORUN ? values.JOBS_AUTORUN === '1' : server.nodeEnv !== 'test'
  return { autoRun }
}

export function describeJobs(jobs: JobSettings): Description {
  return { JOBS_AUTORUN: jobs.autoRun ? '1' : '0' }
}
