import type { EnquiryFormBlock } from '@forecourt/schema'

import type { BlockRenderContext } from '../shared/context'
import { EnquiryFormClient } from './Lazy.client'
import type { EnquiryFormData } from './load'
import { EnquiryFormView } from './View'

/** An enquiry form placed on a page, its form drawn on the server and its code in a chunk of its own. */
export function EnquiryFormComponent({
  block,
  data,
  context,
}: {
  block: EnquiryFormBlock
  data: EnquiryFormData
  context: BlockRenderContext
}) {
  return <EnquiryFormView block={block} data={data} context={context} FormClient={EnquiryFormClient} />
}
