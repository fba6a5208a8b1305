/**
 * How long each client's expensive requests kept the process busy, over a sliding window: the part of
 * admission control that still works when requests do not overlap. With SQLite, a request's reads
 * resolve without giving the event loop back, so one heavy request runs to its end before the next
 * is even read; counting requests in flight then sees one at a time, and ten queued 2-second GraphQL
 * operations still hold every other site for 20 s. Charging each client the time its requests took,
 * and refusing it while it has used up its share of the window, leaves the rest to everyone else.
 */
export type BusyVerdict = { allowed: true } | { allowed: false; retryAfterMs: number; usedMs: number }

type Span = { endedAt: number; ms: number }

export class BusyTimeBudget {
  private readonly spans = new Map<string, Span[]>()
  /** Start times of each client's requests still running: counted too, as their time so far. */
  private readonly running = new Map<string, Set<{ startedAt: number }>>()
  private charges = 0

  /** `budgetMs` of expensive work per client in any `windowMs`; a budget of 0 turns the check off. */
  constructor(
    readonly budgetMs: number,
    readonly windowMs: number,
  ) {}

  /** Records that one of the client's requests kept the process busy for `ms`, ending at `now`. */
  charge(key: string, ms: number, now: number): void {
    if (this.budgetMs <= 0) return
    const spans = this.recent(key, now)
    spans.push({ endedAt: now, ms: Math.max(0, ms) })
    this.spans.set(key, spans)
    if (++this.charges % 1000 === 0) this.sweep(now)
  }

  /**
   * Starts counting one of the client's requests; `end` charges its time. A request still running
   * counts already: the next request of a client may be read before the answer to its last has gone.
   */
  begin(key: string, now: number): { end: (at: number) => void } {
    const run = { startedAt: now }
    const runs = this.running.get(key) ?? new Set()
    runs.add(run)
    this.running.set(key, runs)
    let ended = false
    return {
      end: (at) => {
        if (ended) return
        ended = true
        runs.delete(run)
        if (runs.size === 0 && this.running.get(key) === runs) this.running.delete(key)
        this.charge(key, at - run.startedAt, at)
      },
    }
  }

  /** Whether the client may start another expensive request now, and if not, when it may. */
  verdict(key: string, now: number): BusyVerdict {
    if (this.budgetMs <= 0) return { allowed: true }
    const spans = this.recent(key, now)
    const runningMs = [...(this.running.get(key) ?? [])].reduce((sum, run) => sum + Math.max(0, now - run.startedAt), 0)
    let used = spans.reduce((sum, span) => sum + span.ms, runningMs)
    if (used < this.budgetMs) return { allowed: true }
    const usedMs = used
    // The wait is until enough of the oldest work leaves the window to bring the total under the budget.
    for (const span of spans) {
      used -= span.ms
      if (used < this.budgetMs) return { allowed: false, retryAfterMs: Math.max(1, span.endedAt + this.windowMs - now), usedMs }
    }
    // Over the budget on running requests alone: at least until they end and their time leaves the window.
    return { allowed: false, retryAfterMs: this.windowMs, usedMs }
  }

  private recent(key: string, now: number): Span[] {
    const since = now - this.windowMs
    const spans = (this.spans.get(key) ?? []).filter((span) => span.endedAt > since)
    if (spans.length === 0) this.spans.delete(key)
    else this.spans.set(key, spans)
    return spans
  }

  /** Clients with no work inside the window are forgotten, so memory follows current traffic only. */
  sweep(now: number): void {
    for (const key of [...this.spans.keys()]) this.recent(key, now)
  }

  get size(): number {
    return this.spans.size
  }
}
