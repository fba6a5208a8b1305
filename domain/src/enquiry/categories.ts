import { enquiryMessages } from './messages'

/**
 * The enquiry forms a site can show. 'vehicle' is the vehicle page's own enquiry dialog
 * ('Enquire Now'); 'find-similar' replaces it once the car has sold.
 */
export const enquiryFormKinds = [
  'general',
  'vehicle',
  'test-drive',
  'request-photos',
  'make-an-offer',
  'finance',
  'fleet',
  'find-similar',
  'service',
  'parts',
  'trade-in',
  'former-customer',
  'careers',
] as const

export type EnquiryFormKind = (typeof enquiryFormKinds)[number]

export function isEnquiryFormKind(value: unknown): value is EnquiryFormKind {
  return typeof value === 'string' && (enquiryFormKinds as readonly string[]).includes(value)
}

type LeadCategory = { category: string; subcategory: string | null }

export const DEFAULT_SUBMIT_TEXT = 'Submit Form'
export const DEFAULT_ENQUIRY_BUTTON_TEXT = 'Enquire Now'
const FIND_SIMILAR_BUTTON_TEXT = 'Find Me Something Similar'
export const SUCCESS_PATH = '/success'

const CAREERS_CATEGORY = 'Careers Enquiry'
const GENERAL_CATEGORY = 'General Enquiry'
const CAREER_SUBCATEGORY = 'Career Enquiry'

/** What each kind of form is called and which category its leads are filed under by default. */
export const enquiryFormDefaults: Record<EnquiryFormKind, { title: string } & LeadCategory> = {
  general: { title: 'General Enquiry', category: GENERAL_CATEGORY, subcategory: null },
  vehicle: { title: DEFAULT_ENQUIRY_BUTTON_TEXT, category: 'Vehicle Enquiry', subcategory: null },
  'test-drive': { title: 'Book a Test Drive', category: 'Test Drive', subcategory: null },
  'request-photos': { title: 'Request Photos', category: 'Vehicle Enquiry', subcategory: 'Request Photos' },
  'make-an-offer': { title: 'Make an Offer', category: 'Vehicle Enquiry', subcategory: 'Make An Offer' },
  finance: { title: 'Finance Enquiry', category: 'Finance Enquiry', subcategory: null },
  fleet: { title: 'Get In Touch', category: 'Fleet Enquiry', subcategory: null },
  'find-similar': { title: FIND_SIMILAR_BUTTON_TEXT, category: 'Vehicle Enquiry', subcategory: 'Find Me Something Similar' },
  service: { title: 'Service Enquiry', category: 'Service Enquiry', subcategory: null },
  parts: { title: 'Parts Enquiry', category: 'Parts Enquiry', subcategory: null },
  'trade-in': { title: 'Trade-In Enquiry', category: 'Trade-In Enquiry', subcategory: null },
  'former-customer': { title: 'Former Customer', category: 'Former Customer', subcategory: null },
  careers: { title: CAREERS_CATEGORY, category: CAREERS_CATEGORY, subcategory: null },
}

/** The choices of the general form's category select, in the order shown. */
export const generalEnquiryCategories = [
  GENERAL_CATEGORY,
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Fleet Enquiry',
  CAREERS_CATEGORY,
  'Feedback',
] as const

/**
 * The category a lead is stored under. CRMs downstream know no 'Careers Enquiry' category, so it is
 * filed as a General Enquiry with the subcategory Career Enquiry.
 */
export function normaliseLeadCategory(category: string, subcategory: string | null = null): LeadCategory {
  const trimmed = category.trim()
  if (trimmed.toLowerCase() === CAREERS_CATEGORY.toLowerCase()) {
    return { category: GENERAL_CATEGORY, subcategory: CAREER_SUBCATEGORY }
  }
  const trimmedSubcategory = subcategory?.trim()
  return { category: trimmed, subcategory: trimmedSubcategory ? trimmedSubcategory : null }
}

/** The visitor's chosen category when the form shows the select, else the form's default. */
export function leadCategoryFor(kind: EnquiryFormKind, chosen?: { category?: string | null; subcategory?: string | null }): LeadCategory {
  const defaults = enquiryFormDefaults[kind]
  const chosenCategory = chosen?.category?.trim()
  if (chosenCategory) return normaliseLeadCategory(chosenCategory, chosen?.subcategory ?? null)
  return normaliseLeadCategory(defaults.category, chosen?.subcategory ?? defaults.subcategory)
}

// ---------------------------------------------------------------------------------------------
// Vehicle page

type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | (string & {})
type CarType = 'new' | 'used' | 'demo' | (string & {})

/** The car facts a vehicle-page form needs; the field names follow the stock feed. */
export type EnquiryCar = {
  id: string | number
  name?: string | null
  make?: string | null
  model?: string | null
  badge?: string | null
  year?: number | string | null
  km?: number | null
  car_type?: CarType | null
  status?: CarStatus | null
  stocknum?: string | null
  /** The asking price: the make-an-offer form suggests it. */
  price?: number | null
  dealership_slug?: string | null
  tag?: string | null
  item_type?: string | null
  certified?: boolean | null
}

