import { TRADE_IN_ESTIMATE_MAX_AGE_YEARS, TRADE_IN_ESTIMATE_MAX_KMS } from './rule'

type FaqItem = { question: string; answer: string }

/**
 * The trade-in FAQ a new block starts with (the marketer rewords or adds to it). The limits answer is
 * the spec's: no online estimate for cars over 7 years old or over 100,000 km.
 */
export const DEFAULT_TRADE_IN_FAQ: readonly FaqItem[] = [
  {
    question: 'How is my online estimate worked out?',
    answer:
      'From your car’s registration we find its make, model and year; your kilometres and answers about its condition then adjust the figure. The range is an estimate, confirmed once we have seen the car.',
  },
  {
    question: 'Which cars get an online estimate?',
    answer: `Cars up to ${TRADE_IN_ESTIMATE_MAX_AGE_YEARS} years old and ${TRADE_IN_ESTIMATE_MAX_KMS.toLocaleString('en-AU')} km. There is no online estimate for cars over ${TRADE_IN_ESTIMATE_MAX_AGE_YEARS} years old or over ${TRADE_IN_ESTIMATE_MAX_KMS.toLocaleString('en-AU')} km: send us your details and our team will arrange a valuation.`,
  },
  {
    question: 'Do I have to buy a car from you?',
    answer: 'No. We buy good cars whether or not you buy one from us, and a trade-in can go towards any car in our stock.',
  },
  {
    question: 'What if there is finance owing on my car?',
    answer: 'That is fine: we pay out your lender and the difference goes to you or towards your next car.',
  },
  {
    question: 'What should I bring?',
    answer: 'Your car, its keys, its service book and your driver’s licence. If finance is owing, bring a payout letter from your lender.',
  },
]
