'use client'

import type { WatchlistCarSummary } from '@forecourt/site-ui/shopper'

function formatPrice(price: number | null): string {
  return typeof price === 'number' && price > 0 ? `$${price.toLocaleString('en-AU')}` : 'Enquire for price'
}

/** A saved car the dealer has since hidden from the site: still removable, but nothing of it is shown. */
const UNAVAILABLE_CAR_TEXT = 'This car is no longer available'

export function CarList({ cars, onRemove }: { cars: readonly WatchlistCarSummary[]; onRemove?: (car: WatchlistCarSummary) => void }) {
  if (cars.length === 0) return <p className="fc-shopper__empty">You have not saved any cars yet.</p>
  return (
    <ul className="fc-shopper__cars">
      {cars.map((car) => (
        <li key={car.id} className="fc-shopper__car">
          {!car.available ? (
            <span>{UNAVAILABLE_CAR_TEXT}</span>
          ) : car.slug ? (
            <a href={`/cars/${car.slug}`}>{car.name}</a>
          ) : (
            <span>{car.name}</span>
          )}
          {car.available ? <span className="fc-shopper__price">{car.sold ? 'Sold' : formatPrice(car.price)}</span> : null}
          {onRemove ? (
            <button type="button" className="fc-button fc-button--secondary" onClick={() => onRemove(car)}>
              Remove <span className="fc-visually-hidden">{car.name ?? UNAVAILABLE_CAR_TEXT}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
