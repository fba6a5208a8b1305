import type { VehicleSearchBlock } from '@forecourt/schema'

import type { BlockRenderContext } from '../shared/context'
import { VehicleSearchClient } from './Lazy.client'
import type { SearchPageView } from './view'

export function VehicleSearchComponent({
  block,
  data: view,
  context,
}: {
  block: VehicleSearchBlock
  data: SearchPageView | null
  context: BlockRenderContext
}) {
  // The block's loader computed its first page; without it there is nothing to show.
  if (!view) return null
  const Heading = context.index === 0 ? 'h1' : 'h2'
  return (
    <section className="fc-search-page" aria-label={block.heading ?? 'Car search'}>
      {block.heading ? <Heading>{block.heading}</Heading> : null}
      <VehicleSearchClient view={view} />
    </section>
  )
}
