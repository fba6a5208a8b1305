/** Shopper sign-in gating: which routes need a signed-in shopper, and the sign-in links. */
export * from './gating'
/** Shopper identity, one-time codes, the watchlist calls' answers and the toasts. */
export * from './shopper'
/** How often codes may be asked for and tried: per number (platform-wide), per device and per address. */
export * from './limits'
