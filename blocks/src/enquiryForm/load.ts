import { enquiryConsentWording, enquiryFormSetup } from '@forecourt/domain/enquiry'
import { financeApplicationPrefill } from '@forecourt/domain/finance'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader } from '../shared/loader'

/**
 * An enquiry form's site switches, the car a '?car_id=' link names (the offer a '?offer=' link names), and the form's description as
 * rendered, signed by the server: the intake records the consent wording and enforces the required
 * fields from it, not from anything the browser declares.
 */
export const loadEnquiryForm: BlockLoader<LayoutBlockOf<'enquiryForm'>> = async (block, id, reads) => {
  const carParam = reads.searchParams.car_id
  const modelParam = reads.searchParams.model
  const offerParam = reads.searchParams.offer
  const [settings, car, model, offer] = await Promise.all([
    reads.enquirySettings(),
    reads.enquiryCar(typeof carParam === 'string' ? carParam : undefined),
    // A car is the more precise subject: a model is asked for only when no car is named.
    typeof modelParam === 'string' && carParam === undefined ? reads.enquiryModel(modelParam) : Promise.resolve(null),
    reads.enquiryOffer(typeof offerParam === 'string' ? offerParam : undefined),
  ])
  const setup = enquiryFormSetup(block, settings)
  const wording = enquiryConsentWording(block)
  const token = await reads.signEnquiryForm({
    block: id,
    kind: setup.kind,
    settings: setup.declaration.settings,
    show: setup.declaration.show,
    opt_in_wording: wording.optIn,
    terms_wording: wording.terms,
  })
  // A finance form starts from the figures the car page's calculator sent, under the site's provider's rules.
  const finance =
    setup.kind === 'finance'
      ? { financePrefill: financeApplicationPrefill(reads.searchParams), financeProvider: await reads.financeProvider() }
      : {}
  return {
    ...finance,
    enquirySettings: settings,
    enquiryFormTokens: { [id]: token },
    ...(car ? { enquiryCar: car } : {}),
    ...(model && !car ? { enquiryModel: model } : {}),
    ...(offer ? { enquiryOffer: offer } : {}),
  }
}
