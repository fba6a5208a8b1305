import { wholeNumber, type Description, type Values } from './variables'

/**
 * How much of the process one client may occupy at once (docs/security.md): the expensive requests
 * (REST lists, GraphQL, search, car PDFs, uploads and stock imports) in flight per client (a signed-in
 * user, otherwise the visitor address) and in all, and GraphQL per signed-in user.
 */
export const DEFAULT_ADMISSION = {
  /** A browser opens at most six connections to a host, so one tab is never refused. */
  perClient: 6,
  perProcess: 24,
  /**
   * Heavy requests (all but search, whose engine answers in well under a millisecond) running at once;
   * the others wait their turn. Two keep the thread shared with every other dealer's pages.
   */
  runningAtOnce: 2,
  graphqlPerUser: 2,
  graphqlPerUserPerMinute: 60,
  /** A client's expensive requests may keep the process busy for this long in any 10 s: half of it. */
  busyMsPerClient: 5000,
} as const

/** The window of the busy-time share. */
export const BUSY_WINDOW_MS = 10_000

export const admissionVariables = {
  EXPENSIVE_REQUESTS_PER_CLIENT: wholeNumber(1, 1000),
  EXPENSIVE_REQUESTS_PER_PROCESS: wholeNumber(1, 10_000),
  HEAVY_REQUESTS_RUNNING_AT_ONCE: wholeNumber(1, 1000),
  GRAPHQL_IN_FLIGHT_PER_USER: wholeNumber(1, 100),
  GRAPHQL_REQUESTS_PER_USER_PER_MINUTE: wholeNumber(0, 100_000),
  CLIENT_BUSY_MS_PER_10_SECONDS: wholeNumber(0, 10_000),
}

export type AdmissionSettings = {
  /** Expensive requests in flight per client; more are answered 429. */
  perClient: number
  /** Expensive requests in flight in the whole process; more are answered 503. */
  perProcess: number
  /** Heavy requests (lists, GraphQL, PDFs, uploads) running at once; the others wait their turn. */
  runningAtOnce: number
  /** GraphQL operations in flight per signed-in user; more are answered 429. */
  graphqlPerUser: number
  /** GraphQL operations per signed-in user in any minute; 0 turns the limit off. */
  graphqlPerUserPerMinute: number
  /** How long one client's expensive requests may keep the process busy in any 10 s; 0 turns the check off. */
  busyMsPerClient: number
}

export function admissionSettings(values: Values<typeof admissionVariables>): AdmissionSettings {
  return {
    perClient: values.EXPENSIVE_REQUESTS_PER_CLIENT ?? DEFAULT_ADMISSION.perClient,
    perProcess: values.EXPENSIVE_REQUESTS_PER_PROCESS ?? DEFAULT_ADMISSION.perProcess,
    runningAtOnce: values.HEAVY_REQUESTS_RUNNING_AT_ONCE ?? DEFAULT_ADMISSION.runningAtOnce,
    graphqlPerUser: values.GRAPHQL_IN_FLIGHT_PER_USER ?? DEFAULT_ADMISSION.graphqlPerUser,
    graphqlPerUserPerMinute: values.GRAPHQL_REQUESTS_PER_USER_PER_MINUTE ?? DEFAULT_ADMISSION.graphqlPerUserPerMinute,
    busyMsPerClient: values.CLIENT_BUSY_MS_PER_10_SECONDS ?? DEFAULT_ADMISSION.busyMsPerClient,
  }
}

export function describeAdmission(admission: AdmissionSettings): Description {
  return {
    EXPENSIVE_REQUESTS_PER_CLIENT: String(admission.perClient),
    EXPENSIVE_REQUESTS_PER_PROCESS: String(admission.perProcess),
    HEAVY_REQUESTS_RUNNING_AT_ONCE: String(admission.runningAtOnce),
    GRAPHQL_IN_FLIGHT_PER_USER: String(admission.graphqlPerUser),
    GRAPHQL_REQUESTS_PER_USER_PER_MINUTE: String(admission.graphqlPerUserPerMinute),
    CLIENT_BUSY_MS_PER_10_SECONDS: String(admission.busyMsPerClient),
  }
}
