import { lenderTermYears } from './calculatorState'
import { FINANCE_BUTTON_TEXT, financeEnquiryHref } from '../vehicle/actions'
import { formatDollars, toNumber } from '../vehicle/format'
import type { FinanceProvider, LenderRecord, TenantDisplaySettings, VehicleForDisplay } from '../vehicle/types'

export const FINANCE_PROVIDER_NAMES: Readonly<Record<FinanceProvider, string>> = {
  taurus: 'Taurus',
  car_clarity: 'Car Clarity',
  manual: 'Manual',
  '360_finance': '360 Finance',
  angle: 'Angle',
  powertorque: 'Powertorque',
  nissan_finance: 'Nissan Finance',
  ausloans: 'AusLoans',
}

/** Below this a car price is a placeholder, not something a lender quotes on. */
export const FINANCE_MINIMUM_PRICE = 500
/** Taurus lends only on cars newer than this many years. */
export const TAURUS_MAX_AGE_YEARS = 12
const DISCLAIMER_PREVIEW_LENGTH = 197
/** The basis the comparison-rate note states. */
export const COMPARISON_RATE_BASIS = { termYears: 5, securedLoanAmount: 30_000 } as const
const ANGLE_FINAL_PAYMENT_TEXT = '$0 final payment'
const NO_BALLOON_TEXT = 'No Balloon Payment'

export type FinanceBoxCar = Pick<
  VehicleForDisplay,
  'make' | 'year' | 'price' | 'status' | 'finance_lenders' | 'slug' | 'car_type' | 'vin' | 'dealership_slug'
>

export function lenderFor(car: Pick<VehicleForDisplay, 'finance_lenders'>, provider: FinanceProvider): LenderRecord | null {
  return car.finance_lenders?.[provider] ?? null
}

function isSuzuki(make: string | null | undefined): boolean {
  // Feeds write the make as 'Suzuki' or 'Suzuki Australia'.
  return make?.trim().toLowerCase().startsWith('suzuki') ?? false
}

function priceAboveMinimum(car: Pick<VehicleForDisplay, 'price'>): boolean {
  return typeof car.price === 'number' && car.price > FINANCE_MINIMUM_PRICE
}

/**
 * Each provider's own rule on top of the common ones. "In stock" is the in_stock status: lenders
 * quote on cars on the lot, not on coming_soon ones.
 */
function meetsProviderRule(car: FinanceBoxCar, provider: FinanceProvider, lender: LenderRecord, currentYear: number): boolean {
  const inStock = car.status === 'in_stock'
  switch (provider) {
    case 'taurus':
      return (
        typeof car.year === 'number' &&
        car.year > currentYear - TAURUS_MAX_AGE_YEARS &&
        priceAboveMinimum(car) &&
        inStock &&
        toNumber(lender.comparisonRate) !== null
      )
    case '360_finance':
    case 'ausloans':
      return inStock
    case 'manual':
    case 'angle':
    case 'powertorque':
      return priceAboveMinimum(car) && inStock && toNumber(lender.paymentWeek) !== null
    case 'nissan_finance':
      return priceAboveMinimum(car) && inStock && toNumber(lender.paymentMonth) !== null
    case 'car_clarity':
      return true
  }
}

/** Shown only for a car with this provider's lender data, both rates present, never for Suzuki. */
export function isFinanceBoxShown(car: FinanceBoxCar, provider: FinanceProvider | null | undefined, currentYear: number): boolean {
  if (!provider || isSuzuki(car.make)) return false
  const lender = lenderFor(car, provider)
  if (!lender || toNumber(lender.interestRate) === null || toNumber(lender.comparisonRate) === null) return false
  return meetsProviderRule(car, provider, lender, currentYear)
}

type PaymentPeriod = 'week' | 'fortnight' | 'month'

/**
 * A lender's weekly payment in another period: fortnight = week × 2, month = fortnight × 26/12
 * (= week × 52/12). The spec's "12/26 (month)" is read as the month↔fortnight factor in the other
 * direction; applied to a weekly payment it would make a month cheaper than a week.
 */
export function convertWeeklyPayment(weekly: number, period: PaymentPeriod): number {
  if (period === 'week') return weekly
  const fortnightly = weekly * 2
  return period === 'fortnight' ? fortnightly : (fortnightly * 26) / 12
}

/** Weekly, fortnightly and monthly payments from the lender's weekly figure, or its monthly one. */
export function lenderPayments(lender: LenderRecord): Record<PaymentPeriod, number> | null {
  const weekly = toNumber(lender.paymentWeek)
  const monthly = toNumber(lender.paymentMonth)
  if (weekly !== null) {
    return { week: weekly, fortnight: convertWeeklyPayment(weekly, 'fortnight'), month: monthly ?? convertWeeklyPayment(weekly, 'month') }
  }
  if (monthly === null) return null
  const weeklyFromMonthly = (monthly * 12) / 52
  return { week: weeklyFromMonthly, fortnight: convertWeeklyPayment(weeklyFromMonthly, 'fortnight'), month: monthly }
}

