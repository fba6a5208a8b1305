import type { Block } from 'payload'

import { SUCCESS_PATH } from '@forecourt/domain/enquiry'

/**
 * The trade-in valuation tool: rego and state, the car it names, kilometres and the adjustment
 * questions, then an estimate range (or the no-estimate path) and the shopper's details, sent as a
 * trade-in enquiry with the valuation saved against it. A '?car_id=' link names the car it is for.
 */
export const tradeInValuationBlock: Block = {
  slug: 'tradeInValuation',
  interfaceName: 'TradeInValuationBlock',
  labels: { singular: 'Trade-in valuation', plural: 'Trade-in valuations' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Value My Trade-In' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'successRedirect',
      type: 'text',
      defaultValue: SUCCESS_PATH,
      admin: { description: 'Where the shopper goes once their details are sent: a path on this site.' },
    },
  ],
}
