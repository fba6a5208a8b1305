/** Shopper sign-in gating: which routes need a signed-in shopper, and the sign-in links. */
export {
  ALL_GATES,
  ALWAYS_GATED_TYPES,
  gatedRouteType,
  type GatingSettings,
  gatingSettingsOf,
  SIGN_IN_TYPES,
  signInHref,
  type SignInType,
  watchlistSignInHref,
} from './gating'
export {
  type BackoffPolicy,
  type BackoffState,
  retryAfterSeconds,
  SIGN_IN_ADDRESS_POLICY,
  SIGN_IN_CODES_PER_NUMBER_PER_HOUR,
  SIGN_IN_DEVICE_POLICY,
  SIGN_IN_RATE_WINDOW_MS,
  signInLimitMessage,
  takeBackoffCall,
} from './limits'
export {
  codeSentMessage,
  displayAustralianMobile,
  MAX_CODE_GUESSES_PER_NUMBER_PER_HOUR,
  normaliseAustralianMobile,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  reservationStatusText,
  SHOPPER_SESSION_DAYS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_DEFAULT_HEADING,
  SIGN_IN_HEADINGS,
  signInCodeText,
  signInMessages,
} from './shopper'
export { safeSitePath } from './sitePath'
export { DEFAULT_WATCHLIST_PATH, WATCHLIST_TOAST_VIEW_LIST, type WatchlistAnswer, watchlistMessages, watchlistToast } from './watchlist'
