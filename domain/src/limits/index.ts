/** Bounds on every number that comes from outside, shared by the collections and the forms. */
export * from './numberLimits'
