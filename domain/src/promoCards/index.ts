/** Promo-card placement among search results. */
export { insertPromoCards, PROMO_SLOT_LAYOUTS, type PromoCard } from './placement'
