/** Offer cards and the grid of them. */
export { OfferCard, OffersGrid } from './OfferCard'
