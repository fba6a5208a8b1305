import { describe, expect, it } from '@jest/globals'

import type { AdjustmentAnswers } from './adjustments'
import { tradeInOutcome } from './estimate'
import { checkKms, checkRego } from './rego'
import { adjustmentAnswersSchema, parseSaveValuationRequest } from './request'
import { offersOnlineTradeInEstimate, onlineEstimateVerdict } from './rule'
import { localRegoVehicle } from './vehicle'
import { offersOnlineTradeInEstimate as fromEnquiryForm } from './rule'

const now = new Date('2026-11-21T00:00:00Z')
const goodAnswers: AdjustmentAnswers = { condition: 'good', serviceHistory: 'full', accident: 'no', keys: 'two', financeOwing: 'no' }

describe('the online estimate rule (one rule, unknowns get no estimate)', () => {
  it.each([
    [{ year: 2019, kms: 100_000 }, { eligible: true }],
    [
      { year: 2018, kms: 50_000 },
      { eligible: false, reason: 'too-old' },
    ],
    [
      { year: '2022', kms: '100,001' },
      { eligible: false, reason: 'too-many-kms' },
    ],
    [{ year: 2026, kms: 0 }, { eligible: true }],
    [
      { year: null, kms: 1000 },
      { eligible: false, reason: 'age-unknown' },
    ],
    [
      { year: 2024, kms: null },
      { eligible: false, reason: 'kms-unknown' },
    ],
    [{}, { eligible: false, reason: 'age-unknown' }],
    [
      { year: 'soon', kms: '10,000 km' },
      { eligible: false, reason: 'age-unknown' },
    ],
    [{ year: 2010 }, { eligible: false, reason: 'too-old' }],
  ])('%p in 2026 → %p', (car, verdict) => {
    expect(onlineEstimateVerdict(car, now)).toEqual(verdict)
    expect(offersOnlineTradeInEstimate(car, now)).toBe(verdict.eligible)
  })

  it('is the same function the enquiry form uses', () => {
    expect(fromEnquiryForm).toBe(offersOnlineTradeInEstimate)
  })
})

describe('rego and kilometres', () => {
  it('takes a plate as the registry writes it and bounds it by state', () => {
    expect(checkRego(' abc-12d ', 'nsw')).toEqual({ ok: true, rego: 'ABC12D', state: 'NSW' })
    expect(checkRego('ABC1234', 'NSW')).toEqual({ ok: false, field: 'rego', message: 'A NSW rego has at most 6 letters and numbers.' })
    expect(checkRego('ABC1234', 'SA')).toMatchObject({ ok: true })
    expect(checkRego('AB#1', 'VIC')).toMatchObject({ ok: false, field: 'rego', message: 'A rego has letters and numbers only.' })
    expect(checkRego('', 'VIC')).toMatchObject({ ok: false, field: 'rego' })
    expect(checkRego('ABC123', 'XX')).toMatchObject({ ok: false, field: 'regoState' })
  })

  it('takes 0 to 999,999 km', () => {
    expect(checkKms('45,000 km')).toEqual({ ok: true, kms: 45_000 })
    expect(checkKms(0)).toEqual({ ok: true, kms: 0 })
    expect(checkKms(1_000_000)).toMatchObject({ ok: false })
    expect(checkKms(-5)).toMatchObject({ ok: false })
    expect(checkKms('')).toMatchObject({ ok: false, message: 'Please enter the kilometres on the odometer.' })
  })
})

describe('the local rego lookup and the estimate', () => {
  it('answers the same car for the same rego, and different cars across regos', () => {
    expect(localRegoVehicle('ABC123', 'NSW')).toEqual(localRegoVehicle('ABC123', 'NSW'))
    const years = new Set(['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8', 'J9', 'K10'].map((rego) => localRegoVehicle(rego, 'VIC').year))
    expect(years.size).toBeGreaterThan(3)
  })

  it('gives a range for a young car, lower for worse answers and more kilometres, and none for an old one', () => {
    const young = { make: 'Toyota', model: 'Corolla', variant: 'SX', year: 2023, referenceValue: 32_000 }
    const good = tradeInOutcome(young, 30_000, goodAnswers, now)
    expect(good.kind).toBe('estimate')
    if (good.kind !== 'estimate') return
    expect(good.low).toBeLessThan(good.high)
    expect(good.low % 100).toBe(0)
    const poor = tradeInOutcome(young, 30_000, { ...goodAnswers, condition: 'poor' }, now)
    const driven = tradeInOutcome(young, 95_000, goodAnswers, now)
    expect(poor.kind === 'estimate' && poor.high < good.high).toBe(true)
    expect(driven.kind === 'estimate' && driven.high < good.high).toBe(true)
    expect(tradeInOutcome({ ...young, year: 2015 }, 30_000, goodAnswers, now)).toEqual({ kind: 'no-estimate', reason: 'too-old' })
    expect(tradeInOutcome(young, 100_001, goodAnswers, now)).toEqual({ kind: 'no-estimate', reason: 'too-many-kms' })
  })

  it('refuses incomplete or unknown answers', () => {
    expect(adjustmentAnswersSchema.safeParse(goodAnswers).success).toBe(true)
    expect(adjustmentAnswersSchema.safeParse({ ...goodAnswers, condition: 'mint' }).success).toBe(false)
    expect(adjustmentAnswersSchema.safeParse({ ...goodAnswers, extra: 'x' }).success).toBe(false)
    const { keys: _keys, ...missing } = goodAnswers
    expect(adjustmentAnswersSchema.safeParse(missing).success).toBe(false)
  })
})

describe('the saved valuation call', () => {
  const body = { column_name: 'valuation', lead_id: 12, rego: 'abc123', regoState: 'QLD', kms: '40,000', adjustmentAnswers: goodAnswers }
  it('takes only the valuation column, with a lead', () => {
    expect(parseSaveValuationRequest(body)).toMatchObject({ ok: true, data: { leadId: 12, rego: 'ABC123', kms: 40_000, carId: null } })
    expect(parseSaveValuationRequest({ ...body, column_name: 'notes' })).toEqual({
      ok: false,
      errors: { column_name: "column_name must be 'valuation'." },
    })
    expect(parseSaveValuationRequest({ ...body, lead_id: undefined })).toMatchObject({ ok: false, errors: { lead_id: expect.any(String) } })
    expect(parseSaveValuationRequest([1])).toMatchObject({ ok: false, errors: { _form: expect.any(String) } })
    expect(parseSaveValuationRequest({ ...body, kms: 2_000_000 })).toMatchObject({ ok: false, errors: { kms: expect.any(String) } })
  })
})
