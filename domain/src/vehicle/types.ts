import type { PaymentMode } from '../reservation/paymentMode'
/**
 * Input shapes for the vehicle page rules. The Cars collection and the tenant settings do not exist yet,
 * so these mirror the field names of the specification (snake_case where the spec writes it, camelCase
 * for lender records, which come from lenders in that form). Every field a rule does not strictly need
 * is optional, so a partially filled record from a feed can still be displayed.
 */

type CarType = 'new' | 'used' | 'demo'

/** Feeds may send statuses we do not know; anything but in_stock or coming_soon is treated as sold. */
type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | (string & {})

/** Lenders send numbers, sometimes as strings ("6.29"); both are accepted and parsed where used. */
export type NumberLike = number | string | null | undefined

export const FINANCE_PROVIDERS = [
  'taurus',
  'car_clarity',
  'manual',
  '360_finance',
  'angle',
  'powertorque',
  'nissan_finance',
  'ausloans',
] as const
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number]

/** One lender's figures for one car, as in `finance_lenders[provider]` and the calculator's lender record. */
export type LenderRecord = {
  interestRate?: NumberLike
  comparisonRate?: NumberLike
  paymentWeek?: NumberLike
  paymentMonth?: NumberLike
  deposit?: NumberLike
  balloon?: NumberLike
  termYears?: NumberLike
  termMonths?: NumberLike
  termWeeks?: NumberLike
  establishmentFees?: NumberLike
  totalPayable?: NumberLike
  disclaimer?: string | null
  financeProvider?: string | null
}

type CaravanSpecifications = {
  body_width?: string | number | null
  body_length?: string | number | null
  tare_weight?: string | number | null
  axle_type?: string | null
  sleeps?: string | number | null
  aggregate_trailer_mass?: string | number | null
}

export type OpeningHourEntry = {
  /** 0 is Sunday, 6 is Saturday. */
  weekday: number
  status?: 'Open' | 'Closed' | (string & {}) | null
  /** 24-hour 'HH:MM' or 12-hour 'h:mm AM'. */
  open?: string | null
  close?: string | null
  formated_hours?: string | null
}

type VehicleLocation = {
  id?: number | string | null
  name?: string | null
  phone?: string | null
  address?: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
    place_url?: string | null
  } | null
  contact_detail?: { phone?: string | null; opening_hours?: OpeningHourEntry[] | null } | null
}

export type VehicleForDisplay = {
  id: number | string
  slug: string
  name?: string | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
  year?: number | null
  price?: number | null
  before_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
  car_type?: CarType | null
  status?: CarStatus | null
  reserved?: boolean | null
  /** Another shopper's payment for this car is under way (a pending reservation): Reserve and Buy Online wait. */
  reservation_in_progress?: boolean | null
  sold?: boolean | null
  stocknum?: string | null
  vin?: string | null
  nvic?: string | null
  regplate?: string | null
  /** A calendar date, 'YYYY-MM-DD' (a full ISO timestamp is read by its date part). */
  rego_expiry?: string | null
  km?: number | null
  colour?: string | null
  interior_colour?: string | null
  drive?: string | null
  seats?: number | string | null
  doors?: number | string | null
  simple_body?: string | null
  body?: string | null
  trans?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  /** Engine capacity in cc. */
  engine_size?: number | null
  engine_size_litres?: number | string | null
  cylinders?: number | string | null
  build_date?: string | null
  compliance_date?: string | null
  /** Link to the history report; the history-report button needs it. */
  file?: string | null
  certified?: boolean | null
  tag?: string | null
  /** 'caravan' on caravan sites; absent for cars. */
  item_type?: string | null
  dealercomments?: string | null
  standardEquipment?: string[] | null
  /** Checkout (reserve) is enabled for a car that has at least one payment processor. */
  payment_processors?: string[] | null
  primary_image_url?: string | null
  dealership_slug?: string | null
  location_name?: string | null
  specifications?: CaravanSpecifications | null
  variant?: {
    cylinders?: number | string | null
    enginesize_litres?: number | string | null
    induction?: string | null
    geartype?: string | null
  } | null
  location?: VehicleLocation | null
  autograb_data?: { state_average_market_price?: number | null; average_market_price?: number | null } | null
  youxQuote?: { weeklyRepaymentAmount?: NumberLike; advertisedRate?: NumberLike; comparisonRate?: NumberLike } | null
  finance_lenders?: Partial<Record<FinanceProvider, LenderRecord | null>> | null
}

/** Buttons a dealer can switch on for the vehicle page (spec §6). */
export const BUTTON_OPTIONS = [
  'CTD',
  'paymentMethods',
  'callUsNow',
  'finance',
  'enquire',
  'testDrive',
  'tradeIn',
  'whatsapp',
  'reserve',
  'onlinePurchase',
  'chatWithUs',
  'carHistoryReport',
  'location',
] as const
export type ButtonOption = (typeof BUTTON_OPTIONS)[number]

export type TenantDisplaySettings = {
  slug: string
  /** Shown instead of a price of 10 or less; default 'Enquire for price.'. */
  no_price_text?: string | null
  offers_subscription?: boolean | null
  /** Wins over every per-type number. */
  phone_override?: string | null
  phone_numbers?: { new?: string | null; used?: string | null; demo?: string | null } | null
  /** Options missing here fall back to DEFAULT_BUTTON_OPTIONS. */
  button_options?: Partial<Record<ButtonOption, boolean>> | null
  checkout_enabled?: boolean | null
  /** The reserve deposit in whole dollars; $200 when not set. */
  reserve_deposit?: number | null
  /** Reserve goes to /cars/{slug}/buy-online instead of /cars/{slug}/checkout. */
  checkout_uses_buy_online_path?: boolean | null
  online_purchase_enabled?: boolean | null
  /** One tenant writes 'Find me something similar'. */
  find_similar_lower_case?: boolean | null
  /** The enquire button's text where the site sets one ('Message Now'); default 'Enquire Now'. */
  enquire_button_text?: string | null
  /** One configuration adds 'Like this and want something similar?' to the sold notice. */
  show_something_similar_prompt?: boolean | null
  /** The mobile Call Now button shows only while the dealer is open (Perth time). */
  call_now_only_when_open?: boolean | null
  /** A past rego expiry shows 'Unregistered'; otherwise nothing is shown for it. */
  show_unregistered?: boolean | null
  engine_display?: 'litres' | 'cc' | null
  /** Reviews show only when the average rating is above this; default 4. */
  reviews_min_rating?: number | null
  hide_reviews?: boolean | null
  finance_provider?: FinanceProvider | null
  /** Pre-approval link; default '/finance' (some sites use '/finance-enquiry' or '/apply-for-finance'). */
  finance_link?: string | null
  /** Request a lender quote for cards that have none. */
  finance_quote_enabled?: boolean | null
  /** How the site takes payments: 'test' pages say so; 'off' (no Stripe keys, not a test site) turns Reserve and Buy Online off. */
  payment_mode?: PaymentMode | null
}

export type PhoneSource = 'override' | 'new' | 'used' | 'demo' | 'location'

/** The number a car's page calls (contact.ts chooses it; the buttons in actions.ts show it). */
export type PhoneChoice =
  | { kind: 'phone'; number: string; telHref: string; source: PhoneSource }
  /** The caller logs `warning` and hides the call button. */
  | { kind: 'missing'; warning: string }
