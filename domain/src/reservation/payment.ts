/**
 * Where the shopper goes next to pay: the processor's own page, or its fields mounted on ours. The
 * payment adapter makes it, the reservation and purchase-journey endpoints send it, and the site reads it.
 */
export type PaymentNextStep =
  { kind: 'redirect'; url: string } | { kind: 'stripe-elements'; clientSecret: string; publishableKey: string; returnUrl: string }
