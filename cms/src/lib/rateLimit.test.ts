import { describe, expect, it } from '@jest/globals'

import { parseSettings, type Environment } from '../platform/settings'
import { SlidingWindowRateLimiter } from './rateLimit'

const enquiryRateLimitOf = (env: Environment) => parseSettings(env).rateLimits.enquiries

describe('SlidingWindowRateLimiter', () => {
  it('allows `limit` hits in any window and says how long to wait', () => {
    const limiter = new SlidingWindowRateLimiter(3, 60_000)
    expect([0, 10_000, 20_000].map((at) => limiter.take('a', at).allowed)).toEqual([true, true, true])
    expect(limiter.take('a', 30_000)).toEqual({ allowed: false, retryAfterMs: 30_000 })
    // The window slides: the first hit leaves it at 60 s, making room for exactly one more.
    expect(limiter.take('a', 60_001).allowed).toBe(true)
    expect(limiter.take('a', 60_002).allowed).toBe(false)
    expect(limiter.take('b', 30_000).allowed).toBe(true)
  })

  it('does not count refused hits, so a waiting client gets through', () => {
    const limiter = new SlidingWindowRateLimiter(1, 1_000)
    limiter.take('a', 0)
    for (let at = 1; at < 1_000; at += 100) expect(limiter.take('a', at).allowed).toBe(false)
    expect(limiter.take('a', 1_000).allowed).toBe(true)
  })

  it('forgets keys that went quiet', () => {
    const limiter = new SlidingWindowRateLimiter(5, 1_000)
    for (let index = 0; index < 50; index += 1) limiter.take(`k${index}`, index)
    limiter.take('late', 1_500)
    limiter.sweep(1_500)
    expect(limiter.size).toBe(1)
  })

  it('is off with a limit of 0', () => {
    const limiter = new SlidingWindowRateLimiter(0, 1_000)
    for (let index = 0; index < 100; index += 1) expect(limiter.take('a', index).allowed).toBe(true)
  })
})

describe('ENQUIRY_RATE_LIMIT and ENQUIRY_RATE_WINDOW_SECONDS', () => {
  it('reads the two variables, with the defaults when unset', () => {
    expect(enquiryRateLimitOf({})).toEqual({ limit: 10, windowMs: 60_000 })
    expect(enquiryRateLimitOf({ ENQUIRY_RATE_LIMIT: '3', ENQUIRY_RATE_WINDOW_SECONDS: '10' })).toEqual({ limit: 3, windowMs: 10_000 })
    expect(enquiryRateLimitOf({ ENQUIRY_RATE_LIMIT: '0' }).limit).toBe(0)
  })

  it('refuses bad values, naming each', () => {
    expect(() => enquiryRateLimitOf({ ENQUIRY_RATE_LIMIT: 'lots', ENQUIRY_RATE_WINDOW_SECONDS: '0' })).toThrow(
      'ENQUIRY_RATE_LIMIT must be a whole number, 0 or more (got "lots").\nENQUIRY_RATE_WINDOW_SECONDS must be a whole number from 1 to 86400 (got "0").',
    )
  })
})
