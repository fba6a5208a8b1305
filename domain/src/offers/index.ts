/** Offer rules: which offers show when and where, their links and texts. */
export * from './offers'
