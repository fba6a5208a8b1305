import type { Payload } from 'payload'

import { OPT_IN_WORDING } from '@forecourt/domain/enquiry'
import { RESERVATION_LEAD_CATEGORY } from '@forecourt/domain/reservation'
import type { Reservation } from '@forecourt/schema'

import { readEnquiryCar } from '../enquiries/enquiryCar'
import { enquiryDocumentData } from '../enquiries/leadDocument'
import { buildLeadPayload } from '../enquiries/leadPayload'
import { nudgeLeadDelivery } from '../enquiries/nudge'
import { relationId } from '../lib/documents'

/** The dealer's lead, through the enquiry outbox (stored, then delivered with retries like any lead). */
export async function storeReservationLead(payload: Payload, doc: Reservation, now: Date): Promise<void> {
  const tenantId = relationId(doc.tenant)
  const carId = relationId(doc.car)
  if (tenantId === null) return
  const car = carId === null ? null : await readEnquiryCar(payload, tenantId, String(carId))
  const deposit = `$${(doc.deposit_cents / 100).toLocaleString('en-AU')}`
  const lead = buildLeadPayload(
    'vehicle',
    {
      category: RESERVATION_LEAD_CATEGORY,
      subcategory: 'Deposit paid',
      name: doc.name,
      email: doc.email,
      phone: doc.phone,
      postcode: doc.postcode,
      PreferredContactMethod: 'Phone',
      message: `Reserved online with a ${deposit} refundable deposit (reservation ${doc.reference}); held until ${doc.hold_expires_at}.`,
      ...(carId === null ? {} : { car_id: String(carId) }),
      idempotency_key: `reservation-${doc.reference}`,
    },
    {
      tenant: tenantId,
      url: doc.car_slug ? `/cars/${doc.car_slug}/checkout` : '/',
      receivedAt: now,
      optInWording: OPT_IN_WORDING,
      car,
    },
  )
  try {
    const created = await payload.create({
      collection: 'enquiries',
      data: enquiryDocumentData(lead, { clientAddressHash: null }),
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    await payload.db.updateOne({ collection: 'reservations', where: { id: { equals: doc.id } }, data: { lead: created.id } })
    setImmediate(nudgeLeadDelivery)
  } catch (error) {
    // Stored already for this reservation (the unique key): the dealer is not told twice.
    const stored = await payload.find({
      collection: 'enquiries',
      where: { and: [{ tenant: { equals: tenantId } }, { idempotency_key: { equals: lead.idempotency_key } }] },
      limit: 1,
      depth: 0,
      pagination: false,
      select: {},
      overrideAccess: true,
    })
    if (stored.docs.length === 0)
      payload.logger.error({ err: error }, `Reservation ${doc.reference}: the dealer's lead could not be stored`)
  }
}
