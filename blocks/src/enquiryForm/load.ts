import {
  enquiryConsentWording,
  enquiryFormSetup,
  type EnquiryCar,
  type EnquiryModel,
  type TenantEnquirySettings,
} from '@forecourt/domain/enquiry'
import { financeApplicationPrefill } from '@forecourt/domain/finance'
import type { FinanceProvider } from '@forecourt/domain/vehicle'

import type { LayoutBlockOf } from '../shared/blockTypes'
import type { BlockLoader, EnquiryOffer } from '../shared/loader'

/** What an enquiry form renders from, beyond its block. */
export type EnquiryFormData = {
  /** The site's enquiry switches (comments, terms, opt-in default). */
  settings: TenantEnquirySettings
  /** The form's signed description (what it requires, the consent wording it shows). */
  formToken: string
  /** The car named by ?car_id=, within the tenant. */
  car: EnquiryCar | null
  /** The showroom model named by ?model= (or the model page the form is on), only when no car is named. */
  model: EnquiryModel | null
  /** The live offer named by ?offer=, within the tenant. */
  offer: EnquiryOffer | null
  /** A finance form's starting figures from the car page's link, and the site's provider whose eligibility rules it shows. */
  finance: { prefill: Readonly<Record<string, string>>; provider: FinanceProvider | null } | null
}

/**
 * An enquiry form's site switches, the car a '?car_id=' link names (the offer a '?offer=' link names), and the form's description as
 * rendered, signed by the server: the intake records the consent wording and enforces the required
 * fields from it, not from anything the browser declares.
 */
export const loadEnquiryForm: BlockLoader<LayoutBlockOf<'enquiryForm'>, EnquiryFormData> = async (block, reads) => {
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
  const formToken = await reads.signEnquiryForm({
    block: block.id,
    kind: setup.kind,
    settings: setup.declaration.settings,
    show: setup.declaration.show,
    opt_in_wording: wording.optIn,
    terms_wording: wording.terms,
  })
  // A finance form starts from the figures the car page's calculator sent, under the site's provider's rules.
  const finance =
    setup.kind === 'finance' ? { prefill: financeApplicationPrefill(reads.searchParams), provider: await reads.financeProvider() } : null
  return { settings, formToken, car, model: car ? null : model, offer, finance }
}
