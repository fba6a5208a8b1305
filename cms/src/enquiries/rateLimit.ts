/**
 * A sliding-window limit kept in memory: at most `limit` accepted hits per key within any
 * `windowMs`. Per process, which suits its purpose (stopping one connection flooding a dealer with
 * leads); several server processes each allow the limit.
 */
export type RateLimitVerdict = { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number }

export class SlidingWindowRateLimiter {
  private readonly hits = new Map<string, number[]>()
  private calls = 0

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Records a hit when it is allowed; refused hits are not counted, so waiting always helps. */
  take(key: string, now: number): RateLimitVerdict {
    if (this.limit <= 0) return { allowed: true, remaining: Number.POSITIVE_INFINITY }
    const since = now - this.windowMs
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      const oldest = recent[0] ?? now
      return { allowed: false, retryAfterMs: Math.max(1, oldest + this.windowMs - now) }
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (++this.calls % 1000 === 0) this.sweep(now)
    return { allowed: true, remaining: this.limit - recent.length }
  }

  /** Keys with no hit inside the window are forgotten, so memory follows current traffic only. */
  sweep(now: number): void {
    const since = now - this.windowMs
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= since) this.hits.delete(key)
    }
  }

  get size(): number {
    return this.hits.size
  }
}

const limitersKey = Symbol.for('forecourt.rateLimiters')

/** The process's limiter of this name (one per process, whichever bundle asks), made with `limits` on first use. */
export function processRateLimiter(name: string, limits: () => { limit: number; windowMs: number }): SlidingWindowRateLimiter {
  const holder = globalThis as typeof globalThis & { [limitersKey]?: Map<string, SlidingWindowRateLimiter> }
  const limiters = (holder[limitersKey] ??= new Map())
  let limiter = limiters.get(name)
  if (!limiter) {
    const { limit, windowMs } = limits()
    limiter = new SlidingWindowRateLimiter(limit, windowMs)
    limiters.set(name, limiter)
  }
  return limiter
}

export type EnquiryRateLimitEnv = Readonly<Record<string, string | undefined>>

export const DEFAULT_ENQUIRY_RATE_LIMIT = { limit: 10, windowSeconds: 60 } as const

/**
 * `limit` hits per key in `windowSeconds`, from the named variables; a limit of 0 turns the limit off,
 * and anything unusable keeps the default.
 */
export function rateLimitFromEnv(
  env: EnquiryRateLimitEnv,
  names: { limit: string; windowSeconds: string },
  defaults: { limit: number; windowSeconds: number },
): { limit: number; windowMs: number } {
  const whole = (value: string | undefined, fallback: number, min: number) => {
    const number = Number(value)
    return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= min ? number : fallback
  }
  return {
    limit: whole(env[names.limit], defaults.limit, 0),
    windowMs: whole(env[names.windowSeconds], defaults.windowSeconds, 1) * 1000,
  }
}

/** ENQUIRY_RATE_LIMIT enquiries per address and site in ENQUIRY_RATE_WINDOW_SECONDS; a limit of 0 turns it off. */
export function enquiryRateLimitFromEnv(env: EnquiryRateLimitEnv = process.env): { limit: number; windowMs: number } {
  return rateLimitFromEnv(env, { limit: 'ENQUIRY_RATE_LIMIT', windowSeconds: 'ENQUIRY_RATE_WINDOW_SECONDS' }, DEFAULT_ENQUIRY_RATE_LIMIT)
}

/** The process's enquiry limiter, configured from the environment on first use. */
export function enquiryRateLimiter(): SlidingWindowRateLimiter {
  return processRateLimiter('enquiries', () => enquiryRateLimitFromEnv())
}
