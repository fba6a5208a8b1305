import { MAXIMUM_LOAN_AMOUNT, PAYMENT_FREQUENCIES, type PaymentFrequency, STANDARD_MINIMUM_PRICE } from './calculatorRanges'
import { rangeHelpText } from './calculatorState'
import { FINANCE_MINIMUM_PRICE, FINANCE_PROVIDER_NAMES, TAURUS_MAX_AGE_YEARS } from './providers'
import type { CalculatorInputs } from './repayment'
import type { FinanceProvider } from '../vehicle/types'

/**
 * A finance application (the /finance or /finance-enquiry form) prefilled from the car page: the car
 * page's finance link sends preferredDealership, vehiclePriceBudget, car_id, car_type and vin (the
 * spec's query), and the calculator's link adds the figures the shopper was looking at: deposit,
 * term, balloon and frequency. Every figure is bounded by the calculator's own ranges.
 */

const FINANCE_APPLICATION_BOUNDS = {
  vehiclePriceBudget: { min: STANDARD_MINIMUM_PRICE, max: MAXIMUM_LOAN_AMOUNT },
  deposit: { min: 0, max: MAXIMUM_LOAN_AMOUNT },
  term: { min: 1, max: 7 },
  balloon: { min: 0, max: MAXIMUM_LOAN_AMOUNT },
} as const
export type FinanceApplicationFigure = keyof typeof FINANCE_APPLICATION_BOUNDS

export const FINANCE_APPLICATION_LABELS: Readonly<Record<FinanceApplicationFigure | 'frequency', string>> = {
  vehiclePriceBudget: 'Vehicle price',
  deposit: 'Deposit or trade-in',
  term: 'Loan term (years)',
  balloon: 'Balloon',
  frequency: 'Repayment frequency',
}

export const financeFigureMessage = (figure: FinanceApplicationFigure): string => rangeHelpText(FINANCE_APPLICATION_BOUNDS[figure])

export const financeFrequencies = PAYMENT_FREQUENCIES.map((option) => option.name) as readonly PaymentFrequency[]
export const FINANCE_FREQUENCY_LABELS: Readonly<Record<PaymentFrequency, string>> = Object.fromEntries(
  PAYMENT_FREQUENCIES.map((option) => [option.name, option.label]),
) as Record<PaymentFrequency, string>

/** A figure as the form or the query gives it ('$25,000', '5', 5.5), or null when it is none. */
function financeFigureValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const compact = value.replace(/[\s,$]/g, '').replace(/^AUD/i, '')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null
  return Number(compact)
}

/** The figure within its bounds (term in half years, money in whole dollars), or null when it is not in them. */
export function boundedFinanceFigure(figure: FinanceApplicationFigure, value: unknown): number | null {
  const amount = financeFigureValue(value)
  if (amount === null) return null
  const { min, max } = FINANCE_APPLICATION_BOUNDS[figure]
  if (amount < min || amount > max) return null
  return figure === 'term' ? Math.round(amount * 2) / 2 : Math.round(amount)
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The form's starting values from the page's query string: a figure out of range or unreadable is
 * left for the shopper to fill in rather than clamped to something they did not choose.
 */
export function financeApplicationPrefill(query: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const prefill: Record<string, string> = {}
  for (const figure of Object.keys(FINANCE_APPLICATION_BOUNDS) as FinanceApplicationFigure[]) {
    const value = boundedFinanceFigure(figure, first(query[figure]))
    if (value === null) continue
    prefill[figure] = figure === 'term' ? String(value) : `$${value.toLocaleString('en-AU')}`
  }
  const frequency = first(query.frequency)
  if (frequency && (financeFrequencies as readonly string[]).includes(frequency)) prefill.frequency = frequency
  const dealership = first(query.preferredDealership)
  if (dealership && /^[a-z0-9-]{1,100}$/.test(dealership)) prefill.dealership_slug = dealership
  return prefill
}

/** The car page's finance link with the calculator's figures added: what the shopper sees is what the form starts with. */
export function financeApplicationHref(
  baseHref: string,
  inputs: Pick<CalculatorInputs, 'amount' | 'tradeIn' | 'term' | 'residual' | 'frequency'>,
): string {
  const hashAt = baseHref.indexOf('#')
  const hash = hashAt >= 0 ? baseHref.slice(hashAt) : ''
  const withoutHash = hashAt >= 0 ? baseHref.slice(0, hashAt) : baseHref
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash
  const query = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '')
  if (inputs.amount > 0) query.set('vehiclePriceBudget', String(Math.round(inputs.amount)))
  query.set('deposit', String(Math.round(inputs.tradeIn)))
  query.set('term', String(inputs.term))
  query.set('balloon', String(Math.round(inputs.residual)))
  query.set('frequency', inputs.frequency)
  return `${path}?${query.toString()}${hash}`
}

/**
 * The provider's eligibility rules (vehicle-page spec §5), in words a shopper reads beside the form.
 * The common rules come first: lender figures with both rates, and never a Suzuki.
 */
export function financeEligibilityRules(
  provider: FinanceProvider | null | undefined,
  now: Date,
): { provider: string | null; rules: string[] } {
  const common = ['The car must be one we list with this lender’s rates.', 'Suzuki vehicles are not financed through this offer.']
  const price = `The car’s price must be above $${FINANCE_MINIMUM_PRICE}.`
  const inStock = 'The car must be in stock.'
  if (!provider) return { provider: null, rules: [] }
  const name = FINANCE_PROVIDER_NAMES[provider]
  switch (provider) {
    case 'taurus':
      return {
        provider: name,
        rules: [
          ...common,
          `The car must be newer than ${now.getFullYear() - TAURUS_MAX_AGE_YEARS}.`,
          price,
          inStock,
          'A comparison rate must be published for the car.',
        ],
      }
    case '360_finance':
    case 'ausloans':
      return { provider: name, rules: [...common, inStock] }
    case 'manual':
    case 'angle':
    case 'powertorque':
      return { provider: name, rules: [...common, price, inStock, 'A weekly repayment must be published for the car.'] }
    case 'nissan_finance':
      return { provider: name, rules: [...common, price, inStock, 'A monthly repayment must be published for the car.'] }
    case 'car_clarity':
      return { provider: name, rules: common }
  }
}
