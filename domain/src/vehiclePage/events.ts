import { analyticsEventIds, vehicleEventParameters, type AnalyticsEvent } from '../enquiry/analytics'
import type { VehiclePageCar } from './types'

type EventCar = Pick<VehiclePageCar, 'id' | 'car_type' | 'make' | 'model' | 'year' | 'km' | 'badge'>

/** Spec §7 event 39: a car was added to the favourites (removing one sends nothing). */
export function favouriteAddedEvent(car: EventCar): AnalyticsEvent {
  return { event: 'favourite_added', eventId: analyticsEventIds.favouriteAdded, carId: car.id, ...vehicleEventParameters(car) }
}

export type PrintFormat = 'page' | 'pdf'

/** Spec §7 event 61: the print page was opened or the PDF asked for; the format tells reports which. */
export function printEvent(car: EventCar, format: PrintFormat): AnalyticsEvent {
  return { event: 'vehicle_print', eventId: analyticsEventIds.print, printFormat: format, carId: car.id, ...vehicleEventParameters(car) }
}

/** Spec §7 event 4: sent for used cars only; new and demo car views have no event of their own. */
export function usedVehicleViewEvent(car: EventCar): AnalyticsEvent | null {
  if (car.car_type?.trim().toLowerCase() !== 'used') return null
  return { event: 'used_vehicle_view', eventId: analyticsEventIds.usedVehicleView, carId: car.id, ...vehicleEventParameters(car) }
}

/** Spec §7 event 25: a Call Now (sidebar, sticky bar or location card) was pressed to call the dealer. */
export function callTheDealerEvent(car: EventCar): AnalyticsEvent {
  return { event: 'call_the_dealer', eventId: analyticsEventIds.callTheDealer, carId: car.id, ...vehicleEventParameters(car) }
}
