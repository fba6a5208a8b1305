import type { FinanceCalculatorConfig, PaymentFrequency, RangeInput } from '../finance/calculatorRanges'
import type { NumericField } from '../finance/calculatorState'
import { formatThousands, toNumber } from '../vehicle/format'

export type CalculatorFieldView = {
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
