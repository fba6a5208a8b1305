import type { AccessoriesPageView } from '@forecourt/domain/navigation'
import { OptimisedImage } from '../media/OptimisedImage'
import { MODEL_ENQUIRY_ANCHOR } from './ModelPage'

/** Accessory pictures are drawn 400 px wide (quality 75, the optimiser's default). */
const ACCESSORY_IMAGE_WIDTH = 400

/** `/{model slug}/accessories`: the model's genuine accessories with part numbers and fitted prices. */
export function AccessoriesPage({ view, modelName }: { view: AccessoriesPageView; modelName: string }) {
  return (
    <div className="fc-page fc-showroom">
      <p className="fc-showroom__crumb">
        <a href={view.modelHref}>Back to the {modelName}</a>
      </p>
      <h1>{view.title}</h1>
      {view.accessories.length ? (
        <ul className="fc-showroom__accessories">
          {view.accessories.map((accessory) => (
            <li key={accessory.name} className="fc-showroom__accessory">
              {accessory.image ? (
                <OptimisedImage
                  className="fc-showroom__accessory-image"
                  src={accessory.image.src}
                  width={ACCESSORY_IMAGE_WIDTH}
                  height={Math.round((accessory.image.height / accessory.image.width) * ACCESSORY_IMAGE_WIDTH)}
                  alt=""
                  sizes={`${ACCESSORY_IMAGE_WIDTH}px`}
                />
              ) : null}
              <h2>{accessory.name}</h2>
              {accessory.part_number ? <p className="fc-showroom__part">Part number {accessory.part_number}</p> : null}
              <p className="fc-showroom__price">{accessory.price}</p>
              {accessory.description ? <p className="fc-showroom__variant-text">{accessory.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="fc-showroom__empty">Accessories for the {modelName} are coming soon. Ask us about what can be fitted.</p>
      )}
      <a className="fc-button fc-button--primary" href={`${view.modelHref}#${MODEL_ENQUIRY_ANCHOR}`}>
        Enquire about accessories
      </a>
    </div>
  )
}
