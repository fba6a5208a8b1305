import { DEFAULT_INTEREST_RATE } from '../financeCalculator/config'
import { levelRepayment } from '../financeCalculator/repayment'
import { formatDollars, toNumber } from '../vehicleSummary/format'
import type { TenantDisplaySettings, VehicleForDisplay } from '../vehicleSummary/types'

/** The assumptions of the estimate on car cards when no lender quote exists. */
export const CARD_ESTIMATE_TERMS = { termYears: 5, depositShare: 0.1, finalPaymentShare: 0.3 } as const
/** Cards turn a weekly repayment into a monthly one with this flat factor. */
export const WEEKS_PER_MONTH = 4.33
/** The valuation check needs a real price, higher than the card's quote threshold. */
export const VALUATION_MINIMUM_PRICE = 200

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

export type CardFinanceEstimate = {
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
  const weekly = levelRepayment({
    principal: car.price * (1 - CARD_ESTIMATE_TERMS.depositShare),
    balloon: car.price * CARD_ESTIMATE_TERMS.finalPaymentShare,
    annualRatePercent,
    termYears: CARD_ESTIMATE_TERMS.termYears,
    periodsPerYear: 52,
  })
  return estimateView('estimate', weekly)
}

function estimateView(source: CardFinanceEstimate['source'], weekly: number): CardFinanceEstimate {
  const monthly = weekly * WEEKS_PER_MONTH
  return { source, weekly, monthly, weeklyText: formatDollars(weekly), monthlyText: formatDollars(monthly) }
}
