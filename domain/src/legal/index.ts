/** Legal content rules: complaints regulators by state, privacy wording, feedback landing and when a popup shows. */
export {
  COMPLAINTS_INTRO,
  complaintsRegulators,
  isPopupVisible,
  popupDismissalKey,
  PRIVACY_ACT,
  PRIVACY_COLLECTED_INFORMATION,
  PRIVACY_COMPLAINT_RESPONSE_DAYS,
  PRIVACY_POLICY_TOPICS,
  type Regulator,
  REGULATORS,
  reviewFeedbackLanding,
  STATE_CODES,
  type StateCode,
} from './rules'
