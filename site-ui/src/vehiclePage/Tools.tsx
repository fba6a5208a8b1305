import type { CallTarget } from './CallNowLink.client'
import { WatchlistButton } from './WatchlistButton.client'
import { favouriteEntry, type PhoneRevealBody, type VehiclePageData } from '@forecourt/domain/vehiclePage'
import { DownloadPdfButton, PrintLink } from './PrintButtons.client'

/** The car's event facts only: client components get plain props, not the whole car. */
export function eventCar(car: VehiclePageData['car']) {
  return {
    id: car.id,
    car_type: car.car_type,
    make: car.make,
    model: car.model,
    year: car.year,
    km: car.km,
    badge: car.badge,
    status: car.status,
    sold: car.sold,
  }
}

/**
 * What a Call Now needs: the tel: link, or with masking on only what the reveal call asks for, so the
 * page never holds the number.
 */
export function callTarget(data: VehiclePageData, telHref: string): CallTarget {
  if (!data.settings.phone_reveal) return { href: telHref }
  return { reveal: revealBody(data) }
}

export function revealBody(data: VehiclePageData): PhoneRevealBody {
  return { car_id: data.car.id, dealership_id: data.car.dealership_id ?? null, website_id: data.tenant.id }
}

/**
 * Favourite (the watchlist's save control), print and PDF, each only where the dealer's settings offer
 * it. Favourites on ('browser' or 'account') is the watchlist: saved with the shopper's sign-in, and a
 * list kept in the browser before is offered into it once they sign in.
 */
export function VehicleTools({ data }: { data: VehiclePageData }) {
  const { car, settings } = data
  const favourites = settings.favourites_storage !== 'off'
  const printing = settings.printing_enabled
  if (!favourites && !printing) return null
  const event = eventCar(car)
  return (
    <div className="fc-vehicle-tools">
      {favourites ? <WatchlistButton entry={favouriteEntry(car)} car={event} /> : null}
      {printing ? (
        <>
          <PrintLink slug={car.slug} car={event} />
          <DownloadPdfButton slug={car.slug} car={event} />
        </>
      ) : null}
    </div>
  )
}
