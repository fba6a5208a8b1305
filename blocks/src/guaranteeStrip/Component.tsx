import type { GuaranteeStripBlock } from '@forecourt/schema'
import { safeHref } from '@forecourt/domain/urls'
import { GuaranteeStrip } from '@forecourt/site-ui/guarantee'

import type { BlockRenderContext } from '../shared/context'

export function GuaranteeStripComponent({ block, context }: { block: GuaranteeStripBlock; context: BlockRenderContext }) {
  return (
    <GuaranteeStrip
      heading={block.heading?.trim() || null}
      headingLevel={context.index === 0 ? 'h1' : 'h2'}
      reserveHref={safeHref(block.reserveUrl ?? '') ?? '/search/used-cars'}
    />
  )
}
