/** Bounds on every number that comes from outside, shared by the collections and the forms. */
export { EARLIEST_MODEL_YEAR, LATEST_MODEL_YEAR, MAX_COUNT, MAX_KILOMETRES, MAX_MONEY_DOLLARS } from './numberLimits'
