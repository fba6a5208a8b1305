import { describe, expect, it } from '@jest/globals'

import { BusyTimeBudget } from './busyTime'

describe('BusyTimeBudget', () => {
  it('allows a client until its requests have kept the process busy for the budget, then says when to come back', () => {
    const budget = new BusyTimeBudget(3000, 10_000)
    budget.charge('a', 1000, 1_000)
    budget.charge('a', 2500, 4_000)
    expect(budget.verdict('b', 4_000)).toEqual({ allowed: true })
    // 3,500 ms used; the first 1,000 ms leave the window at 11,000, which brings it under 3,000.
    expect(budget.verdict('a', 4_000)).toEqual({ allowed: false, retryAfterMs: 7_000, usedMs: 3500 })
    expect(budget.verdict('a', 11_001)).toEqual({ allowed: true })
  })

  it('refuses after one long request until it has left the window', () => {
    const budget = new BusyTimeBudget(3000, 10_000)
    budget.charge('a', 20_000, 20_000)
    expect(budget.verdict('a', 20_000)).toEqual({ allowed: false, retryAfterMs: 10_000, usedMs: 20_000 })
    expect(budget.verdict('a', 30_001)).toEqual({ allowed: true })
    expect(budget.size).toBe(0)
  })

  it('is off with a budget of 0', () => {
    const budget = new BusyTimeBudget(0, 10_000)
    budget.charge('a', 60_000, 1)
    expect(budget.verdict('a', 2)).toEqual({ allowed: true })
  })

  it('counts a request still running as its time so far', () => {
    const budget = new BusyTimeBudget(3000, 10_000)
    const run = budget.begin('a', 1_000)
    expect(budget.verdict('a', 3_000)).toEqual({ allowed: true })
    expect(budget.verdict('a', 4_500)).toEqual({ allowed: false, retryAfterMs: 10_000, usedMs: 3500 })
    run.end(4_500)
    run.end(9_000)
    expect(budget.verdict('a', 4_500)).toEqual({ allowed: false, retryAfterMs: 10_000, usedMs: 3500 })
    expect(budget.verdict('a', 14_501)).toEqual({ allowed: true })
  })
})
