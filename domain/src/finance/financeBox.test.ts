import { describe, expect, it } from '@jest/globals'

import { repaymentBySchedule } from '../../test/repaymentSchedule'
import type { FinanceProvider, LenderRecord, VehicleForDisplay } from '../vehicle/types'
import {
  cardFinanceEstimate,
  cardFinanceLine,
  estimatedWeeklyRepayment,
  financeQuoteRequest,
  isValuationCheckEligible,
  shouldRequestFinanceQuote,
  weeklyRepaymentOfAnswer,
} from './cardEstimate'
import {
  convertWeeklyPayment,
  disclaimerView,
  financeBox,
  financeBoxRows,
  formatRate,
  isFinanceBoxShown,
  lenderPayments,
  type FinanceBoxCar,
} from './providers'

const CURRENT_YEAR = 2026

const lender = (overrides: Partial<LenderRecord> = {}): LenderRecord => ({
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 123.4,
  paymentMonth: 534.73,
  deposit: 0,
  termMonths: 60,
  balloon: 0,
  disclaimer: 'Finance subject to approval.',
  ...overrides,
})

const car = (
  provider: FinanceProvider,
  record: LenderRecord | null = lender(),
  overrides: Partial<VehicleForDisplay> = {},
): FinanceBoxCar => ({
  slug: '2020-kia-sportage-s',
  make: 'Kia',
  year: 2020,
  price: 28990,
  status: 'in_stock',
  car_type: 'used',
  finance_lenders: { [provider]: record },
  ...overrides,
})

describe('isFinanceBoxShown: common rules', () => {
  it.each([
    ['no provider configured', car('taurus'), null, false],
    ['no lender data for the provider', car('angle'), 'taurus' as const, false],
    ['a null lender record', car('taurus', null), 'taurus' as const, false],
    ['null interest rate', car('car_clarity', lender({ interestRate: null })), 'car_clarity' as const, false],
    ['null comparison rate', car('car_clarity', lender({ comparisonRate: null })), 'car_clarity' as const, false],
    ['blank comparison rate', car('car_clarity', lender({ comparisonRate: '' })), 'car_clarity' as const, false],
    ['rates given as strings', car('car_clarity', lender({ interestRate: '6.29', comparisonRate: '8.19' })), 'car_clarity' as const, true],
    ['a Suzuki', car('car_clarity', lender(), { make: 'Suzuki' }), 'car_clarity' as const, false],
    ['a Suzuki Australia feed', car('car_clarity', lender(), { make: 'Suzuki Australia' }), 'car_clarity' as const, false],
  ])('%s → %p', (_name, vehicle, provider, shown) => {
    expect(isFinanceBoxShown(vehicle, provider, CURRENT_YEAR)).toBe(shown)
  })
})

describe('isFinanceBoxShown: provider rules', () => {
  type Case = [string, FinanceProvider, Partial<LenderRecord>, Partial<VehicleForDisplay>, boolean]
  const cases: Case[] = [
    ['Taurus, eligible', 'taurus', {}, {}, true],
    ['Taurus, 11 years old', 'taurus', {}, { year: 2015 }, true],
    ['Taurus, 12 years old', 'taurus', {}, { year: 2014 }, false],
    ['Taurus, no year', 'taurus', {}, { year: null }, false],
    ['Taurus, price 500', 'taurus', {}, { price: 500 }, false],
    ['Taurus, price 501', 'taurus', {}, { price: 501 }, true],
    ['Taurus, sold', 'taurus', {}, { status: 'sold' }, false],
    ['Taurus, coming soon', 'taurus', {}, { status: 'coming_soon' }, false],
    ['360 Finance, in stock with no price', '360_finance', { paymentWeek: null }, { price: 0, year: 1990 }, true],
    ['360 Finance, sold', '360_finance', {}, { status: 'sold' }, false],
    ['AusLoans, in stock', 'ausloans', { paymentWeek: null }, { price: 0 }, true],
    ['AusLoans, coming soon', 'ausloans', {}, { status: 'coming_soon' }, false],
    ['Manual, eligible', 'manual', {}, {}, true],
    ['Manual, no weekly payment', 'manual', { paymentWeek: null }, {}, false],
    ['Manual, price 500', 'manual', {}, { price: 500 }, false],
    ['Angle, eligible', 'angle', {}, {}, true],
    ['Angle, no weekly payment', 'angle', { paymentWeek: null }, {}, false],
    ['Angle, sold', 'angle', {}, { status: 'sold' }, false],
    ['Powertorque, eligible', 'powertorque', {}, {}, true],
    ['Powertorque, no weekly payment', 'powertorque', { paymentWeek: undefined }, {}, false],
    ['Powertorque, no price', 'powertorque', {}, { price: null }, false],
    ['Nissan Finance, eligible', 'nissan_finance', { paymentWeek: null }, { make: 'Nissan' }, true],
    ['Nissan Finance, no monthly payment', 'nissan_finance', { paymentMonth: null }, { make: 'Nissan' }, false],
    ['Nissan Finance, price 500', 'nissan_finance', {}, { make: 'Nissan', price: 500 }, false],
    ['Nissan Finance, sold', 'nissan_finance', {}, { make: 'Nissan', status: 'sold' }, false],
    [
      'Car Clarity, sold and unpriced: common rules only',
      'car_clarity',
      { paymentWeek: null },
      { status: 'sold', price: 0, year: 1990 },
      true,
    ],
  ]

  it.each(cases)('%s → %p', (_name, provider, lenderFields, carFields, shown) => {
    expect(isFinanceBoxShown(car(provider, lender(lenderFields), carFields), provider, CURRENT_YEAR)).toBe(shown)
  })
})

