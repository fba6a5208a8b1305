import { describe, expect, it } from '@jest/globals'

import { financeCalculatorConfig, type PaymentFrequency } from './calculatorRanges'
import { applyCalculatorEdit, clampInput, initialCalculatorState, type CalculatorState } from './calculatorState'
import { calculateRepayment, type CalculatorInputs } from './repayment'
import { PERIODS_PER_YEAR, repaymentBySchedule, scheduleBalanceAfter } from '../../test/repaymentSchedule'

const inputs = (overrides: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  amount: 30000,
  term: 5,
  interest: 10,
  tradeIn: 0,
  residual: 0,
  frequency: 'weekly',
  establishmentFee: 0,
  ...overrides,
})

describe('calculateRepayment against a period-by-period schedule', () => {
  const frequencies: PaymentFrequency[] = ['weekly', 'fortnightly', 'monthly']
  const cases: Array<[string, Partial<CalculatorInputs>]> = [
    ['a plain 5-year loan', {}],
    ['a deposit and a balloon', { amount: 45990, tradeIn: 5000, residual: 12000, interest: 8.5 }],
    ['an establishment fee of 1360.5', { amount: 27500, establishmentFee: 1360.5, interest: 12.5, term: 3.5 }],
    [
      'fee, deposit and balloon together',
      { amount: 250000, tradeIn: 20000, residual: 75000, establishmentFee: 1360.5, interest: 15, term: 7 },
    ],
    ['the lowest rate and shortest term', { amount: 2000, interest: 0.5, term: 1 }],
  ]

  for (const frequency of frequencies) {
    it.each(cases)(`${frequency}: %s`, (_name, overrides) => {
      const loan = inputs({ ...overrides, frequency })
      const expected = repaymentBySchedule(loan)
      const result = calculateRepayment(loan)
      if (result.kind !== 'repayment') throw new Error(`expected a repayment, got ${result.text}`)
      expect(result.numberOfRepayments).toBe(expected.periods)
      expect(result.repayment).toBeCloseTo(expected.repayment, 6)
      expect(result.total).toBeCloseTo(expected.totalPaid, 4)
      // Paying the calculator's repayment on the schedule leaves exactly the balloon.
      const principal = loan.amount - loan.tradeIn + loan.establishmentFee
      const endBalance = scheduleBalanceAfter(principal, loan.interest, PERIODS_PER_YEAR[frequency], expected.periods, result.repayment)
      expect(endBalance).toBeCloseTo(loan.residual, 4)
    })
  }

  it('uses 52, 26 and 12 repayments a year', () => {
    const counts = frequencies.map((frequency) => {
      const result = calculateRepayment(inputs({ frequency, term: 2.5 }))
      return result.kind === 'repayment' ? result.numberOfRepayments : 0
    })
    expect(counts).toEqual([130, 65, 30])
  })

  it('formats the repayment and total as whole dollars', () => {
    const result = calculateRepayment(inputs({ frequency: 'monthly' }))
    const expected = repaymentBySchedule(inputs({ frequency: 'monthly' }))
    expect(result).toMatchObject({
      kind: 'repayment',
      repaymentText: `$${Math.round(expected.repayment).toLocaleString('en-AU')}`,
      totalText: `$${Math.round(expected.totalPaid).toLocaleString('en-AU')}`,
    })
  })

  it('shows Enquire for Finance and no total for a repayment of 25 or less', () => {
    expect(calculateRepayment(inputs({ amount: 0 }))).toEqual({ kind: 'enquire', text: 'Enquire for Finance' })
    expect(calculateRepayment(inputs({ amount: 30000, tradeIn: 30000 }))).toEqual({ kind: 'enquire', text: 'Enquire for Finance' })
    expect(calculateRepayment(inputs({ amount: 30000, residual: 60000 }))).toEqual({ kind: 'enquire', text: 'Enquire for Finance' })
    // 25 a month on a 0% loan is exactly the limit; a cent more is quoted.
    const atLimit = inputs({ amount: 1500, interest: 0, term: 5, frequency: 'monthly' })
    expect(calculateRepayment(atLimit).kind).toBe('enquire')
    expect(calculateRepayment({ ...atLimit, amount: 1501 }).kind).toBe('repayment')
  })
})

