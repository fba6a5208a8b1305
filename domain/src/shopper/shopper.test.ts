import { describe, expect, it } from '@jest/globals'

import { displayAustralianMobile, MAX_CODE_GUESSES_PER_NUMBER_PER_HOUR, normaliseAustralianMobile, reservationStatusText } from './shopper'
import { safeSitePath } from './sitePath'
import { watchlistToast } from './watchlist'
import { reservationStatuses } from '../reservation/rules'

describe('Australian mobile numbers', () => {
  it('normalises what people type to E.164', () => {
    for (const typed of ['0412 345 678', '(04) 1234-5678', '+61 412 345 678', '61412345678', '+61 (0) 412 345 678', ' 0412345678 ']) {
      expect(normaliseAustralianMobile(typed)).toBe('+61412345678')
    }
  })
  it('refuses landlines, short, long, foreign and non-numeric input', () => {
    for (const typed of [
      '02 9555 0100',
      '0412 345 67',
      '0412 345 6789',
      '+64 21 123 4567',
      '412345678',
      'call me',
      '',
      '+',
      null,
      412345678,
    ]) {
      expect(normaliseAustralianMobile(typed)).toBeNull()
    }
  })
  it('shows E.164 the local way', () => {
    expect(displayAustralianMobile('+61412345678')).toBe('0412 345 678')
  })
})

describe('sign-in limits and texts', () => {
  it('allows 25 code guesses per number per hour: 5 codes of 5 tries', () => {
    expect(MAX_CODE_GUESSES_PER_NUMBER_PER_HOUR).toBe(25)
  })
  it("has the spec's toast texts", () => {
    expect(watchlistToast('saved', '2021 Toyota Corolla')).toEqual({
      title: 'Car Saved In Watchlist',
      description: '2021 Toyota Corolla is now available in your watchlist',
    })
    expect(watchlistToast('removed', '2021 Toyota Corolla')).toEqual({
      title: 'Car Removed',
      description: '2021 Toyota Corolla is no longer in your watchlist',
    })
  })
  it('keeps redirect and back on the site', () => {
    expect(safeSitePath('/cars/x?y=1')).toBe('/cars/x?y=1')
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'cars', 7]) expect(safeSitePath(bad)).toBe('/')
  })
})

describe('reservations in My Garage', () => {
  it('words every reservation state for the shopper', () => {
    for (const status of reservationStatuses) expect(reservationStatusText(status)).not.toBe(status)
    expect(reservationStatusText('held')).toBe('reserved for you')
  })
})
