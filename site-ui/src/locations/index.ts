/** Dealer locations: the section of location cards and one location's feature. */
export { LocationFeature, LocationsSection } from './LocationsSection'
export {
  jsonForScript,
  locationCardView,
  locationJsonLd,
  locationsSectionView,
  type LocationCardView,
  type LocationSettings,
  type LocationsSectionView,
} from './locations.view'
