/** Shopper sign-in gating: which routes need a signed-in shopper, and the sign-in links. */
export * from './gating'
/** Shopper identity, one-time codes and the sign-in page's texts. */
export * from './shopper'
/** The watchlist calls' answers, the toasts' words and the list's page. */
export * from './watchlist'
/** How often codes may be asked for and tried: per number (platform-wide), per device and per address. */
export * from './limits'
/** A site path for `redirect`/`back`: same-site after normalisation; anything else is home. */
export { safeSitePath } from './sitePath'
