/**
 * Requests in flight, per client and in all: the bookkeeping of admission control (docs/security.md). One client may have `perClient` expensive requests running at once and the process
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

/** How long a heavy request waits at most for the cheap requests in flight to finish before it starts anyway. */
export const HEAVY_REQUEST_MAX_YIELD_MS = 1000

/**
 * A few heavy requests run at once in the whole process; the others wait their turn (docs/security.md). On one thread a cheap request (a cached page) waits behind whatever heavy
 * work runs meanwhile, and with SQLite a heavy request often runs from start to answer without giving the
 * thread back. So a heavy request is started only in a later turn of the event loop, one per turn: the
 * requests that arrived meanwhile are read first (otherwise one turn could run fifteen lists before it
 * reads a page's request). And a waiting heavy request lets the cheap requests in flight finish first,
 * for at most HEAVY_REQUEST_MAX_YIELD_MS: a cheap request waits behind the heavy requests already
 * running, not behind each one that follows. The next to start is the first waiting request of the
 * client with the fewest running, and of those the one served longest ago, so one client's queue of
 * lists does not hold another client's one request. Waiting requests are already within their client's
 * in-flight limit, so the queue holds at most the process's in-flight limit.
 */
export class RunSlots {
  private running = 0
  private cheapInFlight = 0
  private readonly waiting: Array<{ client: string; begin: () => void; since: number }> = []
  private readonly runningPerClient = new Map<string, number>()
  /** When each client with requests waiting or running last had one started (a counter, not a time). */
  private readonly lastStarted = new Map<string, number>()
  private starts = 0
  private turnAsked = false
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    readonly slots: number,
    private readonly maxYieldMs = HEAVY_REQUEST_MAX_YIELD_MS,
    private readonly now: () => number = Date.now,
    /** Runs `step` in a later turn of the event loop, after the connections ready now have been read. */
    private readonly nextTurn: (step: () => void) => void = (step) => setImmediate(step),
  ) {}

  /** Calls `start` in a later turn, when a slot is free; returns what gives the slot (or the place in the queue) back. Idempotent. */
  acquire(start: () => void, client = ''): () => void {
    let state: 'waiting' | 'running' | 'done' = 'waiting'
    const entry = {
      client,
      since: this.now(),
      begin: () => {
        state = 'running'
        this.running += 1
        this.runningPerClient.set(client, (this.runningPerClient.get(client) ?? 0) + 1)
        this.lastStarted.set(client, ++this.starts)
        start()
      },
    }
    this.waiting.push(entry)
    this.askForTurn()
    return () => {
      if (state === 'done') return
      if (state === 'waiting') {
        const index = this.waiting.indexOf(entry)
        if (index >= 0) this.waiting.splice(index, 1)
      } else {
        this.running -= 1
        const left = (this.runningPerClient.get(client) ?? 1) - 1
        if (left > 0) this.runningPerClient.set(client, left)
        else this.runningPerClient.delete(client)
      }
      state = 'done'
      if (!this.runningPerClient.has(client) && !this.waiting.some((waiting) => waiting.client === client)) this.lastStarted.delete(client)
      this.askForTurn()
    }
  }

  /** A cheap request (a page, an asset) began; returns what says it ended. Idempotent. */
  cheapRequest(): () => void {
    this.cheapInFlight += 1
    let ended = false
    return () => {
      if (ended) return
      ended = true
      this.cheapInFlight -= 1
      this.askForTurn()
    }
  }

  private askForTurn(): void {
    if (this.turnAsked || this.waiting.length === 0 || this.running >= this.slots) return
    this.turnAsked = true
    this.nextTurn(() => {
      this.turnAsked = false
      this.startOne()
    })
  }

  /**
   * Starts the next waiting request (the first of the client with the fewest running, then served longest ago) if a slot is free
   * and no cheap request is in flight, or the longest-waiting request has yielded long enough.
   */
  private startOne(): void {
    const oldest = this.waiting[0]
    if (!oldest || this.running >= this.slots) return
    const yieldedMs = this.now() - oldest.since
    if (this.cheapInFlight > 0 && yieldedMs < this.maxYieldMs) {
      this.wakeAfter(this.maxYieldMs - yieldedMs)
      return
    }
    const running = (entry: { client: string }) => this.runningPerClient.get(entry.client) ?? 0
    const served = (entry: { client: string }) => this.lastStarted.get(entry.client) ?? 0
    let next = oldest
    for (const entry of this.waiting) {
      if (running(entry) < running(next) || (running(entry) === running(next) && served(entry) < served(next))) next = entry
    }
    this.waiting.splice(this.waiting.indexOf(next), 1)
    next.begin()
    this.askForTurn()
  }

  private wakeAfter(ms: number): void {
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.askForTurn()
    }, ms)
    this.timer.unref?.()
  }

  get queued(): number {
    return this.waiting.length
  }

  get active(): number {
    return this.running
  }
}
