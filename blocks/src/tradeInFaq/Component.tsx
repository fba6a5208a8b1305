import type { TradeInFaqBlock } from '@forecourt/schema'
import { DEFAULT_TRADE_IN_FAQ } from '@forecourt/domain/tradeIn'

import type { BlockRenderContext } from '../shared/context'

/**
 * Questions as native disclosure widgets: each opens and closes with the keyboard and a screen reader
 * without any script on the page.
 */
export function TradeInFaqComponent({ block, context }: { block: TradeInFaqBlock; context: BlockRenderContext }) {
  const items = (block.items?.length ? block.items : DEFAULT_TRADE_IN_FAQ)
    .map((item) => ({ question: item.question.trim(), answer: item.answer.trim() }))
    .filter((item) => item.question && item.answer)
  if (items.length === 0) return null
  const Heading = context.index === 0 ? 'h1' : 'h2'
  const headingId = `trade-in-faq-${block.id ?? context.index}`
  return (
    <section className="fc-faq" aria-labelledby={headingId}>
      <Heading id={headingId}>{block.heading?.trim() || 'Trade-In FAQs'}</Heading>
      {items.map((item) => (
        <details key={item.question} className="fc-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  )
}
