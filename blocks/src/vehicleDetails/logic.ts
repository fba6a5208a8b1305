/** Display rules of the vehicle page body: specifications, features, comments, reviews, service plan, JSON-LD. */
export * from './lists'
export * from './comments'
export * from './specs'
export * from './reviews'
export * from './serviceAdvantage'
export * from './jsonLd'
