import { DEFAULT_INTEREST_RATE } from './calculatorRanges'
import { levelRepayment } from './repayment'
import { formatDollars, toNumber } from '../vehicle/format'
import type { TenantDisplaySettings, VehicleForDisplay } from '../vehicle/types'

/** The assumptions of the estimate on car cards when no lender quote exists. */
export const CARD_ESTIMATE_TERMS = { termYears: 5, depositShare: 0.1, finalPaymentShare: 0.3 } as const
/** Cards turn a weekly repayment into a monthly one with this flat factor. */
const WEEKS_PER_MONTH = 4.33
/** The valuation check needs a real price, higher than the card's quote threshold. */
const VALUATION_MINIMUM_PRICE = 200

/** Where a card asks for its quote: the site's own host, which decides the tenant. */
export const FINANCE_QUOTE_PATH = '/api/youx/quote'

type QuoteCar = Pick<VehicleForDisplay, 'price' | 'youxQuote'>

function quotedWeekly(car: QuoteCar): number | null {
  return toNumber(car.youxQuote?.weeklyRepaymentAmount)
}

/** Ask the lender for a quote only when the site wants quotes, the car has none yet and has a price. */
export function shouldRequestFinanceQuote(car: QuoteCar, tenant: Pick<TenantDisplaySettings, 'finance_quote_enabled'>): boolean {
  return Boolean(tenant.finance_quote_enabled) && quotedWeekly(car) === null && typeof car.price === 'number' && car.price > 0
}

export type FinanceQuoteRequest = {
  selfAssessedCreditScore: 'GREAT'
  purchasePrice: number
  loanTerm: 5
  year: number | null
  vin: string | null
  nvic: string | null
  whoIsHelping: ''
}

/** Body of POST /api/youx/quote. */
export function financeQuoteRequest(car: Pick<VehicleForDisplay, 'price' | 'year' | 'vin' | 'nvic'>): FinanceQuoteRequest {
  return {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: car.price ?? 0,
    loanTerm: CARD_ESTIMATE_TERMS.termYears,
    year: car.year ?? null,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    whoIsHelping: '',
  }
}

/** Whether the card may run a trade-in valuation check for the car. */
export function isValuationCheckEligible(car: Pick<VehicleForDisplay, 'price' | 'status' | 'sold' | 'reserved'>): boolean {
  return typeof car.price === 'number' && car.price > VALUATION_MINIMUM_PRICE && car.status === 'in_stock' && !car.sold && !car.reserved
}

/** The quote object POST /api/youx/quote answers with (the same names as a car's youxQuote). */
export type FinanceQuote = {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

/** The weekly repayment of a quote answer as the card reads it; anything else is no quote. */
export function weeklyRepaymentOfAnswer(value: unknown): number | null {
  if (!value || typeof value !== 'object') return null
  const weekly = (value as Record<string, unknown>).weeklyRepaymentAmount
  return typeof weekly === 'number' && Number.isFinite(weekly) && weekly > 0 ? weekly : null
}

/**
 * The unrounded weekly repayment of the estimate's loan: the price less a 10% deposit (plus any
 * establishment fee, which is financed) down to a 30% final payment over 5 years of weekly repayments.
 */
export function estimatedWeeklyRepayment(price: number, annualRatePercent: number, establishmentFee = 0): number {
  return levelRepayment({
    principal: price * (1 - CARD_ESTIMATE_TERMS.depositShare) + establishmentFee,
    balloon: price * CARD_ESTIMATE_TERMS.finalPaymentShare,
    annualRatePercent,
    termYears: CARD_ESTIMATE_TERMS.termYears,
    periodsPerYear: 52,
  })
}

type CardFinanceEstimate = {
  source: 'quote' | 'estimate'
  weekly: number
  monthly: number
  weeklyText: string
  monthlyText: string
}

/**
 * The lender's quoted weekly repayment when there is one, else a local estimate: 10% deposit, a 30%
 * final payment and 5 years of weekly repayments at `annualRatePercent` (the spec gives no rate for
 * it; the calculator's default 10% is used unless the caller passes one). None without a price.
 */
export function cardFinanceEstimate(car: QuoteCar, annualRatePercent: number = DEFAULT_INTEREST_RATE): CardFinanceEstimate | null {
  const quoted = quotedWeekly(car)
  if (quoted !== null && quoted > 0) return estimateView('quote', quoted)
  if (typeof car.price !== 'number' || !(car.price > 0)) return null
  return estimateView('estimate', estimatedWeeklyRepayment(car.price, annualRatePercent))
}

/**
 * What a car card shows on its finance line: the quote the car carries, or a request for one where
 * the site asks for quotes (the card shows the answer when it comes), or nothing.
 */
type CardFinanceLine = { kind: 'quote'; weeklyText: string } | { kind: 'request'; request: FinanceQuoteRequest } | null

export function cardFinanceLine(
  car: Pick<VehicleForDisplay, 'price' | 'youxQuote' | 'year' | 'vin' | 'nvic'>,
  tenant: Pick<TenantDisplaySettings, 'finance_quote_enabled'>,
): CardFinanceLine {
  const quoted = quotedWeekly(car)
  if (quoted !== null && quoted > 0) return { kind: 'quote', weeklyText: formatDollars(quoted) }
  if (shouldRequestFinanceQuote(car, tenant)) return { kind: 'request', request: financeQuoteRequest(car) }
  return null
}

function estimateView(source: CardFinanceEstimate['source'], weekly: number): CardFinanceEstimate {
  const monthly = weekly * WEEKS_PER_MONTH
  return { source, weekly, monthly, weeklyText: formatDollars(weekly), monthlyText: formatDollars(monthly) }
}
