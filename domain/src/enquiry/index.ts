/** Enquiry rules: the form schema and categories, postcodes, money, messages, analytics ids and form set-up. */
export * from './analytics'
export * from './categories'
export * from './formSetup'
export * from './messages'
export * from './money'
export * from './postcode'
export * from './schema'
