import { afterEach, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { nudgeLeadDelivery, onLeadDeliveryNudge } from '../enquiries/nudge'
import { LocalQuoteProvider } from '../finance/quoteProvider'
import { clearProcessSlots, peekProcessSlot } from '../lib/processSlot'
import { platformServices } from './services'
import { forgetPlatformSettings } from './settings'

// Stands in for the Payload instance of the first caller; these services only keep it.
const payloadStub = { logger: { error: () => undefined } } as unknown as Payload

function withEnvironment(values: Record<string, string>, run: () => void): void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  Object.assign(process.env, values)
  forgetPlatformSettings()
  try {
    run()
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    forgetPlatformSettings()
  }
}

afterEach(() => {
  peekProcessSlot<{ reconciler?: { stop(): void } }>('searchReconciler')?.reconciler?.stop()
  clearProcessSlots()
})

describe('platformServices', () => {
  it('keeps everything under one globalThis key', () => {
    platformServices().rateLimiters.enquiries.take('a', 0)
    platformServices().vehicleViewCounter(payloadStub)
    const keys = Object.getOwnPropertySymbols(globalThis).filter((key) => Symbol.keyFor(key)?.startsWith('forecourt.'))
    expect(keys.map((key) => Symbol.keyFor(key))).toEqual(['forecourt.process'])
  })

  it('builds each service from the settings on first use, then hands out the same one', () => {
    withEnvironment({ QUOTE_RATE_LIMIT: '3', QUOTE_RATE_WINDOW_SECONDS: '20', QUOTE_INTEREST_RATE: '7.5' }, () => {
      const { rateLimiters, quoteProvider } = platformServices()
      expect([rateLimiters.quotes.limit, rateLimiters.quotes.windowMs]).toEqual([3, 20_000])
      expect([rateLimiters.enquiries.limit, rateLimiters.enquiries.windowMs]).toEqual([10, 60_000])
      expect([rateLimiters.phoneReveals.limit, rateLimiters.phoneReveals.windowMs]).toEqual([30, 60_000])
      expect(quoteProvider).toEqual(new LocalQuoteProvider({ annualRatePercent: 7.5, establishmentFee: 0 }))
      expect(platformServices().rateLimiters.quotes).toBe(rateLimiters.quotes)
      expect(platformServices().quoteProvider).toBe(quoteProvider)
    })
  })

  it('lets the intake wake the workers registered with it', () => {
    let woken = 0
    const unregister = onLeadDeliveryNudge(() => (woken += 1))
    expect(platformServices().leadDeliveryNudges.size).toBe(1)
    nudgeLeadDelivery()
    unregister()
    nudgeLeadDelivery()
    expect(woken).toBe(1)
  })

  it('shares the search indices and one view counter with every caller', () => {
    expect(platformServices().searchIndices).toBe(platformServices().searchIndices)
    const counter = platformServices().vehicleViewCounter(payloadStub)
    expect(platformServices().vehicleViewCounter({} as Payload)).toBe(counter)
  })

  it('starts the search reconciliation once, and again after it is stopped', () => {
    const reconciler = platformServices().searchReconciler(payloadStub)
    expect(reconciler.intervalMs).toBe(60_000)
    expect(platformServices().searchReconciler(payloadStub)).toBe(reconciler)
    reconciler.stop()
    const next = platformServices().searchReconciler(payloadStub)
    expect(next).not.toBe(reconciler)
    next.stop()
  })

  it('holds no reconciliation that SEARCH_RECONCILE_INTERVAL_MS=0 switched off', () => {
    withEnvironment({ SEARCH_RECONCILE_INTERVAL_MS: '0' }, () => {
      const switchedOff = platformServices().searchReconciler(payloadStub)
      expect(switchedOff.intervalMs).toBe(0)
      // Not held: the next caller is given a fresh one rather than the one above.
      expect(platformServices().searchReconciler(payloadStub)).not.toBe(switchedOff)
    })
  })
})
