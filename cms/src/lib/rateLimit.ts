import { processSlot } from './processSlot'
import { platformSettings } from '../platform/settings'
import type { RateLimitSettings } from '../platform/settings/rateLimits'

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

export type PublicRateLimit = keyof RateLimitSettings

/**
 * The process's limiter of one public endpoint family, built from its settings on first use
 * (RATE_LIMIT variables, platform/settings/rateLimits.ts): enquiries, finance quotes, phone reveals,
 * valuations. One per process whichever bundle asks (lib/processSlot.ts).
 */
export function publicRateLimiter(name: PublicRateLimit): SlidingWindowRateLimiter {
  const limiters = processSlot('rateLimiters', () => new Map<PublicRateLimit, SlidingWindowRateLimiter>())
  let limiter = limiters.get(name)
  if (!limiter) {
    const { limit, windowMs } = platformSettings().rateLimits[name]
    limiter = new SlidingWindowRateLimiter(limit, windowMs)
    limiters.set(name, limiter)
  }
  return limiter
}
