import { FavouriteButton } from './FavouriteButton.client'
import { favouriteEntry, type VehiclePageData } from '@forecourt/domain/vehiclePage'
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
 * Favourite, print and PDF, each only where the dealer's settings offer it. Favourites kept in a
 * visitor account ('account') need a sign-in these sites do not have yet, so only 'browser' shows here.
 */
export function VehicleTools({ data }: { data: VehiclePageData }) {
  const { car, settings } = data
  const favourites = settings.favourites_storage === 'browser'
  const printing = settings.printing_enabled
  if (!favourites && !printing) return null
  const event = eventCar(car)
  return (
    <div className="fc-vehicle-tools">
      {favourites ? <FavouriteButton entry={favouriteEntry(car)} car={event} /> : null}
      {printing ? (
        <>
          <PrintLink slug={car.slug} car={event} />
          <DownloadPdfButton slug={car.slug} car={event} />
        </>
      ) : null}
    </div>
  )
}
