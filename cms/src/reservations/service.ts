import type { Payload, Where } from 'payload'

import {
  canTransition,
  depositDollars,
  HOLD_MS,
  PENDING_PAYMENT_MS,
  paymentModeTexts,
  reservationMessages,
  type ReservationRequest,
  type ReservationStatus,
  type ReservationStatusAnswer,
} from '@forecourt/domain/reservation'
import { canReserveOnline, isAvailable } from '@forecourt/domain/vehicle'
import type { Reservation, Vehicle } from '@forecourt/schema'

import { atomicUpdate, documentIdType, newReference, parseDocumentId, relationId, type DocumentId } from '../lib/documents'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { shopperCarWhere } from '../vehicles/shopperCar'
import { completePurchaseJourney } from '../purchaseJourneys/complete'
import type { PaymentAdapter, PaymentEvent, PaymentFailureCode, PaymentNextStep, PaymentProcessorName } from './paymentAdapter'
import { holderKeysOf, holdLimitReached } from './holdLimits'
import { tenantPaymentAdapter, tenantPaymentMode } from './paymentMode'
import { storeReservationLead } from './reservationLead'
import { expireReservationTags } from './reservationTags'

/**
 * The reservation store and its transitions. Every change of status is one conditional UPDATE
 * (… WHERE id = ? AND status = ?), so of two requests racing to move a reservation exactly one wins,
 * and a webhook delivered twice finds its transition already made. A car is kept by at most one
 * reservation because `active_car` is unique: the second INSERT for the same car fails in the database,
 * whichever process or connection sends it.
 */

export type ReservationDoc = Reservation

export type HistoryEntry = { at: string; from: ReservationStatus | null; to: ReservationStatus; reason: string }

/** Tests and the bench pick the adapter; the server takes the tenant's (Stripe by its keys, else the test processor). */
export type AdapterResolver = (payload: Payload, tenantId: DocumentId, processor?: PaymentProcessorName) => Promise<PaymentAdapter>

export { PaymentsOffError, tenantPaymentAdapter, tenantStripeKeys } from './paymentMode'

function historyOf(doc: Pick<Reservation, 'history'>): HistoryEntry[] {
  return Array.isArray(doc.history) ? (doc.history as HistoryEntry[]) : []
}

/**
 * Moves a reservation from its current status to `to`, in one conditional UPDATE. Null when another
 * request moved it first (the caller then re-reads and answers from what is stored).
 */
export async function transition(
  payload: Payload,
  doc: ReservationDoc,
  to: ReservationStatus,
  reason: string,
  now: Date,
  patch: Partial<Reservation> = {},
): Promise<ReservationDoc | null> {
  const from = doc.status
  if (!canTransition(from, to)) return null
  const ends = to === 'released' || to === 'converted' || to === 'refunded'
  const updated: unknown = await payload.db.updateOne({
    collection: 'reservations',
    where: { and: [{ id: { equals: doc.id } }, { status: { equals: from } }] },
    data: {
      ...patch,
      status: to,
      // The car is free for others the moment the reservation stops keeping it.
      ...(ends ? { active_car: null } : {}),
      history: [...historyOf(doc), { at: now.toISOString(), from, to, reason }],
    },
    ...atomicUpdate(payload),
  })
  if (!updated) return null
  await expireReservationTags(payload, relationId(doc.tenant), doc.id)
  return findReservation(payload, { id: doc.id })
}

