import type { EnquiryFormBlock } from '@forecourt/schema'

import type { BlockRenderContext } from '../shared/context'
import { EnquiryDialogFormClient } from './DialogLazy.client'
import type { EnquiryFormData } from './load'
import { EnquiryFormView } from './View'

/**
 * One of the site's enquiry form blocks drawn inside a dialog (the car page's enquiry and offer buttons):
 * the same heading, prefill and signed form as on its page; the form's code is fetched when the dialog opens.
 */
export function EnquiryDialogForm({
  block,
  data,
  context,
}: {
  block: EnquiryFormBlock
  data: EnquiryFormData
  context: BlockRenderContext
}) {
  return <EnquiryFormView block={block} data={data} context={context} FormClient={EnquiryDialogFormClient} />
}