describe('financeCalculatorConfig', () => {
  it('has the standard ranges and defaults', () => {
    const config = financeCalculatorConfig()
    expect(config.amount).toMatchObject({ min: 1000, max: 250000, default: 30000 })
    expect(config.term).toMatchObject({ min: 1, max: 7, step: 0.5, default: 5 })
    expect(config.interest).toMatchObject({ min: 0.5, max: 15, step: 0.5, default: 10, hidden: false })
    expect(config.tradeIn).toMatchObject({ min: 0, max: 250000 })
    expect(config.residual).toMatchObject({ min: 0, max: 250000, hidden: false })
    expect(config.frequency.options.map((option) => [option.name, option.periodsPerYear])).toEqual([
      ['weekly', 52],
      ['fortnightly', 26],
      ['monthly', 12],
    ])
    expect(config.frequency).toMatchObject({ default: 'weekly', hidden: false })
    expect(config.establishmentFee).toBe(0)
  })

  it.each([
    ['the higher minimum price', { higherMinimumPrice: true }, { amount: { min: 5000 } }],
    ['the provider rate band', { interestRateRange: 'provider' as const }, { interest: { min: 7.5, max: 14.5, step: 0.5, default: 10 } }],
    ['the brand rate band', { interestRateRange: 'brand' as const }, { interest: { min: 4, max: 20, step: 0.5, default: 10 } }],
    ['the 8.5 default rate', { defaultInterestRate: 8.5 }, { interest: { default: 8.5 } }],
    [
      'hidden rate, residual and frequency',
      { hideInterestRate: true, hideResidual: true, hideFrequency: true },
      { interest: { hidden: true }, residual: { hidden: true }, frequency: { hidden: true } },
    ],
    ['the fee-charging lender', { establishmentFee: 1360.5 }, { establishmentFee: 1360.5 }],
  ])('%s', (_name, options, expected) => {
    expect(financeCalculatorConfig(options)).toMatchObject(expected)
  })
})

describe('clampInput', () => {
  const config = financeCalculatorConfig()

  it.each([
    ['amount', 500, 1000, 'Cannot be less than 1,000 or more than 250,000'],
    ['amount', 300000, 250000, 'Cannot be less than 1,000 or more than 250,000'],
    ['amount', 0, 0, 'Cannot be less than 1,000 or more than 250,000'],
    ['amount', -5, 0, 'Cannot be less than 1,000 or more than 250,000'],
    ['amount', Number.NaN, 0, 'Cannot be less than 1,000 or more than 250,000'],
    ['amount', 45000, 45000, null],
    ['term', 0.5, 1, 'Cannot be less than 1 or more than 7'],
    ['term', 8, 7, 'Cannot be less than 1 or more than 7'],
    ['term', 4.5, 4.5, null],
    ['term', 2.3, 2.5, null],
    ['term', 2.2, 2, null],
    ['term', 6.75, 7, null],
    ['interest', 8.99, 8.99, null],
    ['interest', 0, 0.5, 'Cannot be less than 0.5 or more than 15'],
    ['interest', 15.5, 15, 'Cannot be less than 0.5 or more than 15'],
    ['tradeIn', -1, 0, 'Cannot be less than 0 or more than 250,000'],
    ['tradeIn', 260000, 250000, 'Cannot be less than 0 or more than 250,000'],
    ['residual', 250001, 250000, 'Cannot be less than 0 or more than 250,000'],
    ['residual', 0, 0, null],
  ] as const)('%s %p → %p', (field, value, clamped, helpText) => {
    expect(clampInput(field, value, config)).toEqual({ value: clamped, helpText })
  })

  it('uses the configured bounds', () => {
    expect(clampInput('amount', 2000, financeCalculatorConfig({ higherMinimumPrice: true }))).toEqual({
      value: 5000,
      helpText: 'Cannot be less than 5,000 or more than 250,000',
    })
    expect(clampInput('interest', 16, financeCalculatorConfig({ interestRateRange: 'provider' }))).toEqual({
      value: 14.5,
      helpText: 'Cannot be less than 7.5 or more than 14.5',
    })
    expect(clampInput('interest', 19, financeCalculatorConfig({ interestRateRange: 'brand' }))).toEqual({ value: 19, helpText: null })
  })
})

