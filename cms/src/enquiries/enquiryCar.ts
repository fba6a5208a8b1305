import type { Payload } from 'payload'

import type { EnquiryCar } from '@forecourt/domain/enquiry'

import { documentIdType, parseDocumentId } from '../lib/documents'
import { shopperCarWhere } from '../vehicles/shopperCar'
import type { LeadCarFacts } from './leadPayload'

/**
 * The car an enquiry names (`car_id`), read once in one place for both its uses: the form that
 * prefills it (the renderer's block data) and the lead that records it (the intake). Only a car of
 * the tenant, and only one the dealer lists on the site: a car hidden from the site is no car to a
 * visitor, neither shown on the form nor attached to the lead. A malformed id, another tenant's car
 * or a failed read is simply no car too. The car is named by its id or by its slug (the car page's
 * Finance and Trade-In buttons send the slug).
 */
export async function readEnquiryCar(
  payload: Payload,
  tenantId: number | string,
  carId: string | null | undefined,
): Promise<LeadCarFacts | null> {
  if (!carId || !/^[A-Za-z0-9_-]{1,160}$/.test(carId)) return null
  // A slug always has a letter and a dash; an id never has a dash (a number, or Mongo's hex).
  const id = carId.includes('-') ? null : parseDocumentId(carId, documentIdType(payload, 'vehicles'))
  if (id === null && !carId.includes('-')) return null
  try {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: shopperCarWhere(tenantId, id !== null ? { id } : { slug: carId }),
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const car = docs[0]
    if (!car) return null
    return {
      id: car.id,
      dealership_id: car.dealership_id ?? null,
      name: car.name ?? null,
      make: car.make ?? null,
      model: car.model ?? null,
      badge: car.badge ?? null,
      year: car.year ?? null,
      car_type: car.car_type ?? null,
      status: car.status ?? null,
      stocknum: car.stocknum ?? null,
      vin: car.vin ?? null,
      price: car.price ?? null,
      km: car.km ?? null,
      body: car.body ?? car.simple_body ?? null,
      transmission: car.trans ?? car.simple_transmission ?? null,
      doors: car.doors ?? null,
      colour: car.colour ?? null,
      interior_colour: car.interior_colour ?? null,
    }
  } catch {
    return null
  }
}

/** What the enquiry form shows and prefills of the car (its heading line and the hidden vehicle fields). */
export function enquiryCarForForm(car: LeadCarFacts): EnquiryCar {
  return {
    id: car.id,
    name: car.name ?? null,
    make: car.make ?? null,
    model: car.model ?? null,
    badge: car.badge ?? null,
    year: car.year ?? null,
    km: car.km ?? null,
    car_type: (car.car_type ?? null) as EnquiryCar['car_type'],
    status: (car.status ?? null) as EnquiryCar['status'],
    stocknum: car.stocknum ?? null,
    price: car.price ?? null,
  }
}