describe('payment conversions', () => {
  it('converts a weekly payment: fortnight ×2, month ×52/12', () => {
    expect(convertWeeklyPayment(120, 'week')).toBe(120)
    expect(convertWeeklyPayment(120, 'fortnight')).toBe(240)
    expect(convertWeeklyPayment(120, 'month')).toBeCloseTo(520, 10)
    expect(convertWeeklyPayment(100, 'month')).toBeCloseTo(433.3333, 4)
  })

  it('keeps the lender monthly figure and derives a weekly one from it when needed', () => {
    expect(lenderPayments(lender({ paymentWeek: 100, paymentMonth: null }))).toEqual({ week: 100, fortnight: 200, month: (100 * 52) / 12 })
    expect(lenderPayments(lender({ paymentWeek: 100, paymentMonth: 450 }))).toEqual({ week: 100, fortnight: 200, month: 450 })
    const fromMonthly = lenderPayments(lender({ paymentWeek: null, paymentMonth: 520 }))
    expect(fromMonthly?.week).toBeCloseTo(120, 10)
    expect(fromMonthly?.fortnight).toBeCloseTo(240, 10)
    expect(lenderPayments(lender({ paymentWeek: null, paymentMonth: null }))).toBeNull()
  })

  it('shows rates to two decimals', () => {
    expect(formatRate(8.19)).toBe('8.19% p.a.')
    expect(formatRate(6.2)).toBe('6.20% p.a.')
    expect(formatRate(7.456)).toBe('7.46% p.a.')
  })
})

describe('disclaimerView', () => {
  it('truncates to 197 characters', () => {
    const long = 'x'.repeat(250)
    expect(disclaimerView(long)).toEqual({ preview: `${'x'.repeat(197)}...`, full: long, truncated: true })
    const exact = 'y'.repeat(197)
    expect(disclaimerView(exact)).toEqual({ preview: exact, full: exact, truncated: false })
    expect(disclaimerView('  ')).toBeNull()
    expect(disclaimerView(null)).toBeNull()
  })
})

describe('financeBoxRows per provider', () => {
  it('Angle: deposit, term in years, $0 final payment', () => {
    expect(financeBoxRows('angle', lender({ deposit: 2000, termYears: 5, termMonths: null, balloon: 9000 }))).toEqual([
      { key: 'deposit', label: 'Deposit', value: '$2,000' },
      { key: 'term', label: 'Loan Term', value: '5 years' },
      { key: 'finalPayment', label: 'Final Payment', value: '$0 final payment' },
    ])
    expect(financeBoxRows('angle', lender({ deposit: null, termYears: null, termMonths: 12 })).map((row) => row.value)).toEqual([
      '$0',
      '1 year',
      '$0 final payment',
    ])
  })

  it('Nissan Finance: deposit, term in months, balloon or No Balloon Payment', () => {
    expect(financeBoxRows('nissan_finance', lender({ deposit: 5000, termMonths: 48, balloon: 12345.6 }))).toEqual([
      { key: 'deposit', label: 'Deposit', value: '$5,000' },
      { key: 'term', label: 'Term', value: '48 months' },
      { key: 'balloon', label: 'Balloon', value: '$12,346' },
    ])
    expect(financeBoxRows('nissan_finance', lender({ balloon: 0, termMonths: null, termYears: 3 })).map((row) => row.value)).toEqual([
      '$0',
      '36 months',
      'No Balloon Payment',
    ])
    expect(financeBoxRows('nissan_finance', lender({ balloon: null })).at(-1)?.value).toBe('No Balloon Payment')
  })

  it('the others: deposit, term and balloon where given', () => {
    expect(financeBoxRows('taurus', lender({ deposit: 1000, termMonths: 60, balloon: 3000 })).map((row) => [row.label, row.value])).toEqual(
      [
        ['Deposit', '$1,000'],
        ['Term', '60 months'],
        ['Balloon', '$3,000'],
      ],
    )
    expect(financeBoxRows('manual', lender({ deposit: null, termMonths: null, termYears: 4.5, balloon: null }))).toEqual([
      { key: 'term', label: 'Term', value: '4.5 years' },
    ])
  })
})

