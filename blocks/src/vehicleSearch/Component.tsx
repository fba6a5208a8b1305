import type { VehicleSearchBlock } from '@forecourt/schema'

import type { BlockRenderContext } from '../shared/context'
import { VehicleSearchClient } from './Lazy.client'

export function VehicleSearchComponent({ block, context }: { block: VehicleSearchBlock; context: BlockRenderContext }) {
  // The renderer's data layer computed this block's first page; without it there is nothing to show.
  const view = block.id ? context.searchViews?.[block.id] : undefined
  if (!view) return null
  const Heading = context.index === 0 ? 'h1' : 'h2'
  return (
    <section className="fc-search-page" aria-label={block.heading ?? 'Car search'}>
      {block.heading ? <Heading>{block.heading}</Heading> : null}
      <VehicleSearchClient view={view} />
    </section>
  )
}
