import { isAvailable } from '@forecourt/domain/vehicle'
import { carCardTitle } from '@forecourt/domain/carCard'
import { OptimisedImage } from '../media/OptimisedImage'
import type { VehiclePageData } from '@forecourt/domain/vehiclePage'

/** Thumbnails beyond these wait for the carousel; the first photo is the one that matters for speed. */
const THUMBNAIL_LIMIT = 8

/** The photos: space is reserved by aspect ratio whether or not a photo exists, so nothing shifts. */
export function GallerySection({ data }: { data: VehiclePageData }) {
  const { car } = data
  const [main, ...rest] = car.images
  const title = carCardTitle(car)
  return (
    <section className="fc-vehicle-gallery" aria-label="Photos">
      {main ? (
        <OptimisedImage
          className="fc-vehicle-gallery__main"
          src={main.src}
          alt={main.alt}
          width={main.width}
          height={main.height}
          // The photo column's width in the page grid (site.css): it is the page's largest paint.
          sizes="(min-width: 1200px) 744px, (min-width: 1024px) calc(100vw - 456px), calc(100vw - 2rem)"
          unoptimized={!main.optimise}
          priority
        />
      ) : (
        <div className="fc-vehicle-gallery__main fc-vehicle-gallery__main--none">
          <span role="img" aria-label={`No photos of the ${title} yet`}>
            <span aria-hidden="true">{car.make ?? ''}</span>
          </span>
          <span className="fc-vehicle-gallery__none-text" aria-hidden="true">
            Photos coming soon
          </span>
          {/* The spec's Request Photos form (every template seeds /request-photos), about this car. */}
          {isAvailable(car) ? (
            <a className="fc-vehicle-gallery__request" href={`/request-photos?car_id=${encodeURIComponent(car.slug)}`}>
              Request photos
            </a>
          ) : null}
        </div>
      )}
      {rest.length > 0 ? (
        <ul className="fc-vehicle-gallery__thumbs">
          {rest.slice(0, THUMBNAIL_LIMIT).map((image) => (
            <li key={image.src}>
              <OptimisedImage src={image.src} alt={image.alt} width={160} height={107} unoptimized={!image.optimise} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
