import { describe, expect, it } from '@jest/globals'

import {
  CALCULATOR_DISCLAIMER_SHORT,
  calculatorDisclaimer,
  calculatorFields,
  calculatorFieldText,
  committedValue,
  liveValue,
  REPAYMENT_PERIOD_TEXT,
} from './calculatorFields'
import { financeCalculatorConfig } from './calculatorRanges'

describe('calculator fields', () => {
  const config = financeCalculatorConfig()

  it('lists the visible fields with the spec ranges', () => {
    expect(
      calculatorFields(config).map((field) => [field.field, field.range.min, field.range.max, field.range.step, field.range.default]),
    ).toEqual([
      ['amount', 1000, 250000, 1, 30000],
      ['tradeIn', 0, 250000, 1, 0],
      ['term', 1, 7, 0.5, 5],
      ['interest', 0.5, 15, 0.5, 10],
      ['residual', 0, 250000, 1, 0],
    ])
    expect(calculatorFields(financeCalculatorConfig({ hideInterestRate: true, hideResidual: true })).map((field) => field.field)).toEqual([
      'amount',
      'tradeIn',
      'term',
    ])
  })

  it('shows money with commas and years and rates as numbers', () => {
    expect(calculatorFieldText('amount', 45990)).toBe('45,990')
    expect(calculatorFieldText('term', 5.5)).toBe('5.5')
    expect(calculatorFieldText('interest', 8.25)).toBe('8.25')
  })

  it('applies a typed entry at once only inside its range', () => {
    expect(liveValue('45,000', config.amount)).toBe(45000)
    expect(liveValue('4', config.amount)).toBeNull()
    expect(liveValue('300000', config.amount)).toBeNull()
    expect(liveValue('', config.amount)).toBeNull()
    expect(liveValue('7.5', config.interest)).toBe(7.5)
  })

  it('commits an emptied or unreadable box as 0, for the clamp to handle', () => {
    expect(committedValue('$12,500')).toBe(12500)
    expect(committedValue('')).toBe(0)
    expect(committedValue('abc')).toBe(0)
  })

  it('has a short disclaimer and a full one with the assumptions and the lender’s own words', () => {
    const plain = calculatorDisclaimer()
    expect(plain.short).toBe(CALCULATOR_DISCLAIMER_SHORT)
    expect(plain.full.startsWith(plain.short)).toBe(true)
    expect(plain.full).toContain('5-year term and a $30,000 secured loan')
    expect(calculatorDisclaimer('  Credit provided by Taurus Finance, ACL 000000.  ').full).toMatch(
      / Credit provided by Taurus Finance, ACL 000000\.$/,
    )
  })

  it('names the repayment period', () => {
    expect(REPAYMENT_PERIOD_TEXT).toEqual({ weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' })
  })
})
