import { handoverLabels, handoverOptions, handoverWindow } from '@forecourt/domain/purchaseJourney'

import { ChoiceField, SelectField, TextField } from './fields.client'
import { stateOptions, type StepFormProps } from './stepProps'

export function DeliveryStep({ binding }: StepFormProps) {
  const { values } = binding
  const window_ = handoverWindow(new Date())
  return (
    <>
      <ChoiceField
        binding={binding}
        name="option"
        legend="Delivery or pick-up"
        options={handoverOptions.map((option) => ({ value: option, label: handoverLabels[option] }))}
      />
      <TextField
        binding={binding}
        name="date"
        label={values.option === 'delivery' ? 'Delivery date' : 'Pick-up date'}
        type="date"
        autoComplete="off"
        extra={{ min: window_.first, max: window_.last }}
      />
      {values.option === 'delivery' ? (
        <>
          <TextField binding={binding} name="address.street" label="Street address" autoComplete="street-address" />
          <TextField binding={binding} name="address.suburb" label="Suburb" autoComplete="address-level2" />
          <SelectField binding={binding} name="address.state" label="State" options={stateOptions} />
          <TextField
            binding={binding}
            name="address.postcode"
            label="Postcode"
            autoComplete="postal-code"
            extra={{ inputMode: 'numeric' }}
          />
        </>
      ) : null}
    </>
  )
}
