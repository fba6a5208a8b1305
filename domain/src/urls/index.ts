/** Safe links, public upload URLs and button views. */
export * from './button'
export * from './links'
export * from './uploads'
