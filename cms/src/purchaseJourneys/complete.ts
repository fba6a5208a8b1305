import type { Payload } from 'payload'

import type { PurchaseJourney, Reservation } from '@forecourt/schema'

import { readEnquiryCar } from '../enquiries/enquiryCar'
import { atomicUpdate, relationId } from '../lib/documents'
import { nudgeLeadDelivery } from '../enquiries/nudge'
import { PayloadDeliveryJobStore } from '../enquiries/payloadJobStore'
import { journeyLeadDocument, journeyLeadMessage } from './lead'

/**
 * The journey's last step: its payment is held, so the purchase is complete. The journey is marked
 * paid, its lead is completed (isLastStep) with the whole purchase in its comments, and only now is
 * the lead delivered to the dealer (and a summary to the shopper). Each part is conditional or
 * idempotent, so the same payment event twice, or a retry after a crash halfway, completes it once.
 */
export async function completePurchaseJourney(payload: Payload, reservation: Reservation, now: Date): Promise<void> {
  const journeyId = relationId(reservation.journey)
  if (journeyId === null) return
  const journey = (await payload.findByID({
    collection: 'purchase-journeys',
    id: journeyId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as PurchaseJourney | null
  if (!journey) return
  const history = Array.isArray(journey.history) ? journey.history : []
  await payload.db.updateOne({
    collection: 'purchase-journeys',
    where: { and: [{ id: { equals: journeyId } }, { status: { not_equals: 'completed' } }] },
    data: {
      status: 'completed',
      step: 'payment',
      history: [...history, { at: now.toISOString(), step: 'payment', note: `Paid (reservation ${reservation.reference})` }],
    },
    ...atomicUpdate(payload),
  })

  const leadId = relationId(journey.lead)
  const tenantId = relationId(journey.tenant)
  if (leadId === null || tenantId === null) return
  const car = await readEnquiryCar(payload, tenantId, String(relationId(journey.car) ?? ''))
  const paid = {
    amountCents: reservation.deposit_cents,
    full: journey.payment_amount === 'full',
    reservation: reservation.reference,
    heldUntil: reservation.hold_expires_at ?? null,
  }
  const completed = journeyLeadDocument(
    { ...journey, status: 'completed' },
    { tenantId, car, url: journey.url ?? '/', now, message: journeyLeadMessage(journey, { resumeUrl: null, paid }), isLastStep: true },
  )
  // Conditional on the lead still being unfinished: a second completion leaves it as the first wrote it.
  await payload.db.updateOne({
    collection: 'enquiries',
    where: { and: [{ id: { equals: leadId } }, { form_completed: { equals: false } }] },
    data: {
      form_completed: true,
      subcategory: completed.subcategory,
      message: completed.message,
      trade_in: completed.trade_in,
      finance_application: completed.finance_application,
      consent: completed.consent,
    },
    ...atomicUpdate(payload),
  })
  // The dealer's deliveries, added once each (the job store finds a job it already has).
  const tenant = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, disableErrors: true })
  const store = new PayloadDeliveryJobStore(payload)
  await store.enqueue({ leadId, channel: 'email' }, now)
  if (tenant?.leadDelivery?.webhookUrl?.trim()) await store.enqueue({ leadId, channel: 'webhook' }, now)
  await store.enqueue({ leadId, channel: 'confirmation', destinationId: 'completed' }, now)
  setImmediate(nudgeLeadDelivery)
}
