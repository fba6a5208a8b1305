import type { ReactNode } from 'react'

import type { CardTenantSettings } from '@forecourt/domain/carCard'
import { VIEW_ACCESSORIES_TEXT, type ModelPageView } from '@forecourt/domain/navigation'
import { CarCard, type CarCardRecord } from '../carCard/CarCard'
import { OptimisedImage } from '../media/OptimisedImage'

export const MODEL_ENQUIRY_ANCHOR = 'enquire'

export type ModelStock = {
  cars: ReadonlyArray<CarCardRecord & { objectID: string }>
  total: number
  card: CardTenantSettings
  nowMs: number
}

function ModelStockSection({ view, stock }: { view: ModelPageView; stock: ModelStock }) {
  const headingId = `model-stock-${view.slug}`
  return (
    <section className="fc-showroom__section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {view.make} {view.name} in stock
      </h2>
      {stock.cars.length ? (
        <>
          <ol className="fc-search__results">
            {stock.cars.map((car) => (
              <li key={car.objectID}>
                <CarCard car={car} tenant={stock.card} nowMs={stock.nowMs} />
              </li>
            ))}
          </ol>
          {stock.total > stock.cars.length ? (
            <a className="fc-button fc-button--secondary" href={view.allStockHref}>
              View all {stock.total} {view.name} cars
            </a>
          ) : null}
        </>
      ) : (
        <p className="fc-showroom__empty">We have no {view.name} in stock right now. Enquire and we will find one for you.</p>
      )}
    </section>
  )
}

/**
 * `/{model slug}`: the hero with the model's picture and its calls to action, the variants with their
 * prices, this site's stock of the model and an enquiry form about it (drawn by the caller, prefilled).
 */
export function ModelPage({ view, stock, enquiry }: { view: ModelPageView; stock: ModelStock | null; enquiry: ReactNode }) {
  const variantsId = `model-variants-${view.slug}`
  return (
    <div className="fc-page fc-showroom">
      <section className="fc-showroom__hero">
        <div className="fc-showroom__hero-text">
          {view.category ? (
            <p className="fc-showroom__crumb">
              <a href={view.category.href}>{view.category.label}</a>
            </p>
          ) : null}
          <span className={`fc-showroom__badge fc-showroom__badge--${view.status}`}>{view.badge}</span>
          <h1>
            {view.make} {view.name}
          </h1>
          <p className="fc-showroom__headline">{view.headline}</p>
          {view.intro ? <p className="fc-showroom__intro">{view.intro}</p> : null}
          {view.fromPrice ? <p className="fc-showroom__from">{view.fromPrice}</p> : null}
          <div className="fc-showroom__actions">
            <a className="fc-button fc-button--primary" href={`#${MODEL_ENQUIRY_ANCHOR}`}>
              {view.status === 'upcoming' ? 'Register Your Interest' : 'Enquire Now'}
            </a>
            {view.ourStockHref ? (
              <a className="fc-button fc-button--secondary" href={view.ourStockHref}>
                Our Stock
              </a>
            ) : null}
            {view.accessoriesHref ? (
              <a className="fc-button fc-button--secondary" href={view.accessoriesHref}>
                {VIEW_ACCESSORIES_TEXT}
              </a>
            ) : null}
          </div>
        </div>
        {view.image ? (
          <OptimisedImage
            className="fc-showroom__hero-image"
            src={view.image.src}
            width={view.image.width}
            height={view.image.height}
            alt={`${view.make} ${view.name}`}
            sizes="(min-width: 900px) 50vw, 100vw"
            priority
          />
        ) : null}
      </section>
      {view.status === 'discontinued' ? (
        <p className="fc-showroom__notice" role="note">
          The {view.make} {view.name} is no longer sold new. See the {view.name} cars we have in stock below, or ask us about its successor.
        </p>
      ) : null}
      {view.variants.length ? (
        <section className="fc-showroom__section" aria-labelledby={variantsId}>
          <h2 id={variantsId}>
            {view.make} {view.name} range
          </h2>
          <ol className="fc-showroom__variants">
            {view.variants.map((variant) => (
              <li key={variant.name} className="fc-showroom__variant">
                <h3>{variant.name}</h3>
                <p className="fc-showroom__price">{variant.price}</p>
                {variant.description ? <p className="fc-showroom__variant-text">{variant.description}</p> : null}
                <a className="fc-showroom__variant-link" href={`#${MODEL_ENQUIRY_ANCHOR}`}>
                  Enquire about the {variant.name}
                </a>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {stock ? <ModelStockSection view={view} stock={stock} /> : null}
      <div id={MODEL_ENQUIRY_ANCHOR} className="fc-showroom__enquiry">
        {enquiry}
      </div>
    </div>
  )
}