/** Cars that are in stock or coming soon can still be bought; anything else counts as sold. */
export function isCarAvailable(car: Pick<EnquiryCar, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon'
}

/** Which form the vehicle page's enquiry button opens, and what the button says. */
export function vehicleEnquiryKind(car: Pick<EnquiryCar, 'status'>): 'vehicle' | 'find-similar' {
  return isCarAvailable(car) ? 'vehicle' : 'find-similar'
}

export function vehicleEnquiryButtonText(
  car: Pick<EnquiryCar, 'status'>,
  labels: { enquire?: string | null; findSimilar?: string | null } = {},
): string {
  if (isCarAvailable(car)) return labels.enquire?.trim() || DEFAULT_ENQUIRY_BUTTON_TEXT
  return labels.findSimilar?.trim() || FIND_SIMILAR_BUTTON_TEXT
}

/** 'caravan' or 'motorcycle' for those sites' stock, 'car' otherwise; used in sentences. */
function vehicleTypeWord(car: Pick<EnquiryCar, 'item_type'>): string {
  const itemType = car.item_type?.trim().toLowerCase()
  if (itemType === 'caravan' || itemType === 'motorcycle' || itemType === 'truck') return itemType
  return 'car'
}

/** '2021 Toyota Corolla Ascent Sport', or the car's own name when the feed gives one. */
export function carTitle(car: Pick<EnquiryCar, 'name' | 'year' | 'make' | 'model' | 'badge'>): string {
  const name = car.name?.trim()
  if (name) return name
  return [car.year, car.make, car.model, car.badge]
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter(Boolean)
    .join(' ')
}

/** URL-safe make slug ('Mercedes-Benz' → 'mercedes-benz') for manufacturer_slug. */
export function makeSlug(make: string): string {
  return make
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** How a site asks for marketing consent on vehicle forms. */
export type OptInStyle = 'single' | 'finance-and-trade'

type VehiclePrefill = {
  dealership_slug?: string
  manufacturer_slug?: string
  stock_number?: string
  'Vehicle Make'?: string
  'Vehicle Model'?: string
  car_type?: string
  car_id: string
  vehicle_status?: string
  opt_in?: boolean
  opt_in_finance?: boolean
  opt_in_trade?: boolean
  message: string
}

/**
 * The hidden and pre-filled fields of a form opened from a vehicle page. A sold car's message asks
 * for something similar, because that form replaces the purchase buttons.
 */
export function vehiclePrefill(car: EnquiryCar, settings: { optInStyle?: OptInStyle; optInDefault?: boolean } = {}): VehiclePrefill {
  const prefill: VehiclePrefill = { car_id: String(car.id), message: vehicleMessage(car) }
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)
  const assign = <K extends keyof VehiclePrefill>(key: K, value: VehiclePrefill[K] | undefined) => {
    if (value !== undefined) prefill[key] = value
  }
  assign('dealership_slug', text(car.dealership_slug))
  assign('manufacturer_slug', car.make?.trim() ? makeSlug(car.make) : undefined)
  assign('stock_number', text(car.stocknum))
  assign('Vehicle Make', text(car.make))
  assign('Vehicle Model', text(car.model))
  assign('car_type', text(car.car_type))
  assign('vehicle_status', text(car.status))
  if (settings.optInStyle === 'finance-and-trade') {
    // Those sites ask separately and leave both unticked: neither is required.
    prefill.opt_in_finance = false
    prefill.opt_in_trade = false
  } else {
    prefill.opt_in = settings.optInDefault ?? true
  }
  return prefill
}

function vehicleMessage(car: EnquiryCar): string {
  const word = vehicleTypeWord(car)
  const title = carTitle(car)
  const subject = title ? `the ${title}` : `this ${word}`
  const stock = car.stocknum?.trim() ? ` (stock number ${car.stocknum.trim()})` : ''
  if (!isCarAvailable(car)) {
    return `I'm interested in a ${word} similar to ${subject}${stock}, which has sold. Please let me know about similar ${word}s.`
  }
  return `I'm interested in ${subject}${stock}. Please contact me.`
}

/** A model from the showroom (not one car): the make, its name and where it stands in the range. */
export type EnquiryModel = { make: string; name: string; status?: string | null }

type ModelPrefill = Pick<VehiclePrefill, 'manufacturer_slug' | 'Vehicle Make' | 'Vehicle Model' | 'car_type' | 'message'>

/**
 * The pre-filled fields of a form opened from a model page: the make and model the dealer's CRM
 * files new-car leads by, and a message naming the model (an upcoming one registers interest).
 */
export function modelPrefill(model: EnquiryModel): ModelPrefill {
  const make = model.make.trim()
  const name = model.name.trim()
  const title = `${make} ${name}`.trim()
  const message =
    model.status === 'coming_soon'
      ? `I'd like to register my interest in the upcoming ${title}. Please let me know when it arrives.`
      : model.status === 'discontinued'
        ? `I'm interested in a ${title}. Please let me know what you have available.`
        : `I'm interested in the new ${title}. Please contact me with pricing and availability.`
  return {
    ...(make ? { manufacturer_slug: makeSlug(make), 'Vehicle Make': make } : {}),
    'Vehicle Model': name,
    ...(model.status === 'discontinued' ? {} : { car_type: 'new' }),
    message,
  }
}

