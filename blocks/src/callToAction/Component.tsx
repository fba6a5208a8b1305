import type { CallToActionBlock } from '@forecourt/schema'

import { ButtonLink } from '../shared/ButtonLink'
import type { BlockRenderContext } from '../shared/context'
import { callToActionButtons } from './logic'

export function CallToActionComponent({ block }: { block: CallToActionBlock; context: BlockRenderContext }) {
  const buttons = callToActionButtons(block.buttons)
  return (
    <section className="fc-cta" aria-label={block.heading}>
      <div className="fc-cta__copy">
        <h2 className="fc-cta__heading">{block.heading}</h2>
        {block.text ? <p className="fc-cta__text">{block.text}</p> : null}
      </div>
      {buttons.length > 0 ? (
        <div className="fc-cta__buttons">
          {buttons.map((button) => (
            <ButtonLink key={button.key} button={{ label: button.label, url: button.href }} variant={button.style} />
          ))}
        </div>
      ) : null}
    </section>
  )
}
