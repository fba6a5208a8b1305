import type { ModelListGroup } from '@forecourt/domain/navigation'
import { OptimisedImage } from '../media/OptimisedImage'
import { MODEL_ENQUIRY_ANCHOR } from './ModelPage'

const TILE_IMAGE_WIDTH = 480

/**
 * `/models?body={slug}`: the models of one body category as the mega-menu groups them (or every
 * category), each with its picture, badge, From price and the Explore and Enquire links.
 */
export function ModelList({
  title,
  groups,
  categories,
}: {
  title: string
  groups: readonly ModelListGroup[]
  /** Every category with models, for moving between lists. */
  categories: ReadonlyArray<{ label: string; href: string; current: boolean }>
}) {
  const single = groups.length === 1
  return (
    <div className="fc-page fc-showroom">
      <h1>{title}</h1>
      {categories.length > 1 ? (
        <nav className="fc-showroom__categories" aria-label="Body categories">
          <ul>
            {categories.map((category) => (
              <li key={category.href}>
                <a href={category.href} aria-current={category.current ? 'page' : undefined}>
                  {category.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => {
        // Under the page's heading directly on one category's list, under the category's heading on the full one.
        const TileHeading = single ? 'h2' : 'h3'
        return (
          <section key={group.category} className="fc-showroom__section" aria-label={group.category}>
            {/* On one category's list the page heading names it already. */}
            {single ? null : (
              <h2>
                <a href={group.href}>{group.category}</a>
              </h2>
            )}
            <ul className="fc-showroom__tiles">
              {group.models.map((model, index) => (
                <li key={model.slug} className="fc-showroom__tile">
                  {model.image ? (
                    <OptimisedImage
                      className="fc-showroom__tile-image"
                      src={model.image.src}
                      width={TILE_IMAGE_WIDTH}
                      height={Math.round((model.image.height / model.image.width) * TILE_IMAGE_WIDTH)}
                      alt=""
                      sizes="(min-width: 900px) 25vw, (min-width: 600px) 45vw, 100vw"
                      priority={single && index < 2}
                    />
                  ) : null}
                  <span
                    className={`fc-showroom__badge fc-showroom__badge--${model.badge === 'Upcoming' ? 'upcoming' : model.badge === 'Discontinued' ? 'discontinued' : 'current'}`}
                  >
                    {model.badge}
                  </span>
                  <TileHeading className="fc-showroom__tile-name">{model.label}</TileHeading>
                  {model.headline ? <p className="fc-showroom__tile-text">{model.headline}</p> : null}
                  {model.fromPrice ? <p className="fc-showroom__price">{model.fromPrice}</p> : null}
                  <div className="fc-showroom__tile-actions">
                    <a className="fc-button fc-button--primary" href={model.exploreHref}>
                      Explore {model.label}
                    </a>
                    <a className="fc-button fc-button--secondary" href={`/${model.slug}#${MODEL_ENQUIRY_ANCHOR}`}>
                      Enquire
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
