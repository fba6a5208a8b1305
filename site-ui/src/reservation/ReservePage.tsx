import { carCardTitle } from '@forecourt/domain/carCard'
import { depositLabel, reservationTexts } from '@forecourt/domain/reservation'

import { PaymentPageNotices } from '../payment/PaymentPageNotices'
import { ReserveForm } from './ReserveForm.client'
import { priceDisplay } from '@forecourt/domain/vehicle'
import type { VehiclePageData } from '@forecourt/domain/vehiclePage'

export type ReservePageProps = { data: VehiclePageData }

/**
 * /cars/{slug}/checkout (or /buy-online): the car, the deposit and what it does, and the form. The page
 * is the same for every shopper (cached with the car's page); what is personal — the form, the shopper's
 * own reservation on return from the processor — lives in the client form.
 */
export function ReservePage({ data }: ReservePageProps) {
  const { car, settings } = data
  const title = carCardTitle(car)
  const price = priceDisplay(car, settings)
  const deposit = depositLabel(settings.reserve_deposit)
  const image = car.images[0]
  return (
    <div className="fc-enquiry fc-reserve">
      <section className="fc-reserve__car" aria-labelledby="reserve-car-title">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the car page's own photo, already sized by the optimiser's URL
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} className="fc-reserve__photo" />
        ) : null}
        <h2 id="reserve-car-title">{title}</h2>
        {price.kind === 'price' ? <p className="fc-reserve__price">{price.text}</p> : null}
        <p>
          <a href={`/cars/${encodeURIComponent(car.slug)}`}>Back to the car</a>
        </p>
      </section>
      <section aria-labelledby="reserve-heading">
        <h1 id="reserve-heading">{reservationTexts.heading}</h1>
        <p className="fc-enquiry__intro">{reservationTexts.intro(deposit)}</p>
        <PaymentPageNotices data={data} />
        <ReserveForm carId={car.id} reserved={Boolean(car.reserved)} deposit={deposit} />
      </section>
    </div>
  )
}
