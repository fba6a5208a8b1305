/**
 * The largest numbers the platform stores, shared by the forms, the public endpoints, the stock feed
 * and the collections' own number fields. Every number from outside is bounded before it is stored:
 * SQLite keeps integers up to 2^63 but JavaScript reads them exactly only to 2^53, and a figure no
 * dealer could mean (a $10^17 offer) is a typo or a probe, not a lead.
 */

/** Dollars: prices, offers, valuations, repayments. No car on a dealer's site costs more. */
export const MAX_MONEY_DOLLARS = 10_000_000

/** Odometer readings: seven digits, as the enquiry forms take them. */
export const MAX_KILOMETRES = 9_999_999

/** Model years: the first cars, up to a couple of years ahead for announced models. */
export const EARLIEST_MODEL_YEAR = 1900
export const LATEST_MODEL_YEAR = 2100

/** Counters (views, reviews, doors, seats...): far above anything real, far below the unsafe range. */
export const MAX_COUNT = 1_000_000_000
