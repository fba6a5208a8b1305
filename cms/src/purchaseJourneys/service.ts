import type { Payload, Where } from 'payload'

import {
  canSubmitStep,
  isLastJourneyStep,
  journeyMessages,
  type JourneyStep,
  type JourneyView,
  parseStep,
  type StepInput,
  stepAfter,
} from '@forecourt/domain/purchaseJourney'
import { depositDollars, paymentModeTexts } from '@forecourt/domain/reservation'
import { formatEstimateRange, NO_ONLINE_ESTIMATE_TEXT } from '@forecourt/domain/tradeIn'
import type { PurchaseJourney } from '@forecourt/schema'

import { readEnquiryCar } from '../enquiries/enquiryCar'
import { atomicUpdate, type DocumentId, newReference, relationId } from '../lib/documents'
import { nudgeLeadDelivery } from '../enquiries/nudge'
import type { PaymentNextStep } from '../reservations/paymentAdapter'
import { type AdapterResolver, findReservation, startReservation } from '../reservations/service'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { valuationData, valueTradeIn } from '../tradeIn/store'
import { journeyLeadDocument, journeyLeadMessage } from './lead'
import { findCar, type JourneyCar } from './car'
import { journeyKey, journeyResumeUrl, keyMatches } from './link'

/**
 * The online purchase journey's store. A journey is created by its first step (the buyer's details),
 * together with its one lead (not completed, so only the shopper's copy with the link back goes out);
 * each later step is checked, kept on the journey and written to the same lead; the payment step
 * starts a reservation for the deposit or the full price through the payment adapter, and the
 * reservation's hold completes the journey (complete.ts).
 *
 * The shopper finds their journey again by the signed link (reference + key, emailed and kept in the
 * page's address) or, when signed in, by their account.
 */

export type JourneyContext = {
  tenantId: DocumentId
  /** The site's address as the shopper used it (for the resume link and the processor's return). */
  origin: string
  now: Date
  /** The signed-in shopper of the request, if any. */
  shopperId: DocumentId | null
  resolveAdapter?: AdapterResolver
  /** The keyed hash of the shopper's address: its payment counts towards the address's live holds. */
  clientAddressHash?: string | null
}

/** How the browser names its journey: the reference and key of the resume link. */
export type JourneyHandle = { reference?: string | null; key?: string | null }

export type StepRequest = JourneyHandle & { car: string; step: JourneyStep; data: unknown; idempotency_key?: string | null }

export type JourneyAnswer =
  | { status: 200 | 201; body: { journey: JourneyView; lead_id: string | null; next: PaymentNextStep | null; message?: string | null } }
  | { status: 400 | 404 | 409 | 429 | 502; body: { message: string; errors?: Record<string, string> } }

