import type { ComponentType } from 'react'

import type { EnquiryFormBlock } from '@forecourt/schema'

import {
  appointmentSlots,
  enquiryConsentWording,
  enquiryFormSetup,
  modelPrefill,
  offerEnquiryMessage,
  vehiclePrefill,
} from '@forecourt/domain/enquiry'
import { financeEligibilityRules } from '@forecourt/domain/finance'
import { offerPlaceholder } from '@forecourt/domain/vehiclePage'
import type { BlockRenderContext } from '../shared/context'
import { formCar } from './formCar'
import type { EnquiryFormClientProps } from './Component.client'
import type { EnquiryFormData } from './load'

/**
 * An enquiry form: the heading, intro and bullets render here; the form itself is interactive, loaded as
 * `FormClient` says (on a page drawn on the server too, in a dialog only once it opens).
 */
export function EnquiryFormView({
  block,
  data,
  context,
  FormClient,
}: {
  block: EnquiryFormBlock
  data: EnquiryFormData
  context: BlockRenderContext
  FormClient: ComponentType<EnquiryFormClientProps>
}) {
  const setup = enquiryFormSetup(block, data.settings)
  const wording = enquiryConsentWording(block)
  const fields = block.fields ?? {}
  const slots =
    setup.kind === 'test-drive' && fields.appointments ? appointmentSlots(new Date(), { days: fields.appointmentDays ?? 7 }) : null
  const { car, model, offer } = data
  const prefill: Record<string, string> = {}
  if (setup.subcategory) prefill.subcategory = setup.subcategory
  // The offer page's 'Enquire' link: the message says which offer, and the visitor can add to it.
  if (offer) prefill.message = offerEnquiryMessage(offer.name)
  if (car) {
    for (const [key, value] of Object.entries(vehiclePrefill(car, { optInDefault: setup.config.tenant?.optInDefault }))) {
      if (typeof value === 'string') prefill[key] = value
    }
  }
  if (setup.kind === 'finance') Object.assign(prefill, data.finance?.prefill ?? {})
  const eligibility = setup.kind === 'finance' ? financeEligibilityRules(data.finance?.provider, new Date()) : null
  if (model) Object.assign(prefill, modelPrefill(model))
  const headingId = `enquiry-${block.id ?? context.index}-heading`
  // A page that opens with its form (/contact, /book-a-test-drive) has no other main heading.
  const Heading = context.index === 0 ? 'h1' : 'h2'
  // One level below the form's own heading, so the outline skips none.
  const SubHeading = Heading === 'h1' ? 'h2' : 'h3'
  const bullets = (block.bullets ?? []).map((bullet) => bullet.text.trim()).filter(Boolean)
  return (
    // The car page's finance link ends in #finance-form (the spec's anchor).
    <section
      id={setup.kind === 'finance' ? 'finance-form' : undefined}
      className={`fc-enquiry fc-enquiry--${setup.kind}`}
      aria-labelledby={headingId}
    >
      <div className="fc-enquiry__intro">
        <Heading id={headingId}>{setup.heading}</Heading>
        {block.intro?.trim() ? <p>{block.intro.trim()}</p> : null}
        {offer ? <p className="fc-enquiry__offer">{offer.name}</p> : null}
        {car ? <p className="fc-enquiry__car">{[car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')}</p> : null}
        {model ? <p className="fc-enquiry__car">{`${model.make} ${model.name}`.trim()}</p> : null}
        {eligibility?.provider && eligibility.rules.length ? (
          <div className="fc-enquiry__eligibility">
            <SubHeading>{`Who ${eligibility.provider} finances`}</SubHeading>
            <ul>
              {eligibility.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {bullets.length ? (
          <ul className="fc-enquiry__bullets">
            {bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormClient
        setup={setup}
        slots={slots}
        prefill={prefill}
        car={formCar(car)}
        optInLabel={wording.optIn}
        termsText={wording.terms}
        formToken={data.formToken}
        formId={`enquiry-form-${block.id ?? context.index}`}
        offerPlaceholder={offerPlaceholder(car?.price)}
      />
    </section>
  )
}
