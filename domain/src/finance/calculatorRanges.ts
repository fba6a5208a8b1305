/**
 * The calculator's inputs as data, so a component can render each slider or field (bounds, step,
 * default, hidden) and the rules can clamp against the same numbers.
 */

export type RangeInput = {
  min: number
  max: number
  step: number
  default: number
  hidden: boolean
}

export const PAYMENT_FREQUENCIES = [
  { name: 'weekly', label: 'Weekly', periodsPerYear: 52 },
  { name: 'fortnightly', label: 'Fortnightly', periodsPerYear: 26 },
  { name: 'monthly', label: 'Monthly', periodsPerYear: 12 },
] as const
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number]['name']

export function periodsPerYear(frequency: PaymentFrequency): number {
  return PAYMENT_FREQUENCIES.find((option) => option.name === frequency)?.periodsPerYear ?? 52
}

/** Keyed like the calculator's inputs: amount (purchase price, $), term (years), interest (% p.a.), tradeIn (deposit or trade-in, $), residual ($). */
export type FinanceCalculatorConfig = {
  amount: RangeInput
  term: RangeInput
  interest: RangeInput
  tradeIn: RangeInput
  residual: RangeInput
  frequency: { options: typeof PAYMENT_FREQUENCIES; default: PaymentFrequency; hidden: boolean }
  /** Added to the amount financed; 0 unless the lender charges one. */
  establishmentFee: number
}

/** Money fields take any whole dollar amount. */
const DOLLAR_STEP = 1
export const MAXIMUM_LOAN_AMOUNT = 250_000
const DEFAULT_PURCHASE_PRICE = 30_000
export const STANDARD_MINIMUM_PRICE = 1_000
/** One finance provider, and one brand flag, lend only from this amount. */
const HIGHER_MINIMUM_PRICE = 5_000

const INTEREST_RATE_RANGES = {
  standard: { min: 0.5, max: 15 },
  /** One finance provider quotes only inside this band. */
  provider: { min: 7.5, max: 14.5 },
  /** One brand's captive lender spans a wider band. */
  brand: { min: 4, max: 20 },
} as const
type InterestRateRange = keyof typeof INTEREST_RATE_RANGES

export const DEFAULT_INTEREST_RATE = 10

export type FinanceCalculatorOptions = {
  higherMinimumPrice?: boolean
  interestRateRange?: InterestRateRange
  defaultInterestRate?: number
  hideInterestRate?: boolean
  hideResidual?: boolean
  hideFrequency?: boolean
  establishmentFee?: number
}

/** The calculator configuration for one provider or brand; no options gives the standard calculator. */
export function financeCalculatorConfig(options: FinanceCalculatorOptions = {}): FinanceCalculatorConfig {
  const rates = INTEREST_RATE_RANGES[options.interestRateRange ?? 'standard']
  const defaultRate = Math.min(Math.max(options.defaultInterestRate ?? DEFAULT_INTEREST_RATE, rates.min), rates.max)
  return {
    amount: {
      min: options.higherMinimumPrice ? HIGHER_MINIMUM_PRICE : STANDARD_MINIMUM_PRICE,
      max: MAXIMUM_LOAN_AMOUNT,
      step: DOLLAR_STEP,
      default: DEFAULT_PURCHASE_PRICE,
      hidden: false,
    },
    term: { min: 1, max: 7, step: 0.5, default: 5, hidden: false },
    interest: { ...rates, step: 0.5, default: defaultRate, hidden: Boolean(options.hideInterestRate) },
    tradeIn: { min: 0, max: MAXIMUM_LOAN_AMOUNT, step: DOLLAR_STEP, default: 0, hidden: false },
    residual: { min: 0, max: MAXIMUM_LOAN_AMOUNT, step: DOLLAR_STEP, default: 0, hidden: Boolean(options.hideResidual) },
    frequency: { options: PAYMENT_FREQUENCIES, default: 'weekly', hidden: Boolean(options.hideFrequency) },
    establishmentFee: options.establishmentFee ?? 0,
  }
}
