/** Dealer locations: the section of location cards and one location's feature. */
export { LocationFeature, LocationsSection } from './LocationsSection'
