import { addressLine, directionsUrl, type DealerLocation } from '@forecourt/domain/locations'
import {
  choosePhone,
  formatDollars,
  formatThousands,
  reviewsSummary,
  serviceAdvantageFor,
  serviceIntervalText,
} from '@forecourt/domain/vehicle'
import { PageSection } from './DetailSections'
import {
  isToyotaCertified,
  isToyotaMake,
  maskPhoneNumber,
  TOYOTA_CERTIFIED_BENEFITS,
  TOYOTA_CERTIFIED_TITLE,
  type VehiclePageData,
} from '@forecourt/domain/vehiclePage'
import { CallNowLink } from './CallNowLink.client'
import { callTarget, eventCar } from './Tools'

/**
 * Toyota dealers: capped-price servicing for new and demo Toyotas, the certified pre-owned benefits
 * for certified used ones. Other dealers and cars: nothing.
 */
export function ServiceAdvantageSection({ data }: { data: VehiclePageData }) {
  const { car, settings } = data
  if (settings.service_advantage !== 'toyota' || !isToyotaMake(car.make)) return null
  if (car.car_type === 'used') {
    if (!isToyotaCertified(car, settings)) return null
    return (
      <PageSection id="service-advantage" title={TOYOTA_CERTIFIED_TITLE}>
        <ul className="fc-benefit-list">
          {TOYOTA_CERTIFIED_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </PageSection>
    )
  }
  const plan = serviceAdvantageFor(car.model)
  return (
    <PageSection id="service-advantage" title="Toyota Service Advantage">
      <p className="fc-service-advantage__headline">
        <strong>{formatDollars(plan.amount)}</strong> per service
      </p>
      <p>{`Capped price servicing for ${plan.years} years or ${formatThousands(plan.rangeKm)} km, whichever comes first: ${plan.services} services, ${serviceIntervalText(plan)}.`}</p>
    </PageSection>
  )
}

/** The dealer's review rating, only above the tenant's minimum; four full stars at most plus a partial one. */
export function ReviewsSection({ data }: { data: VehiclePageData }) {
  const summary = reviewsSummary(data.reviews, data.settings)
  if (!summary) return null
  const stars = Array.from({ length: summary.fullStars + 1 }, (_, index) => (index < summary.fullStars ? 1 : summary.partialStarFill))
  return (
    <PageSection id="reviews" title="Customer Reviews">
      <p className="fc-reviews">
        <span className="fc-reviews__stars" aria-hidden="true">
          {stars.map((fill, index) => (
            <span key={index} className="fc-reviews__star" style={{ ['--fill' as string]: `${Math.round(fill * 100)}%` }} />
          ))}
        </span>
        <span>
          <strong>{summary.ratingText}</strong> out of 5 from {summary.countText} reviews
        </span>
      </p>
    </PageSection>
  )
}

/** Where the car is: the anchor the 'Location' button and the sidebar's location link go to. */
export function LocationSection({ data }: { data: VehiclePageData }) {
  const { car } = data
  const name = car.location?.name || car.location_name || car.dealership_name
  const address = car.location?.address
  const location: DealerLocation = {
    id: car.location?.id ?? car.slug,
    name,
    // The car's own city and state when the feed gives no street address for its location.
    address: address && Object.values(address).some(Boolean) ? address : { city: car.city ?? null, state: car.state ?? null },
  }
  const line = addressLine(location)
  if (!name && !line) return null
  const directions = directionsUrl(location)
  const phone = choosePhone(car, data.settings)
  return (
    <PageSection id="vehicle-map" title="Location" className="fc-location-card">
      {name ? <p className="fc-location-card__name">{name}</p> : null}
      {line ? <address className="fc-location-card__address">{line}</address> : null}
      <ul className="fc-location-card__links">
        {phone.kind === 'phone' ? (
          <li>
            <CallNowLink className="fc-button fc-button--secondary" car={eventCar(car)} {...callTarget(data, phone.telHref)}>
              Call {data.settings.phone_reveal ? maskPhoneNumber(phone.number) : phone.number}
            </CallNowLink>
          </li>
        ) : null}
        {directions ? (
          <li>
            <a className="fc-button fc-button--secondary" href={directions} rel="noopener" target="_blank">
              Get Directions<span className="fc-visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </PageSection>
  )
}