describe('financeBox', () => {
  it('builds the box for the tenant provider', () => {
    const long = `${'Comparison rate based on a $30,000 secured loan over 5 years. '.repeat(5)}`
    const box = financeBox(
      car('taurus', lender({ paymentWeek: 123.5, disclaimer: long }), { vin: 'KNA123', dealership_slug: 'kia-perth' }),
      { finance_provider: 'taurus' },
      CURRENT_YEAR,
    )
    expect(box).toMatchObject({
      provider: 'taurus',
      providerName: 'Taurus',
      headline: { amount: 124, text: '$124', per: 'week' },
      interestRateText: '6.29% p.a.',
      comparisonRateText: '8.19% p.a.',
      button: {
        text: 'Finance Enquiry',
        href: '/finance?preferredDealership=kia-perth&vehiclePriceBudget=28990&car_id=2020-kia-sportage-s&car_type=used&vin=KNA123#finance-form',
      },
    })
    expect(box?.disclaimer?.preview).toHaveLength(200)
    expect(box?.disclaimer?.truncated).toBe(true)
    expect(box?.payments).toEqual({ week: 123.5, fortnight: 247, month: 534.73 })
  })

  it('rounds the weekly price to whole dollars', () => {
    expect(financeBox(car('manual', lender({ paymentWeek: 99.49 })), { finance_provider: 'manual' }, CURRENT_YEAR)?.headline?.text).toBe(
      '$99',
    )
  })

  it('headlines the monthly payment for Nissan Finance', () => {
    const box = financeBox(
      car('nissan_finance', lender({ paymentWeek: null, paymentMonth: 612.5 }), { make: 'Nissan' }),
      { finance_provider: 'nissan_finance' },
      CURRENT_YEAR,
    )
    expect(box?.headline).toEqual({ amount: 613, text: '$613', per: 'month' })
  })

  it('is absent when the rules say so', () => {
    expect(financeBox(car('taurus', lender(), { make: 'Suzuki' }), { finance_provider: 'taurus' }, CURRENT_YEAR)).toBeNull()
    expect(financeBox(car('taurus'), { finance_provider: null }, CURRENT_YEAR)).toBeNull()
    expect(financeBox(car('taurus'), { finance_provider: 'angle' }, CURRENT_YEAR)).toBeNull()
  })
})