export async function findReservation(
  payload: Payload,
  by: { id: DocumentId } | { reference: string } | { intentId: string } | { tenant: DocumentId; key: string },
): Promise<ReservationDoc | null> {
  const where: Where =
    'id' in by
      ? { id: { equals: by.id } }
      : 'reference' in by
        ? { reference: { equals: by.reference } }
        : 'intentId' in by
          ? { payment_intent_id: { equals: by.intentId } }
          : { and: [{ tenant: { equals: by.tenant } }, { idempotency_key: { equals: by.key } }] }
  const { docs } = await payload.find({ collection: 'reservations', where, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  return docs[0] ?? null
}

/** Marks the car reserved or not through the Local API, so the search index and the cached pages follow. */
async function setCarReserved(payload: Payload, carId: DocumentId, reserved: boolean, extra: Partial<Vehicle> = {}): Promise<void> {
  await payload.update({ collection: 'vehicles', id: carId, data: { reserved, ...extra }, depth: 0, overrideAccess: true })
}

// ---------------------------------------------------------------------------------------------
// Starting a reservation

export type StartAnswer =
  | { status: 201 | 200; body: { reference: string; status: ReservationStatus; next: PaymentNextStep | null; message: string | null } }
  | { status: 400 | 404 | 409 | 429 | 502; body: { message: string; errors?: Record<string, string> } }

/** A payment that is the last step of an online purchase: its amount, where the shopper comes back to, and the journey. */
export type JourneyPayment = { id: DocumentId; amountCents: number; returnUrl: string; full: boolean }

export type StartContext = {
  tenantId: DocumentId
  origin: string
  now: Date
  resolveAdapter?: AdapterResolver
  /** Set by the purchase journey, which has checked the car is offered for online purchase. */
  journey?: JourneyPayment
  /** The keyed hash of the shopper's address (lib/clientAddress.ts), null when unknown: one of the keys live holds are limited by. */
  clientAddressHash?: string | null
}

function failureMessage(code: PaymentFailureCode | null | undefined): string {
  if (code === 'insufficient_funds') return reservationMessages.insufficientFunds
  if (code === 'authentication_failed') return reservationMessages.authenticationFailed
  if (code === 'expired') return reservationMessages.expired
  return reservationMessages.declined
}

async function siteCheckout(
  payload: Payload,
  tenantId: DocumentId,
): Promise<{ enabled: boolean; deposit: number | null; buyOnline: boolean }> {
  const settings = await tenantSiteSettings(payload, tenantId, {
    checkout_enabled: true,
    reserve_deposit: true,
    checkout_uses_buy_online_path: true,
  })
  return {
    enabled: settings?.checkout_enabled === true,
    deposit: settings?.reserve_deposit ?? null,
    buyOnline: settings?.checkout_uses_buy_online_path === true,
  }
}

/** The page the processor sends the shopper back to, on the host they reserved from. */
export function reservationReturnUrl(origin: string, carSlug: string, reference: string, buyOnline = false): string {
  return `${origin}/cars/${encodeURIComponent(carSlug)}/${buyOnline ? 'buy-online' : 'checkout'}?reservation=${encodeURIComponent(reference)}`
}

async function paymentStep(
  payload: Payload,
  doc: ReservationDoc,
  context: StartContext,
): Promise<{ doc: ReservationDoc; next: PaymentNextStep }> {
  const adapter = await (context.resolveAdapter ?? tenantPaymentAdapter)(payload, context.tenantId, doc.processor)
  const { buyOnline } = await siteCheckout(payload, context.tenantId)
  const { intent, nextStep } = await adapter.createIntent({
    amountCents: doc.deposit_cents,
    currency: doc.currency ?? 'aud',
    // The reservation's own id: a retried request, or the same one arriving twice, gets the same intent.
    idempotencyKey: `reservation-${doc.reference}`,
    description: `${doc.journey ? 'Payment' : 'Deposit'} for ${doc.car_name ?? 'a car'} (reservation ${doc.reference})`,
    metadata: { reservation: doc.reference, tenant: String(context.tenantId), car: String(relationId(doc.car) ?? '') },
    returnUrl: doc.return_url || reservationReturnUrl(context.origin, doc.car_slug ?? '', doc.reference, buyOnline),
  })
  if (doc.payment_intent_id !== intent.id) {
    await payload.db.updateOne({
      collection: 'reservations',
      where: { and: [{ id: { equals: doc.id } }, { status: { equals: 'pending' } }] },
      data: { payment_intent_id: intent.id },
      ...atomicUpdate(payload),
    })
  }
  return { doc: { ...doc, payment_intent_id: intent.id }, next: nextStep }
}

async function answerFor(payload: Payload, doc: ReservationDoc, context: StartContext, created: boolean): Promise<StartAnswer> {
  const status = created ? 201 : 200
  if (doc.status !== 'pending') {
    const message = doc.status === 'released' ? (doc.failure_message ?? null) : null
    return { status, body: { reference: doc.reference, status: doc.status, next: null, message } }
  }
  const step = await paymentStep(payload, doc, context)
  return { status, body: { reference: doc.reference, status: doc.status, next: step.next, message: null } }
}

/** A payment left unfinished past its deadline frees the car now, not at the release job's next minute. */
async function releaseLapsedPayment(payload: Payload, carId: DocumentId, now: Date): Promise<void> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { active_car: { equals: String(carId) } },
        { status: { equals: 'pending' } },
        { pending_expires_at: { less_than_equal: now.toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const lapsed = docs[0]
  if (lapsed) {
    await transition(payload, lapsed, 'released', 'The payment was not completed in time', now, {
      failure_message: reservationMessages.expired,
    })
  }
}

/**
 * Stores the reservation (pending, keeping the car) and only then asks the processor for a payment.
 * A repeat of the same request (same idempotency key) answers with the same reservation and the same
 * payment; another shopper's request for a car already kept is answered 409 'just reserved'.
 */
export async function startReservation(payload: Payload, request: ReservationRequest, context: StartContext): Promise<StartAnswer> {
  const { tenantId, now } = context
  const repeated = await findReservation(payload, { tenant: tenantId, key: request.idempotency_key })
  if (repeated) return answerFor(payload, repeated, context, false)

  const carId = parseDocumentId(request.car_id, documentIdType(payload, 'vehicles'))
  if (carId === null) return { status: 404, body: { message: reservationMessages.unknownCar } }
  const { docs } = await payload.find({
    collection: 'vehicles',
    // A car the dealer hides from the site is no car to reserve: answered like an unknown one.
    where: shopperCarWhere(tenantId, { id: carId }),
    limit: 1,
    depth: 0,
    pagination: false,
    select: { name: true, slug: true, status: true, reserved: true, payment_processors: true, year: true, make: true, model: true },
    overrideAccess: true,
  })
  const car = docs[0]
  if (!car) return { status: 404, body: { message: reservationMessages.unknownCar } }
  // A production site without Stripe keys takes no payment (the test processor is for test sites only).
  if ((await tenantPaymentMode(payload, tenantId)) === 'off') return { status: 409, body: { message: paymentModeTexts.paymentsOff } }
  const site = await siteCheckout(payload, tenantId)
  const processors = Array.isArray(car.payment_processors) ? (car.payment_processors as string[]) : []
  // A purchase journey's payment follows the online-purchase rule, which its service checked; the
  // Reserve button's rule (checkout on, a processor on the car) is for reservations on their own.
  const eligible = context.journey
    ? isAvailable({ status: car.status })
    : canReserveOnline({ status: car.status, reserved: false, payment_processors: processors }, { checkout_enabled: site.enabled })
  if (!eligible)
    return {
      status: 409,
      body: { message: site.enabled || context.journey ? reservationMessages.carUnavailable : reservationMessages.checkoutOff },
    }
  if (car.reserved) return { status: 409, body: { message: reservationMessages.carJustReserved } }
  const holder = holderKeysOf(request, context.clientAddressHash ?? null)
  const limit = await holdLimitReached(payload, tenantId, holder, { now })
  if (limit) return { status: 429, body: { message: limit.message } }

  await releaseLapsedPayment(payload, car.id, now)

  const adapter = await (context.resolveAdapter ?? tenantPaymentAdapter)(payload, tenantId)
  const reference = newReference('R')
  const carName = car.name || [car.year, car.make, car.model].filter(Boolean).join(' ')
  let doc: ReservationDoc
  try {
    doc = await payload.create({
      collection: 'reservations',
      data: {
        tenant: tenantId as Reservation['tenant'],
        reference,
        status: 'pending',
        active_car: String(car.id),
        car: car.id,
        car_name: carName,
        car_slug: car.slug ?? String(car.id),
        name: request.name,
        email: request.email,
        phone: request.phone,
        postcode: request.postcode,
        deposit_cents: context.journey?.amountCents ?? depositDollars(site.deposit) * 100,
        journey: (context.journey?.id ?? null) as Reservation['journey'],
        return_url: context.journey?.returnUrl ?? null,
        currency: 'aud',
        processor: adapter.name,
        idempotency_key: request.idempotency_key,
        ...holder,
        pending_expires_at: new Date(now.getTime() + PENDING_PAYMENT_MS).toISOString(),
        history: [
          {
            at: now.toISOString(),
            from: null,
            to: 'pending',
            reason: context.journey ? 'Online purchase: payment started' : 'Reserve form submitted',
          } satisfies HistoryEntry,
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // The same request arriving twice at once: the unique (tenant, key) index let one in.
    const same = await findReservation(payload, { tenant: tenantId, key: request.idempotency_key })
    if (same) return answerFor(payload, same, context, false)
    // Another shopper's reservation keeps the car: the unique active_car refused this one.
    const keeper = await payload.find({
      collection: 'reservations',
      where: { active_car: { equals: String(car.id) } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: {},
      overrideAccess: true,
    })
    if (keeper.docs.length > 0) return { status: 409, body: { message: reservationMessages.carJustReserved } }
    throw error
  }
  await expireReservationTags(payload, tenantId, doc.id)

  // Two requests of one shopper racing past the check above: the one stored later gives way.
  const raced = await holdLimitReached(payload, tenantId, holder, { now, before: doc.id })
  if (raced) {
    await transition(payload, doc, 'released', 'Over the limit of live holds', now, { failure_message: raced.message })
    return { status: 429, body: { message: raced.message } }
  }

  try {
    return await answerFor(payload, doc, context, true)
  } catch (error) {
    // The processor could not be reached: the reservation is kept, released, and the car freed.
    payload.logger.error({ err: error }, `Reservation ${doc.reference}: the payment could not be started`)
    await transition(payload, doc, 'released', 'The payment could not be started', context.now, {
      failure_message: reservationMessages.paymentUnavailable,
    })
    return { status: 502, body: { message: reservationMessages.paymentUnavailable } }
  }
}

// ---------------------------------------------------------------------------------------------
// The processor's outcome

export type EventResult = 'held' | 'released' | 'refunded' | 'ignored' | 'unknown'

/**
 * Applies a processor event (from its webhook, or from checking the intent on the shopper's return).
 * Each step is conditional on the stored status, so the same event twice changes nothing the second
 * time. A payment that succeeds for a reservation no longer keeping the car (it ran out while the
 * shopper sat on the 3-D Secure page) is refunded at once: no charge without a hold.
 */
export async function applyPaymentEvent(
  payload: Payload,
  event: PaymentEvent,
  now: Date,
  resolveAdapter: AdapterResolver = tenantPaymentAdapter,
): Promise<EventResult> {
  const doc = await findReservation(payload, { intentId: event.intentId })
  if (!doc) return 'unknown'
  const tenantId = relationId(doc.tenant)
  if (tenantId === null) return 'unknown'

  if (event.type === 'payment.failed') {
    if (doc.status !== 'pending') return 'ignored'
    const moved = await transition(payload, doc, 'released', `Payment failed (${event.failureCode ?? 'declined'})`, now, {
      failure_message: failureMessage(event.failureCode),
      card: event.card ?? doc.card ?? null,
    })
    return moved ? 'released' : 'ignored'
  }

  if (event.type === 'refund.succeeded') return 'ignored'

  // payment.succeeded
  if (doc.status === 'pending') {
    // A card that already keeps the most cars this site allows: the payment is given straight back.
    const overLimit = event.cardFingerprint
      ? await holdLimitReached(payload, tenantId, { card_fingerprint: event.cardFingerprint }, { now, except: doc.id })
      : null
    if (overLimit) {
      const released = await transition(payload, doc, 'released', `Card over the limit of ${overLimit.max} live holds`, now, {
        failure_message: overLimit.message,
        card: event.card ?? null,
      })
      if (!released) return applyPaymentEvent(payload, event, now, resolveAdapter)
      await refundReservation(payload, released, now, 'Card over the limit of live holds: refunded at once', resolveAdapter, true)
      return 'refunded'
    }
    const paid = await transition(payload, doc, 'paid', 'Deposit paid', now, {
      card: event.card ?? null,
      card_fingerprint: event.cardFingerprint ?? null,
    })
    if (!paid) return applyPaymentEvent(payload, event, now, resolveAdapter)
    return holdCar(payload, paid, now)
  }
  if (doc.status === 'paid') return holdCar(payload, doc, now)
  if (doc.status === 'released') {
    // Paid after the car was freed: give the money straight back.
    await refundReservation(payload, doc, now, 'Paid after the reservation had ended: refunded at once', resolveAdapter, true)
    return 'refunded'
  }
  return 'ignored'
}

async function holdCar(payload: Payload, paid: ReservationDoc, now: Date): Promise<EventResult> {
  const holdUntil = new Date(now.getTime() + HOLD_MS).toISOString()
  const held = await transition(payload, paid, 'held', 'Car held for 48 hours', now, { hold_expires_at: holdUntil })
  if (!held) return 'ignored'
  const carId = relationId(held.car)
  if (carId !== null) await setCarReserved(payload, carId, true)
  // An online purchase already has its lead (the journey's): this payment completes it.
  if (held.journey) await completePurchaseJourney(payload, held, now)
  else await storeReservationLead(payload, held, now)
  return 'held'
}

// ---------------------------------------------------------------------------------------------
// Staff actions and the release job

export type StaffActionResult = { ok: true; reservation: ReservationDoc } | { ok: false; status: 400 | 409 | 502; message: string }

/** Refunds the deposit through the reservation's processor, then records it and frees the car. */
export async function refundReservation(
  payload: Payload,
  doc: ReservationDoc,
  now: Date,
  reason: string,
  resolveAdapter: AdapterResolver = tenantPaymentAdapter,
  /** The processor just told us it was paid (after the reservation had ended): no paid step is recorded. */
  paymentConfirmed = false,
): Promise<StaffActionResult> {
  if (!canTransition(doc.status, 'refunded') || !doc.payment_intent_id) {
    return { ok: false, status: 409, message: `A ${doc.status} reservation cannot be refunded.` }
  }
  if (doc.status === 'released' && !paymentConfirmed && !historyOf(doc).some((entry) => entry.to === 'paid')) {
    return { ok: false, status: 409, message: 'Nothing was paid for this reservation.' }
  }
  const tenantId = relationId(doc.tenant)
  const adapter = await resolveAdapter(payload, tenantId ?? '', doc.processor)
  // The same key for every refund of this reservation: a double click refunds once at the processor.
  const refund = await adapter.refund({ intentId: doc.payment_intent_id, idempotencyKey: `refund-${doc.reference}` })
  if (refund.status === 'failed') return { ok: false, status: 502, message: 'The processor refused the refund.' }
  const wasHeld = doc.status === 'held'
  const moved = await transition(payload, doc, 'refunded', reason, now, { refund_id: refund.id })
  if (!moved) {
    const current = await findReservation(payload, { id: doc.id })
    return current?.status === 'refunded'
      ? { ok: true, reservation: current }
      : { ok: false, status: 409, message: 'The reservation changed meanwhile.' }
  }
  const carId = relationId(doc.car)
  if (wasHeld && carId !== null) await setCarReserved(payload, carId, false)
  return { ok: true, reservation: moved }
}

/** Staff sold the car to the shopper: the car is marked sold, the reservation converted. */
export async function convertReservation(payload: Payload, doc: ReservationDoc, now: Date): Promise<StaffActionResult> {
  if (doc.status !== 'held') return { ok: false, status: 409, message: `A ${doc.status} reservation cannot be converted to a sale.` }
  const moved = await transition(payload, doc, 'converted', 'Converted to a sale', now)
  if (!moved) return { ok: false, status: 409, message: 'The reservation changed meanwhile.' }
  const carId = relationId(doc.car)
  if (carId !== null) await setCarReserved(payload, carId, false, { status: 'sold', sold_date: now.toISOString() })
  return { ok: true, reservation: moved }
}

export type ReleaseResult = { released: number; abandoned: number }

/**
 * The release job: holds past their 48 hours go back on sale, and payments left unfinished past
 * their deadline free the car. Safe to run in every process at once (each release is conditional).
 */
export async function releaseDueReservations(payload: Payload, now: Date): Promise<ReleaseResult> {
  const result: ReleaseResult = { released: 0, abandoned: 0 }
  const due = await payload.find({
    collection: 'reservations',
    where: {
      or: [
        { and: [{ status: { equals: 'held' } }, { hold_expires_at: { less_than_equal: now.toISOString() } }] },
        { and: [{ status: { equals: 'pending' } }, { pending_expires_at: { less_than_equal: now.toISOString() } }] },
      ],
    },
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const doc of due.docs) {
    if (doc.status === 'held') {
      const moved = await transition(payload, doc, 'released', 'The 48-hour hold ended', now)
      const carId = relationId(doc.car)
      if (moved && carId !== null) await setCarReserved(payload, carId, false)
      if (moved) result.released += 1
    } else {
      const moved = await transition(payload, doc, 'released', 'The payment was not completed in time', now, {
        failure_message: reservationMessages.expired,
      })
      if (moved) result.abandoned += 1
    }
  }
  return result
}

/** What the reserve page shows the shopper on their return: their reservation's state, nothing personal. */
export function statusAnswer(doc: ReservationDoc): ReservationStatusAnswer {
  return {
    reference: doc.reference,
    status: doc.status,
    car_slug: doc.car_slug ?? null,
    hold_expires_at: doc.status === 'held' ? (doc.hold_expires_at ?? null) : null,
    message: doc.status === 'released' ? (doc.failure_message ?? null) : null,
  }
}
