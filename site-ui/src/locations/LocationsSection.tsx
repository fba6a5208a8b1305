import { OptimisedImage } from '../media/OptimisedImage'
import { Carousel } from './Carousel.client'
import { HoursDropdown } from './HoursDropdown.client'
import { type LocationCardView, type LocationsSectionView, telHref } from './locations.view'

type Heading = 'h2' | 'h3'

function Stars({ card }: { card: LocationCardView }) {
  const summary = card.reviews
  if (!summary) return null
  const stars = Array.from({ length: summary.fullStars + 1 }, (_, index) => (index < summary.fullStars ? 1 : summary.partialStarFill))
  return (
    <p className="fc-reviews fc-location__reviews">
      <span className="fc-reviews__stars" aria-hidden="true">
        {stars.map((fill, index) => (
          <span key={index} className="fc-reviews__star" style={{ ['--fill' as string]: `${Math.round(fill * 100)}%` }} />
        ))}
      </span>
      <span>
        <strong>{summary.ratingText}</strong> out of 5 from {summary.countText} reviews
      </span>
    </p>
  )
}

/** The location's picture, else its map: embedded with the tenant's maps key, otherwise a plain link. */
function Visual({ card, large }: { card: LocationCardView; large: boolean }) {
  if (large && card.mapEmbedUrl) {
    return (
      <iframe
        className="fc-location__map"
        title={`Map of ${card.name}`}
        src={card.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    )
  }
  if (card.image) {
    return (
      <OptimisedImage
        className="fc-location__image"
        src={card.image.src}
        alt={card.image.alt}
        width={card.image.width}
        height={card.image.height}
        sizes={large ? '(min-width: 900px) 50vw, 100vw' : '(min-width: 900px) 33vw, 100vw'}
      />
    )
  }
  if (card.mapEmbedUrl) {
    return (
      <iframe
        className="fc-location__map"
        title={`Map of ${card.name}`}
        src={card.mapEmbedUrl}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    )
  }
  if (card.mapLink) {
    return (
      <a className="fc-location__map-link" href={card.mapLink} target="_blank" rel="noopener">
        <span aria-hidden="true" className="fc-location__pin" />
        View {card.name} on the map<span className="fc-visually-hidden"> (opens in a new tab)</span>
      </a>
    )
  }
  return null
}

function Details({
  card,
  heading: HeadingTag,
  showDetailsLink,
}: {
  card: LocationCardView
  heading: Heading | 'h1'
  showDetailsLink: boolean
}) {
  return (
    <div className="fc-location__details">
      <div className="fc-location__title">
        <HeadingTag className="fc-location__name">{card.name}</HeadingTag>
        {card.comingSoon ? <span className="fc-location__badge">Coming Soon</span> : null}
      </div>
      <Stars card={card} />
      {card.address ? <address className="fc-location__address">{card.address}</address> : null}
      {card.hours ? <HoursDropdown hours={card.hours} /> : null}
      {card.holidayHours.length ? (
        <details className="fc-location__holiday">
          <summary>View Holiday Hours</summary>
          <dl className="fc-hours__lines">
            {card.holidayHours.map((line) => (
              <div key={line.date} className="fc-hours__line">
                <dt>
                  {line.label}
                  {line.name ? ` (${line.name})` : ''}
                </dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {card.phone || card.landline ? (
        <p className="fc-location__phones">
          {card.phone ? (
            <span>
              Phone: <a href={telHref(card.phone)}>{card.phone}</a>
            </span>
          ) : null}
          {card.landline && card.landline !== card.phone ? (
            <span>
              Landline: <a href={telHref(card.landline)}>{card.landline}</a>
            </span>
          ) : null}
        </p>
      ) : null}
      {card.licence || card.repairer ? (
        <p className="fc-location__licence">
          {card.licence ? <span>Dealer Licence: {card.licence}</span> : null}
          {card.repairer ? <span>Motor Vehicle Repairer: {card.repairer}</span> : null}
        </p>
      ) : null}
      <ul className="fc-location__actions">
        {showDetailsLink && card.href ? (
          <li>
            <a className="fc-button fc-button--primary" href={card.href}>
              View Location Details<span className="fc-visually-hidden">: {card.name}</span>
            </a>
          </li>
        ) : null}
        {card.directions ? (
          <li>
            <a className="fc-button fc-button--secondary" href={card.directions} target="_blank" rel="noopener">
              Get Directions<span className="fc-visually-hidden"> to {card.name} (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        {card.phone ? (
          <li>
            <a className="fc-button fc-button--secondary" href={telHref(card.phone)}>
              Call Us<span className="fc-visually-hidden"> at {card.name}</span>
            </a>
          </li>
        ) : null}
        {card.email ? (
          <li>
            <a className="fc-button fc-button--secondary" href={`mailto:${card.email}`}>
              Email Us<span className="fc-visually-hidden"> at {card.name}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}

/** One location, large: map or picture beside every detail. Used by a one-location section and the location page. */
export function LocationFeature({
  card,
  heading,
  showDetailsLink = false,
}: {
  card: LocationCardView
  heading: Heading | 'h1'
  showDetailsLink?: boolean
}) {
  return (
    <article className="fc-location fc-location--single" data-location-id={String(card.id)}>
      <div className="fc-location__visual">
        <Visual card={card} large />
      </div>
      <Details card={card} heading={heading} showDetailsLink={showDetailsLink} />
    </article>
  )
}

function Card({ card, heading }: { card: LocationCardView; heading: Heading }) {
  return (
    <li className="fc-location fc-location--card" data-location-id={String(card.id)}>
      <div className="fc-location__visual">
        <Visual card={card} large={false} />
      </div>
      <Details card={card} heading={heading} showDetailsLink />
    </li>
  )
}

/**
 * The chosen layout: a large section for one location, a grid of cards (three columns at most) for
 * several, or, where the block asks for it, a carousel of the cards instead of the grid.
 */
export function LocationsSection({
  view,
  heading = 'h2',
  carousel = false,
}: {
  view: LocationsSectionView | null | undefined
  heading?: Heading
  carousel?: boolean
}) {
  if (!view?.cards.length) return null
  const [first] = view.cards
  if (view.layout.kind === 'single' && first) {
    return (
      <div className="fc-locations fc-locations--single" data-layout="single">
        <LocationFeature card={first} heading={heading} showDetailsLink />
      </div>
    )
  }
  if (carousel) {
    return (
      <div className="fc-locations fc-locations--carousel" data-layout="carousel">
        <Carousel label="Our locations">
          {view.cards.map((card) => (
            <Card key={card.id} card={card} heading={heading} />
          ))}
        </Carousel>
      </div>
    )
  }
  const columns = view.layout.kind === 'grid' ? view.layout.columns : 1
  const centred = view.layout.kind === 'grid' && view.layout.centred
  return (
    <ul
      className={`fc-locations fc-locations--grid fc-locations--cols-${columns}${centred ? ' fc-locations--centred' : ''}`}
      data-layout="grid"
      data-columns={columns}
    >
      {view.cards.map((card) => (
        <Card key={card.id} card={card} heading={heading} />
      ))}
    </ul>
  )
}
