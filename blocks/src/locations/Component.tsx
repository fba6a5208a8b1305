import type { LocationsBlock } from '@forecourt/schema'

import { LocationsSection, type LocationsSectionView } from '@forecourt/site-ui/locations'

export function LocationsComponent({ block, data: view }: { block: LocationsBlock; data: LocationsSectionView | null }) {
  // Missing location data renders nothing, heading included.
  if (!view?.cards.length) return null
  const heading = block.heading?.trim()
  return (
    <section className="fc-locations-block" aria-label={heading ? undefined : 'Our locations'}>
      {heading ? <h2 className="fc-locations-block__heading">{heading}</h2> : null}
      <LocationsSection view={view} heading={heading ? 'h3' : 'h2'} carousel={block.display === 'carousel'} />
    </section>
  )
}
