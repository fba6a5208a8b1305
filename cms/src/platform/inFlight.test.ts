import { describe, expect, it, jest } from '@jest/globals'

import { HEAVY_REQUEST_MAX_YIELD_MS, InFlightLimiter, RunSlots } from './inFlight'

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

describe('RunSlots', () => {
  /** Slots whose later turns of the event loop are run by the test, one `turn()` at a time. */
  function slotsWithTurns(slots: number, now: () => number = Date.now) {
    const turns: Array<() => void> = []
    const runSlots = new RunSlots(slots, HEAVY_REQUEST_MAX_YIELD_MS, now, (step) => turns.push(step))
    const turn = () => turns.splice(0).forEach((step) => step())
    const allTurns = () => {
      while (turns.length > 0) turn()
    }
    return { slots: runSlots, turn, allTurns }
  }

  it('starts heavy requests in later turns, one a turn, two at once, the others in the order they came', () => {
    const { slots, turn, allTurns } = slotsWithTurns(2)
    const started: string[] = []
    const release = Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [name, slots.acquire(() => started.push(name))]))
    expect(started).toEqual([])
    turn()
    expect(started).toEqual(['a'])
    allTurns()
    expect(started).toEqual(['a', 'b'])
    expect(slots.queued).toBe(2)
    release.b!()
    allTurns()
    expect(started).toEqual(['a', 'b', 'c'])
    release.b!()
    allTurns()
    expect(slots.active).toBe(2)
    release.a!()
    allTurns()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
  })

  it('forgets a waiting request whose client left, without starting it', () => {
    const { slots, allTurns } = slotsWithTurns(1)
    const started: string[] = []
    const releaseFirst = slots.acquire(() => started.push('first'))
    const leave = slots.acquire(() => started.push('gone'))
    slots.acquire(() => started.push('next'))
    allTurns()
    leave()
    releaseFirst()
    allTurns()
    expect(started).toEqual(['first', 'next'])
    expect(slots.queued).toBe(0)
  })

  it('lets the cheap requests in flight finish before a waiting heavy request starts', () => {
    const { slots, allTurns } = slotsWithTurns(2)
    const started: string[] = []
    const page = slots.cheapRequest()
    const otherPage = slots.cheapRequest()
    slots.acquire(() => started.push('list'))
    allTurns()
    expect(started).toEqual([])
    page()
    page()
    allTurns()
    expect(started).toEqual([])
    otherPage()
    allTurns()
    expect(started).toEqual(['list'])
  })

  it('starts a heavy request anyway once it has let cheap requests go first for 1 s', () => {
    jest.useFakeTimers()
    try {
      let now = 0
      const { slots, allTurns } = slotsWithTurns(1, () => now)
      const started: string[] = []
      slots.cheapRequest()
      slots.acquire(() => started.push('list'))
      allTurns()
      now = 999
      jest.advanceTimersByTime(999)
      allTurns()
      expect(started).toEqual([])
      now = 1000
      jest.advanceTimersByTime(1)
      allTurns()
      expect(HEAVY_REQUEST_MAX_YIELD_MS).toBe(1000)
      expect(started).toEqual(['list'])
    } finally {
      jest.useRealTimers()
    }
  })

  it("starts another client's one request before the next of a client that already has one running", () => {
    const { slots, allTurns } = slotsWithTurns(1)
    const started: string[] = []
    const first = slots.acquire(() => started.push('noisy 1'), 'address:203.0.113.9')
    allTurns()
    slots.acquire(() => started.push('noisy 2'), 'address:203.0.113.9')
    slots.acquire(() => started.push('noisy 3'), 'address:203.0.113.9')
    const other = slots.acquire(() => started.push('other'), 'address:198.51.100.7')
    first()
    allTurns()
    expect(started).toEqual(['noisy 1', 'other'])
    other()
    allTurns()
    expect(started).toEqual(['noisy 1', 'other', 'noisy 2'])
  })
})
