import { formatThousands, toNumber } from '../vehicle/format'
import { hasShownPrice } from '../vehicle/price'
import type { LenderRecord, VehicleForDisplay } from '../vehicle/types'
import type { FinanceCalculatorConfig, PaymentFrequency, RangeInput } from './calculatorRanges'
import type { CalculatorInputs } from './repayment'

/** Analytics event for the first time a visitor touches the calculator. */
const FIRST_INTERACTION_EVENT_ID = 26

export type NumericField = 'amount' | 'term' | 'interest' | 'tradeIn' | 'residual'

export type CalculatorState = {
  inputs: CalculatorInputs
  /** 'Cannot be less than … or more than …' under each field whose last entry was clamped. */
  helpText: Partial<Record<NumericField, string>>
  /** Whether the first-interaction event has been sent. */
  interacted: boolean
}

type CalculatorEdit = { field: NumericField; value: number } | { field: 'frequency'; value: PaymentFrequency }

function formatBound(value: number): string {
  return formatThousands(value, Number.isInteger(value) ? 0 : 1)
}

export function rangeHelpText(range: Pick<RangeInput, 'min' | 'max'>): string {
  return `Cannot be less than ${formatBound(range.min)} or more than ${formatBound(range.max)}`
}

/**
 * Clamp an entry to its bounds, with the help text when it had to be moved. A purchase price of zero
 * or below (or an emptied field) becomes 0, not the minimum: there is no price to finance.
 */
export function clampInput(
  field: NumericField,
  value: number,
  config: FinanceCalculatorConfig,
): { value: number; helpText: string | null } {
  const range = config[field]
  if (field === 'amount' && !(value > 0)) return { value: 0, helpText: rangeHelpText(range) }
  if (!Number.isFinite(value)) return { value: range.min, helpText: rangeHelpText(range) }
  if (value < range.min) return { value: range.min, helpText: rangeHelpText(range) }
  if (value > range.max) return { value: range.max, helpText: rangeHelpText(range) }
  if (field === 'term') return { value: onTermStep(value, range), helpText: null }
  return { value, helpText: null }
}

/**
 * The loan term moves in half years (spec: step 0.5): 2.3 becomes 2.5, 2.2 becomes 2. Inside the
 * range the nearest step is in range too, so no help text. Only the term: a lender's 8.99% is its
 * rate, not a slip of the visitor's finger.
 */
function onTermStep(value: number, range: Pick<RangeInput, 'min' | 'max' | 'step'>): number {
  if (!(range.step > 0)) return value
  const stepped = range.min + Math.round((value - range.min) / range.step) * range.step
  return Math.min(Math.max(Number(stepped.toFixed(6)), range.min), range.max)
}

/** The lender's term in years, from whichever of years, months or weeks it gives. */
export function lenderTermYears(lender: LenderRecord): number | null {
  const years = toNumber(lender.termYears)
  if (years !== null && years > 0) return years
  const months = toNumber(lender.termMonths)
  if (months !== null && months > 0) return months / 12
  const weeks = toNumber(lender.termWeeks)
  return weeks !== null && weeks > 0 ? weeks / 52 : null
}

/**
 * Starting values: the car's price (30,000 when it has none), then the lender's term, rate, deposit,
 * balloon and fee where it gives them, else the configuration's defaults. Starting values are clamped
 * quietly: the visitor did not type them, so no help text.
 */
export function initialCalculatorState(
  car: Pick<VehicleForDisplay, 'price'>,
  lender: LenderRecord | null | undefined,
  config: FinanceCalculatorConfig,
): CalculatorState {
  const start = (field: NumericField, value: number | null) => clampInput(field, value ?? config[field].default, config).value
  return {
    inputs: {
      amount: start('amount', hasShownPrice(car.price) ? car.price : null),
      term: start('term', lender ? lenderTermYears(lender) : null),
      interest: start('interest', toNumber(lender?.interestRate)),
      tradeIn: start('tradeIn', toNumber(lender?.deposit)),
      residual: start('residual', toNumber(lender?.balloon)),
      frequency: config.frequency.default,
      establishmentFee: toNumber(lender?.establishmentFees) ?? config.establishmentFee,
    },
    helpText: {},
    interacted: false,
  }
}

/**
 * One visitor edit. The first edit of a page view also emits the analytics event, exactly once: the
 * caller sends whatever `analyticsEvents` holds.
 */
export function applyCalculatorEdit(
  state: CalculatorState,
  edit: CalculatorEdit,
  config: FinanceCalculatorConfig,
): { state: CalculatorState; analyticsEvents: number[] } {
  const analyticsEvents = state.interacted ? [] : [FIRST_INTERACTION_EVENT_ID]
  if (edit.field === 'frequency') {
    const known = config.frequency.options.some((option) => option.name === edit.value)
    const frequency = known ? edit.value : state.inputs.frequency
    return { state: { ...state, inputs: { ...state.inputs, frequency }, interacted: true }, analyticsEvents }
  }
  const { value, helpText } = clampInput(edit.field, edit.value, config)
  const { [edit.field]: _previous, ...otherHelp } = state.helpText
  return {
    state: {
      inputs: { ...state.inputs, [edit.field]: value },
      helpText: helpText === null ? otherHelp : { ...otherHelp, [edit.field]: helpText },
      interacted: true,
    },
    analyticsEvents,
  }
}
