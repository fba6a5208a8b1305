import { describe, expect, it } from '@jest/globals'

import {
  backoffWaitMs,
  SIGN_IN_ADDRESS_POLICY,
  SIGN_IN_DEVICE_POLICY,
  signInLimitMessage,
  takeBackoffCall,
  waitInWords,
  type BackoffPolicy,
  type BackoffState,
} from './limits'

describe('sign-in back-off', () => {
  it('pins the allowances: 12 calls a device, 200 an address, in an hour; waits from 2 s doubling to 1 h and 5 min', () => {
    expect(SIGN_IN_DEVICE_POLICY).toEqual({ allowance: 12, windowMs: 3_600_000, firstWaitMs: 2000, maxWaitMs: 3_600_000 })
    expect(SIGN_IN_ADDRESS_POLICY).toEqual({ allowance: 200, windowMs: 3_600_000, firstWaitMs: 2000, maxWaitMs: 300_000 })
    expect([1, 2, 3, 4, 5].map((overrun) => backoffWaitMs(SIGN_IN_ADDRESS_POLICY, overrun))).toEqual([2000, 4000, 8000, 16000, 32000])
    expect(backoffWaitMs(SIGN_IN_ADDRESS_POLICY, 20)).toBe(300_000)
    expect(backoffWaitMs(SIGN_IN_DEVICE_POLICY, 20)).toBe(3_600_000)
  })

  it('lets a caller who waits as told keep going, each wait twice the last, and starts over once the hour has passed', () => {
    const policy: BackoffPolicy = { allowance: 3, windowMs: 60_000, firstWaitMs: 1000, maxWaitMs: 8000 }
    let state: BackoffState | undefined
    let now = 0
    const take = () => {
      const verdict = takeBackoffCall(policy, state, now)
      state = verdict.state
      return verdict.allowed ? 'ok' : verdict.retryAfterMs
    }
    expect([take(), take(), take()]).toEqual(['ok', 'ok', 'ok'])
    expect(take()).toBe('ok')
    expect(take()).toBe(1000)
    now += 400
    // A refused call does not push the wait further out.
    expect(take()).toBe(600)
    now += 600
    expect(take()).toBe('ok')
    expect(take()).toBe(2000)
    now += 2000
    expect(take()).toBe('ok')
    expect(take()).toBe(4000)
    now += 4000
    expect(take()).toBe('ok')
    now += 8000
    expect(take()).toBe('ok')
    expect(take()).toBe(8000)
    now += 61_000
    expect([take(), take(), take()]).toEqual(['ok', 'ok', 'ok'])
  })

  it('words the waits', () => {
    expect(waitInWords(1)).toBe('1 second')
    expect(waitInWords(2000)).toBe('2 seconds')
    expect(waitInWords(60_000)).toBe('1 minute')
    expect(waitInWords(61_000)).toBe('2 minutes')
    expect(signInLimitMessage('device', 4000)).toBe('Too many sign-in attempts from this device. Please wait 4 seconds and try again.')
  })
})
