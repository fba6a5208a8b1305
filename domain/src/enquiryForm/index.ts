/**
 * The enquiry rules an enquiry form needs in the browser: the form's part of `@forecourt/domain/enquiry`,
 * without the server's zod schema (`validateEnquiry`), so the form's code does not carry the schema library.
 * The form checks its answers with `checkEnquiry`, held to the schema's verdicts by `check.test.ts`.
 */
export { enquiryAnalyticsEvent, enquiryUserData, pushToDataLayer } from '../enquiry/analytics'
export { FINANCE_FREQUENCY_LABELS, financeFrequencies } from '../finance/application'
export {
  advanceEnquirySteps,
  type EnquiryCar,
  type EnquiryStepsEvent,
  type EnquiryStepsState,
  generalEnquiryCategories,
  isLastStep,
  isSubmitting,
  startEnquirySteps,
} from '../enquiry/categories'
export { checkEnquiry } from '../enquiry/check'
export {
  australianStates,
  type EnquiryErrors,
  enquiryFields,
  type EnquiryFieldSpec,
  enquiryInitialValues,
  HONEYPOT_FIELD,
  POSTCODE_MAX_LENGTH,
  preferredContactMethods,
} from '../enquiry/fields'
export {
  type AppointmentSlot,
  type EnquiryFormSetup,
  prefillFromProfile,
  profileFromValues,
  readVisitorProfile,
  SUCCESS_CATEGORY_KEY,
  VISITOR_PROFILE_KEY,
} from '../enquiry/formSetup'
export { enquiryMessages } from '../enquiry/messages'
export { formatMoneyInput, moneyQuickOptions } from '../enquiry/money'
export { NO_ONLINE_ESTIMATE_TEXT, onlineEstimateVerdict } from '../tradeIn/rule'
