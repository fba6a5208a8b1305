/** Dealer location rules: addresses, opening hours, the dealership calendar and what a Location document means. */
export { type CalendarDate, calendarDateIn, EAST_COAST_TIME_ZONE } from './calendar'
export {
  blockVariant,
  dealerLocationOf,
  DEFAULT_LOCATION_PAGE_FAMILY,
  hoursTypeOf,
  LOCATION_HOURS_TYPES,
  LOCATION_PAGE_FAMILIES,
  locationHref,
  locationPageFamily,
  type LocationPageFamily,
  locationStates,
  locationStockHref,
  openingHoursOf,
  withAppointmentSaturday,
} from './documents'
export { BY_APPOINTMENT_ONLY, type HoursLine, openingHoursDropdown, type SpecialHoursLine, upcomingSpecialHours } from './hours'
export {
  addressLine,
  autoDealerJsonLd,
  type AutoDealerJsonLd,
  coordinatesOf,
  directionsUrl,
  locationLayout,
  type LocationLayout,
  locationReviews,
  type LocationVariant,
  selectLocations,
  showComingSoonBadge,
  staticMapLink,
} from './locations'
export type { DealerLocation, LocationType } from './types'
export { australianPhoneProblem, clockTimeProblem, closingTimeProblem, contactMessages, postcodeFormatProblem } from './contactRules'
