import { formatDollars } from './format'
import type { ButtonOption, PhoneChoice, TenantDisplaySettings, VehicleForDisplay } from './types'

/** coming_soon cars can still be enquired on, reserved and bought. */
export function isAvailable(car: Pick<VehicleForDisplay, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon'
}

/** What a dealer gets for a button option it has not set; the key order is the buttons' display order. */
const DEFAULT_BUTTON_OPTIONS: Readonly<Record<ButtonOption, boolean>> = {
  CTD: false,
  paymentMethods: false,
  callUsNow: true,
  finance: true,
  enquire: true,
  testDrive: true,
  tradeIn: true,
  whatsapp: false,
  reserve: true,
  onlinePurchase: true,
  chatWithUs: false,
  carHistoryReport: true,
  location: true,
}

/** Buttons that act on this particular car; a sold car swaps them all for one find-similar form. */
const CAR_SPECIFIC_BUTTONS: ReadonlySet<ButtonOption> = new Set([
  'CTD',
  'paymentMethods',
  'finance',
  'enquire',
  'testDrive',
  'tradeIn',
  'reserve',
  'onlinePurchase',
  'carHistoryReport',
])

/** Makes whose new cars can also be bought online. */
const ONLINE_PURCHASE_MAKES: ReadonlySet<string> = new Set(['kia', 'mg', 'mg motor'])

const FIND_SIMILAR_LABEL = 'Find Me Something Similar'
const FIND_SIMILAR_LABEL_LOWER_CASE = 'Find me something similar'
export const FINANCE_BUTTON_TEXT = 'Finance Enquiry'
const SOMETHING_SIMILAR_PROMPT = 'Like this and want something similar?'
const DEFAULT_RESERVE_DEPOSIT_LABEL = '$200'
const DEFAULT_FINANCE_LINK = '/finance'

/** 'Finance Enquiry', 'Enquire Now' and the find-similar text come from the spec; the rest are ours. */
const ACTION_BUTTON_LABELS: Readonly<Record<ButtonOption, string>> = {
  CTD: 'Click To Deal',
  paymentMethods: 'Payment Methods',
  callUsNow: 'Call Now',
  finance: FINANCE_BUTTON_TEXT,
  enquire: 'Enquire Now',
  testDrive: 'Book a Test Drive',
  tradeIn: 'Trade-In',
  whatsapp: 'WhatsApp',
  reserve: 'Reserve Online',
  onlinePurchase: 'Buy Online',
  chatWithUs: 'Chat With Us',
  carHistoryReport: 'History Report',
  location: 'Location',
}

export type ActionButton = {
  id: ButtonOption | 'findSimilar'
  label: string
  /** Absent for buttons that open a dialog or widget instead of a page. */
  href?: string
}

export function isCheckoutEnabledForCar(
  car: Pick<VehicleForDisplay, 'payment_processors'>,
  tenant: Pick<TenantDisplaySettings, 'checkout_enabled'>,
): boolean {
  return Boolean(tenant.checkout_enabled) && (car.payment_processors?.length ?? 0) > 0
}

/** Where a car is reserved: /cars/{slug}/checkout, or /cars/{slug}/buy-online on the sites that use that path. */
export function reserveHref(
  car: Pick<VehicleForDisplay, 'slug'>,
  tenant: Pick<TenantDisplaySettings, 'checkout_uses_buy_online_path'>,
): string {
  return `/cars/${encodeURIComponent(car.slug)}/${tenant.checkout_uses_buy_online_path ? 'buy-online' : 'checkout'}`
}

/** Reserve is offered while checkout is on for the car and no other shopper holds it or is paying for it. */
export function canReserveOnline(
  car: Pick<VehicleForDisplay, 'payment_processors' | 'status' | 'reserved' | 'reservation_in_progress'>,
  tenant: Pick<TenantDisplaySettings, 'checkout_enabled'>,
): boolean {
  return isAvailable(car) && !car.reserved && !car.reservation_in_progress && isCheckoutEnabledForCar(car, tenant)
}

export function offersOnlinePurchase(
  car: Pick<VehicleForDisplay, 'car_type' | 'make'>,
  tenant: Pick<TenantDisplaySettings, 'online_purchase_enabled'>,
): boolean {
  if (!tenant.online_purchase_enabled) return false
  return car.car_type === 'used' || ONLINE_PURCHASE_MAKES.has(car.make?.trim().toLowerCase() ?? '')
}

/** The pre-approval link, prefilled so the finance team knows which car and dealership it is about. */
export function financeEnquiryHref(
  car: Pick<VehicleForDisplay, 'slug' | 'price' | 'car_type' | 'vin' | 'dealership_slug'>,
  tenant: Pick<TenantDisplaySettings, 'finance_link'>,
): string {
  const query = new URLSearchParams()
  if (car.dealership_slug) query.set('preferredDealership', car.dealership_slug)
  if (typeof car.price === 'number' && car.price > 0) query.set('vehiclePriceBudget', String(Math.round(car.price)))
  query.set('car_id', car.slug)
  if (car.car_type) query.set('car_type', car.car_type)
  if (car.vin) query.set('vin', car.vin)
  return `${tenant.finance_link?.trim() || DEFAULT_FINANCE_LINK}?${query.toString()}#finance-form`
}

type ButtonRule = (option: ButtonOption) => { visible: boolean; href?: string }

/**
 * The sidebar's action buttons, in DEFAULT_BUTTON_OPTIONS order. A button shows when the
 * dealer has it on and the car allows it: reserve needs checkout for the car, online purchase a used
 * car (or a Kia or MG) on a dealer that sells online, the history report a report file, calling a
 * phone number. When the car is not available the car-specific buttons give way to one
 * 'Find Me Something Similar' form button, placed first.
 */
