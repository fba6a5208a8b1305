import type { OffersGridBlock } from '@forecourt/schema'
import Link from 'next/link'

import type { BlockRenderContext } from '../shared/context'
import { OffersGrid, type OfferCardView } from '@forecourt/site-ui/offers'

export function OffersGridComponent({
  block,
  data: offers,
  context,
}: {
  block: OffersGridBlock
  data: readonly OfferCardView[]
  context: BlockRenderContext
}) {
  const Heading = context.index === 0 ? 'h1' : 'h2'
  return (
    <section className="fc-offers-block" aria-label={block.heading || 'Special offers'}>
      {block.heading ? <Heading className="fc-offers-block__title">{block.heading}</Heading> : null}
      <OffersGrid offers={offers} headingLevel={block.heading ? (Heading === 'h1' ? 'h2' : 'h3') : 'h2'} />
      <p>
        <Link href="/special-offers">See all special offers</Link>
      </p>
    </section>
  )
}
