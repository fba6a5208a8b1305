import { journeyTexts } from '@forecourt/domain/purchaseJourney'

import { ChoiceField } from './fields.client'
import type { StepFormProps } from './stepProps'

export function PaymentStep({ binding, view, deposit, price }: StepFormProps) {
  // Paying the whole price online is for cash buyers of a car with a price; everyone else pays the deposit.
  const cashOnly = view?.payment_method?.method === 'cash' && price !== null
  return (
    <>
      {cashOnly ? (
        <ChoiceField
          binding={binding}
          name="amount"
          legend="How much will you pay now?"
          options={[
            { value: 'deposit', label: `A ${deposit} refundable deposit` },
            { value: 'full', label: `The full price, ${price}` },
          ]}
        />
      ) : null}
      {!cashOnly ? <p className="fc-enquiry__note">{journeyTexts.fullPaymentCashOnly}</p> : null}
      <p className="fc-enquiry__note">{journeyTexts.depositNote(deposit)}</p>
      <p className="fc-enquiry__note">{journeyTexts.cardNote}</p>
    </>
  )
}
