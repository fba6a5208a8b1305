import { enquiryConsentWording, enquiryFormSetup, type EnquiryCar, type TenantEnquirySettings } from '@forecourt/domain/enquiry'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'
import { valuationEnquiryBlock } from './enquiry'

/** What the valuation tool renders from, beyond its block. */
export type TradeInValuationData = {
  /** The site's enquiry switches (comments, terms, opt-in default). */
  settings: TenantEnquirySettings
  /** The signed trade-in enquiry the tool sends its lead with. */
  formToken: string
  /** The car named by ?car_id=, within the tenant: the car the trade-in goes towards. */
  car: EnquiryCar | null
}

/** The site's form switches, the car a '?car_id=' link names, and the signed trade-in enquiry the tool sends its lead with. */
export const loadTradeInValuation: BlockLoader<LayoutBlockOf<'tradeInValuation'>, TradeInValuationData> = async (block, reads) => {
  const carParam = reads.searchParams.car_id
  const [settings, car] = await Promise.all([
    reads.enquirySettings(),
    reads.enquiryCar(typeof carParam === 'string' ? carParam : undefined),
  ])
  const enquiry = valuationEnquiryBlock(block)
  const setup = enquiryFormSetup(enquiry, settings)
  const wording = enquiryConsentWording(enquiry)
  const formToken = await reads.signEnquiryForm({
    block: block.id,
    kind: setup.kind,
    settings: setup.declaration.settings,
    show: setup.declaration.show,
    opt_in_wording: wording.optIn,
    terms_wording: wording.terms,
  })
  return { settings, formToken, car }
}
