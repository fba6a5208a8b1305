import type { ShopperAccountBlock } from '@forecourt/schema'

import type { BlockRenderContext } from '../shared/context'
import { ShopperAccountClient } from './Lazy.client'

const defaultHeadings: Record<ShopperAccountBlock['kind'], string> = {
  'sign-in': 'Sign in with your mobile',
  'my-garage': 'My Garage',
  watchlist: 'My Watchlist',
  'spin-to-win': 'Spin to Win',
  'online-payment': 'Online Payment',
}

/** The frame is the same for every visitor (the page is cached); what is the shopper's own is drawn in the browser. */
export function ShopperAccountComponent({ block, context }: { block: ShopperAccountBlock; context: BlockRenderContext }) {
  const Heading = context.index === 0 ? 'h1' : 'h2'
  return (
    <section className="fc-shopper" aria-labelledby={`shopper-${block.id ?? context.index}`}>
      <Heading id={`shopper-${block.id ?? context.index}`} className="fc-shopper__heading">
        {block.heading?.trim() || defaultHeadings[block.kind]}
      </Heading>
      {block.intro?.trim() ? <p className="fc-shopper__intro">{block.intro.trim()}</p> : null}
      <ShopperAccountClient kind={block.kind} path={context.path} />
    </section>
  )
}