/** '8.19% p.a.': lenders quote rates to two decimals. */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}% p.a.`
}

type DisclaimerView = { preview: string; full: string; truncated: boolean }

export function disclaimerView(text: string | null | undefined): DisclaimerView | null {
  const full = text?.trim()
  if (!full) return null
  if (full.length <= DISCLAIMER_PREVIEW_LENGTH) return { preview: full, full, truncated: false }
  return { preview: `${full.slice(0, DISCLAIMER_PREVIEW_LENGTH)}...`, full, truncated: true }
}

function years(count: number): string {
  return `${Number(count.toFixed(1))} ${count === 1 ? 'year' : 'years'}`
}

function months(count: number): string {
  return `${Math.round(count)} months`
}

type FinanceBoxRow = { key: 'deposit' | 'term' | 'balloon' | 'finalPayment'; label: string; value: string }

/**
 * The rows under the headline. Angle: deposit, term in years, '$0 final payment'. Nissan Finance:
 * deposit, term in months, the balloon or 'No Balloon Payment'. The others: deposit, term and
 * balloon, each where the lender gives it.
 */
export function financeBoxRows(provider: FinanceProvider, lender: LenderRecord): FinanceBoxRow[] {
  const deposit = toNumber(lender.deposit)
  const balloon = toNumber(lender.balloon)
  const depositRow = (value: number | null): FinanceBoxRow[] =>
    value === null ? [] : [{ key: 'deposit', label: 'Deposit', value: formatDollars(value) }]

  if (provider === 'angle') {
    const term = lenderTermYears(lender)
    return [
      ...depositRow(deposit ?? 0),
      ...(term === null ? [] : [{ key: 'term' as const, label: 'Loan Term', value: years(term) }]),
      { key: 'finalPayment', label: 'Final Payment', value: ANGLE_FINAL_PAYMENT_TEXT },
    ]
  }
  if (provider === 'nissan_finance') {
    const termYears = lenderTermYears(lender)
    const term = termYears === null ? null : termYears * 12
    return [
      ...depositRow(deposit ?? 0),
      ...(term === null ? [] : [{ key: 'term' as const, label: 'Term', value: months(term) }]),
      { key: 'balloon', label: 'Balloon', value: balloon !== null && balloon > 0 ? formatDollars(balloon) : NO_BALLOON_TEXT },
    ]
  }
  const termMonths = toNumber(lender.termMonths)
  const termYears = toNumber(lender.termYears)
  const term = termMonths !== null ? months(termMonths) : termYears !== null ? years(termYears) : null
  return [
    ...depositRow(deposit),
    ...(term === null ? [] : [{ key: 'term' as const, label: 'Term', value: term }]),
    ...(balloon === null ? [] : [{ key: 'balloon' as const, label: 'Balloon', value: formatDollars(balloon) }]),
  ]
}

type FinanceBoxView = {
  provider: FinanceProvider
  providerName: string
  /** Weekly price, whole dollars; per month for Nissan Finance, which quotes monthly. */
  headline: { amount: number; text: string; per: PaymentPeriod } | null
  payments: Record<PaymentPeriod, number> | null
  interestRateText: string
  comparisonRateText: string
  rows: FinanceBoxRow[]
  disclaimer: DisclaimerView | null
  button: { text: string; href: string }
}

/** The sidebar's finance box for the tenant's provider, or null when it must not show. */
export function financeBox(
  car: FinanceBoxCar,
  tenant: Pick<TenantDisplaySettings, 'finance_provider' | 'finance_link'>,
  currentYear: number,
): FinanceBoxView | null {
  const provider = tenant.finance_provider
  if (!provider || !isFinanceBoxShown(car, provider, currentYear)) return null
  const lender = lenderFor(car, provider)
  const interestRate = toNumber(lender?.interestRate)
  const comparisonRate = toNumber(lender?.comparisonRate)
  if (!lender || interestRate === null || comparisonRate === null) return null

  const payments = lenderPayments(lender)
  const per: PaymentPeriod = provider === 'nissan_finance' ? 'month' : 'week'
  const headlineAmount = payments ? Math.round(payments[per]) : null
  return {
    provider,
    providerName: FINANCE_PROVIDER_NAMES[provider],
    headline: headlineAmount === null ? null : { amount: headlineAmount, text: formatDollars(headlineAmount), per },
    payments,
    interestRateText: formatRate(interestRate),
    comparisonRateText: formatRate(comparisonRate),
    rows: financeBoxRows(provider, lender),
    disclaimer: disclaimerView(lender.disclaimer),
    button: { text: FINANCE_BUTTON_TEXT, href: financeEnquiryHref(car, tenant) },
  }
}
