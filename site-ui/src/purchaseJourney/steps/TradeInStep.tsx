import { journeyTexts } from '@forecourt/domain/purchaseJourney'
import { adjustmentQuestions } from '@forecourt/domain/tradeIn'

import { ChoiceField, SelectField, TextField } from './fields.client'
import { stateOptions, type StepFormProps } from './stepProps'

export function TradeInStep({ binding, view }: StepFormProps) {
  const { values, errors } = binding
  return (
    <>
      <ChoiceField
        binding={binding}
        name="has_trade_in"
        legend="Do you have a car to trade in?"
        options={[
          { value: 'false', label: journeyTexts.tradeInNone },
          { value: 'true', label: journeyTexts.tradeInHave },
        ]}
      />
      {values.has_trade_in === 'true' ? (
        <>
          <TextField binding={binding} name="rego" label="Registration number" autoComplete="off" />
          <SelectField binding={binding} name="regoState" label="State of registration" options={stateOptions} />
          <TextField binding={binding} name="kms" label="Kilometres" autoComplete="off" extra={{ inputMode: 'numeric' }} />
          {adjustmentQuestions.map((question) => (
            <ChoiceField
              key={`answer.${question.name}`}
              binding={binding}
              name={`answer.${question.name}`}
              legend={question.question}
              options={question.options}
            />
          ))}
          {errors.adjustmentAnswers ? <p className="fc-enquiry__error">{errors.adjustmentAnswers}</p> : null}
        </>
      ) : null}
      {view?.trade_in?.estimate || view?.trade_in?.no_estimate ? (
        <p className="fc-enquiry__note" role="status">
          {view.trade_in.vehicle_title ? `${view.trade_in.vehicle_title}: ` : ''}
          {view.trade_in.estimate ?? view.trade_in.no_estimate}
        </p>
      ) : null}
    </>
  )
}
