/**
 * Requests in flight, per client and in all: the bookkeeping of admission control (README,
 * "Security"). One client may have `perClient` expensive requests running at once and the process
 * `perProcess`; a request over either is refused at once (not queued), so a client that sends fifty
 * heavy requests gets a few answers and many refusals, and the process keeps its thread for everyone
 * else. Per process, like the rate limits.
 */
export type Admission =
  { admitted: true; release: () => void } | { admitted: false; refusedBy: 'client' | 'process'; inFlight: number; limit: number }

export class InFlightLimiter {
  private readonly perKey = new Map<string, number>()
  private total = 0

  constructor(
    readonly perClient: number,
    readonly perProcess: number,
  ) {}

  /** Admits the request when both limits allow it; `release` (idempotent) ends it. */
  admit(key: string): Admission {
    const mine = this.perKey.get(key) ?? 0
    if (mine >= this.perClient) return { admitted: false, refusedBy: 'client', inFlight: mine, limit: this.perClient }
    if (this.total >= this.perProcess) return { admitted: false, refusedBy: 'process', inFlight: this.total, limit: this.perProcess }
    this.perKey.set(key, mine + 1)
    this.total += 1
    let released = false
    return {
      admitted: true,
      release: () => {
        if (released) return
        released = true
        this.total -= 1
        const left = (this.perKey.get(key) ?? 1) - 1
        // A client with nothing in flight is forgotten, so memory follows current traffic only.
        if (left <= 0) this.perKey.delete(key)
        else this.perKey.set(key, left)
      },
    }
  }

  inFlight(key?: string): number {
    return key === undefined ? this.total : (this.perKey.get(key) ?? 0)
  }

  /** Clients with something in flight. */
  get clients(): number {
    return this.perKey.size
  }
}

export const admissionMessages = {
  client: (limit: number) =>
    `Too many requests at once from your connection: at most ${limit} searches, lists, PDFs or uploads may run together. Try again in a moment.`,
  process: 'The server is busy with other requests. Try again in a moment.',
  busy: (usedMs: number, windowMs: number) =>
    `Your connection's searches, lists, PDFs or uploads have kept the server busy for ${(usedMs / 1000).toFixed(1)} s of the last ${windowMs / 1000} s, more than its share. Try again in a moment.`,
  graphqlInFlight: (limit: number) => `At most ${limit} GraphQL operations of one user may run at once. Wait for one to finish.`,
  graphqlRate: (limit: number) => `At most ${limit} GraphQL operations of one user a minute. Try again later.`,
}

/** Seconds a refused client is asked to wait: a moment for its own requests, longer when the whole process is busy. */
export const RETRY_AFTER_SECONDS = { client: 1, process: 2 } as const
