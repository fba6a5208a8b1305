import type { Block } from 'payload'

import { DEFAULT_TRADE_IN_FAQ } from '@forecourt/domain/tradeIn'

/** The trade-in FAQ (vehicle-page spec §2): questions that open one at a time; starts with the spec's estimate limits. */
export const tradeInFaqBlock: Block = {
  slug: 'tradeInFaq',
  interfaceName: 'TradeInFaqBlock',
  labels: { singular: 'Trade-in FAQ', plural: 'Trade-in FAQs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Trade-In FAQs' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      defaultValue: DEFAULT_TRADE_IN_FAQ.map((item) => ({ ...item })),
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
