/** Display rules of a car: price, phone, action buttons and sold notice (summary); specifications, features, comments, reviews, service plan and JSON-LD (details). */
export {
  actionButtons,
  actionHref,
  canReserveOnline,
  financeEnquiryHref,
  findSimilarLabel,
  isAvailable,
  isCheckoutEnabledForCar,
  offersOnlinePurchase,
  soldNotice,
  vehicleNoun,
} from './actions'
export { dealerComments } from './comments'
export { choosePhone, dealerPhoneSettings, pageActions, pagePhone, showMobileCallNow } from './contact'
export { formatDollars, formatThousands, toNumber } from './format'
export { carJsonLd } from './jsonLd'
export { featureList } from './lists'
export { marketPriceIndicator, priceDisplay, subscriptionPriceText, wasPriceText } from './price'
export { type ReviewsSummary, reviewsSummary } from './reviews'
export { serviceAdvantageFor, serviceIntervalText } from './serviceAdvantage'
export { calendarDateInTimeZone, keyInformation, monthYear, regoExpiryText, specGrid, type SpecRow } from './specs'
export { BUTTON_OPTIONS, FINANCE_PROVIDERS, type FinanceProvider } from './types'
