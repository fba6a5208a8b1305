import type { FinanceCalculatorConfig, PaymentFrequency, RangeInput } from './calculatorRanges'
import type { NumericField } from './calculatorState'
import { formatThousands, toNumber } from '../vehicle/format'

type CalculatorFieldView = {
  field: NumericField
  label: string
  /** Shown before ('$') or after ('years', '% p.a.') the box. */
  prefix: string | null
  suffix: string | null
  range: RangeInput
}

const FIELD_TEXT: ReadonlyArray<{ field: NumericField; label: string; prefix: string | null; suffix: string | null }> = [
  { field: 'amount', label: 'Purchase price', prefix: '$', suffix: null },
  { field: 'tradeIn', label: 'Deposit or trade-in', prefix: '$', suffix: null },
  { field: 'term', label: 'Loan term', prefix: null, suffix: 'years' },
  { field: 'interest', label: 'Interest rate', prefix: null, suffix: '% p.a.' },
  { field: 'residual', label: 'Residual (balloon)', prefix: '$', suffix: null },
]

/** The calculator's visible number fields in display order; hidden ones (per brand or provider) left out. */
export function calculatorFields(config: FinanceCalculatorConfig): CalculatorFieldView[] {
  return FIELD_TEXT.filter(({ field }) => !config[field].hidden).map((text) => ({ ...text, range: config[text.field] }))
}

/** Money shows with thousands commas, years and rates as typed numbers ('5', '7.5'). */
export function calculatorFieldText(field: NumericField, value: number): string {
  if (field === 'amount' || field === 'tradeIn' || field === 'residual') return formatThousands(value)
  return String(Number(value.toFixed(2)))
}

/**
 * While the visitor types, an entry is applied at once only when it is already inside the range: a
 * price on its way to '45000' passes through '4', which must not be clamped to the minimum and jump
 * the box. Anything else waits for Enter or leaving the field, where it is clamped with the help text.
 */
export function liveValue(text: string, range: Pick<RangeInput, 'min' | 'max'>): number | null {
  const value = toNumber(text)
  return value !== null && value >= range.min && value <= range.max ? value : null
}

/** What a committed entry becomes before clamping: an emptied or unreadable box counts as 0. */
export function committedValue(text: string): number {
  return toNumber(text) ?? 0
}

export const REPAYMENT_PERIOD_TEXT: Readonly<Record<PaymentFrequency, string>> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
}

/**
 * The calculator's disclaimer, short until the visitor asks for the full text (spec §4: it toggles
 * between short and full). The full text adds what the estimate assumes and, when the car's lender
 * gives one, the lender's own disclaimer.
 */
export type CalculatorDisclaimer = { short: string; full: string }

export const CALCULATOR_DISCLAIMER_SHORT = 'An estimate only, not a quote or an offer of credit: fees and charges are not included.'

export const CALCULATOR_DISCLAIMER_TOGGLE = { more: 'View full disclaimer', less: 'Hide full disclaimer' } as const

export function calculatorDisclaimer(lenderDisclaimer?: string | null): CalculatorDisclaimer {
  const standard = [
    CALCULATOR_DISCLAIMER_SHORT,
    "Repayments are worked from the purchase price less any deposit or trade-in, at the interest rate and over the term entered, with the residual paid at the end; they depend on the lender's assessment of your application, and lending criteria, fees and charges apply.",
    'A comparison rate is true only for the example given: it assumes a 5-year term and a $30,000 secured loan, and different terms, fees or loan amounts give a different comparison rate.',
  ].join(' ')
  const lender = lenderDisclaimer?.trim()
  return { short: CALCULATOR_DISCLAIMER_SHORT, full: lender ? `${standard} ${lender}` : standard }
}
