import { enquiryConsentWording, enquiryFormSetup } from '@forecourt/domain/enquiry'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'
import { valuationEnquiryBlock } from './enquiry'

/** The site's form switches, the car a '?car_id=' link names, and the signed trade-in enquiry the tool sends its lead with. */
export const loadTradeInValuation: BlockLoader<LayoutBlockOf<'tradeInValuation'>> = async (block, id, reads) => {
  const carParam = reads.searchParams.car_id
  const [settings, car] = await Promise.all([
    reads.enquirySettings(),
    reads.enquiryCar(typeof carParam === 'string' ? carParam : undefined),
  ])
  const enquiry = valuationEnquiryBlock(block)
  const setup = enquiryFormSetup(enquiry, settings)
  const wording = enquiryConsentWording(enquiry)
  const token = await reads.signEnquiryForm({
    block: id,
    kind: setup.kind,
    settings: setup.declaration.settings,
    show: setup.declaration.show,
    opt_in_wording: wording.optIn,
    terms_wording: wording.terms,
  })
  return { enquirySettings: settings, valuationFormTokens: { [id]: token }, ...(car ? { enquiryCar: car } : {}) }
}
