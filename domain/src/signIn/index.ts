/** Shopper sign-in gating: which routes need a signed-in shopper, and the sign-in links. */
export * from './gating'
