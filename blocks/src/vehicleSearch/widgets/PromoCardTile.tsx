import { OptimisedImage } from '@forecourt/site-ui/media'
import type { PromoCardContent } from '../view'

export function PromoCardTile({ content }: { content: PromoCardContent }) {
  return (
    <article className="fc-promo-card">
      {content.image ? (
        <OptimisedImage
          className="fc-promo-card__image"
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          sizes="(min-width: 1024px) 25vw, 100vw"
        />
      ) : null}
      <div className="fc-promo-card__body">
        <h3 className="fc-promo-card__title">{content.title}</h3>
        {content.text ? <p>{content.text}</p> : null}
        {content.button ? (
          <a className="fc-car-card__action" href={content.button.href}>
            {content.button.label}
          </a>
        ) : null}
      </div>
    </article>
  )
}
