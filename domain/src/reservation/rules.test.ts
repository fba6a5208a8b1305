import { describe, expect, it } from '@jest/globals'

import {
  canTransition,
  DEFAULT_DEPOSIT_DOLLARS,
  depositDollars,
  depositLabel,
  HOLD_HOURS,
  HOLD_MS,
  PENDING_PAYMENT_MINUTES,
  PENDING_PAYMENT_MS,
  RESERVATION_TRANSITIONS,
  reservationStatuses,
  reservationTexts,
} from './rules'

describe('the reservation lifecycle', () => {
  it('moves only along the drawn arrows', () => {
    expect(RESERVATION_TRANSITIONS).toEqual({
      pending: ['paid', 'released'],
      paid: ['held', 'refunded'],
      held: ['released', 'converted', 'refunded'],
      released: ['refunded'],
      converted: [],
      refunded: [],
    })
    const allowed = reservationStatuses.flatMap((from) =>
      reservationStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual([
      'pending→paid',
      'pending→released',
      'paid→held',
      'paid→refunded',
      'held→released',
      'held→converted',
      'held→refunded',
      'released→refunded',
    ])
  })

  it('never goes back, never skips the payment, and ends at converted and refunded', () => {
    expect(canTransition('held', 'pending')).toBe(false)
    expect(canTransition('pending', 'held')).toBe(false)
    expect(canTransition('pending', 'refunded')).toBe(false)
    for (const status of reservationStatuses) {
      expect(canTransition('converted', status)).toBe(false)
      expect(canTransition('refunded', status)).toBe(false)
      expect(canTransition(status, status)).toBe(false)
    }
  })
})

describe('how long a reservation lasts', () => {
  it('holds the car for 48 hours, as the spec says', () => {
    expect(HOLD_HOURS).toBe(48)
    expect(HOLD_MS).toBe(48 * 60 * 60 * 1000)
    expect(reservationTexts.intro('$200')).toContain('we hold the car for you for 48 hours')
    expect(reservationTexts.reservedNotice).toContain('up to 48 hours')
  })

  it('frees the car after 10 minutes of an unfinished payment', () => {
    expect(PENDING_PAYMENT_MINUTES).toBe(10)
    expect(PENDING_PAYMENT_MS).toBe(10 * 60 * 1000)
  })
})

describe('the deposit', () => {
  it("is the site's whole-dollar setting within the bounds, else the spec's $200", () => {
    expect(DEFAULT_DEPOSIT_DOLLARS).toBe(200)
    expect(depositDollars(500)).toBe(500)
    expect(depositDollars(1)).toBe(1)
    expect(depositDollars(10_000)).toBe(10_000)
    for (const wrong of [null, undefined, 0, 10_001, 99.5, Number.NaN]) expect(depositDollars(wrong)).toBe(200)
    expect(depositLabel(null)).toBe('$200')
  })
})
