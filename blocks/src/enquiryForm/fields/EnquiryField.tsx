import type { ReactNode } from 'react'

import {
  type AppointmentSlot,
  australianStates,
  enquiryMessages,
  type EnquiryFieldSpec,
  type EnquiryFormSetup,
  FINANCE_FREQUENCY_LABELS,
  financeFrequencies,
  generalEnquiryCategories,
  POSTCODE_MAX_LENGTH,
  preferredContactMethods,
} from '@forecourt/domain/enquiryForm'

import type { FieldBinding } from './binding'
import { CheckboxField, RadioGroup } from './ChoiceFields.client'
import { MoneyField } from './MoneyField.client'
import { SelectField } from './SelectField.client'
import { MessageField, TextField } from './TextField.client'

export type EnquiryFieldProps = {
  field: EnquiryFieldSpec
  binding: FieldBinding
  setup: EnquiryFormSetup
  slots: AppointmentSlot[] | null
  optInLabel: string
  termsText: string
  offerPlaceholder?: string
}

/** One field of the form, drawn with the control its name calls for: contact, finance, trade-in, booking or consent. */
export function EnquiryField({ field, binding, setup, slots, optInLabel, termsText, offerPlaceholder }: EnquiryFieldProps): ReactNode {
  const props = { field, binding }
  switch (field.name) {
    // Contact and routing.
    case 'category':
      if (setup.fixedCategory) return null
      return (
        <SelectField
          {...props}
          options={generalEnquiryCategories.map((value) => ({ value, label: value }))}
          placeholder="Select a category"
        />
      )
    case 'dealership_slug':
      return <SelectField {...props} options={setup.dealerships} placeholder={enquiryMessages.dealershipPlaceholder} />
    case 'location_id':
      return <SelectField {...props} options={setup.dealerships} placeholder="Select a location" />
    case 'name':
      return <TextField {...props} options={{ autoComplete: field.label === 'First Name' ? 'given-name' : 'name' }} />
    case 'last_name':
      return <TextField {...props} options={{ autoComplete: 'family-name' }} />
    case 'email':
      return <TextField {...props} options={{ type: 'email', inputMode: 'email', autoComplete: 'email' }} />
    case 'phone':
      return <TextField {...props} options={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }} />
    case 'postcode':
      return <TextField {...props} options={{ inputMode: 'numeric', maxLength: POSTCODE_MAX_LENGTH, autoComplete: 'postal-code' }} />
    case 'PreferredContactMethod':
      return <RadioGroup {...props} options={preferredContactMethods} />
    // Finance and offers.
    case 'finance':
    case 'do-you-have-a-trade-in':
      return <RadioGroup {...props} options={['Yes', 'No']} />
    case 'offer_from_client':
      return <MoneyField {...props} quickOptions offerPlaceholder={offerPlaceholder} />
    case 'valuation':
    case 'vehiclePriceBudget':
    case 'deposit':
    case 'balloon':
      return <MoneyField {...props} quickOptions={false} offerPlaceholder={offerPlaceholder} />
    case 'term':
      return <TextField {...props} options={{ inputMode: 'numeric', maxLength: 3 }} />
    case 'frequency':
      return <RadioGroup {...props} options={financeFrequencies} labels={FINANCE_FREQUENCY_LABELS} />
    // The car being traded in.
    case 'kms':
      return <TextField {...props} options={{ inputMode: 'numeric' }} />
    case 'rego':
      return <TextField {...props} options={{}} />
    case 'regoState':
      return <SelectField {...props} options={australianStates.map((value) => ({ value, label: value }))} placeholder="Select a state" />
    // Booking, message and consent.
    case 'test_drive_booking_date':
      return <SelectField {...props} options={slots ?? []} placeholder="No preference" />
    case 'message':
      return <MessageField {...props} />
    case 'opt_in':
      return <CheckboxField {...props} label={optInLabel} />
    case 'opt_in_finance':
    case 'opt_in_trade':
      return <CheckboxField {...props} label={field.label} />
    case 'terms_agreed':
      return <CheckboxField {...props} label={termsText} />
    default:
      return null
  }
}
