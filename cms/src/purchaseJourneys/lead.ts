import { OPT_IN_WORDING } from '@forecourt/domain/enquiry'
import { FINANCE_FREQUENCY_LABELS } from '@forecourt/domain/finance'
import {
  handoverLabels,
  journeyStepLabels,
  ONLINE_PURCHASE_LEAD_CATEGORY,
  paymentMethodLabels,
  type JourneyStep,
} from '@forecourt/domain/purchaseJourney'
import type { PurchaseJourney } from '@forecourt/schema'

import type { EnquiryDocumentData } from '../enquiries/leadDocument'
import { enquiryDocumentData } from '../enquiries/leadDocument'
import { buildLeadPayload, type LeadCarFacts } from '../enquiries/leadPayload'

const dollars = (value: number | null | undefined) => `$${Math.round(value ?? 0).toLocaleString('en-AU')}`

/** The payment that completed the journey, as the lead reports it. */
export type JourneyPaid = { amountCents: number; full: boolean; reservation: string; heldUntil: string | null }

/**
 * The lead's comments: what the shopper has chosen so far, one line a step, so the dealer reads the
 * whole purchase in the lead; while it is under way, the first line is the shopper's link back to it.
 */
export function journeyLeadMessage(journey: PurchaseJourney, progress: { resumeUrl: string | null; paid: JourneyPaid | null }): string {
  const car = journey.car_name ?? 'the car'
  const lines: string[] = []
  if (progress.paid) {
    const { paid } = progress
    lines.push(
      `Bought online: ${car} (purchase ${journey.reference}). Paid ${dollars(paid.amountCents / 100)} ${paid.full ? 'in full' : 'deposit'} (reservation ${paid.reservation})${paid.heldUntil ? `; the car is held until ${paid.heldUntil}` : ''}.`,
    )
  } else {
    const next = journeyStepLabels[journey.step as JourneyStep] ?? journey.step
    lines.push(`Buying ${car} online (purchase ${journey.reference}); next step: ${next}.`)
    if (progress.resumeUrl) lines.push(`Continue where you left off: ${progress.resumeUrl}`)
  }
  const tradeIn = journey.trade_in
  if (tradeIn?.has_trade_in) {
    lines.push(
      `Trade-in: ${tradeIn.vehicle_title ?? 'a car'}, ${Number(tradeIn.kms ?? 0).toLocaleString('en-AU')} km, rego ${tradeIn.rego ?? ''} (${tradeIn.rego_state ?? ''}). ${tradeIn.estimate ?? ''}`.trim(),
    )
  } else if (tradeIn?.has_trade_in === false) {
    lines.push('Trade-in: none.')
  }
  const method = journey.payment_method
  if (method) {
    const finance = journey.finance
    const figures =
      method !== 'cash' && finance
        ? ` (deposit ${dollars(finance.deposit)}, ${finance.term_years} years, balloon ${dollars(finance.balloon)}, ${finance.frequency ? FINANCE_FREQUENCY_LABELS[finance.frequency].toLowerCase() : ''} repayments)`
        : ''
    lines.push(`Payment method: ${paymentMethodLabels[method]}${figures}.`)
  }
  const handover = journey.handover
  if (handover?.option) {
    const where = handover.option === 'delivery' ? `, to ${handover.street}, ${handover.suburb} ${handover.state} ${handover.postcode}` : ''
    lines.push(`Handover: ${handoverLabels[handover.option]}${where}, on ${handover.date}.`)
  }
  return lines.join('\n')
}

/**
 * The journey's one lead, built through the same lead payload as every enquiry: `isLastStep` is false
 * until the purchase is paid for, so the stored lead says the form is not completed yet.
 */
export function journeyLeadDocument(
  journey: PurchaseJourney,
  context: { tenantId: number | string; car: LeadCarFacts | null; url: string; now: Date; message: string; isLastStep: boolean },
): EnquiryDocumentData {
  const lead = buildLeadPayload(
    'vehicle',
    {
      category: ONLINE_PURCHASE_LEAD_CATEGORY,
      subcategory: context.isLastStep ? 'Paid' : 'In progress',
      name: journey.first_name ?? '',
      last_name: journey.last_name ?? undefined,
      email: journey.email ?? '',
      phone: journey.phone ?? '',
      postcode: journey.postcode ?? '',
      PreferredContactMethod: 'Phone',
      message: context.message,
      terms_agreed: journey.terms_agreed === true,
      ...(context.car ? { car_id: String(context.car.id) } : {}),
      ...(journey.trade_in?.has_trade_in
        ? {
            'do-you-have-a-trade-in': 'Yes' as const,
            rego: journey.trade_in.rego ?? undefined,
            regoState: journey.trade_in.rego_state ?? undefined,
            kms: journey.trade_in.kms ?? undefined,
          }
        : {}),
      idempotency_key: `journey-${journey.reference}`,
    },
    {
      tenant: context.tenantId,
      url: context.url,
      receivedAt: context.now,
      optInWording: OPT_IN_WORDING,
      car: context.car,
      isLastStep: context.isLastStep,
    },
  )
  const finance = journey.finance
  const applied = journey.payment_method === 'finance' || journey.payment_method === 'both'
  return enquiryDocumentData(
    {
      ...lead,
      finance_application:
        applied && finance
          ? {
              price: journey.car_price ?? null,
              deposit: finance.deposit ?? null,
              term_years: finance.term_years ?? null,
              balloon: finance.balloon ?? null,
              frequency: finance.frequency ?? null,
            }
          : null,
    },
    { clientAddressHash: null },
  )
}
