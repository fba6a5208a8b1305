import { paymentMethodLabels, paymentMethods } from '@forecourt/domain/purchaseJourney'

import { ChoiceField, SelectField, TextField } from './fields.client'
import type { StepFormProps } from './stepProps'

export function PaymentMethodStep({ binding }: StepFormProps) {
  return (
    <>
      <ChoiceField
        binding={binding}
        name="method"
        legend="How will you pay?"
        options={paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }))}
      />
      {binding.values.method !== 'cash' ? (
        <>
          <TextField
            binding={binding}
            name="finance.deposit"
            label="Deposit or trade-in ($)"
            autoComplete="off"
            extra={{ inputMode: 'numeric' }}
          />
          <TextField
            binding={binding}
            name="finance.term_years"
            label="Loan term (years)"
            autoComplete="off"
            extra={{ inputMode: 'decimal' }}
          />
          <TextField binding={binding} name="finance.balloon" label="Balloon ($)" autoComplete="off" extra={{ inputMode: 'numeric' }} />
          <SelectField
            binding={binding}
            name="finance.frequency"
            label="Repayment frequency"
            options={[
              { value: 'weekly', label: 'Weekly' },
              { value: 'fortnightly', label: 'Fortnightly' },
              { value: 'monthly', label: 'Monthly' },
            ]}
          />
        </>
      ) : null}
    </>
  )
}
