/** Dealer location rules: addresses, opening hours, the dealership calendar and what a Location document means. */
export * from './calendar'
export * from './hours'
export * from './locations'
export * from './types'
export * from './documents'
