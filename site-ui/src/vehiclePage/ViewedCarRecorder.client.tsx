'use client'

import { useEffect, useRef } from 'react'

import { pushToDataLayer } from '@forecourt/domain/enquiry'
import {
  parseViewedCars,
  recordViewedCar,
  usedVehicleViewEvent,
  type VehiclePageCar,
  VIEWED_CARS_STORAGE_KEY,
  type ViewedCarEntry,
} from '@forecourt/domain/vehiclePage'
import { readStored, writeStored } from './localHistory.client'

type EventCar = Pick<VehiclePageCar, 'id' | 'car_type' | 'make' | 'model' | 'year' | 'km' | 'badge'>

/** Puts this car at the front of the visitor's viewed cars, and sends the used-vehicle view event. Renders nothing. */
export function ViewedCarRecorder({ entry, car }: { entry: ViewedCarEntry; car: EventCar }) {
  // React's development double-mount would otherwise send the view event twice.
  const recorded = useRef<ViewedCarEntry['id'] | null>(null)
  useEffect(() => {
    if (recorded.current === entry.id) return
    recorded.current = entry.id
    writeStored(VIEWED_CARS_STORAGE_KEY, JSON.stringify(recordViewedCar(parseViewedCars(readStored(VIEWED_CARS_STORAGE_KEY)), entry)))
    const event = usedVehicleViewEvent(car)
    if (event) pushToDataLayer(window as unknown as { dataLayer?: unknown }, event)
  }, [entry, car])
  return null
}
