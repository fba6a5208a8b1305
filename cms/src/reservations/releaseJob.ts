import type { Payload } from 'payload'

import { releaseDueReservations, type ReleaseResult } from './service'
import { processSlot } from '../lib/processSlot'

/** How often a server process looks for holds past their 48 hours and payments left unfinished. */
export const RESERVATION_RELEASE_INTERVAL_MS = 60_000

export type ReservationReleaseJob = {
  /** One pass by hand (tests, scripts). */
  tick(now?: Date): Promise<ReleaseResult>
  stop(): void
}

/**
 * The 48-hour release, run in every server process like the lead delivery worker: each release is a
 * conditional update, so processes racing for the same reservation release it once. A hold is
 * released within a minute of running out, and the car is back in search and on its page at once.
 */
export function startReservationReleaseJob(payload: Payload, intervalMs = RESERVATION_RELEASE_INTERVAL_MS): ReservationReleaseJob {
  let running: Promise<ReleaseResult> | null = null
  const tick = (now = new Date()) => {
    running ??= releaseDueReservations(payload, now).finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => {
    tick().catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Reservation release: a pass failed; it is retried at the next one.'),
    )
  }, intervalMs)
  // The job alone never keeps a process alive.
  timer.unref()
  return { tick, stop: () => clearInterval(timer) }
}

/** The process's release job (holds released after 48 hours), started with the first caller's Payload. */
export function processReleaseJob(payload: Payload): ReservationReleaseJob {
  return processSlot('reservationReleaseJob', () => startReservationReleaseJob(payload))
}
