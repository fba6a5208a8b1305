/** Promo-card placement among search results. */
export * from './placement'
