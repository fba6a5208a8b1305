import type { TradeInValuationBlock } from '@forecourt/schema'
import { enquiryConsentWording, enquiryFormSetup, vehiclePrefill } from '@forecourt/domain/enquiry'

import type { BlockRenderContext } from '../shared/context'
import { formCar } from '../enquiryForm/formCar'
import { valuationEnquiryBlock } from './enquiry'
import type { TradeInValuationData } from './load'
import { TradeInValuationClient } from './Lazy.client'

/** The valuation tool placed on a page: the heading and the car it is for render here; the steps are interactive. */
export function TradeInValuationComponent({
  block,
  data,
  context,
}: {
  block: TradeInValuationBlock
  data: TradeInValuationData
  context: BlockRenderContext
}) {
  const enquiry = valuationEnquiryBlock(block)
  const setup = enquiryFormSetup(enquiry, data.settings)
  const wording = enquiryConsentWording(enquiry)
  const car = data.car
  const prefill: Record<string, string> = {}
  if (car) {
    for (const [key, value] of Object.entries(vehiclePrefill(car, { optInDefault: setup.config.tenant?.optInDefault }))) {
      if (typeof value === 'string') prefill[key] = value
    }
  }
  const Heading = context.index === 0 ? 'h1' : 'h2'
  const headingId = `valuation-${block.id ?? context.index}-heading`
  return (
    <section className="fc-valuation" aria-labelledby={headingId}>
      <div className="fc-valuation__intro">
        <Heading id={headingId}>{block.heading?.trim() || 'Value My Trade-In'}</Heading>
        {block.intro?.trim() ? <p>{block.intro.trim()}</p> : null}
        {car ? (
          <p className="fc-valuation__for">
            Trading in towards the <strong>{[car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')}</strong>
          </p>
        ) : null}
      </div>
      <TradeInValuationClient
        carId={car ? String(car.id) : null}
        enquiry={{
          setup,
          slots: null,
          prefill,
          car: formCar(car),
          optInLabel: wording.optIn,
          termsText: wording.terms,
          formToken: data.formToken,
          formId: `valuation-form-${block.id ?? context.index}`,
        }}
      />
    </section>
  )
}
