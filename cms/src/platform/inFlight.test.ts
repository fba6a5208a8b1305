import { describe, expect, it } from '@jest/globals'

import { InFlightLimiter } from './inFlight'

describe('InFlightLimiter', () => {
  it('admits up to the per-client limit, then refuses that client but not another', () => {
    const limiter = new InFlightLimiter(2, 10)
    const first = limiter.admit('a')
    const second = limiter.admit('a')
    expect(first.admitted && second.admitted).toBe(true)
    expect(limiter.admit('a')).toEqual({ admitted: false, refusedBy: 'client', inFlight: 2, limit: 2 })
    expect(limiter.admit('b').admitted).toBe(true)
    expect(limiter.inFlight('a')).toBe(2)
    expect(limiter.inFlight()).toBe(3)
  })

  it('admits the client again once one of its requests ends', () => {
    const limiter = new InFlightLimiter(1, 10)
    const first = limiter.admit('a')
    expect(limiter.admit('a').admitted).toBe(false)
    if (first.admitted) first.release()
    expect(limiter.admit('a').admitted).toBe(true)
  })

  it('refuses everyone once the process limit is reached, naming the process', () => {
    const limiter = new InFlightLimiter(5, 3)
    for (const key of ['a', 'b', 'c']) expect(limiter.admit(key).admitted).toBe(true)
    expect(limiter.admit('d')).toEqual({ admitted: false, refusedBy: 'process', inFlight: 3, limit: 3 })
  })

  it('counts a release once however often it is called, and forgets idle clients', () => {
    const limiter = new InFlightLimiter(2, 2)
    const first = limiter.admit('a')
    const second = limiter.admit('a')
    if (!first.admitted || !second.admitted) throw new Error('expected both admitted')
    first.release()
    first.release()
    expect(limiter.inFlight('a')).toBe(1)
    expect(limiter.inFlight()).toBe(1)
    second.release()
    expect(limiter.clients).toBe(0)
    expect(limiter.inFlight()).toBe(0)
  })
})
