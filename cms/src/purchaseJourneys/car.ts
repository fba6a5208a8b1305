import type { Payload } from 'payload'

import { isAvailable, offersOnlinePurchase } from '@forecourt/domain/vehicle'

import type { DocumentId } from '../lib/documents'
import { tenantPaymentMode } from '../reservations/paymentMode'
import { tenantSiteSettings } from '../settings/tenantSiteSettings'
import { shopperCarWhere } from '../vehicles/shopperCar'

export type JourneyCar = {
  id: DocumentId
  slug: string
  name: string
  price: number | null
  status: string | null
  reserved: boolean
}

/** The car by its slug on this site, and whether it may be bought online (the spec's rule, the site's switch). */
export async function findCar(
  payload: Payload,
  tenantId: DocumentId,
  slug: string,
): Promise<{ car: JourneyCar; offered: boolean; paymentsOff: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{1,160}$/.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: shopperCarWhere(tenantId, { slug }),
    limit: 1,
    depth: 0,
    pagination: false,
    select: { name: true, slug: true, status: true, reserved: true, car_type: true, make: true, model: true, year: true, price: true },
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) return null
  const settings = await tenantSiteSettings(payload, tenantId, { online_purchase_enabled: true })
  const offered =
    offersOnlinePurchase(
      { car_type: found.car_type ?? null, make: found.make ?? null },
      { online_purchase_enabled: settings?.online_purchase_enabled === true },
    ) && isAvailable({ status: found.status ?? null })
  return {
    car: {
      id: found.id,
      slug: found.slug ?? String(found.id),
      name: found.name || [found.year, found.make, found.model].filter(Boolean).join(' '),
      price: typeof found.price === 'number' && found.price > 10 ? found.price : null,
      status: found.status ?? null,
      reserved: found.reserved === true,
    },
    offered,
    // A production site without Stripe keys sells nothing online (the test processor is for test sites).
    paymentsOff: (await tenantPaymentMode(payload, tenantId)) === 'off',
  }
}
