import { formatDollars } from '../vehicle/format'
import { periodsPerYear, type PaymentFrequency } from './calculatorRanges'

type LoanTerms = {
  /** Amount financed, establishment fee included. */
  principal: number
  annualRatePercent: number
  termYears: number
  periodsPerYear: number
  /** Residual (balloon) owed after the last regular repayment. */
  balloon: number
}

function numberOfRepayments(termYears: number, perYear: number): number {
  return Math.max(1, Math.round(termYears * perYear))
}

/**
 * Level repayment that brings the balance from the principal to the balloon, interest charged on the
 * balance each period at annual rate / periods per year: P·r/(1-(1+r)^-n) less the balloon's present
 * value spread the same way. At 0% the difference is simply split evenly.
 */
export function levelRepayment(terms: LoanTerms): number {
  const periods = numberOfRepayments(terms.termYears, terms.periodsPerYear)
  const rate = terms.annualRatePercent / 100 / terms.periodsPerYear
  if (rate === 0) return (terms.principal - terms.balloon) / periods
  const growth = (1 + rate) ** periods
  return ((terms.principal * growth - terms.balloon) * rate) / (growth - 1)
}

const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'
/** Repayments this small come from nonsense inputs (a balloon near the price, a tiny loan). */
const MINIMUM_QUOTED_REPAYMENT = 25

/** The spec's calculator fields: amount (purchase price), term (years), interest (% p.a.), tradeIn (deposit or trade-in). */
export type CalculatorInputs = {
  amount: number
  term: number
  interest: number
  tradeIn: number
  residual: number
  frequency: PaymentFrequency
  establishmentFee: number
}

type RepaymentResult =
  | {
      kind: 'repayment'
      repayment: number
      repaymentText: string
      /** Everything paid to the lender: every repayment plus the balloon (the deposit is not included). */
      total: number
      totalText: string
      numberOfRepayments: number
    }
  | { kind: 'enquire'; text: string }

/** The calculator's answer; 25 or less asks the visitor to enquire instead, with no total. */
export function calculateRepayment(inputs: CalculatorInputs): RepaymentResult {
  const perYear = periodsPerYear(inputs.frequency)
  const terms: LoanTerms = {
    principal: inputs.amount - inputs.tradeIn + inputs.establishmentFee,
    annualRatePercent: inputs.interest,
    termYears: inputs.term,
    periodsPerYear: perYear,
    balloon: inputs.residual,
  }
  const repayment = levelRepayment(terms)
  if (!Number.isFinite(repayment) || repayment <= MINIMUM_QUOTED_REPAYMENT) return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE }
  const count = numberOfRepayments(inputs.term, perYear)
  const total = repayment * count + inputs.residual
  return {
    kind: 'repayment',
    repayment,
    repaymentText: formatDollars(repayment),
    total,
    totalText: formatDollars(total),
    numberOfRepayments: count,
  }
}
