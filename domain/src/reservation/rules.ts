import { z } from 'zod'

import { reserveDepositLabel } from '../vehicle/actions'

/**
 * A reservation is stored before any payment is tried, and never disappears: it only moves on.
 *   pending  → paid      the processor took the deposit
 *   pending  → released  the payment was declined, or never completed in time
 *   paid     → held      the car is marked reserved for HOLD_HOURS
 *   held     → released  the hold ran out (the release job)
 *   held     → converted staff sold the car to the shopper
 *   held, released, paid → refunded   staff refunded the deposit through the processor
 * Only pending, paid and held keep the car: at most one such reservation exists per car.
 */
export const reservationStatuses = ['pending', 'paid', 'held', 'released', 'converted', 'refunded'] as const
export type ReservationStatus = (typeof reservationStatuses)[number]

export const RESERVATION_TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ['paid', 'released'],
  paid: ['held', 'refunded'],
  held: ['released', 'converted', 'refunded'],
  released: ['refunded'],
  converted: [],
  refunded: [],
}

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return RESERVATION_TRANSITIONS[from].includes(to)
}

/** Spec: a deposit holds the vehicle for 48 hours. */
export const HOLD_HOURS = 48
export const HOLD_MS = HOLD_HOURS * 60 * 60 * 1000
/**
 * A shopper who leaves the payment page unfinished frees the car after this long: short, because while
 * a payment is pending the car page shows 'Reservation in progress' to everyone else.
 */
export const PENDING_PAYMENT_MINUTES = 10
export const PENDING_PAYMENT_MS = PENDING_PAYMENT_MINUTES * 60 * 1000

/** The deposit when the site sets none: the spec's default label '$200'. */
export const DEFAULT_DEPOSIT_DOLLARS = 200
/** Bounds on the deposit a site may set, whole dollars. */
export const MIN_DEPOSIT_DOLLARS = 1
export const MAX_DEPOSIT_DOLLARS = 10_000

/** The site's deposit in whole dollars: its own setting when it is a whole number within the bounds, else $200. */
export function depositDollars(configured: number | null | undefined): number {
  return typeof configured === 'number' &&
    Number.isInteger(configured) &&
    configured >= MIN_DEPOSIT_DOLLARS &&
    configured <= MAX_DEPOSIT_DOLLARS
    ? configured
    : DEFAULT_DEPOSIT_DOLLARS
}

export function depositLabel(configured: number | null | undefined): string {
  return reserveDepositLabel(depositDollars(configured))
}

/** The category of the lead a held reservation gives the dealer; such a lead also confirms to the shopper by email. */
export const RESERVATION_LEAD_CATEGORY = 'Reserve Online'

export const reservationTexts = {
  heading: 'Reserve this car online',
  /** The spec's marketing copy: refundable in full, held 48 hours. */
  intro: (deposit: string) =>
    `Pay a ${deposit} deposit to reserve this car. Your deposit is refundable in full, and we hold the car for you for ${HOLD_HOURS} hours.`,
  submit: (deposit: string) => `Pay ${deposit} deposit`,
  cardNote: 'You enter your card on the payment page of our payment processor; your card details never reach our website.',
  held: (until: string) =>
    `This car is reserved for you until ${until}. We have emailed you a confirmation, and the dealer will be in touch.`,
  reservedBadge: 'RESERVED',
  reservedNotice: 'This car is reserved. It is being held for another buyer for up to 48 hours.',
} as const

export const reservationMessages = {
  carJustReserved: 'Sorry, this car was just reserved by another shopper.',
  carUnavailable: 'This car can no longer be reserved.',
  checkoutOff: 'This car cannot be reserved online.',
  declined: 'Your card was declined. The car has not been reserved and you have not been charged.',
  insufficientFunds: 'Your card has insufficient funds. The car has not been reserved and you have not been charged.',
  authenticationFailed: 'Your bank could not confirm the payment. The car has not been reserved and you have not been charged.',
  expired: 'The payment was not completed in time. The car has not been reserved.',
  paymentUnavailable: 'The payment could not be started. Please try again in a moment.',
  invalid: 'Please fix the following errors:',
  unknownSite: 'There is no dealer site at this address.',
  unknownCar: 'There is no such car on this site.',
  unknownReservation: 'There is no such reservation.',
  rateLimited: 'Too many requests from your address. Please wait a minute and try again.',
  failed: 'The reservation could not be made. Please try again.',
} as const

/** What the shopper types on the reserve page; the card itself goes to the processor, never here. */
export const reservationRequestSchema = z.object({
  /** The car's record id: a whole number (or its digits) on SQL, an ObjectId's hex on MongoDB. */
  car_id: z.union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/)
      .transform(Number),
    z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{24}$/),
  ]),
  name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Please shorten your name to 100 characters.'),
  email: z.string().trim().max(254, 'Please enter a valid email address.').email('Please enter a valid email address.'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{8,20}$/, 'Please enter a valid phone number.'),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter a 4-digit postcode.'),
  /** Made once per reserve form in the browser: a double click or a retried request carries the same key. */
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The request key is missing or malformed.'),
})

export type ReservationRequest = z.output<typeof reservationRequestSchema>

/** The shopper-facing state of a reservation, as GET /api/reservations/status answers it. */
export type ReservationStatusAnswer = {
  reference: string
  status: ReservationStatus
  car_slug: string | null
  hold_expires_at: string | null
  message: string | null
}
