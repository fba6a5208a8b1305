/** Trade-in valuation: the online-estimate rule, rego and kilometre checks, the local rego lookup, the adjustment questions and the estimate. */
export * from './adjustments'
export * from './estimate'
export * from './faq'
export * from './rego'
export * from './request'
export * from './rule'
export * from './vehicle'
