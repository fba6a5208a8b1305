import { carCardTitle } from '@forecourt/domain/carCard'
import { journeyTexts } from '@forecourt/domain/purchaseJourney'
import { depositLabel } from '@forecourt/domain/reservation'
import { priceDisplay } from '@forecourt/domain/vehicle'
import type { VehiclePageData } from '@forecourt/domain/vehiclePage'

import { PaymentPageNotices } from '../payment/PaymentPageNotices'
import { PurchaseJourney } from './PurchaseJourney.client'

export type PurchaseJourneyPageProps = { data: VehiclePageData }

/**
 * /checkout-journey?car_id={slug}: the car and the journey's steps. The page is the same for every
 * shopper (cached per address); the shopper's own progress lives in the client part, read from the server.
 */
export function PurchaseJourneyPage({ data }: PurchaseJourneyPageProps) {
  const { car, settings } = data
  const title = carCardTitle(car)
  const price = priceDisplay(car, settings)
  const image = car.images[0]
  return (
    <div className="fc-enquiry fc-reserve">
      <section className="fc-reserve__car" aria-labelledby="journey-car-title">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the car page's own photo, already sized by the optimiser's URL
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} className="fc-reserve__photo" />
        ) : null}
        <h2 id="journey-car-title">{title}</h2>
        {price.kind === 'price' ? <p className="fc-reserve__price">{price.text}</p> : null}
        <p>
          <a href={`/cars/${encodeURIComponent(car.slug)}`}>Back to the car</a>
        </p>
      </section>
      <section aria-labelledby="journey-heading">
        <h1 id="journey-heading">{journeyTexts.heading}</h1>
        <p className="fc-enquiry__intro">{journeyTexts.intro}</p>
        <PaymentPageNotices data={data} />
        <PurchaseJourney
          carSlug={car.slug}
          deposit={depositLabel(settings.reserve_deposit)}
          price={price.kind === 'price' ? price.text : null}
        />
      </section>
    </div>
  )
}
