import { cardFinanceLine } from '@forecourt/domain/finance'
import { OptimisedImage } from '../media/OptimisedImage'
import { findSimilarLabel, formatThousands } from '@forecourt/domain/vehicle'
import { favouriteEntry } from '@forecourt/domain/vehiclePage'
import { CardControls } from './CardControls.client'
import { CardFinanceQuote } from './FinanceQuote.client'
import { CardFinanceText } from './FinanceText'
import {
  cardEnquiry,
  carCardHref,
  carCardPrice,
  carCardTitle,
  carTag,
  displayLabel,
  isSoldForCard,
  showCardControl,
  type CardTenantSettings,
  type CarForCard,
  type CarTag,
} from '@forecourt/domain/carCard'

/** A search hit as the card reads it: the index record's names. */
export type CarCardRecord = CarForCard & {
  km?: number | null
  transmission?: string | null
  fuel?: string | null
  body?: string | null
  location_name?: string | null
  created_at_timestamp?: number | null
  vin?: string | null
  nvic?: string | null
}

function TagBadge({ tag }: { tag: CarTag }) {
  if (tag.kind === 'certified_pre_owned_logo') {
    return <span className="fc-car-card__tag fc-car-card__tag--certified">Toyota Certified Pre-Owned</span>
  }
  return <span className={`fc-car-card__tag fc-car-card__tag--${tag.kind.replaceAll('_', '-')}`}>{tag.text}</span>
}

function CarPhoto({ car, title, priority }: { car: CarCardRecord; title: string; priority: boolean }) {
  const src = car.primary_image_url
  if (!src) {
    return (
      <div className="fc-car-card__photo fc-car-card__photo--none" aria-hidden="true">
        <span>{car.make ?? ''}</span>
      </div>
    )
  }
  // Uploaded photos go through the optimiser; a feed's CDN URL is used as it is (no outside fetches here).
  return (
    <OptimisedImage
      className="fc-car-card__photo"
      src={src}
      alt={title}
      width={480}
      height={320}
      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw"
      unoptimized={!src.startsWith('/')}
      priority={priority}
    />
  )
}

/**
 * One car in a results grid. No hooks: the same card renders on the server (featured stock) and inside
 * the search page's client tree.
 */
export function CarCard({
  car,
  tenant,
  nowMs,
  priority = false,
}: {
  car: CarCardRecord
  tenant: CardTenantSettings
  nowMs: number
  priority?: boolean
}) {
  const title = carCardTitle(car)
  const price = carCardPrice(car, tenant)
  const sold = isSoldForCard(car)
  const created = car.created_at ?? (typeof car.created_at_timestamp === 'number' ? car.created_at_timestamp * 1000 : null)
  const tag = carTag({ ...car, simple_fuel: car.simple_fuel ?? car.fuel, created_at: created }, tenant, nowMs)
  const details = [
    car.car_type ? displayLabel(car.car_type, tenant) : null,
    typeof car.km === 'number' ? `${formatThousands(car.km)} km` : null,
    car.transmission || null,
    car.fuel || null,
  ].filter((detail): detail is string => Boolean(detail))
  const href = carCardHref(car)
  const actionText = sold ? findSimilarLabel(tenant) : 'View car'
  const finance = cardFinanceLine(car, tenant)
  const enquiry = cardEnquiry(car, tenant)
  const favourite = showCardControl('favourite', car, tenant)
    ? {
        entry: favouriteEntry({
          id: car.id,
          name: car.name,
          slug: car.slug,
          make: car.make,
          model: car.model,
          primary_image_url: car.primary_image_url,
        }),
        car: {
          id: car.id,
          car_type: car.car_type,
          make: car.make,
          model: car.model,
          year: car.year,
          km: car.km,
          badge: car.badge,
          status: car.status,
          sold: car.sold,
        },
      }
    : null
  const compare = showCardControl('compare', car, tenant)
    ? { id: car.id, slug: car.slug, title, image: car.primary_image_url?.trim() || null }
    : null
  return (
    <article className={`fc-car-card${sold ? ' fc-car-card--sold' : ''}`}>
      <div className="fc-car-card__media">
        <CarPhoto car={car} title={title} priority={priority} />
        {tag ? <TagBadge tag={tag} /> : null}
      </div>
      <div className="fc-car-card__body">
        <h3 className="fc-car-card__title">
          <a href={href}>{title}</a>
        </h3>
        <p className={`fc-car-card__price fc-car-card__price--${price.kind.replaceAll('_', '-')}`}>{price.text}</p>
        {finance?.kind === 'quote' ? <CardFinanceText weeklyText={finance.weeklyText} /> : null}
        {finance?.kind === 'request' ? <CardFinanceQuote request={finance.request} /> : null}
        {details.length > 0 ? (
          <ul className="fc-car-card__details">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
        {car.location_name ? <p className="fc-car-card__location">{car.location_name}</p> : null}
        {favourite || compare ? <CardControls favourite={favourite} compare={compare} /> : null}
        <div className="fc-car-card__actions">
          <a
            className="fc-car-card__action"
            href={sold ? `/find-me-something-similar?car_id=${encodeURIComponent(car.slug)}` : href}
            aria-label={`${actionText}: ${title}`}
          >
            {actionText}
          </a>
          {enquiry ? (
            <a className="fc-car-card__action fc-car-card__action--enquire" href={enquiry.href} aria-label={`${enquiry.label}: ${title}`}>
              {enquiry.label}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  )
}
