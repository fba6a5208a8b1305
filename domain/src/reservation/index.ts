/** Reserving a car with a deposit: the rules, states, limits and words, shared by the server and the site. */
export * from './payment'
export * from './rules'
export * from './safeguards'
