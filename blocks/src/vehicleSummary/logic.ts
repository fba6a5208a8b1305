/** Display rules of the vehicle page sidebar and mobile summary: price, phone, action buttons, sold notice. */
export * from './types'
export * from './format'
export * from './price'
export * from './contact'
export * from './actions'
