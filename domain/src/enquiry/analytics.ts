import type { EnquiryCar, EnquiryFormKind } from './categories'

/** The analytics event ids the dealer reporting expects; the numbers are fixed by that reporting. */
export const analyticsEventIds = {
  usedVehicleView: 4,
  newEnquiry: 14,
  usedEnquiry: 15,
  testDrive: 17,
  offerAccepted: 18,
  fleetEnquiry: 19,
  defaultEnquiryForm: 22,
  callTheDealer: 25,
  firstCalculatorInteraction: 26,
  favouriteAdded: 39,
  usedTestDrive: 48,
  searchPageView: 49,
  careerEnquiry: 51,
  historyReport: 60,
  print: 61,
} as const

type AnalyticsEventId = (typeof analyticsEventIds)[keyof typeof analyticsEventIds]

const TEST_DRIVE_ONLY_TAG = 'test drive only'

function isUsed(car: Pick<EnquiryCar, 'car_type'> | null | undefined): boolean {
  return car?.car_type?.trim().toLowerCase() === 'used'
}

function isTestDriveOnly(car: Pick<EnquiryCar, 'tag'> | null | undefined): boolean {
  return car?.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG
}

/**
 * The event id sent after an enquiry is stored. Careers and fleet forms keep their own ids whatever
 * page they sit on; a test drive is 48 for a used car and 17 otherwise; a vehicle enquiry is 17 for a
 * car tagged 'Test Drive Only', 15 for a used car and 14 for new or demo; a form with no car is the
 * default form, 22.
 */
export function enquiryEventId(input: {
  kind: EnquiryFormKind
  category?: string | null
  subcategory?: string | null
  car?: Pick<EnquiryCar, 'car_type' | 'tag'> | null
}): AnalyticsEventId {
  const { kind, car } = input
  const category = input.category?.trim().toLowerCase()
  const subcategory = input.subcategory?.trim().toLowerCase()
  if (kind === 'careers' || category === 'careers enquiry' || subcategory === 'career enquiry') return analyticsEventIds.careerEnquiry
  if (kind === 'fleet' || category === 'fleet enquiry') return analyticsEventIds.fleetEnquiry
  if (kind === 'test-drive') return isUsed(car) ? analyticsEventIds.usedTestDrive : analyticsEventIds.testDrive
  if (car) {
    if (isTestDriveOnly(car)) return analyticsEventIds.testDrive
    return isUsed(car) ? analyticsEventIds.usedEnquiry : analyticsEventIds.newEnquiry
  }
  return analyticsEventIds.defaultEnquiryForm
}

type VehicleEventParameters = {
  vehicleStatus?: string
  vehicleMake?: string
  vehicleModel?: string
  vehicleYear?: number
  vehicleKilometers?: number
  vehicleGrade?: string
}

const conditionLabels: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' }

/**
 * The vehicle facts sent with an event. vehicleStatus is the condition (New, Used, Demo), which is
 * what dealer reports split on; vehicleGrade is the badge (the trim level, e.g. 'Ascent Sport').
 * Unknown values are left out rather than sent empty, so reports do not count blanks as a value.
 */
export function vehicleEventParameters(
  car: Pick<EnquiryCar, 'car_type' | 'make' | 'model' | 'year' | 'km' | 'badge'> | null | undefined,
): VehicleEventParameters {
  if (!car) return {}
  const parameters: VehicleEventParameters = {}
  const condition = car.car_type?.trim().toLowerCase()
  if (condition) parameters.vehicleStatus = conditionLabels[condition] ?? car.car_type?.trim()
  if (car.make?.trim()) parameters.vehicleMake = car.make.trim()
  if (car.model?.trim()) parameters.vehicleModel = car.model.trim()
  const year = typeof car.year === 'string' ? Number.parseInt(car.year, 10) : car.year
  if (typeof year === 'number' && Number.isFinite(year) && year > 0) parameters.vehicleYear = year
  if (typeof car.km === 'number' && Number.isFinite(car.km) && car.km >= 0) parameters.vehicleKilometers = Math.round(car.km)
  if (car.badge?.trim()) parameters.vehicleGrade = car.badge.trim()
  return parameters
}

export type AnalyticsEvent = {
  event: string
  eventId: AnalyticsEventId
} & VehicleEventParameters &
  Record<string, unknown>

type EnquiryUserData = { name?: string; last_name?: string; email?: string; phone?: string; postcode?: string }

const USER_DATA_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const

/**
 * The visitor the enquiry event names (spec §3: the visitor fields of the enquiry payload): name,
 * last_name, email, phone and postcode as typed, trimmed; a field the form did not ask for, or left
 * empty, is left out.
 */
export function enquiryUserData(values: Readonly<Record<string, unknown>>): EnquiryUserData {
  const data: EnquiryUserData = {}
  for (const field of USER_DATA_FIELDS) {
    const value = values[field]
    if (typeof value === 'string' && value.trim()) data[field] = value.trim()
  }
  return data
}

/** The event pushed after an enquiry succeeds; userData is what the tag manager may match on. */
export function enquiryAnalyticsEvent(input: {
  kind: EnquiryFormKind
  category?: string | null
  subcategory?: string | null
  car?: (Pick<EnquiryCar, 'car_type' | 'tag' | 'make' | 'model' | 'year' | 'km' | 'badge'> & { id?: string | number }) | null
  leadId?: string | null
  userData?: Record<string, unknown>
}): AnalyticsEvent {
  const event: AnalyticsEvent = {
    event: 'enquiry_submitted',
    eventId: enquiryEventId(input),
    ...vehicleEventParameters(input.car),
  }
  if (input.category) event.enquiryCategory = input.category
  if (input.leadId) event.leadId = input.leadId
  if (input.userData) event.userData = input.userData
  return event
}

type Logger = Pick<Console, 'warn'>

/**
 * Pushes onto the tag manager's dataLayer. Analytics must never break an enquiry, so any failure
 * (no dataLayer, a blocked script that replaced push, a throwing logger) is logged at most.
 */
export function pushToDataLayer(
  target: { dataLayer?: unknown } | null | undefined,
  event: Record<string, unknown>,
  logger: Logger = console,
): boolean {
  try {
    if (!target) return false
    if (target.dataLayer === undefined) target.dataLayer = []
    const layer = target.dataLayer as { push?: unknown }
    if (!layer || typeof layer.push !== 'function') throw new Error('dataLayer has no push function')
    ;(layer.push as (entry: unknown) => unknown).call(layer, event)
    return true
  } catch (error) {
    try {
      logger.warn('Analytics event not sent', error)
    } catch {
      // A broken logger must not break the form either.
    }
    return false
  }
}
