/** Trade-in valuation: the online-estimate rule, rego and kilometre checks, the local rego lookup, the adjustment questions and the estimate. */
export { type AdjustmentAnswers, adjustmentQuestions, ADJUSTMENTS_INCOMPLETE, describeAdjustmentAnswers } from './adjustments'
export { formatEstimateRange, type TradeInOutcome, tradeInOutcome } from './estimate'
export { DEFAULT_TRADE_IN_FAQ } from './faq'
export { checkKms, checkRego, regoMessages, VALUATION_MAX_KMS } from './rego'
export {
  type EstimateRequest,
  miscellaneousMessages,
  parseEstimateRequest,
  parseRegoRequest,
  parseSaveValuationRequest,
  VALUATION_COLUMN,
} from './request'
export { NO_ONLINE_ESTIMATE_NEXT_STEP, NO_ONLINE_ESTIMATE_TEXT } from './rule'
export { localRegoVehicle, type RegoVehicle, regoVehicleTitle } from './vehicle'