describe('initialCalculatorState', () => {
  const config = financeCalculatorConfig()

  it('starts from the car price and the configuration defaults', () => {
    expect(initialCalculatorState({ price: 38990 }, null, config)).toEqual({
      inputs: { amount: 38990, term: 5, interest: 10, tradeIn: 0, residual: 0, frequency: 'weekly', establishmentFee: 0 },
      helpText: {},
      interacted: false,
    })
  })

  it('uses 30,000 when the car has no price, and clamps a dear car quietly', () => {
    expect(initialCalculatorState({ price: null }, null, config).inputs.amount).toBe(30000)
    expect(initialCalculatorState({ price: 0 }, null, config).inputs.amount).toBe(30000)
    expect(initialCalculatorState({ price: 310000 }, null, config)).toMatchObject({ inputs: { amount: 250000 }, helpText: {} })
  })

  it('takes term, rate, deposit, balloon and fee from the lender record', () => {
    const lender = { termMonths: 48, interestRate: '8.99', deposit: 2000, balloon: '9000', establishmentFees: 1360.5 }
    expect(initialCalculatorState({ price: 30000 }, lender, config).inputs).toEqual({
      amount: 30000,
      term: 4,
      interest: 8.99,
      tradeIn: 2000,
      residual: 9000,
      frequency: 'weekly',
      establishmentFee: 1360.5,
    })
    expect(initialCalculatorState({ price: 30000 }, { termYears: 3 }, config).inputs.term).toBe(3)
    expect(initialCalculatorState({ price: 30000 }, { termWeeks: 156 }, config).inputs.term).toBe(3)
    expect(
      initialCalculatorState({ price: 30000 }, {}, financeCalculatorConfig({ defaultInterestRate: 8.5, establishmentFee: 1360.5 })).inputs,
    ).toMatchObject({
      interest: 8.5,
      establishmentFee: 1360.5,
    })
  })
})

describe('applyCalculatorEdit', () => {
  const config = financeCalculatorConfig()
  const start: CalculatorState = initialCalculatorState({ price: 30000 }, null, config)

  it('fires analytics event 26 on the first interaction only', () => {
    const first = applyCalculatorEdit(start, { field: 'term', value: 3 }, config)
    expect(first.analyticsEvents).toEqual([26])
    expect(first.state.interacted).toBe(true)
    const second = applyCalculatorEdit(first.state, { field: 'interest', value: 7 }, config)
    expect(second.analyticsEvents).toEqual([])
    const third = applyCalculatorEdit(second.state, { field: 'frequency', value: 'monthly' }, config)
    expect(third.analyticsEvents).toEqual([])
    expect(third.state.inputs).toMatchObject({ term: 3, interest: 7, frequency: 'monthly' })
  })

  it('counts a frequency change as the first interaction too', () => {
    expect(applyCalculatorEdit(start, { field: 'frequency', value: 'fortnightly' }, config).analyticsEvents).toEqual([26])
  })

  it('clamps edits, shows help text, and clears it once the value is valid', () => {
    const tooHigh = applyCalculatorEdit(start, { field: 'amount', value: 400000 }, config).state
    expect(tooHigh.inputs.amount).toBe(250000)
    expect(tooHigh.helpText).toEqual({ amount: 'Cannot be less than 1,000 or more than 250,000' })
    const bothWrong = applyCalculatorEdit(tooHigh, { field: 'term', value: 10 }, config).state
    expect(bothWrong.helpText).toEqual({
      amount: 'Cannot be less than 1,000 or more than 250,000',
      term: 'Cannot be less than 1 or more than 7',
    })
    const fixed = applyCalculatorEdit(bothWrong, { field: 'amount', value: 20000 }, config).state
    expect(fixed.inputs.amount).toBe(20000)
    expect(fixed.helpText).toEqual({ term: 'Cannot be less than 1 or more than 7' })
  })

  it('leaves the given state untouched', () => {
    applyCalculatorEdit(start, { field: 'amount', value: 1 }, config)
    expect(start.inputs.amount).toBe(30000)
    expect(start.interacted).toBe(false)
  })
})
