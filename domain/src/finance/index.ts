/** Finance rules: calculator ranges, repayment maths and edit state; the finance box per provider and the car-card estimate. */
export {
  FINANCE_FREQUENCY_LABELS,
  financeApplicationHref,
  financeApplicationPrefill,
  financeEligibilityRules,
  financeFrequencies,
} from './application'
export {
  CALCULATOR_DISCLAIMER_TOGGLE,
  calculatorDisclaimer,
  type CalculatorDisclaimer,
  calculatorFields,
  calculatorFieldText,
  committedValue,
  liveValue,
  REPAYMENT_PERIOD_TEXT,
} from './calculatorFields'
export {
  DEFAULT_INTEREST_RATE,
  type FinanceCalculatorConfig,
  financeCalculatorConfig,
  MAXIMUM_LOAN_AMOUNT,
  type PaymentFrequency,
} from './calculatorRanges'
export { applyCalculatorEdit, type CalculatorState, initialCalculatorState, type NumericField } from './calculatorState'
export {
  CARD_ESTIMATE_TERMS,
  cardFinanceLine,
  estimatedWeeklyRepayment,
  FINANCE_QUOTE_PATH,
  type FinanceQuote,
  type FinanceQuoteRequest,
  weeklyRepaymentOfAnswer,
} from './cardEstimate'
export { COMPARISON_RATE_BASIS, financeBox, lenderFor } from './providers'
export { calculateRepayment, levelRepayment } from './repayment'
