'use client'

import { useEffect, useState } from 'react'

import { displayAustralianMobile, reservationStatusText } from '@forecourt/domain/shopper'
import { journeyStepLabels, type JourneyStep } from '@forecourt/domain/purchaseJourney'
import { parseViewedCars, VIEWED_CARS_STORAGE_KEY } from '@forecourt/domain/vehiclePage'
import type { WatchlistCarSummary } from '@forecourt/site-ui/shopper'
import { goToSignIn, readStorage } from '../requests'
import { CarList } from './CarList.client'
import { SignOutButton } from './SignOutButton.client'

type Garage = {
  phone: string
  watchlist: WatchlistCarSummary[]
  enquiries: Array<{ id: number; category: string | null; subcategory: string | null; received_at: string | null; car_name: string | null }>
  /** Reservations join here once the platform takes them online. */
  reservations: Array<{
    id: number | string
    reference: string
    status: string
    car_name?: string | null
    car_slug?: string | null
    hold_expires_at?: string | null
  }>
  /** Online purchases started or continued signed in, each with the link back to where the shopper left it. */
  purchases?: Array<{
    id: number | string
    reference: string
    status: string
    step: string
    car_name: string | null
    continue_path: string | null
  }>
}

/** My Garage: the signed-in shopper's watchlist, enquiries, reservations and the cars viewed on this browser. */
export function MyGarage({ path }: { path: string }) {
  const [garage, setGarage] = useState<Garage | null>(null)
  const [viewed, setViewed] = useState<ReturnType<typeof parseViewedCars>>([])

  useEffect(() => {
    setViewed(parseViewedCars(readStorage(VIEWED_CARS_STORAGE_KEY)))
    void fetch('/api/shoppers/garage', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (response.status === 401) return goToSignIn('my-garage', path)
        if (response.ok) setGarage((await response.json()) as Garage)
      })
      .catch(() => undefined)
  }, [path])

  if (!garage) return <p className="fc-shopper__loading">Loading your garage…</p>
  return (
    <div className="fc-shopper__garage">
      <p>Signed in as {displayAustralianMobile(garage.phone)}.</p>
      <h2>My watchlist</h2>
      <CarList cars={garage.watchlist} />
      <h2>My enquiries</h2>
      {garage.enquiries.length === 0 ? (
        <p className="fc-shopper__empty">No enquiries from {displayAustralianMobile(garage.phone)} yet.</p>
      ) : (
        <ul className="fc-shopper__enquiries">
          {garage.enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              {enquiry.subcategory || enquiry.category}
              {enquiry.car_name ? ` about the ${enquiry.car_name}` : ''}
              {enquiry.received_at ? `, sent ${new Date(enquiry.received_at).toLocaleDateString('en-AU')}` : ''}
            </li>
          ))}
        </ul>
      )}
      <h2>My reservations</h2>
      {garage.reservations.length === 0 ? (
        <p className="fc-shopper__empty">Cars you reserve online will show here.</p>
      ) : (
        <ul className="fc-shopper__reservations">
          {garage.reservations.map((reservation) => (
            <li key={reservation.id}>
              {reservation.car_slug ? (
                <a href={`/cars/${encodeURIComponent(reservation.car_slug)}`}>{reservation.car_name ?? reservation.reference}</a>
              ) : (
                (reservation.car_name ?? reservation.reference)
              )}
              {`: ${reservationStatusText(reservation.status)}`}
              {reservation.status === 'held' && reservation.hold_expires_at
                ? `, held for you until ${new Date(reservation.hold_expires_at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}`
                : ''}
              {` (reference ${reservation.reference})`}
            </li>
          ))}
        </ul>
      )}
      <h2>My online purchases</h2>
      {(garage.purchases ?? []).length === 0 ? (
        <p className="fc-shopper__empty">Cars you start buying online will show here, so you can carry on where you left off.</p>
      ) : (
        <ul className="fc-shopper__purchases">
          {(garage.purchases ?? []).map((purchase) => (
            <li key={purchase.id}>
              {purchase.car_name ?? purchase.reference}
              {purchase.status === 'completed'
                ? `: paid (reference ${purchase.reference})`
                : `: in progress, next step ${journeyStepLabels[purchase.step as JourneyStep] ?? purchase.step}`}
              {purchase.status !== 'completed' && purchase.continue_path ? (
                <>
                  {' '}
                  <a href={purchase.continue_path}>Continue buying the {purchase.car_name ?? 'car'}</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h2>Recently viewed</h2>
      {viewed.length === 0 ? (
        <p className="fc-shopper__empty">Cars you look at on this device will show here.</p>
      ) : (
        <ul className="fc-shopper__viewed">
          {viewed.map((car) => (
            <li key={car.id}>{[car.make, car.model, car.stocknum ? `(stock ${car.stocknum})` : null].filter(Boolean).join(' ')}</li>
          ))}
        </ul>
      )}
      <SignOutButton />
    </div>
  )
}
