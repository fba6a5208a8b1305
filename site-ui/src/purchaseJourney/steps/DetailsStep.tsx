import { TextField } from './fields.client'
import type { StepFormProps } from './stepProps'

export function DetailsStep({ binding }: StepFormProps) {
  return (
    <>
      <TextField binding={binding} name="first_name" label="First name" autoComplete="given-name" />
      <TextField binding={binding} name="last_name" label="Last name" autoComplete="family-name" />
      <TextField binding={binding} name="email" label="Email" type="email" autoComplete="email" />
      <TextField binding={binding} name="phone" label="Mobile phone" type="tel" autoComplete="tel" />
      <TextField binding={binding} name="postcode" label="Postcode" autoComplete="postal-code" extra={{ inputMode: 'numeric' }} />
    </>
  )
}
