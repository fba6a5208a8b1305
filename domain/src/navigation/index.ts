/** Navigation rules: header and footer menus, the mega menu, label rewrites and the Toyota menu data. */
export {
  CATALOGUE_SEARCH_PAGE_SIZE,
  type CatalogueModel,
  catalogueOffset,
  dealershipStockSearchRequest,
  searchCatalogueModels,
} from './catalogueSearch'
export {
  copyrightLine,
  MEGA_MENU_CATEGORIES,
  type MegaMenuCategory,
  megaMenuCategoryOfValue,
  megaMenuCategoryValue,
  megaMenuGroups,
  modelExploreHref,
  modelsByBodyHref,
  type ModelTile,
  ourStockHref,
} from './logic'
export type { MenuItem } from './menu'
export {
  accessoriesHrefForCar,
  type AccessoriesPageView,
  accessoriesPageView,
  bodyCategoryOfSlug,
  type ModelListGroup,
  modelListGroups,
  type ModelPageView,
  modelPageView,
  type ShowroomModel,
  showroomModelOf,
  showroomPathOf,
  VIEW_ACCESSORIES_TEXT,
} from './showroom'
export {
  headerMenu,
  type ImageView,
  menuItemsOfRows,
  menuModelsOf,
  rowsOfMenu,
  type SeedMenuRow,
  shownOptionalLabels,
  type StoredMake,
  type StoredMenuRow,
  type StoredModel,
  type StoredNavigation,
  withoutHiddenOptional,
} from './stored'
export { FOOTER_BASE_ITEMS, GENUINE_SERVICE_PATH, HOST_PLACEHOLDER, toyotaFooter, toyotaNavigation } from './toyota'