export function actionButtons(
  car: Pick<
    VehicleForDisplay,
    | 'id'
    | 'slug'
    | 'status'
    | 'car_type'
    | 'make'
    | 'file'
    | 'payment_processors'
    | 'price'
    | 'vin'
    | 'dealership_slug'
    | 'reserved'
    | 'reservation_in_progress'
  >,
  tenant: Pick<
    TenantDisplaySettings,
    | 'button_options'
    | 'checkout_enabled'
    | 'checkout_uses_buy_online_path'
    | 'online_purchase_enabled'
    | 'find_similar_lower_case'
    | 'finance_link'
    | 'enquire_button_text'
  >,
  phone: PhoneChoice,
): ActionButton[] {
  const available = isAvailable(car)
  const enabled = (option: ButtonOption) => tenant.button_options?.[option] ?? DEFAULT_BUTTON_OPTIONS[option]
  const slug = encodeURIComponent(car.slug)

  const rule: ButtonRule = (option) => {
    switch (option) {
      case 'reserve':
        return { visible: canReserveOnline(car, tenant), href: reserveHref(car, tenant) }
      case 'onlinePurchase':
        // While another shopper's payment is under way the page says so instead (a journey would fail at its end).
        return { visible: offersOnlinePurchase(car, tenant) && !car.reservation_in_progress, href: `/checkout-journey?car_id=${slug}` }
      case 'tradeIn':
        return { visible: true, href: `/cars/trade-in?car_id=${encodeURIComponent(String(car.id))}` }
      case 'carHistoryReport':
        return car.file?.trim() ? { visible: true, href: car.file.trim() } : { visible: false }
      case 'callUsNow':
        return phone.kind === 'phone' ? { visible: true, href: phone.telHref } : { visible: false }
      case 'finance':
        return { visible: true, href: financeEnquiryHref(car, tenant) }
      case 'location':
        return { visible: true, href: '#vehicle-map' }
      default:
        return { visible: true }
    }
  }

  const buttons: ActionButton[] = []
  if (!available) {
    buttons.push({ id: 'findSimilar', label: findSimilarLabel(tenant) })
  }
  for (const option of Object.keys(DEFAULT_BUTTON_OPTIONS) as ButtonOption[]) {
    if (!enabled(option) || (!available && CAR_SPECIFIC_BUTTONS.has(option))) continue
    const { visible, href } = rule(option)
    if (!visible) continue
    const label = option === 'enquire' ? enquireButtonLabel(tenant) : ACTION_BUTTON_LABELS[option]
    buttons.push({ id: option, label, ...(href === undefined ? {} : { href }) })
  }
  return buttons
}

/** Where an enquiry about a car is made: the contact form with the car filled in (the car page's and the card's Enquire button). */
export function carEnquiryHref(car: Pick<VehicleForDisplay, 'slug'>): string {
  return `/contact?car_id=${encodeURIComponent(car.slug)}`
}

/** The enquire button's words: the site's own ('Message Now' on some sites), else 'Enquire Now'. */
export function enquireButtonLabel(tenant: Pick<TenantDisplaySettings, 'enquire_button_text'>): string {
  return tenant.enquire_button_text?.trim() || ACTION_BUTTON_LABELS.enquire
}

export function findSimilarLabel(tenant: Pick<TenantDisplaySettings, 'find_similar_lower_case'>): string {
  return tenant.find_similar_lower_case ? FIND_SIMILAR_LABEL_LOWER_CASE : FIND_SIMILAR_LABEL
}

/** The word the sold notice uses for the item: 'caravan' on caravan sites, else 'car'. */
export function vehicleNoun(car: Pick<VehicleForDisplay, 'item_type'>): string {
  return car.item_type?.trim().toLowerCase() || 'car'
}

type SoldNotice = { message: string; prompt: string | null; buttonLabel: string }

/** Null while the car is available. */
export function soldNotice(
  car: Pick<VehicleForDisplay, 'status' | 'item_type'>,
  tenant: Pick<TenantDisplaySettings, 'find_similar_lower_case' | 'show_something_similar_prompt'>,
): SoldNotice | null {
  if (isAvailable(car)) return null
  const noun = vehicleNoun(car)
  return {
    message: `Unfortunately this ${noun} recently sold. But don't worry, we can help you find a similar ${noun}!`,
    prompt: tenant.show_something_similar_prompt ? SOMETHING_SIMILAR_PROMPT : null,
    buttonLabel: findSimilarLabel(tenant),
  }
}

/** The reserve deposit from configuration, '$200' when none is configured. */
export function reserveDepositLabel(depositAmount: number | null | undefined): string {
  return typeof depositAmount === 'number' && depositAmount > 0 ? formatDollars(depositAmount) : DEFAULT_RESERVE_DEPOSIT_LABEL
}

/**
 * Where a sidebar button goes. The rules give links for most buttons; the enquiry, test-drive and
 * find-similar buttons open forms that have no dialog yet, so they go to the site's default pages with
 * the car named. Buttons with nowhere to go (WhatsApp, chat and the like, off by default) are dropped.
 */
export function actionHref(button: ActionButton, car: Pick<VehicleForDisplay, 'slug'>): string | null {
  if (button.href) return button.href
  const slug = encodeURIComponent(car.slug)
  switch (button.id) {
    case 'enquire':
      return carEnquiryHref(car)
    case 'testDrive':
      return `/book-test-drive/?car_id=${slug}`
    case 'findSimilar':
      // The same target as the car card's button for a sold car: the form names the car and asks for similar ones.
      return `/find-me-something-similar?car_id=${slug}`
    default:
      return null
  }
}
