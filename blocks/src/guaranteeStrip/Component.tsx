import type { GuaranteeStripBlock } from '@forecourt/schema'
import { safeHref } from '@forecourt/domain/urls'
import { GuaranteeStrip } from '@forecourt/site-ui/guarantee'

import type { BlockRenderContext } from '../shared/context'

export function GuaranteeStripComponent({ block }: { block: GuaranteeStripBlock; context: BlockRenderContext }) {
  return <GuaranteeStrip heading={block.heading?.trim() || null} reserveHref={safeHref(block.reserveUrl ?? '') ?? '/search/used-cars'} />
}
