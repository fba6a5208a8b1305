import { australianStates } from '@forecourt/domain/enquiryForm'
import type { JourneyView } from '@forecourt/domain/purchaseJourney'

import type { Values } from '../stepAnswers'

/** What every step's fields need of the journey: the answers, the server's errors, and a way to change one. */
export type StepBinding = {
  values: Values
  errors: Record<string, string>
  set: (name: string, value: string) => void
}

/** What each step form is given. */
export type StepFormProps = {
  binding: StepBinding
  view: JourneyView | null
  /** '$200': the site's deposit. */
  deposit: string
  /** '$31,990', or null when the car has no online price. */
  price: string | null
}

export type Option = { value: string; label: string }

export const stateOptions: ReadonlyArray<Option> = australianStates.map((state) => ({ value: state, label: state }))
