import type { CallToActionBlock } from '@forecourt/schema'

import { buttonView } from '@forecourt/domain/urls'

export type CallToActionButtonView = { label: string; href: string; style: 'primary' | 'secondary'; key: string }

/** Buttons with a label and a safe link, in the marketer's order; the rest are dropped, not shown broken. */
export function callToActionButtons(buttons: CallToActionBlock['buttons']): CallToActionButtonView[] {
  return (buttons ?? []).flatMap((button, index) => {
    const view = buttonView(button)
    return view ? [{ ...view, style: button.style ?? 'primary', key: button.id ?? String(index) }] : []
  })
}