// ---------------------------------------------------------------------------------------------
// Dealership picker

type DealershipOption = { value: string; label: string }

type DealershipSelection = { selected: string | null; autoSelectedOnce: boolean }

/**
 * A picker with exactly one dealership selects it for the visitor, once: if they clear it again we
 * respect that rather than fight them.
 */
export function autoSelectSingleDealership(options: readonly DealershipOption[], current: DealershipSelection): DealershipSelection {
  const only = options.length === 1 ? options[0] : undefined
  if (!only || current.autoSelectedOnce || current.selected) return current
  return { selected: only.value, autoSelectedOnce: true }
}

// ---------------------------------------------------------------------------------------------
// Multi-step progression

export type EnquiryStepsState = {
  stepIndex: number
  stepCount: number
  phase: 'editing' | 'submitting' | 'succeeded'
  error: string | null
  leadId: string | null
}

type LeadSubmissionResponse = { lead_id?: string | number | null; error?: string | null }

export type EnquiryStepsEvent =
  /** The visitor pressed Next or Submit and the current step's fields passed validation. */
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'submitted'; response: LeadSubmissionResponse }
  /** The request itself failed (network, server crash). */
  | { type: 'submit-failed' }

type EnquiryStepsEffect =
  { type: 'submit' } | { type: 'store-success-category'; category: string } | { type: 'redirect'; to: typeof SUCCESS_PATH }

type EnquiryStepsTransition = { state: EnquiryStepsState; effects: EnquiryStepsEffect[] }

export function startEnquirySteps(stepCount: number): EnquiryStepsState {
  return { stepIndex: 0, stepCount: Math.max(1, Math.floor(stepCount)), phase: 'editing', error: null, leadId: null }
}

export function isLastStep(state: EnquiryStepsState): boolean {
  return state.stepIndex >= state.stepCount - 1
}

/** The submit button shows a spinner and ignores presses while this is true. */
export function isSubmitting(state: EnquiryStepsState): boolean {
  return state.phase === 'submitting'
}

/**
 * Next until the last step, then submit. A lead_id in the answer means the enquiry was stored: the
 * success category is saved for the /success page and the visitor goes there. Anything else keeps
 * the visitor on the step with the returned error, or the generic one.
 */
export function advanceEnquirySteps(
  state: EnquiryStepsState,
  event: EnquiryStepsEvent,
  context: { successCategory: string },
): EnquiryStepsTransition {
  const stay: EnquiryStepsTransition = { state, effects: [] }
  if (state.phase === 'succeeded') return stay

  switch (event.type) {
    case 'continue': {
      if (state.phase !== 'editing') return stay
      if (!isLastStep(state)) return { state: { ...state, stepIndex: state.stepIndex + 1, error: null }, effects: [] }
      return { state: { ...state, phase: 'submitting', error: null }, effects: [{ type: 'submit' }] }
    }
    case 'back': {
      if (state.phase !== 'editing' || state.stepIndex === 0) return stay
      return { state: { ...state, stepIndex: state.stepIndex - 1, error: null }, effects: [] }
    }
    case 'submitted': {
      if (state.phase !== 'submitting') return stay
      const leadId = normaliseLeadId(event.response.lead_id)
      if (leadId) {
        return {
          state: { ...state, phase: 'succeeded', error: null, leadId },
          effects: [
            { type: 'store-success-category', category: context.successCategory },
            { type: 'redirect', to: SUCCESS_PATH },
          ],
        }
      }
      const returned = event.response.error?.trim()
      return { state: { ...state, phase: 'editing', error: returned || enquiryMessages.unexpectedError }, effects: [] }
    }
    case 'submit-failed': {
      if (state.phase !== 'submitting') return stay
      return { state: { ...state, phase: 'editing', error: enquiryMessages.unexpectedError }, effects: [] }
    }
  }
}

function normaliseLeadId(leadId: LeadSubmissionResponse['lead_id']): string | null {
  if (typeof leadId === 'number') return Number.isFinite(leadId) ? String(leadId) : null
  if (typeof leadId === 'string' && leadId.trim()) return leadId.trim()
  return null
}

/**
 * A single-step form that fails: the alert always reads the generic text; the form's error banner
 * keeps the error's own message when there is one.
 */
export function singleStepSubmitFailure(error: unknown): { alert: string; formError: string } {
  const message = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : ''
  return { alert: enquiryMessages.submitFailed, formError: message || enquiryMessages.submitFailed }
}

/** The message an enquiry about a special offer starts with (the offer page's 'Enquire' link, `?offer=`). */
export function offerEnquiryMessage(offerName: string): string {
  return `I am interested in the offer "${offerName.trim()}". Please contact me with more details.`
}
