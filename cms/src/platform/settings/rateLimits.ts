import { wholeNumber, type Description, type Values } from './variables'

export type RateLimit = { limit: number; windowMs: number }

export const DEFAULT_ENQUIRY_RATE_LIMIT = { limit: 10, windowSeconds: 60 } as const
/** Cards ask once per car shown: two dozen a results page, so the limit allows brisk browsing. */
export const DEFAULT_QUOTE_RATE_LIMIT = { limit: 240, windowSeconds: 60 } as const
/** Generous (a shopper clicks a few numbers), but a script cannot fill the table. Not configurable. */
export const PHONE_REVEAL_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 }
/** Rego lookups, estimates and saved valuations: a shopper makes a handful; a script cannot walk the registry. Not configurable. */
export const VALUATION_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 }
// Shopper sign-in is limited per number (in the database), device and address, with back-off rather than
// a flat window: domain/shopper/limits.ts and shoppers/signInLimits.ts.

const maxWindowSeconds = 24 * 60 * 60

/**
 * The per-visitor limits of the public endpoints (docs/leads.md and
 * docs/finance.md): so many hits per visitor address and site in a window; a limit of 0 turns one off.
 */
export const rateLimitVariables = {
  ENQUIRY_RATE_LIMIT: wholeNumber(0),
  ENQUIRY_RATE_WINDOW_SECONDS: wholeNumber(1, maxWindowSeconds),
  QUOTE_RATE_LIMIT: wholeNumber(0),
  QUOTE_RATE_WINDOW_SECONDS: wholeNumber(1, maxWindowSeconds),
}

export type RateLimitSettings = {
  enquiries: RateLimit
  quotes: RateLimit
  phoneReveals: RateLimit
  valuations: RateLimit
}

export function rateLimitSettings(values: Values<typeof rateLimitVariables>): RateLimitSettings {
  return {
    enquiries: {
      limit: values.ENQUIRY_RATE_LIMIT ?? DEFAULT_ENQUIRY_RATE_LIMIT.limit,
      windowMs: (values.ENQUIRY_RATE_WINDOW_SECONDS ?? DEFAULT_ENQUIRY_RATE_LIMIT.windowSeconds) * 1000,
    },
    quotes: {
      limit: values.QUOTE_RATE_LIMIT ?? DEFAULT_QUOTE_RATE_LIMIT.limit,
      windowMs: (values.QUOTE_RATE_WINDOW_SECONDS ?? DEFAULT_QUOTE_RATE_LIMIT.windowSeconds) * 1000,
    },
    phoneReveals: PHONE_REVEAL_RATE_LIMIT,
    valuations: VALUATION_RATE_LIMIT,
  }
}

export function describeRateLimits(rateLimits: RateLimitSettings): Description {
  return {
    ENQUIRY_RATE_LIMIT: String(rateLimits.enquiries.limit),
    ENQUIRY_RATE_WINDOW_SECONDS: String(rateLimits.enquiries.windowMs / 1000),
    QUOTE_RATE_LIMIT: String(rateLimits.quotes.limit),
    QUOTE_RATE_WINDOW_SECONDS: String(rateLimits.quotes.windowMs / 1000),
  }
}
