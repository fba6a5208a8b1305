import { wholeNumber, type Description, type Values } from './variables'

/** Often enough that an edit in one process reaches every other within a second, with room for the work it causes. */
export const DEFAULT_CHANGE_POLL_INTERVAL_MS = 250

/** The channel through which the server processes sharing one database hear of each other's edits (docs/several-processes.md). */
export const changeVariables = {
  // SQLite and MongoDB only: PostgreSQL is told of each change (LISTEN/NOTIFY) and polls nothing.
  CHANGE_POLL_INTERVAL_MS: wholeNumber(50, 60_000),
}

export type ChangeSettings = {
  /** How often a process on SQLite or MongoDB reads the changes other processes recorded (contentChanges/channel.ts). */
  pollIntervalMs: number
}

export function changeSettings(values: Values<typeof changeVariables>): ChangeSettings {
  return { pollIntervalMs: values.CHANGE_POLL_INTERVAL_MS ?? DEFAULT_CHANGE_POLL_INTERVAL_MS }
}

export function describeChanges(changes: ChangeSettings): Description {
  return { CHANGE_POLL_INTERVAL_MS: String(changes.pollIntervalMs) }
}
