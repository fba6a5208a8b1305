import { describe, expect, it } from '@jest/globals'

import { enquiryMessages } from '../enquiry/messages'
import { ADJUSTMENTS_INCOMPLETE } from '../tradeIn/adjustments'
import { canSubmitStep, handoverWindow, isLastJourneyStep, journeyMessages, journeySteps, parseStep, stepAfter } from './rules'

const now = new Date('2026-11-26T10:00:00Z')

describe('the journey’s steps', () => {
  it('run in order, end with the payment, and never skip ahead', () => {
    expect(journeySteps).toEqual(['details', 'trade-in', 'payment-method', 'delivery', 'review', 'payment'])
    expect(stepAfter('details')).toBe('trade-in')
    expect(stepAfter('payment')).toBe('payment')
    expect(isLastJourneyStep('payment')).toBe(true)
    expect(isLastJourneyStep('review')).toBe(false)
    expect(canSubmitStep('trade-in', 'delivery')).toBe(true)
    expect(canSubmitStep('review', 'delivery')).toBe(false)
  })
})

describe('parseStep', () => {
  it('takes the buyer’s details trimmed, and names each field it refuses', () => {
    const parsed = parseStep(
      'details',
      { first_name: ' Ana ', last_name: 'Lee', email: 'ana@example.com', phone: '0412 000 000', postcode: '2000' },
      { now },
    )
    expect(parsed).toEqual({
      ok: true,
      data: { first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com', phone: '0412 000 000', postcode: '2000' },
    })
    const refused = parseStep('details', { first_name: '', email: 'x', phone: '12', postcode: 'abcd' }, { now })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'phone', 'postcode'])
  })

  it('takes no trade-in as it is, and a trade-in only with its rego, kilometres and every answer', () => {
    expect(parseStep('trade-in', { has_trade_in: false }, { now })).toEqual({ ok: true, data: { has_trade_in: false } })
    const partial = parseStep(
      'trade-in',
      { has_trade_in: true, rego: 'ABC123', regoState: 'VIC', kms: '1000', adjustmentAnswers: {} },
      { now },
    )
    expect(partial).toEqual({ ok: false, errors: { adjustmentAnswers: ADJUSTMENTS_INCOMPLETE } })
  })

  it('bounds the finance figures by the calculator’s ranges and requires them for finance', () => {
    const parsed = parseStep(
      'payment-method',
      { method: 'finance', finance: { deposit: '$5,000', term_years: '4.5', balloon: 0, frequency: 'fortnightly' } },
      { now },
    )
    expect(parsed).toEqual({
      ok: true,
      data: { method: 'finance', finance: { deposit: 5000, term_years: 4.5, balloon: 0, frequency: 'fortnightly' } },
    })
    expect(parseStep('payment-method', { method: 'cash', finance: { deposit: 'lots' } }, { now })).toEqual({
      ok: true,
      data: { method: 'cash', finance: null },
    })
    const out = parseStep('payment-method', { method: 'both', finance: { deposit: 300_000, term_years: 9, frequency: 'daily' } }, { now })
    expect(out.ok).toBe(false)
    if (!out.ok) expect(Object.keys(out.errors).sort()).toEqual(['finance.deposit', 'finance.frequency', 'finance.term_years'])
  })

  it('books a handover from two to sixty days ahead, on a real day, with an address for a delivery', () => {
    const { first, last } = handoverWindow(now)
    expect([first, last]).toEqual(['2026-11-28', '2027-01-25'])
    expect(parseStep('delivery', { option: 'pickup', date: first }, { now })).toEqual({
      ok: true,
      data: { option: 'pickup', date: first, address: null },
    })
    for (const date of ['2026-11-27', '2027-01-26', '2026-12-32', '2026-13-01', 'tomorrow']) {
      expect(parseStep('delivery', { option: 'pickup', date }, { now })).toEqual({
        ok: false,
        errors: { date: journeyMessages.handoverDate },
      })
    }
    const noAddress = parseStep('delivery', { option: 'delivery', date: last }, { now })
    expect(noAddress.ok).toBe(false)
  })

  it('requires the terms, and lets only a cash buyer of a priced car pay in full', () => {
    expect(parseStep('review', {}, { now })).toEqual({ ok: false, errors: { terms_agreed: enquiryMessages.termsRequired } })
    expect(parseStep('payment', { amount: 'full' }, { now, method: 'cash', priceKnown: true })).toEqual({
      ok: true,
      data: { amount: 'full' },
    })
    expect(parseStep('payment', { amount: 'full' }, { now, method: 'finance', priceKnown: true })).toEqual({
      ok: false,
      errors: { amount: journeyMessages.fullPaymentNotCash },
    })
    expect(parseStep('payment', { amount: 'full' }, { now, method: 'cash', priceKnown: false })).toEqual({
      ok: false,
      errors: { amount: journeyMessages.priceUnknown },
    })
    expect(parseStep('payment', {}, { now })).toEqual({ ok: true, data: { amount: 'deposit' } })
  })
})
