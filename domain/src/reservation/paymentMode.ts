/** How a site takes online payments: with Stripe, with the built-in test processor, or not at all (safeguards.ts decides). */
export type PaymentMode = 'live' | 'test' | 'off'