describe('card finance estimate', () => {
  /** The weekly repayment of the card's assumptions, from the calculator's independent schedule oracle. */
  const scheduleWeekly = (price: number, ratePercent: number) =>
    repaymentBySchedule({
      amount: price,
      tradeIn: price * 0.1,
      residual: price * 0.3,
      term: 5,
      interest: ratePercent,
      frequency: 'weekly',
      establishmentFee: 0,
    }).repayment

  it.each([
    [{ price: 30000 }, { finance_quote_enabled: true }, true],
    [{ price: 30000 }, { finance_quote_enabled: false }, false],
    [{ price: 30000 }, {}, false],
    [{ price: 0 }, { finance_quote_enabled: true }, false],
    [{ price: null }, { finance_quote_enabled: true }, false],
    [{ price: 30000, youxQuote: { weeklyRepaymentAmount: 99 } }, { finance_quote_enabled: true }, false],
    [{ price: 30000, youxQuote: { weeklyRepaymentAmount: null } }, { finance_quote_enabled: true }, true],
  ])('quote requested for %p on %p: %p', (fields, settings, expected) => {
    expect(shouldRequestFinanceQuote(fields, settings)).toBe(expected)
  })

  it('builds the quote request', () => {
    expect(financeQuoteRequest({ price: 30000, year: 2021, vin: 'VIN1', nvic: null })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2021,
      vin: 'VIN1',
      nvic: null,
      whoIsHelping: '',
    })
  })

  it('uses the lender quote, monthly = weekly × 4.33', () => {
    expect(cardFinanceEstimate({ price: 30000, youxQuote: { weeklyRepaymentAmount: '100' } })).toEqual({
      source: 'quote',
      weekly: 100,
      monthly: 433,
      weeklyText: '$100',
      monthlyText: '$433',
    })
  })

  it('estimates 5 years, 10% deposit and a 30% final payment without a quote', () => {
    for (const [price, rate] of [
      [30000, 10],
      [45990, 8.5],
      [12000, 14],
    ] as const) {
      const estimate = cardFinanceEstimate({ price }, rate)
      expect(estimate?.source).toBe('estimate')
      expect(estimate?.weekly).toBeCloseTo(scheduleWeekly(price, rate), 6)
      expect(estimate?.monthly).toBeCloseTo(scheduleWeekly(price, rate) * 4.33, 6)
    }
    expect(cardFinanceEstimate({ price: 30000 })?.weekly).toBeCloseTo(scheduleWeekly(30000, 10), 6)
    expect(cardFinanceEstimate({ price: 0 })).toBeNull()
  })

  it.each([
    [{ price: 201, status: 'in_stock' }, true],
    [{ price: 200, status: 'in_stock' }, false],
    [{ price: 5000, status: 'coming_soon' }, false],
    [{ price: 5000, status: 'in_stock', sold: true }, false],
    [{ price: 5000, status: 'in_stock', reserved: true }, false],
  ])('valuation check for %p: %p', (fields, expected) => {
    expect(isValuationCheckEligible(fields)).toBe(expected)
  })

  it('finances an establishment fee on top of the estimate', () => {
    const withFee = repaymentBySchedule({
      amount: 30000,
      tradeIn: 3000,
      residual: 9000,
      term: 5,
      interest: 8.5,
      frequency: 'weekly',
      establishmentFee: 395,
    }).repayment
    expect(estimatedWeeklyRepayment(30000, 8.5, 395)).toBeCloseTo(withFee, 6)
    expect(estimatedWeeklyRepayment(30000, 8.5)).toBeCloseTo(scheduleWeekly(30000, 8.5), 6)
  })

  describe('cardFinanceLine', () => {
    const on = { finance_quote_enabled: true }
    const car = { price: 25990, year: 2021, vin: 'VIN1', nvic: 'NV1' }

    it('shows the quote the car carries, on any site, without asking for another', () => {
      expect(cardFinanceLine({ ...car, youxQuote: { weeklyRepaymentAmount: 118.4 } }, on)).toEqual({ kind: 'quote', weeklyText: '$118' })
      expect(cardFinanceLine({ ...car, youxQuote: { weeklyRepaymentAmount: '99' } }, {})).toEqual({ kind: 'quote', weeklyText: '$99' })
    })

    it('asks for a quote where the site wants them, the car has none and a price', () => {
      expect(cardFinanceLine(car, on)).toEqual({
        kind: 'request',
        request: {
          selfAssessedCreditScore: 'GREAT',
          purchasePrice: 25990,
          loanTerm: 5,
          year: 2021,
          vin: 'VIN1',
          nvic: 'NV1',
          whoIsHelping: '',
        },
      })
      expect(cardFinanceLine({ ...car, youxQuote: { weeklyRepaymentAmount: null } }, on)?.kind).toBe('request')
    })

    it('shows nothing otherwise', () => {
      expect(cardFinanceLine(car, { finance_quote_enabled: false })).toBeNull()
      expect(cardFinanceLine(car, {})).toBeNull()
      expect(cardFinanceLine({ ...car, price: 0 }, on)).toBeNull()
      expect(cardFinanceLine({ ...car, price: null }, on)).toBeNull()
      expect(cardFinanceLine({ ...car, youxQuote: { weeklyRepaymentAmount: 0 } }, on)).toBeNull()
    })
  })

  it.each([
    [{ weeklyRepaymentAmount: 105, advertisedRate: 10, comparisonRate: 10 }, 105],
    [{ weeklyRepaymentAmount: 0 }, null],
    [{ weeklyRepaymentAmount: '105' }, null],
    [{ message: 'Finance quotes are not offered on this site.' }, null],
    [null, null],
    ['105', null],
  ])('reads the weekly repayment of the answer %p as %p', (answer, expected) => {
    expect(weeklyRepaymentOfAnswer(answer)).toBe(expected)
  })
})
