import type { EnquiryFormBlock, TradeInValuationBlock } from '@forecourt/schema'

/**
 * The trade-in enquiry a valuation block sends its lead with: the enquiry form's own 'trade-in' kind, so
 * the intake, its signed form, its consent wording and its delivery are the enquiry form's.
 */
export function valuationEnquiryBlock(block: TradeInValuationBlock): EnquiryFormBlock {
  return {
    blockType: 'enquiryForm',
    id: block.id,
    kind: 'trade-in',
    heading: 'Your details',
    successRedirect: block.successRedirect,
    fields: { preferredContactMethod: true },
  }
}
