/** Car card rules: title, price, tags, labels and which controls a card shows. */
export { carCardHref, carCardPrice, carCardTitle } from './card'
export { cardEnquiry, showCardControl, showWatchlistSaveButton } from './controls'
export { displayLabel } from './labels'
export { carCategories, priceRangeBand, weeklyPriceRangeBand } from './searchBands'
export { carTag, type CarTag, isSoldForCard } from './tags'
export type { CardTenantSettings, CarForCard } from './types'
