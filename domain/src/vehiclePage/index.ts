/** Vehicle page rules: sections, details, finance calculator settings, history, printing, sharing and view counts. */
export {
  bodyLabel,
  jsonLdScriptText,
  keyInformationRows,
  registrationRows,
  summaryFacts,
  technicalSpecifications,
  vehicleDetailsRows,
} from './details'
export { callTheDealerEvent, favouriteAddedEvent, printEvent, type PrintFormat, usedVehicleViewEvent } from './events'
export { lenderRecords, stringList, timeZoneForState } from './feed'
export {
  type FavouriteEntry,
  favouriteEntry,
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  parseViewedCars,
  recordViewedCar,
  VIEWED_CARS_STORAGE_KEY,
  viewedCarEntry,
  type ViewedCarEntry,
} from './history'
export { isPhoneRevealAnswer, maskPhoneNumber, PHONE_REVEAL_PATH, type PhoneRevealAnswer, type PhoneRevealBody } from './phoneReveal'
export { INITIAL_PRICE_RANGE, moveVehiclePagePriceThumb, priceRangeSearchHref, VEHICLE_PAGE_PRICE_RANGE } from './priceRange'
export { pdfSafeText, printSheet, type PrintSheet } from './printable'
export { pdfContentDisposition, pdfFileName, pdfPath, printPagePath } from './printDownload'
export { carSlugInput, printPageSlug } from './printRequest'
export { sectionOrder, sectionsByArea, VEHICLE_PAGE_SECTION_LABELS, VEHICLE_PAGE_SECTIONS, type VehiclePageSection } from './sections'
export {
  DEFAULT_WHY_BUY_FROM_US,
  isToyotaCertified,
  isToyotaMake,
  MAKE_AN_OFFER_LABEL,
  offerPlaceholder,
  reserveOnlineTileHref,
  showsGuaranteeStrip,
  showsUsedCarBanner,
  TOYOTA_CERTIFIED_BENEFITS,
  TOYOTA_CERTIFIED_TITLE,
  USED_CAR_FEATURES,
  WHY_BUY_ITEM_MAX_LENGTH,
  WHY_BUY_MAX_ITEMS,
  WHY_BUY_TITLE,
  whyBuyFromUs,
} from './sellingContent'
export type { VehiclePageCar, VehiclePageData, VehiclePageImage, VehiclePageSettings } from './types'
export { type ViewAnswer, viewJsonPath, viewsCountText, viewsFromAnswer } from './views'
