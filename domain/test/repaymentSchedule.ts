import type { PaymentFrequency } from '../src/finance/calculatorRanges'
import type { CalculatorInputs } from '../src/finance/repayment'

/**
 * Test oracle, not used by the site: an amortisation schedule worked period by period, the way a
 * lender's statement reads (interest on the balance, less the repayment), with the level repayment
 * found by bisection on that schedule. It shares nothing with the calculator's closed formula, so
 * tests that compare the two check the maths rather than repeat it.
 */

export const PERIODS_PER_YEAR: Record<PaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 }

export function scheduleBalanceAfter(
  principal: number,
  annualRatePercent: number,
  perYear: number,
  periods: number,
  repayment: number,
): number {
  let balance = principal
  for (let period = 0; period < periods; period += 1) {
    balance += (balance * annualRatePercent) / 100 / perYear
    balance -= repayment
  }
  return balance
}

export function repaymentBySchedule(inputs: CalculatorInputs): { repayment: number; totalPaid: number; periods: number } {
  const perYear = PERIODS_PER_YEAR[inputs.frequency]
  const periods = Math.round(inputs.term * perYear)
  const principal = inputs.amount - inputs.tradeIn + inputs.establishmentFee
  let low = -principal
  let high = principal * 2
  for (let step = 0; step < 200; step += 1) {
    const guess = (low + high) / 2
    // A larger repayment leaves a smaller balance; aim for the balloon.
    if (scheduleBalanceAfter(principal, inputs.interest, perYear, periods, guess) > inputs.residual) low = guess
    else high = guess
  }
  const repayment = (low + high) / 2
  let totalPaid = inputs.residual
  for (let period = 0; period < periods; period += 1) totalPaid += repayment
  return { repayment, totalPaid, periods }
}
