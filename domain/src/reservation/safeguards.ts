import { PENDING_PAYMENT_MINUTES } from './rules'
import type { PaymentMode } from './paymentMode'

export type { PaymentMode }

/**
 * What keeps online payments from being gamed: which processor a site may take money through, and how
 * many cars one shopper may keep at once.
 */

/**
 * How a site takes payments. `live`: its own Stripe account (its three keys are filled in). `test`: the
 * built-in test processor, which moves no money, for a site staff marked as a test or demo site.
 * `off`: a production site without Stripe keys, which takes no payment at all: Reserve Online and Buy
 * Online are off on every page and endpoint until its keys are filled in.
 */

export function paymentMode(tenant: { hasStripeKeys: boolean; testMode: boolean | null | undefined }): PaymentMode {
  if (tenant.hasStripeKeys) return 'live'
  return tenant.testMode === true ? 'test' : 'off'
}

/** The site's checkout and online purchase switches as shoppers get them: both off while the site takes no payment. */
export function onlinePaymentSwitches(
  mode: PaymentMode,
  site: { checkout_enabled?: boolean | null; online_purchase_enabled?: boolean | null },
): { checkout_enabled: boolean; online_purchase_enabled: boolean } {
  const on = mode !== 'off'
  return { checkout_enabled: on && site.checkout_enabled === true, online_purchase_enabled: on && site.online_purchase_enabled === true }
}

export const paymentModeTexts = {
  /** Shown on every page that takes a payment on a test site. */
  testNotice: 'Test mode: no real payment is taken. Use a test card; nothing is charged.',
  /** The shopper's answer when a site cannot take payments. */
  paymentsOff: 'This site does not take online payments yet. Please contact the dealer to reserve or buy this car.',
  /** The admin's reason, beside the checkout and online purchase switches. */
  adminReason: (mode: PaymentMode): string =>
    mode === 'live'
      ? 'Payments go through this site’s Stripe account.'
      : mode === 'test'
        ? 'Test mode: payments go through the built-in test processor and no real money moves. Shoppers are told so on every payment page.'
        : 'Off: Reserve Online and Buy Online are hidden and refused on this site, whatever these switches say, because it has no Stripe keys and is not marked as a test site. Onboarding staff fill in the Stripe keys under Tenants → Payments.',
} as const

/** Live holds (pending or paid) one phone, email, card or address may have on one site at once, unless the site sets its own. */
export const DEFAULT_MAX_LIVE_HOLDS = 2
export const MIN_MAX_LIVE_HOLDS = 1
export const MAX_MAX_LIVE_HOLDS = 20

export function maxLiveHolds(configured: number | null | undefined): number {
  return typeof configured === 'number' &&
    Number.isInteger(configured) &&
    configured >= MIN_MAX_LIVE_HOLDS &&
    configured <= MAX_MAX_LIVE_HOLDS
    ? configured
    : DEFAULT_MAX_LIVE_HOLDS
}

/** What a hold is counted by: the same person typed differently is the same key. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  // +61 4xx and 04xx are one Australian mobile.
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

export type HoldLimitKind = 'phone' | 'email' | 'card' | 'address'

/** The refusal in words, naming what reached the limit. */
export function holdLimitMessage(kind: HoldLimitKind, max: number): string {
  const what = { phone: 'this mobile number', email: 'this email address', card: 'this card', address: 'your connection' }[kind]
  const cars = max === 1 ? 'one car' : `${max} cars`
  return `You already have ${cars} reserved or awaiting payment with ${what} on this site, the most we allow at once. Finish or cancel one of them, or contact the dealer.`
}

/** The car page's words while another shopper is paying for the car. */
export const reservationInProgressTexts = {
  badge: 'Reservation in progress',
  notice: `A payment to reserve this car is being completed. If it is not finished within ${PENDING_PAYMENT_MINUTES} minutes, the car can be reserved again.`,
} as const
