import type { EnquiryCar } from '@forecourt/domain/enquiry'

import type { EnquiryFormClientProps } from './Component.client'

/**
 * What a form's browser code gets of the car it is about: the fields its tracking event names
 * (vehicleStatus, make, model, year, kilometres, grade) and the id the lead is sent with; nothing else
 * of the car travels in the page.
 */
export function formCar(car: EnquiryCar | null): EnquiryFormClientProps['car'] {
  if (!car) return null
  return {
    id: car.id,
    car_type: car.car_type,
    tag: car.tag,
    make: car.make,
    model: car.model,
    year: car.year,
    km: car.km,
    badge: car.badge,
  }
}
