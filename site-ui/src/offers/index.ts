/** Offer cards and the grid of them. */
export { OfferCard, OffersGrid } from './OfferCard'
export { offerCardView, type OfferCardView } from './offers.view'
