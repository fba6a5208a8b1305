/** Dealer location rules: addresses, opening hours, the dealership calendar and the location section view. */
export * from './calendar'
export * from './hours'
export * from './locations'
export * from './types'
export * from './view'
