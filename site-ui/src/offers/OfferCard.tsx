import Link from 'next/link'

import { OptimisedImage } from '../media/OptimisedImage'
import { ExpandableText } from './ExpandableText.client'
import type { OfferCardView } from './offers.view'

export function OfferCard({ offer, headingLevel = 'h2' }: { offer: OfferCardView; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className="fc-offer-card" aria-labelledby={`offer-${offer.id}-title`}>
      {offer.image ? (
        <OptimisedImage
          className="fc-offer-card__image"
          src={offer.image.src}
          alt={offer.image.alt}
          width={offer.image.width}
          height={offer.image.height}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          unoptimized={!offer.image.src.startsWith('/')}
        />
      ) : null}
      <div className="fc-offer-card__body">
        {offer.category ? <p className="fc-offer-card__category">{offer.category}</p> : null}
        <Heading id={`offer-${offer.id}-title`} className="fc-offer-card__title">
          <Link href={offer.href}>{offer.name}</Link>
        </Heading>
        {offer.description ? <ExpandableText text={offer.description} className="fc-offer-card__description" /> : null}
        {offer.disclaimer ? (
          <ExpandableText text={offer.disclaimer} className="fc-offer-card__disclaimer" lessLabel="Hide full disclaimer" />
        ) : null}
        <Link className="fc-button fc-button--primary" href={offer.href} aria-label={`View offer: ${offer.name}`}>
          View offer
        </Link>
      </div>
    </article>
  )
}

export function OffersGrid({ offers, headingLevel = 'h2' }: { offers: readonly OfferCardView[]; headingLevel?: 'h2' | 'h3' }) {
  if (offers.length === 0) return <p className="fc-offers-empty">There are no special offers at the moment. Please check back soon.</p>
  return (
    <ul className="fc-offers-grid">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
