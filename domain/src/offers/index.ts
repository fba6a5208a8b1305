/** Offer rules: which offers show when, and the offer card view. */
export * from './offers'
export * from './view'
