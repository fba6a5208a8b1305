/** The car card every results list shows. */
export { CarCard, type CarCardRecord } from './CarCard'
