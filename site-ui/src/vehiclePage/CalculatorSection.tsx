import { calculatorDisclaimer, financeCalculatorConfig, initialCalculatorState, lenderFor } from '@forecourt/domain/finance'
import { financeEnquiryHref, isAvailable } from '@forecourt/domain/vehicle'
import { PageSection } from './DetailSections'
import { FinanceCalculator } from './FinanceCalculator.client'
import type { VehiclePageData } from '@forecourt/domain/vehiclePage'
import { CalculatorDisclaimer } from './CalculatorDisclaimer.client'

/** An estimate is for a car one can still buy: sold cars get none. */
export function FinanceCalculatorSection({ data }: { data: VehiclePageData }) {
  const { car, settings } = data
  if (!isAvailable(car)) return null
  const config = financeCalculatorConfig(settings.calculator)
  const lender = settings.finance_provider ? lenderFor(car, settings.finance_provider) : null
  return (
    <PageSection id="finance-calculator" title="Finance Calculator">
      <FinanceCalculator
        config={config}
        initialState={initialCalculatorState(car, lender, config)}
        enquireHref={financeEnquiryHref(car, settings)}
      />
      <CalculatorDisclaimer disclaimer={calculatorDisclaimer(lender?.disclaimer)} />
    </PageSection>
  )
}
