import type { JourneyStep } from '@forecourt/domain/purchaseJourney'

import { DeliveryStep } from './DeliveryStep'
import { DetailsStep } from './DetailsStep'
import type { StepFormProps } from './stepProps'
import { PaymentMethodStep } from './PaymentMethodStep'
import { PaymentStep } from './PaymentStep'
import { ReviewStep } from './ReviewStep.client'
import { TradeInStep } from './TradeInStep'

/** The fields of the step on show. */
export function StepForm({ step, ...props }: StepFormProps & { step: JourneyStep }) {
  switch (step) {
    case 'details':
      return <DetailsStep {...props} />
    case 'trade-in':
      return <TradeInStep {...props} />
    case 'payment-method':
      return <PaymentMethodStep {...props} />
    case 'delivery':
      return <DeliveryStep {...props} />
    case 'review':
      return <ReviewStep {...props} />
    case 'payment':
      return <PaymentStep {...props} />
  }
}