/** The journey the request names: by its signed link, else the signed-in shopper's open journey for the car. */
export async function findJourney(
  payload: Payload,
  tenantId: DocumentId,
  carId: DocumentId,
  handle: JourneyHandle,
  shopperId: DocumentId | null,
): Promise<PurchaseJourney | null> {
  const byLink = handle.reference && handle.key && keyMatches(payload.secret, handle.reference, handle.key)
  if (!byLink && shopperId === null) return null
  const where: Where = byLink
    ? { and: [{ tenant: { equals: tenantId } }, { reference: { equals: handle.reference } }, { car: { equals: carId } }] }
    : { and: [{ tenant: { equals: tenantId } }, { shopper: { equals: shopperId } }, { car: { equals: carId } }] }
  const { docs } = await payload.find({
    collection: 'purchase-journeys',
    where,
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (docs[0] as PurchaseJourney | undefined) ?? null
}

/** What the browser is told of the journey: the shopper's own answers, and where they stand. */
export async function journeyView(payload: Payload, journey: PurchaseJourney, origin: string): Promise<JourneyView> {
  const reservationId = relationId(journey.reservation)
  const reservation = reservationId === null ? null : await findReservation(payload, { id: reservationId })
  const tradeIn = journey.trade_in
  const handover = journey.handover
  const finance = journey.finance
  // A declined or abandoned payment hands the journey back to the shopper at its payment step.
  const paymentEnded = journey.status === 'awaiting_payment' && reservation?.status === 'released'
  return {
    reference: journey.reference,
    status: paymentEnded ? 'in_progress' : journey.status,
    payment_message: paymentEnded ? (reservation?.failure_message ?? null) : null,
    step: journey.step,
    car_slug: journey.car_slug ?? '',
    details: journey.first_name
      ? {
          first_name: journey.first_name,
          last_name: journey.last_name ?? '',
          email: journey.email ?? '',
          phone: journey.phone ?? '',
          postcode: journey.postcode ?? '',
        }
      : null,
    trade_in:
      tradeIn?.has_trade_in === true || tradeIn?.has_trade_in === false
        ? {
            has_trade_in: tradeIn.has_trade_in,
            rego: tradeIn.rego ?? null,
            regoState: tradeIn.rego_state ?? null,
            kms: tradeIn.kms ?? null,
            vehicle_title: tradeIn.vehicle_title ?? null,
            estimate: tradeIn.estimate && tradeIn.estimate !== NO_ONLINE_ESTIMATE_TEXT ? tradeIn.estimate : null,
            no_estimate: tradeIn.estimate === NO_ONLINE_ESTIMATE_TEXT ? NO_ONLINE_ESTIMATE_TEXT : null,
          }
        : null,
    payment_method: journey.payment_method
      ? {
          method: journey.payment_method,
          finance:
            journey.payment_method !== 'cash' && finance?.frequency
              ? {
                  deposit: finance.deposit ?? 0,
                  term_years: finance.term_years ?? 5,
                  balloon: finance.balloon ?? 0,
                  frequency: finance.frequency,
                }
              : null,
        }
      : null,
    delivery:
      handover?.option && handover.date
        ? {
            option: handover.option,
            date: handover.date,
            address:
              handover.option === 'delivery' && handover.state
                ? {
                    street: handover.street ?? '',
                    suburb: handover.suburb ?? '',
                    state: handover.state,
                    postcode: handover.postcode ?? '',
                  }
                : null,
          }
        : null,
    terms_agreed: journey.terms_agreed === true,
    reservation: reservation?.reference ?? null,
    lead_id: relationId(journey.lead) === null ? null : String(relationId(journey.lead)),
    resume_url: journeyResumeUrl(origin, journey.car_slug ?? '', journey.reference, journeyKey(payload.secret, journey.reference)),
  }
}

/** The step's answers as the journey's columns. */
async function stepColumns(
  payload: Payload,
  journey: PurchaseJourney | null,
  step: JourneyStep,
  data: StepInput[JourneyStep],
  context: { tenantId: DocumentId; now: Date; carId: DocumentId },
): Promise<Partial<PurchaseJourney>> {
  switch (step) {
    case 'details': {
      const details = data as StepInput['details']
      return { ...details }
    }
    case 'trade-in': {
      const tradeIn = data as StepInput['trade-in']
      if (!tradeIn.has_trade_in) {
        return {
          trade_in: {
            has_trade_in: false,
            rego: null,
            rego_state: null,
            kms: null,
            adjustment_answers: null,
            vehicle_title: null,
            estimate: null,
          },
        }
      }
      const valued = await valueTradeIn(payload, tradeIn, context.now)
      const leadId = relationId(journey?.lead)
      let valuation: DocumentId | null = null
      if (leadId !== null) {
        // One valuation per lead: a changed answer values the car again in the same record.
        const values = valuationData(context.tenantId, tradeIn, valued, { leadId, carId: context.carId })
        const existing = await payload.find({
          collection: 'valuations',
          where: { and: [{ tenant: { equals: context.tenantId } }, { lead: { equals: leadId } }] },
          limit: 1,
          depth: 0,
          pagination: false,
          select: {},
          overrideAccess: true,
        })
        const found = existing.docs[0]
        valuation = found
          ? (await payload.update({ collection: 'valuations', id: found.id, data: values, depth: 0, overrideAccess: true, select: {} })).id
          : (await payload.create({ collection: 'valuations', data: values, depth: 0, overrideAccess: true, select: {} })).id
      }
      return {
        trade_in: {
          has_trade_in: true,
          rego: tradeIn.rego,
          rego_state: tradeIn.regoState,
          kms: tradeIn.kms,
          adjustment_answers: tradeIn.adjustmentAnswers,
          vehicle_title: valued.vehicle ? `${valued.vehicle.year} ${valued.vehicle.make} ${valued.vehicle.model}` : null,
          estimate:
            valued.outcome.kind === 'estimate' ? `Online estimate: ${formatEstimateRange(valued.outcome)}.` : NO_ONLINE_ESTIMATE_TEXT,
          valuation: valuation as number | null,
        },
      }
    }
    case 'payment-method': {
      const { method, finance } = data as StepInput['payment-method']
      return {
        payment_method: method,
        finance: finance ?? { deposit: null, term_years: null, balloon: null, frequency: null },
      }
    }
    case 'delivery': {
      const { option, date, address } = data as StepInput['delivery']
      return {
        handover: {
          option,
          date,
          street: address?.street ?? null,
          suburb: address?.suburb ?? null,
          state: address?.state ?? null,
          postcode: address?.postcode ?? null,
        },
      }
    }
    case 'review':
      return { terms_agreed: true }
    case 'payment':
      return { payment_amount: (data as StepInput['payment']).amount }
  }
  return {}
}

/** The step order as the journey stands: the furthest step reached never goes back. */
function furthest(current: JourneyStep, sent: JourneyStep): JourneyStep {
  const next = stepAfter(sent)
  return canSubmitStep(next, current) ? current : next
}

async function writeJourneyLead(
  payload: Payload,
  journey: PurchaseJourney,
  context: { tenantId: DocumentId; origin: string; now: Date },
): Promise<void> {
  const leadId = relationId(journey.lead)
  if (leadId === null) return
  const car = await readEnquiryCar(payload, context.tenantId, String(relationId(journey.car) ?? ''))
  const resumeUrl = journeyResumeUrl(
    context.origin,
    journey.car_slug ?? '',
    journey.reference,
    journeyKey(payload.secret, journey.reference),
  )
  const lead = journeyLeadDocument(journey, {
    tenantId: context.tenantId,
    car,
    url: journey.url ?? context.origin,
    now: context.now,
    message: journeyLeadMessage(journey, { resumeUrl, paid: null }),
    isLastStep: false,
  })
  // The lead's own columns, written in place while it is unfinished (its deliveries are the job store's).
  await payload.db.updateOne({
    collection: 'enquiries',
    where: { and: [{ id: { equals: leadId } }, { form_completed: { equals: false } }] },
    data: {
      name: lead.name,
      last_name: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      message: lead.message,
      trade_in: lead.trade_in,
      finance_application: lead.finance_application,
      consent: lead.consent,
    },
    ...atomicUpdate(payload),
  })
}

/** The journey as stored now, after a write that changed it. */
async function rereadJourney(payload: Payload, id: DocumentId): Promise<PurchaseJourney> {
  return (await payload.findByID({ collection: 'purchase-journeys', id, depth: 0, overrideAccess: true })) as PurchaseJourney
}

/** The journey a first step with this request key started, if any. */
async function journeyByKey(payload: Payload, tenantId: DocumentId, key: string): Promise<PurchaseJourney | null> {
  const { docs } = await payload.find({
    collection: 'purchase-journeys',
    where: { and: [{ tenant: { equals: tenantId } }, { idempotency_key: { equals: key } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (docs[0] as PurchaseJourney | undefined) ?? null
}

/** The journey's first step: the journey and its lead are stored, and the shopper's link is emailed. */
async function startJourney(
  payload: Payload,
  car: JourneyCar,
  details: StepInput['details'],
  request: StepRequest,
  context: JourneyContext,
): Promise<PurchaseJourney> {
  const key = request.idempotency_key ?? ''
  const repeat = await journeyByKey(payload, context.tenantId, key)
  if (repeat) return repeat
  const reference = newReference('J')
  let journey: PurchaseJourney
  try {
    journey = (await payload.create({
      collection: 'purchase-journeys',
      data: {
        tenant: context.tenantId as PurchaseJourney['tenant'],
        reference,
        status: 'in_progress',
        step: 'trade-in',
        car: car.id as number,
        car_name: car.name,
        car_slug: car.slug,
        car_price: car.price,
        shopper: context.shopperId as number | null,
        ...details,
        url: `${context.origin}/checkout-journey?car_id=${encodeURIComponent(car.slug)}`,
        idempotency_key: key,
        history: [{ at: context.now.toISOString(), step: 'details', note: 'Started' }],
      },
      depth: 0,
      overrideAccess: true,
    })) as PurchaseJourney
  } catch (error) {
    // The same first step twice at once: the unique (tenant, key) index let one in.
    const winner = await journeyByKey(payload, context.tenantId, key)
    if (!winner) throw error
    return winner
  }
  // The one lead of the journey, unfinished: its create hook queues only the shopper's copy (the link back).
  const carFacts = await readEnquiryCar(payload, context.tenantId, String(car.id))
  const resumeUrl = journeyResumeUrl(context.origin, car.slug, reference, journeyKey(payload.secret, reference))
  const lead = await payload.create({
    collection: 'enquiries',
    data: journeyLeadDocument(journey, {
      tenantId: context.tenantId,
      car: carFacts,
      url: journey.url ?? context.origin,
      now: context.now,
      message: journeyLeadMessage(journey, { resumeUrl, paid: null }),
      isLastStep: false,
    }),
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  await payload.db.updateOne({ collection: 'purchase-journeys', where: { id: { equals: journey.id } }, data: { lead: lead.id } })
  setImmediate(nudgeLeadDelivery)
  return { ...journey, lead: lead.id }
}

const DEFAULT_IDEMPOTENCY = /^[A-Za-z0-9_-]{16,100}$/

/**
 * One step of the journey, as the shopper sent it. The first step (details) starts the journey; every
 * other step needs the journey (by its link or the signed-in shopper) and the steps before it.
 */
export async function submitJourneyStep(payload: Payload, request: StepRequest, context: JourneyContext): Promise<JourneyAnswer> {
  const found = await findCar(payload, context.tenantId, request.car)
  if (!found) return { status: 404, body: { message: journeyMessages.unknownCar } }
  const { car } = found
  if (found.paymentsOff) return { status: 409, body: { message: paymentModeTexts.paymentsOff } }
  let journey = await findJourney(payload, context.tenantId, car.id, request, context.shopperId)
  if (journey?.status === 'completed') return { status: 409, body: { message: journeyMessages.journeyClosed } }
  // A car bought by someone else meanwhile (or switched off) takes no more steps; a journey whose own
  // payment keeps the car carries on.
  const keptForThisJourney = journey?.status === 'awaiting_payment' && car.reserved
  if (!found.offered || (car.reserved && !keptForThisJourney)) return { status: 409, body: { message: journeyMessages.notOffered } }
  if (!journey && request.step !== 'details') return { status: 404, body: { message: journeyMessages.unknownJourney } }
  if (journey && !canSubmitStep(request.step, journey.step)) return { status: 409, body: { message: journeyMessages.stepOutOfOrder } }

  const parsed = parseStep(request.step, request.data, {
    now: context.now,
    method: journey?.payment_method ?? null,
    priceKnown: car.price !== null,
  })
  if (!parsed.ok) return { status: 400, body: { message: journeyMessages.invalid, errors: parsed.errors } }

  let created = false
  if (!journey) {
    if (!DEFAULT_IDEMPOTENCY.test(request.idempotency_key ?? '')) {
      return {
        status: 400,
        body: { message: journeyMessages.invalid, errors: { idempotency_key: 'The request key is missing or malformed.' } },
      }
    }
    journey = await startJourney(payload, car, parsed.data as StepInput['details'], request, context)
    created = true
  } else {
    const columns = await stepColumns(payload, journey, request.step, parsed.data, {
      tenantId: context.tenantId,
      now: context.now,
      carId: car.id,
    })
    const history = Array.isArray(journey.history) ? journey.history : []
    const updated = await payload.db.updateOne({
      collection: 'purchase-journeys',
      where: { and: [{ id: { equals: journey.id } }, { status: { not_equals: 'completed' } }] },
      data: {
        ...columns,
        step: furthest(journey.step, request.step),
        // A shopper who signs in part-way keeps the journey in their account from then on.
        ...(context.shopperId !== null && !journey.shopper ? { shopper: context.shopperId } : {}),
        history: [...history, { at: context.now.toISOString(), step: request.step }].slice(-100),
      },
      ...atomicUpdate(payload),
    })
    if (!updated) return { status: 409, body: { message: journeyMessages.journeyClosed } }
    journey = await rereadJourney(payload, journey.id)
    if (!isLastJourneyStep(request.step)) await writeJourneyLead(payload, journey, context)
  }

  let next: PaymentNextStep | null = null
  let message: string | null = null
  if (isLastJourneyStep(request.step)) {
    const paying = await startJourneyPayment(payload, journey, car, request, context)
    if ('error' in paying) return paying.error
    next = paying.next
    message = paying.message
    journey = await rereadJourney(payload, journey.id)
  }
  return {
    status: created ? 201 : 200,
    body: {
      journey: await journeyView(payload, journey, context.origin),
      lead_id: relationId(journey.lead) === null ? null : String(relationId(journey.lead)),
      next,
      message,
    },
  }
}

/**
 * The last step: the deposit (the site's reserve deposit) or, for a cash buyer, the full price, through
 * the same payment adapter and reservation store as Reserve. The reservation is stored before the
 * payment is tried and keeps the car meanwhile; its hold completes the journey.
 */
async function startJourneyPayment(
  payload: Payload,
  journey: PurchaseJourney,
  car: JourneyCar,
  request: StepRequest,
  context: JourneyContext,
): Promise<{ next: PaymentNextStep | null; message: string | null } | { error: JourneyAnswer }> {
  const settings = await tenantSiteSettings(payload, context.tenantId, { reserve_deposit: true })
  const full = journey.payment_amount === 'full' && car.price !== null
  const amountCents = full ? Math.round((car.price ?? 0) * 100) : depositDollars(settings?.reserve_deposit) * 100
  const key = journeyKey(payload.secret, journey.reference)
  const resume = journeyResumeUrl(context.origin, car.slug, journey.reference, key)
  // The browser's key for this payment attempt: a double click or a retry finds the same reservation,
  // and a new attempt after a declined card is a new one.
  const attemptKey = DEFAULT_IDEMPOTENCY.test(request.idempotency_key ?? '') ? request.idempotency_key : null
  const answer = await startReservation(
    payload,
    {
      car_id: car.id,
      name: [journey.first_name, journey.last_name].filter(Boolean).join(' '),
      email: journey.email ?? '',
      phone: journey.phone ?? '',
      postcode: journey.postcode ?? '',
      idempotency_key: `journey-${journey.reference}-${attemptKey ?? (full ? 'full' : 'deposit')}`,
    },
    {
      tenantId: context.tenantId,
      origin: context.origin,
      now: context.now,
      resolveAdapter: context.resolveAdapter,
      journey: { id: journey.id, amountCents, returnUrl: `${resume}&payment=1`, full },
      clientAddressHash: context.clientAddressHash ?? null,
    },
  )
  if (answer.status >= 400) {
    const body = answer.body as { message: string }
    return { error: { status: answer.status as 404 | 409 | 429 | 502, body: { message: body.message } } }
  }
  const started = answer.body as { reference: string; status: string; next: PaymentNextStep | null; message: string | null }
  const reservation = await findReservation(payload, { reference: started.reference })
  if (reservation && journey.status !== 'completed') {
    await payload.db.updateOne({
      collection: 'purchase-journeys',
      where: { and: [{ id: { equals: journey.id } }, { status: { not_equals: 'completed' } }] },
      data: { reservation: reservation.id, status: reservation.status === 'released' ? 'in_progress' : 'awaiting_payment' },
      ...atomicUpdate(payload),
    })
  }
  return { next: started.next, message: started.message }
}

/** GET …/current: the shopper's journey for the car (by link or account), or null when they have none yet. */
export async function currentJourney(
  payload: Payload,
  carSlug: string,
  handle: JourneyHandle,
  context: Pick<JourneyContext, 'tenantId' | 'origin' | 'shopperId'>,
): Promise<JourneyView | null | 'no-car'> {
  const found = await findCar(payload, context.tenantId, carSlug)
  if (!found) return 'no-car'
  const journey = await findJourney(payload, context.tenantId, found.car.id, handle, context.shopperId)
  return journey ? journeyView(payload, journey, context.origin) : null
}
